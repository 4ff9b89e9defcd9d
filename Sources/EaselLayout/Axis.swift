import Foundation

/// The two layout axes (SwiftUI's `Axis`).
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes (SwiftUI's `Axis.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    /// The length along `axis`.
    @inlinable package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    /// Builds a size from a length along `axis` and one across it.
    @inlinable package init(along axis: Axis, _ main: CGFloat, across cross: CGFloat) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    @inlinable package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
