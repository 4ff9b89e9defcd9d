import Foundation
import EaselPaint

extension Color {
    /// A concrete colour (SwiftUI's `Color.Resolved`): red, green, blue and opacity, stored in the
    /// linear sRGB colour space with extended range, as `resolve(in:)` gives them.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The amount of red in the linear sRGB colour space.
        public var linearRed: Float
        /// The amount of green in the linear sRGB colour space.
        public var linearGreen: Float
        /// The amount of blue in the linear sRGB colour space.
        public var linearBlue: Float
        /// The opacity, 0 (transparent) to 1.
        public var opacity: Float

        /// A resolved colour of these components in `colorSpace` (sRGB unless told).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                (linearRed, linearGreen, linearBlue) = (red, green, blue)
            } else {
                (linearRed, linearGreen, linearBlue) = (Self.linear(red), Self.linear(green), Self.linear(blue))
            }
            self.opacity = opacity
        }

        /// The amount of red in the sRGB colour space.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }
        /// The amount of green in the sRGB colour space.
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }
        /// The amount of blue in the sRGB colour space.
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// `#RRGGBBAA` in sRGB.
        public var description: String {
            func h(_ v: Float) -> String { String(format: "%02X", Int((max(0, min(1, v)) * 255).rounded())) }
            return "#" + h(red) + h(green) + h(blue) + h(opacity)
        }

        public var resolvedColor: Color { Color(self) }

        /// sRGB's transfer function, extended to negative values by symmetry.
        static func linear(_ v: Float) -> Float {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }

        static func encoded(_ v: Float) -> Float {
            let a = abs(v)
            let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return v < 0 ? -e : e
        }
    }

    /// The concrete colour this one is in `environment`: a system colour's light or dark value, an
    /// asset's, the tint.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let v = resolvedValue(in: environment)
        return Resolved(red: Float(v.red), green: Float(v.green), blue: Float(v.blue), opacity: Float(v.opacity))
    }

    /// A constant colour of the components of `resolved`.
    public init(_ resolved: Resolved) {
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}
