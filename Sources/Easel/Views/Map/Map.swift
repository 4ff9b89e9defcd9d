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
    /// A map showing a region (the iOS 14 API).
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        position = .region(coordinateRegion.wrappedValue)
    }
    /// A map showing a region with an annotation for each item (the iOS 14 API; the annotations
    /// are not drawn on the placeholder).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        position = .region(coordinateRegion.wrappedValue)
    }
    /// A map whose camera starts at `initialPosition`.
    public init(initialPosition: MapCameraPosition) { position = initialPosition }
    /// A map whose camera follows `position`.
    public init(position: Binding<MapCameraPosition>) { self.position = position.wrappedValue }
    /// A map with markers, annotations and overlays (iOS 17; the content is not drawn on the
    /// placeholder), its camera starting at `initialPosition`.
    public init<C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        position = initialPosition
    }
    /// As above, the camera following `position`.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        self.position = position.wrappedValue
    }
    /// As above, with a selected marker.
    public init<C: MapContent, SelectionValue: Hashable>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        self.position = position.wrappedValue
    }
    /// As above, starting at `initialPosition`, with a selected marker.
    public init<C: MapContent, SelectionValue: Hashable>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        position = initialPosition
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.warn("Map is drawn as a plain placeholder: map tiles are not available")
        return resolve(Rectangle().fill(SystemColors.mapLand), ctx.appending("Map"))
    }
}
