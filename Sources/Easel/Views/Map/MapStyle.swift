import Foundation

/// How a map is drawn (MapKit's `MapStyle`): Easel's placeholder looks the same in every style.
public struct MapStyle: Hashable, Sendable {
    let name: String
    /// Roads and places on the land and water colours.
    public static let standard = MapStyle(name: "standard")
    /// Satellite imagery.
    public static let imagery = MapStyle(name: "imagery")
    /// Satellite imagery with roads and places.
    public static let hybrid = MapStyle(name: "hybrid")

    /// How a map shows terrain (MapKit's `MapStyle.Elevation`).
    public enum Elevation: Hashable, Sendable { case automatic, flat, realistic }
    /// How strongly a standard map draws its features (MapKit's `MapStyle.StandardEmphasis`).
    public enum StandardEmphasis: Hashable, Sendable { case automatic, muted }

    /// Roads and places, configured (the placeholder map looks the same).
    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle { .standard }
    /// Satellite imagery, configured.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    /// Satellite imagery with roads and places, configured.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false)
        -> MapStyle
    { .hybrid }
}

/// The kinds of points of interest a map shows (MapKit's `PointOfInterestCategories`); the
/// placeholder map shows none.
public struct PointOfInterestCategories: Hashable, Sendable {
    let all: Bool
    /// Every kind.
    public static let all = PointOfInterestCategories(all: true)
    /// None.
    public static let excludingAll = PointOfInterestCategories(all: false)
}

nonisolated extension View {
    /// The style of the maps in this view (recorded; the placeholder map looks the same).
    public func mapStyle(_ style: MapStyle) -> some View { self }
}
