import Foundation

/// What a map shows over its tiles (MapKit's SwiftUI `MapContent`, iOS 17): markers, annotations,
/// overlays and the user's location, with `ForEach` over them. A map is a placeholder here (see
/// `Map`), so its content is accepted and never drawn.
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

extension MapContent where Body == Never {
    /// Markers and overlays have no body; asking for it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive map content and has no body") }
}

extension MapContent {
    /// The marker's or overlay's tint (not drawn).
    public func tint(_ tint: Color?) -> Self { self }
    /// The overlay's fill (not drawn).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    /// The overlay's outline (not drawn).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> Self { self }
    /// As above.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> Self { self }
    /// The value a map's selection takes for this content.
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    /// Whether annotation titles show (not drawn).
    public func annotationTitles(_ visibility: Visibility) -> Self { self }
    /// The overlay's level (not drawn).
    public func mapOverlayLevel(level: MKOverlayLevel) -> Self { self }
}

/// Map content of several parts, as `MapContentBuilder` gathers it (the placeholder map draws none).
public struct MapContentList: MapContent {
    public typealias Body = Never
}

/// Gathers a map's content (MapKit's `MapContentBuilder`).
@resultBuilder public enum MapContentBuilder {
    public static func buildExpression(_ content: some MapContent) -> MapContentList { MapContentList() }
    public static func buildBlock(_ parts: MapContentList...) -> MapContentList { MapContentList() }
    public static func buildOptional(_ part: MapContentList?) -> MapContentList { MapContentList() }
    public static func buildEither(first: MapContentList) -> MapContentList { first }
    public static func buildEither(second: MapContentList) -> MapContentList { second }
    public static func buildArray(_ parts: [MapContentList]) -> MapContentList { MapContentList() }
    public static func buildLimitedAvailability(_ part: MapContentList) -> MapContentList { part }
}

/// Where an overlay sits among the map's layers.
public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }

/// A balloon marker at a coordinate (MapKit's SwiftUI `Marker`).
public struct Marker: MapContent {
    public typealias Body = Never
    public let coordinate: CLLocationCoordinate2D
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<L: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> L) { self.coordinate = coordinate }
}

/// A view at a coordinate (MapKit's SwiftUI `Annotation`).
public struct Annotation<Content: View, Label: View>: MapContent {
    public typealias Body = Never
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
    }
}

extension Annotation where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
    }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
    }
}

/// The user's location on the map (MapKit's `UserAnnotation`): unknown here.
public struct UserAnnotation: MapContent {
    public typealias Body = Never
    public init() {}
    public init<C: View>(anchor: UnitPoint = .center, @ViewBuilder content: () -> C) {}
}

/// A line through coordinates (MapKit's `MapPolyline`).
public struct MapPolyline: MapContent {
    public typealias Body = Never
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    /// How the line runs between points.
    public enum ContourStyle: Sendable { case straight, geodesic }
}

/// A circle around a coordinate (MapKit's `MapCircle`).
public struct MapCircle: MapContent {
    public typealias Body = Never
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
}

/// A polygon through coordinates (MapKit's `MapPolygon`).
public struct MapPolygon: MapContent {
    public typealias Body = Never
    public init(coordinates: [CLLocationCoordinate2D]) {}
}

// `ForEach` over markers and annotations inside a `Map`.
extension ForEach: MapContent where Content: MapContent {}

extension ForEach where Content: MapContent {
    /// Content for each element, identified by a key path (`id: \.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(uncheckedData: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Content for each identifiable element.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(uncheckedData: data, id: { $0.id }, content: content)
    }
}

// MARK: - iOS 14's annotations

/// What `Map(coordinateRegion:annotationItems:annotationContent:)` places for each item
/// (MapKit's `MapAnnotationProtocol`).
public protocol MapAnnotationProtocol {}

/// A view at a coordinate (MapKit's `MapAnnotation`, iOS 14).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
    }
}

/// A balloon marker (MapKit's `MapMarker`, iOS 14).
public struct MapMarker: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
}

/// A pin (MapKit's `MapPin`, iOS 14).
public struct MapPin: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
}

/// How a map follows the user (MapKit's `MapUserTrackingMode`).
public enum MapUserTrackingMode: Sendable { case none, follow }

/// What a map lets the user do (MapKit's `MapInteractionModes`).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all = MapInteractionModes(rawValue: 15)
}

/// The limits of a map's camera (MapKit's `MapCameraBounds`).
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}
