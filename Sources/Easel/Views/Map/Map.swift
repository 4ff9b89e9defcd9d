import Foundation
import EaselLayout

/// A map (MapKit's SwiftUI `Map`). Easel has no map tiles, which are fetched from Apple's servers
/// at run time: a map is drawn as a plain land-coloured placeholder filling its space (as a map
/// does), and the render warns once. Its region, camera, annotations and markers are accepted.
nonisolated public struct Map: View, PrimitiveView {
    public typealias Body = Never
    let position: MapCameraPosition

    /// A map that chooses what to show.
    public init() { position = .automatic }
    /// A map showing a region (the older API).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, showsUserLocation: Bool = false) {
        position = .region(coordinateRegion.wrappedValue)
    }
    /// A map whose camera starts at `initialPosition`.
    public init(initialPosition: MapCameraPosition) { position = initialPosition }
    /// A map whose camera follows `position`.
    public init(position: Binding<MapCameraPosition>) { self.position = position.wrappedValue }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.warn("Map is drawn as a plain placeholder: map tiles are not available")
        return resolve(Rectangle().fill(SystemColors.mapLand), ctx.appending("Map"))
    }
}
