import Foundation
import EaselLayout

// `onGeometryChange(for:of:action:)`: a value computed from the view's geometry (its size, its
// frame in a coordinate space, its safe-area insets), handed to an action once the view is laid
// out and again whenever a later pass of the render lays it out differently. As in SwiftUI, the
// action also runs for the first value, so a view that measures itself into state
// (`.onGeometryChange(for: CGFloat.self) { $0.size.height } action: { headerHeight = $0 }`) shows
// the measured value in the picture: the render evaluates the views again with it
// (`RenderSession.run`), as it does after `onChange`.

nonisolated extension View {
    /// Runs `action` with the value `transform` computes from the view's geometry: once when the
    /// view is first laid out, and again when a later pass of the render gives a different value.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        geometryChange(of: transform, action: .run { _, new in action(new as! T) })
    }

    /// Runs `action` with the old and new value `transform` computes from the view's geometry when
    /// a later pass of the render lays the view out differently, and once when it is first laid
    /// out, with the first value as both.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        geometryChange(of: transform, action: .run { old, new in action(old as! T, new as! T) })
    }

    /// The geometry observer both spellings make, with a lifecycle action (the script front end's
    /// may fail, and the render then warns): a clear background the view's size, whose geometry
    /// reader watches the transformed value as `onChange(of:initial: true)` does.
    package func geometryChange<T: Equatable>(of transform: @escaping (GeometryProxy) -> T, action: LifecycleEvent.Action) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.lifecycle(LifecycleEvent(kind: "onGeometryChange", trigger: .value(transform(proxy), initial: true), action: action))
            })
    }
}
