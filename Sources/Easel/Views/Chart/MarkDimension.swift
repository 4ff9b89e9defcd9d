import Foundation

/// A mark's width or height, or a sector's radius (Swift Charts' `MarkDimension`): chosen by the
/// chart, a fixed number of points, a ratio of the space available, or that space less an inset.
/// A number literal is a fixed dimension (`width: 12`).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(Double)
        case inset(CGFloat)
    }
    package let kind: Kind

    /// The chart's choice: a band's bar width, a pie's full radius.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A fixed number of points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the space available (a band's width, a pie's radius).
    public static func ratio(_ ratio: Double) -> MarkDimension { MarkDimension(kind: .ratio(ratio)) }
    /// The space available less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    package init(kind: Kind) { self.kind = kind }

    /// The length in points out of `available`, or `automatic` when the chart chooses; never
    /// negative, and a non-finite figure counts as the chart's choice.
    package func length(of available: CGFloat, automatic: CGFloat) -> CGFloat {
        let l: CGFloat
        switch kind {
        case .automatic: l = automatic
        case .fixed(let v): l = v
        case .ratio(let r): l = available * CGFloat(r)
        case .inset(let v): l = available - v
        }
        return l.isFinite ? max(0, l) : automatic
    }
}

/// How marks that share a position are stacked (Swift Charts' `MarkStackingMethod`).
public enum MarkStackingMethod: Equatable, Sendable {
    /// Each on top of the previous ones, from zero (positive and negative values apart).
    case standard
    /// Stacked, then scaled so each stack runs from 0 to 1.
    case normalized
    /// Stacked, centred on zero (a streamgraph).
    case center
    /// Each from zero, overlapping.
    case unstacked
}
