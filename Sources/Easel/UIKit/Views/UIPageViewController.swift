import Foundation

/// UIKit's page controller, as the page view of Apple's "Interfacing with UIKit" tutorial wraps it
/// (see `UIViewController`): its pages are kept, none is shown, and its data source and delegate
/// are never asked.
nonisolated open class UIPageViewController: UIViewController, @unchecked Sendable {
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }

    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    public private(set) var viewControllers: [UIViewController]?
    open var isDoubleSided = false

    /// Keeps the pages; the completion is told the change finished.
    open func setViewControllers(
        _ controllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        viewControllers = controllers
        completion?(true)
    }

    /// How pages change.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// The direction pages run in.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Forward or back.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Where a curled page's spine is.
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    /// An option of the controller.
    public struct OptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// A page controller's data source: its methods are the adopter's own and never called here.
public protocol UIPageViewControllerDataSource: AnyObject {}
/// A page controller's delegate: its methods are the adopter's own and never called here.
public protocol UIPageViewControllerDelegate: AnyObject {}
