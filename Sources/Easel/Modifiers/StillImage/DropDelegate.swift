import Foundation

/// What a drop destination is told of a drop (SwiftUI's `DropInfo`). Nothing is dropped on a still
/// image: no delegate is ever given one.
public struct DropInfo: Sendable {
    /// Where the drop is, in the destination's coordinates.
    public let location: CGPoint
    /// Whether the drop holds items of any of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    /// As above, by identifier.
    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool { false }
    /// The drop's items of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
    /// As above, by identifier.
    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] { [] }
}

/// What a drop would do.
public enum DropOperation: Sendable { case cancel, forbidden, copy, move }

/// A drop destination's answer while a drop is over it.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop destination's handler (SwiftUI's `DropDelegate`): never called in a still image.
@MainActor public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// SwiftUI lets the view be dragged with the item `data` makes. A still image is never dragged:
    /// the view is unchanged and `data` never runs.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// As above, with a preview shown under the finger.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// SwiftUI accepts drops of `supportedContentTypes` on the view. Nothing is dropped on a still
    /// image: the view is unchanged, `isTargeted` stays false and `action` never runs.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool)
        -> some View
    { self }
    /// As above, with the drop's location.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View { self }
    /// As above, with a delegate.
    public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }
    /// As above, naming the types by identifier (the iOS 13 spelling).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        self
    }
    /// As above, with the drop's location.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool)
        -> some View
    { self }
    /// As above, with a delegate.
    public func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View { self }

    /// SwiftUI shows the file importer while `isPresented` is true. Nothing is presented in a still
    /// image, and `onCompletion` never runs.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, Error>) -> Void
    ) -> some View { self }
    /// As above, for several files.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], Error>) -> Void
    ) -> some View { self }
}
