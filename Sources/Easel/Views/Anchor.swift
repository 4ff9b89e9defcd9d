import Foundation

/// A rectangle or point of some view that any `GeometryProxy` resolves in its own coordinates
/// (SwiftUI's `Anchor`): `geometry[anchor]`. Easel makes anchors for `ChartProxy.plotFrame`;
/// `anchorPreference` is not provided.
public struct Anchor<Value> {
    /// The value in canvas coordinates, moved to a reader whose frame starts at the given point.
    let resolve: (CGPoint) -> Value

    /// An anchor of a rectangle in canvas coordinates (points).
    package static func canvasRect(_ r: CGRect) -> Anchor<CGRect> {
        Anchor<CGRect> { origin in r.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    /// An anchor of a point in canvas coordinates (points).
    package static func canvasPoint(_ p: CGPoint) -> Anchor<CGPoint> {
        Anchor<CGPoint> { origin in CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
    }
}

extension GeometryProxy {
    /// The anchor's rectangle or point in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(info.globalFrame.origin) }
}
