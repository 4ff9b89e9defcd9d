import Foundation

/// Converts between points of a map and the coordinates they show (MapKit's `MapProxy`). Easel's
/// map is a placeholder without a projection (see `Map`), so there is nothing to convert to.
public struct MapProxy: Sendable {
    /// The coordinate under `point`: nil, as for a point outside a map.
    public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    /// The point showing `coordinate`: nil, as for a coordinate a map does not show.
    public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}

/// A view whose content reads a proxy of the maps inside it (MapKit's `MapReader`), laid out as
/// its content.
nonisolated public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content

    /// A reader giving `content` the proxy.
    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) { self.content = content }

    public var body: some View { content(MapProxy()) }
}
