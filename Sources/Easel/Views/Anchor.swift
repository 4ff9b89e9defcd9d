import Foundation
import EaselLayout

/// A rectangle or point of one view, which any `GeometryProxy` resolves in its own coordinates
/// (SwiftUI's `Anchor`): `geometry[anchor]`. `anchorPreference(key:value:transform:)` makes them
/// and passes them up the tree; `ChartProxy.plotFrame` is one too.
///
/// An anchor keeps the view's `PlacedFrameRecord`, which layout fills with the view's frame in
/// canvas coordinates when it places the view (offsets, padding and scroll positions of the
/// view's ancestors included, as in SwiftUI); a proxy converts that frame into its own space.
/// Two anchors are equal when they are of the same source and their views have the same frame.
public struct Anchor<Value> {
    let record: PlacedFrameRecord
    let source: Source

    /// The value in the coordinates of a reader whose frame starts at `origin` (canvas coordinates).
    func resolve(_ origin: CGPoint) -> Value {
        if record.frame == nil { record.wasReadBeforePlacement = true }
        let frame = (record.frame ?? .zero).offsetBy(dx: -origin.x, dy: -origin.y)
        return source.make(frame, record.isRightToLeft)
    }

    /// A rectangle or point of a view, by its bounds (SwiftUI's `Anchor.Source`): `.bounds`,
    /// `.rect(_:)`, `.topLeading`, `.center`, `.unitPoint(_:)`, `.point(_:)`…
    public struct Source {
        /// Tells sources apart (for anchors' equality).
        let key: String
        /// The value for a view with this frame in the reader's coordinates, laid out right to left or not.
        let make: (CGRect, Bool) -> Value
    }

    /// An anchor of a rectangle in canvas coordinates (points).
    package static func canvasRect(_ r: CGRect) -> Anchor<CGRect> {
        Anchor<CGRect>(record: PlacedFrameRecord(frame: r), source: .bounds)
    }

    /// An anchor of a point in canvas coordinates (points).
    package static func canvasPoint(_ p: CGPoint) -> Anchor<CGPoint> {
        Anchor<CGPoint>(record: PlacedFrameRecord(frame: CGRect(origin: p, size: .zero)), source: .point(.zero))
    }
}

extension Anchor: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.source.key == b.source.key && a.record.frame == b.record.frame }
}

extension Anchor: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.key)
        if let f = record.frame { hasher.combine([f.minX, f.minY, f.width, f.height]) }
    }
}

/// Sendable as in SwiftUI, so preference keys can hold anchors in a `static let`: its frame record
/// is written by layout and read by the same render, never by two threads at once.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}

extension Anchor: CustomStringConvertible {
    /// The source and the view's frame on the canvas (what tells two anchors apart).
    public var description: String {
        "Anchor(\(source.key) of \(record.frame.map { "\($0.minX), \($0.minY), \($0.width) x \($0.height)" } ?? "a view not placed"))"
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's whole bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(key: "bounds") { frame, _ in frame } }

    /// A rectangle given in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source(key: "rect(\(r.minX), \(r.minY), \(r.width), \(r.height))") { frame, _ in
            r.offsetBy(dx: frame.minX, dy: frame.minY)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point given in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(key: "point(\(p.x), \(p.y))") { frame, _ in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
    }

    /// A point given as a fraction of the view's size; leading is on the right in a view laid out
    /// right to left, as for `UnitPoint` elsewhere.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(key: "unitPoint(\(p.x), \(p.y))") { frame, rightToLeft in
            let x = rightToLeft ? 1 - p.x : p.x
            return CGPoint(x: frame.minX + x * frame.width, y: frame.minY + p.y * frame.height)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Several sources of one view, resolved together (`Anchor<[CGRect]>`).
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(key: "[" + array.map(\.key).joined(separator: ", ") + "]") { frame, rightToLeft in
            array.map { $0.make(frame, rightToLeft) }
        }
    }

    /// An optional source: nil resolves to nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(key: anchor.map { "some(\($0.key))" } ?? "nil") { frame, rightToLeft in anchor?.make(frame, rightToLeft) }
    }
}

extension GeometryProxy {
    /// The anchor's rectangle or point in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(info.globalFrame.origin) }
}

/// An anchor of any value type, for a front end that resolves anchors it holds as `Any` (scripts).
package protocol ResolvableAnchor {
    func resolved(in proxy: GeometryProxy) -> Any
}

extension Anchor: ResolvableAnchor {
    package func resolved(in proxy: GeometryProxy) -> Any { proxy[self] }
}
