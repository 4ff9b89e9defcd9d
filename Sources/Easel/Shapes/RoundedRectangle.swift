import Foundation
import EaselLayout
import EaselPaint

/// A rectangle with rounded corners, circular or continuous (Apple's smoother corner curve).
nonisolated public struct RoundedRectangle: Shape, BuiltinShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    var builtinGeometry: ShapeGeometry { .roundedRectangle(cornerSize: cornerSize, style: style) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: Shape, BuiltinShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }
    var builtinGeometry: ShapeGeometry { .capsule(style: style) }
}
