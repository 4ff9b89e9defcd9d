import Foundation

/// A UIKit view controller in a SwiftUI view (SwiftUI's `UIViewControllerRepresentable`: an image
/// picker, a share sheet, a Safari view): as `UIViewRepresentable`, drawn as empty space with a
/// warning naming the type; `makeUIViewController` never runs.
public protocol UIViewControllerRepresentable: View {
    /// The UIKit controller it wraps.
    associatedtype UIViewControllerType: UIViewController
    /// What passes the controller's events back (`Void` when there is none).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Empty space, with a warning naming the type.
    public var body: _UIKitViewPlaceholder { _UIKitViewPlaceholder(typeName: typeName(Self.self)) }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a controller representable's methods are given.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// SwiftUI's view in a UIKit controller (`UIHostingController(rootView:)`), as a representable's
/// code makes one: kept, never shown.
nonisolated open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    open var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }
    open var sizingOptions = UIHostingControllerSizingOptions()
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// How a hosting controller sizes itself.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
