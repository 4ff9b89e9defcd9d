import Foundation

/// UIKit's view controller, as a `UIViewControllerRepresentable` makes one (see `UIView`): its
/// view is kept, its life-cycle methods are never called, and nothing is presented or dismissed
/// in a still image.
nonisolated open class UIViewController: UIResponder, @unchecked Sendable {
    public override init() { super.init() }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// The controller's root view, made when first read.
    open var view: UIView! {
        get {
            if storedView == nil { loadView() }
            return storedView
        }
        set { storedView = newValue }
    }
    private var storedView: UIView?
    open var isViewLoaded: Bool { storedView != nil }
    open func loadView() { storedView = UIView() }

    open var title: String?
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open var isModalInPresentation = false
    open var preferredContentSize = CGSize.zero
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var traitCollection: UITraitCollection { .current }
    open var navigationController: UINavigationController? { parent as? UINavigationController }
    open var presentingViewController: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}

    /// Nothing is presented in a still image; the completion runs.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Nothing is dismissed in a still image; the completion runs.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }

    open func addChild(_ child: UIViewController) {
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}
    open func setNeedsStatusBarAppearanceUpdate() {}
}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none, automatic
}

/// How a presented controller comes on screen.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// UIKit's navigation controller: a stack of controllers, the top one shown.
nonisolated open class UINavigationController: UIViewController, @unchecked Sendable {
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
    }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open weak var delegate: UINavigationControllerDelegate?
    open var navigationBar: UINavigationBar { UINavigationBar() }
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { viewControllers.popLast() }
}

/// A navigation controller's delegate: its methods are the adopter's own (none is required).
public protocol UINavigationControllerDelegate: AnyObject {}

/// UIKit's share sheet (`UIActivityViewController(activityItems:applicationActivities:)`): never
/// presented in a still image.
nonisolated open class UIActivityViewController: UIViewController, @unchecked Sendable {
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init() }
    public required init?(coder: NSCoder) { return nil }
    open var excludedActivityTypes: [ActivityType]?
    open var completionWithItemsHandler: ((ActivityType?, Bool, [Any]?, Error?) -> Void)?

    /// A kind of sharing.
    public struct ActivityType: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    }
}
