import Foundation

/// QuartzCore's layer as a UIKit view's code sets it (`view.layer.cornerRadius = 12`,
/// `layer.borderColor = UIColor.red.cgColor`): settings kept, nothing drawn (see `UIView`).
nonisolated open class CALayer: @unchecked Sendable {
    public init() {}
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var opacity: Float = 1
    open var isHidden = false
    open var zPosition: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve = CALayerCornerCurve.circular
    public private(set) var sublayers: [CALayer]?
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { addSublayer(layer) }
    open func removeFromSuperlayer() {}
    open func removeAllAnimations() {}
    open func setNeedsDisplay() {}
}

/// The corners a layer rounds.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// How a layer's rounded corners curve.
public struct CALayerCornerCurve: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
