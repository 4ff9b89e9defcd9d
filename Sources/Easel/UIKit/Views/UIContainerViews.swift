import Foundation

// UIKit's views that hold other views or an image, as a representable's code or an appearance
// proxy configures them (see `UIView`).

/// UIKit's scroll view.
nonisolated open class UIScrollView: UIView, @unchecked Sendable {
    open override class func appearance() -> UIScrollView { UIScrollView() }
    open var contentOffset = CGPoint.zero
    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var keyboardDismissMode = UIScrollViewKeyboardDismissMode.none
    open var decelerationRate = DecelerationRate.normal
    open var refreshControl: UIRefreshControl?
    open weak var delegate: UIScrollViewDelegate?
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    /// How a scroll view adjusts its insets for the safe area.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// How fast a scroll view slows.
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// A scroll view's delegate: its methods are the adopter's own and never called here.
public protocol UIScrollViewDelegate: AnyObject {}

/// UIKit's table view (what a `List` is on iOS), as its appearance proxy is configured.
nonisolated open class UITableView: UIScrollView, @unchecked Sendable {
    open override class func appearance() -> UITableView { UITableView() }
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open var sectionHeaderTopPadding: CGFloat = 0
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var allowsSelection = true
    open func reloadData() {}
}

/// A table view's cell.
nonisolated open class UITableViewCell: UIView, @unchecked Sendable {
    open override class func appearance() -> UITableViewCell { UITableViewCell() }
    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none
    open var selectedBackgroundView: UIView?
    open var backgroundView: UIView?
    public let contentView = UIView()
    /// A cell's look when selected.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The control at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// A table's separators.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

/// UIKit's collection view, as its appearance proxy is configured.
nonisolated open class UICollectionView: UIScrollView, @unchecked Sendable {
    open override class func appearance() -> UICollectionView { UICollectionView() }
    open var backgroundView: UIView?
    open func reloadData() {}
}

/// UIKit's image view.
nonisolated open class UIImageView: UIView, @unchecked Sendable {
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
    open override class func appearance() -> UIImageView { UIImageView() }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: Any?
}

/// UIKit's stack view.
nonisolated open class UIStackView: UIView, @unchecked Sendable {
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var isLayoutMarginsRelativeArrangement = false
    public private(set) var arrangedSubviews: [UIView] = []
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    /// How a stack aligns its views across its axis.
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    /// How a stack shares its length.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}

/// UIKit's blur or vibrancy view: empty, as every UIKit view is here.
nonisolated open class UIVisualEffectView: UIView, @unchecked Sendable {
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { return nil }
    open var effect: UIVisualEffect?
    /// The view content goes into.
    public let contentView = UIView()
}

/// A visual effect (UIKit's `UIVisualEffect`).
nonisolated open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

/// A blur (UIKit's `UIBlurEffect`); SwiftUI's materials are `Material`.
nonisolated open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public let style: Style
    public init(style: Style) { self.style = style }
    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// Vibrancy over a blur (UIKit's `UIVibrancyEffect`).
nonisolated open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public init(blurEffect: UIBlurEffect) {}
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {}
}

/// The look of vibrant content.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
