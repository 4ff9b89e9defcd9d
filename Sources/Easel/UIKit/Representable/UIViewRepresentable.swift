import Foundation

/// A UIKit view in a SwiftUI view (SwiftUI's `UIViewRepresentable`): UIKit cannot draw on Linux,
/// so it is drawn as empty space that takes what it is offered, the render warns naming it, and
/// `makeUIView` and `updateUIView` never run (docs/Differences.md). What they would make — a map,
/// a web view, a text view — is missing from the picture; its frame and modifiers are not.
public protocol UIViewRepresentable: View {
    /// The UIKit view it wraps.
    associatedtype UIViewType: UIView
    /// What passes the UIKit view's events back (`Void` when there is none).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Empty space, with a warning naming the type.
    public var body: _UIKitViewPlaceholder { _UIKitViewPlaceholder(typeName: typeName(Self.self)) }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a representable's methods are given: its coordinator, the transaction and the environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}
