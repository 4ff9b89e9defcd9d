import Foundation

// The built-in shapes as implicit members wherever a shape is expected (iOS 17):
// `.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`.

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of one radius.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of one size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == Circle {
    /// A circle centred in its frame.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule with circular ends.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends have the given style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse filling its frame.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in (a widget, or a view given `containerShape`);
    /// a rectangle elsewhere.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
