import Foundation

/// A proposal for the size of a view, as a parent makes it to its child (SwiftUI's `ProposedViewSize`).
///
/// Each dimension is optional: `nil` asks for the child's ideal size, `0` for its minimum and
/// `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "your ideal height".
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Both dimensions unspecified: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions zero: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size` (SwiftUI uses 10 x 10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a proposal from a length along `axis` and one across it.
    package init(along axis: Axis, _ main: CGFloat?, across cross: CGFloat?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }

    /// Equality without the generic Optional comparison (this runs for every cached size lookup).
    @inlinable public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }

    @inlinable static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return x == y
        default: return false
        }
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { formatLength($0) } ?? "nil" }
        return "\(f(width)) x \(f(height))"
    }
}

/// Formats a length compactly for traces and messages: integers without decimals, others with up to two.
package func formatLength(_ v: CGFloat) -> String {
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if v.isNaN { return "nan" }
    // Whole numbers print without decimals; huge ones (1e308) in exponent form.
    if abs(v) >= 1e15 { return String(format: "%g", Double(v)) }
    if v == v.rounded() { return String(Int(v)) }
    var s = String(format: "%.2f", Double(v))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
