import Foundation

/// UIKit's view, as the code of a `UIViewRepresentable` makes and configures it, and as view files
/// configure UIKit's appearance proxies (`UINavigationBar.appearance().tintColor = .white`). UIKit
/// cannot draw on Linux: a representable is drawn as empty space and its `makeUIView` never runs
/// (docs/Differences.md), so these views exist for such code to compile. Settings are kept,
/// nothing draws them, and their methods do what a view that is never on screen does (nothing).
nonisolated open class UIView: UIResponder, @unchecked Sendable {
    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// A view with an empty frame.
    public override convenience init() { self.init(frame: .zero) }
    /// A view from an archive: there are none here.
    public required init?(coder: NSCoder) { return nil }

    /// The proxy whose settings UIKit gives every view of this class: a view of its own here,
    /// whose settings nothing reads.
    open class func appearance() -> UIView { UIView() }
    /// The proxy for views of this class inside containers of the given classes.
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIView { appearance() }

    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor! = UIColor(Color.accentColor)
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var contentMode = ContentMode.scaleToFill
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var transform = CGAffineTransform.identity
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    /// The view's layer (QuartzCore's), for corners, borders and shadows.
    public let layer = CALayer()
    /// The traits of the screen the view is on.
    open var traitCollection: UITraitCollection { .current }

    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var window: UIWindow? { nil }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func viewWithTag(_ tag: Int) -> UIView? { self.tag == tag ? self : subviews.lazy.compactMap { $0.viewWithTag(tag) }.first }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func becomeFirstResponder() -> Bool { false }

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {}

    /// Runs the animations' changes at once; the completion is told they finished.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// As above, after a delay and with options that nothing times.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// The value of `intrinsicContentSize` along an axis the view has no size of its own.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The layout fitting sizes of Auto Layout.
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft,
            bottomRight
    }

    /// How a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The curves and options of `animate(withDuration:delay:options:…)`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }
}

/// UIKit's gesture recognisers: nothing touches a still image, so their actions never run.
nonisolated open class UIGestureRecognizer: @unchecked Sendable {
    public init(target: Any?, action: Selector?) {}
    /// A recogniser without a target (one a `UIGestureRecognizerRepresentable` hands SwiftUI).
    public convenience init() { self.init(target: nil, action: nil) }
    public weak var view: UIView?
    /// The name the app gives it to find it again.
    open var name: String?
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var numberOfTouches: Int { 0 }
    open func require(toFail other: UIGestureRecognizer) {}
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var state = State.possible
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func addTarget(_ target: Any, action: Selector) {}

    /// A recogniser's state: never past `possible` here.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

/// A tap recogniser (UIKit's `UITapGestureRecognizer`).
nonisolated open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var numberOfTapsRequired = 1
}

/// A pan recogniser (UIKit's `UIPanGestureRecognizer`).
nonisolated open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
}

/// A long-press recogniser (UIKit's `UILongPressGestureRecognizer`).
nonisolated open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A pinch recogniser (UIKit's `UIPinchGestureRecognizer`).
nonisolated open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var scale: CGFloat = 1
}

/// A swipe recogniser (UIKit's `UISwipeGestureRecognizer`).
nonisolated open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// A swipe's direction (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }
    open var direction: Direction = .right
}

/// A rotation recogniser (UIKit's `UIRotationGestureRecognizer`).
nonisolated open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var rotation: CGFloat = 0
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
nonisolated public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan from the screen's edge (UIKit's `UIScreenEdgePanGestureRecognizer`).
nonisolated open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer, @unchecked Sendable {
    open var edges: UIRectEdge = []
}
