import Foundation

nonisolated extension View {
    /// SwiftUI lets the view be dragged, carrying `payload`. A still image is never dragged: the
    /// view is unchanged and the payload is not made.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// As above, with a preview shown under the finger while dragging.
    public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }

    /// SwiftUI accepts items of `payloadType` dropped on the view. Nothing is dropped on a still
    /// image: the view is unchanged and `action` never runs.
    public func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}
