import Foundation
import EaselLayout

extension GraphicsContext {
    /// What a fill, a stroke or text is painted with: a colour, a shape style, the foreground, or
    /// a gradient placed in the context's coordinates.
    public struct Shading {
        indirect enum Kind {
            case color(Color)
            case style(any ShapeStyle)
            case foreground
            case palette([Shading])
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }
        let kind: Kind

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A solid colour from components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
            opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style (a colour, a gradient over the canvas, a material, a hierarchical style).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// Several shadings; fills and strokes use the first, as SwiftUI does.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// A radial gradient about `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A conic gradient about `center`, one turn starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// The single shading fills and strokes use (a palette's first).
        var primary: Shading {
            if case .palette(let xs) = kind { return xs.first?.primary ?? .foreground }
            return self
        }

        /// The solid colour, when this shading is one.
        var solidColor: Color? {
            switch primary.kind {
            case .color(let c): return c
            case .style(let s as Color): return s
            default: return nil
            }
        }
    }

    /// Gradient options; Easel draws every gradient clamped at its ends, interpolated in sRGB.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A filter each later drawing call of a context is drawn through (`addFilter(_:)`).
    public struct Filter {
        let apply: (AnyView) -> AnyView

        /// A Gaussian blur of `radius` points.
        public static func blur(radius: CGFloat) -> Filter { Filter { AnyView($0.blur(radius: radius)) } }

        /// A drop shadow under the drawing.
        public static func shadow(
            color: Color = .defaultShadow, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter { AnyView($0.shadow(color: color, radius: radius, x: x, y: y)) }
        }

        /// Brightness raised by `amount` (0…1).
        public static func brightness(_ amount: Double) -> Filter { Filter { AnyView($0.brightness(amount)) } }

        /// Contrast multiplied by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter { AnyView($0.contrast(amount)) } }

        /// Saturation multiplied by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter { AnyView($0.saturation(amount)) } }

        /// Colour removed by `amount` (0…1).
        public static func grayscale(_ amount: Double) -> Filter { Filter { AnyView($0.grayscale(amount)) } }

        /// Hues turned by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter { AnyView($0.hueRotation(angle)) } }

        /// Colours inverted by `amount` (1 inverts fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter { amount > 0 ? AnyView($0.colorInvert()) : $0 }
        }

        /// Colours multiplied by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter { AnyView($0.colorMultiply(color)) } }

        /// The drawing's pixels whose opacity lies in `min...max` (0…1) painted in `color`, the others
        /// left transparent: with a blur before it, shapes that come close melt together.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter { AnyView($0.modifier(AlphaThresholdModifier(min: min, max: max, color: color))) }
        }

        /// Luminance turned into alpha.
        public static var luminanceToAlpha: Filter { Filter { AnyView($0.luminanceToAlpha()) } }
    }

    /// Options of a shadow filter; Easel draws every shadow under the drawing.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}
