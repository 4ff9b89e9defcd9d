import Foundation

// UIKit's controls as a representable's code or an appearance proxy configures them (see `UIView`):
// nothing touches a still image, so their targets' actions never run.

/// UIKit's control: a view with states and target–action pairs.
nonisolated open class UIControl: UIView, @unchecked Sendable {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {}
    open func sendActions(for events: Event) {}

    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What happens to a control.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Where a control's content sits across.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// Where a control's content sits down.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}

/// UIKit's button.
nonisolated open class UIButton: UIControl, @unchecked Sendable {
    public convenience init(type: ButtonType) { self.init(frame: .zero) }
    open override class func appearance() -> UIButton { UIButton() }
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()
    open func setTitle(_ title: String?, for state: State) {}
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open func setImage(_ image: UIImage?, for state: State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: State) {}
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {}
    open func title(for state: State) -> String? { nil }
    /// A button's kind.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
}

/// UIKit's switch.
nonisolated open class UISwitch: UIControl, @unchecked Sendable {
    open override class func appearance() -> UISwitch { UISwitch() }
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// UIKit's slider.
nonisolated open class UISlider: UIControl, @unchecked Sendable {
    open override class func appearance() -> UISlider { UISlider() }
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    open func setThumbImage(_ image: UIImage?, for state: State) {}
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {}
}

/// UIKit's segmented control (what a segmented `Picker` is on iOS).
nonisolated open class UISegmentedControl: UIControl, @unchecked Sendable {
    public convenience init(items: [Any]?) { self.init(frame: .zero) }
    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }
    open var selectedSegmentIndex = -1
    open var selectedSegmentTintColor: UIColor?
    open var numberOfSegments: Int { 0 }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {}
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    open func removeAllSegments() {}
    open func setBackgroundImage(_ image: UIImage?, for state: State, barMetrics: UIBarMetrics) {}
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState left: State, rightSegmentState right: State, barMetrics: UIBarMetrics) {}
    /// The index of no segment.
    public static let noSegment = -1
}

/// UIKit's page dots (what a page `TabView`'s index is on iOS).
nonisolated open class UIPageControl: UIControl, @unchecked Sendable {
    open override class func appearance() -> UIPageControl { UIPageControl() }
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic
    open var preferredIndicatorImage: UIImage?
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {}
    /// Whether the dots have a backing.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
}

/// UIKit's pull-to-refresh control.
nonisolated open class UIRefreshControl: UIControl, @unchecked Sendable {
    open override class func appearance() -> UIRefreshControl { UIRefreshControl() }
    open var isRefreshing: Bool { false }
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() {}
    open func endRefreshing() {}
}

/// UIKit's spinner.
nonisolated open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    public convenience init(style: Style) { self.init(frame: .zero) }
    open var style = Style.medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    /// A spinner's size.
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
}

/// UIKit's progress bar.
nonisolated open class UIProgressView: UIView, @unchecked Sendable {
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
