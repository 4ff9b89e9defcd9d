import Foundation
import EaselLayout
import EaselPaint

/// The drawing of the colour a `Color` view filled last in a render session, kept so that views
/// of that colour share it.
///
/// A `ShapeDrawing` is larger than an existential's inline buffer, so every `any Drawing` made
/// from one allocated a heap box of its own (a grid of 10,000 `Color.red` cells, 10,000 boxes);
/// a copy of the existential shares its box, and a drawing is never changed once made (a
/// `ShapeNode`'s `drawing` is a `let`), so one box serves every view of the same colour in a row.
/// Colours are compared by their components' bits, so a shared drawing is exactly the one each
/// view would have made.
///
/// The drawing is kept as a plain existential, with `color` nil until the first fill: copying an
/// optional existential goes through `Optional`'s generic value witnesses (about 100
/// instructions a view), a plain one through its value's.
struct SharedFill {
    private var color: ColorValue?
    /// The drawing of `color`; a clear fill, never returned, while `color` is nil.
    private var drawing: any Drawing = ShapeDrawing.fill(.clear)

    /// A rectangle filled with `color` (`ShapeDrawing.fill(_:)`), shared with the last view that
    /// asked for the same colour.
    mutating func drawing(_ color: ColorValue) -> any Drawing {
        if let last = self.color, Self.same(last, color) { return drawing }
        let made: any Drawing = ShapeDrawing.fill(color)
        self.color = color
        drawing = made
        return made
    }

    private static func same(_ a: ColorValue, _ b: ColorValue) -> Bool {
        a.red.bitPattern == b.red.bitPattern && a.green.bitPattern == b.green.bitPattern && a.blue.bitPattern == b.blue.bitPattern
            && a.opacity.bitPattern == b.opacity.bitPattern
    }
}
