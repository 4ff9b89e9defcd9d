import Foundation

/// How a shape view (`_ShapeView`) paints its shape: filled with a colour (nil: the foreground
/// style), a gradient, a material or an image, or stroked. Declared outside the generic shape
/// view, which names it `Paint`: nested there, it was a generic type too, whose metadata (and its
/// optional's) the runtime looked up at each use in the shape view's unspecialised code.
enum ShapeViewPaint {
    case fill(Color?, evenOdd: Bool)
    case gradient(any GradientStyle, evenOdd: Bool)
    case material(Material, evenOdd: Bool)
    case image(ImagePaint, evenOdd: Bool)
    case stroke((any ShapeStyle)?, StrokeStyle, inside: Bool)
}
