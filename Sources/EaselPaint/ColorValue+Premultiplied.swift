import Foundation
import EaselLayout
import EaselRaster

extension ColorValue {
    /// The colour as the rasterizer composites it: 8-bit premultiplied RGBA.
    package var premultiplied: PremultipliedColor {
        PremultipliedColor(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Whether drawing in this colour leaves no mark (opacity zero or less, e.g. `Color.clear`).
    package var isInvisible: Bool { !(opacity > 0) }
}
