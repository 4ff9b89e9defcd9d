import Foundation
import EaselLayout
import EaselPaint

/// A colour, and a view that fills the space it is offered with it (SwiftUI's `Color`).
///
/// System colours use iOS's light-mode values, and their dark-mode values under `.dark`; iOS 26's
/// palette in the iOS 26 look (`EnvironmentValues.systemLook`).
nonisolated public struct Color: Hashable, Sendable, View, PrimitiveView, ShapeStyle, CustomStringConvertible {
    public typealias Body = Never

    enum Storage: Hashable {
        case value(ColorValue)
        /// A system colour: its light and dark values, its name and iOS 26's values where that
        /// palette differs, shared by reference (`SystemColor`), so that a colour stays small.
        case system(SystemColor.Ref)
        case asset(String, Bundle?)
        indirect case opacity(Color, Double)
        /// A level of the foreground style (`HierarchicalShapeStyle`), resolved where it is drawn.
        case hierarchical(Int)
        /// The tint where it is drawn (`ShapeStyle.tint`): the environment's `tint(_:)`, else the
        /// accent colour.
        case tint
        /// Two colours mixed where they are drawn (`mix(with:by:in:)`, ColorMix.swift).
        indirect case mix(Color, Color, Double, Gradient.ColorSpace)
        /// One colour in light appearance and another in dark (`UIColor(dynamicProvider:)`).
        indirect case schemes(light: Color, dark: Color)

        /// The system colour of these values and name.
        static func system(light: ColorValue, dark: ColorValue, name: String) -> Storage {
            .system(SystemColor.make(light: light, dark: dark, name: name))
        }
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A system colour's light and dark values in one palette.
    struct ColorPair: Hashable {
        let light: ColorValue
        let dark: ColorValue
    }

    /// Colour spaces accepted by the initialisers; Easel treats all as sRGB.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .value(ColorValue(red: red, green: green, blue: blue, opacity: opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        storage = .value(ColorValue(red: white, green: white, blue: white, opacity: opacity))
    }

    /// Hue, saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - floor(hue)) * 6 : 0, c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        storage = .value(ColorValue(red: r + m, green: g + m, blue: b + m, opacity: opacity))
    }

    /// A colour from an asset catalog's colour set.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .asset(name, bundle) }

    /// This colour at a multiplied opacity.
    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(self, opacity)) }

    /// This colour with its opacity replaced (UIKit's `withAlphaComponent(_:)`): a colour made from
    /// components, or one at an opacity, takes `alpha` in place of its own; any other (a system
    /// or asset colour) is drawn at `alpha` times its own, which is `alpha` for opaque ones.
    package func replacingOpacity(_ alpha: Double) -> Color {
        switch storage {
        case .value(var v):
            v.opacity = alpha
            return Color(storage: .value(v))
        case .opacity(let base, _): return base.opacity(alpha)
        default: return opacity(alpha)
        }
    }

    /// The concrete colour in an environment (light or dark).
    package func resolvedValue(in environment: EnvironmentValues) -> ColorValue {
        switch storage {
        case .value(let v): return v
        case .system(let c):
            if environment.systemLook == .iOS26, let p = c.iOS26 { return environment.colorScheme == .dark ? p.dark : p.light }
            return environment.colorScheme == .dark ? c.dark : c.light
        case .asset(let name, _):
            guard let c = environment.assetProvider?.color(named: name, scheme: environment.colorScheme) else { return .clear }
            // A provider's colour is resolved without providers, so that one naming an asset cannot loop.
            var plain = environment
            plain.assetProvider = nil
            return c.resolvedValue(in: plain)
        case .opacity(let base, let f): return base.resolvedValue(in: environment).multiplyingOpacity(f)
        case .hierarchical(let level):
            guard let base = environment.foregroundBase else { return HierarchicalShapeStyle.labelColor(at: level).resolvedValue(in: environment) }
            return base.resolvedValue(in: environment).multiplyingOpacity(HierarchicalShapeStyle.opacity(at: level))
        case .tint:
            // A tint that is itself `.tint` (`.tint(.tint)`) is the accent colour, not a loop.
            if let t = environment.tint, t.storage != .tint { return t.resolvedValue(in: environment) }
            return Color.accentColor.resolvedValue(in: environment)
        case .mix(let a, let b, let f, let space):
            return Color.mixed(a.resolvedValue(in: environment), b.resolvedValue(in: environment), by: f, in: space)
        case .schemes(let light, let dark): return (environment.colorScheme == .dark ? dark : light).resolvedValue(in: environment)
        }
    }

    /// Whether this colour is a level of the foreground style (so it cannot be one's base).
    var isHierarchical: Bool {
        switch storage {
        case .hierarchical: return true
        case .opacity(let base, _): return base.isHierarchical
        default: return false
        }
    }

    /// The colour as SwiftUI prints it: a system colour by its name ("red", "primary", "clear"), a
    /// colour made from components as "#RRGGBBAA" (`Color(red: 1, green: 0.5, blue: 0)` is
    /// "#FF8000FF"), a colour with an opacity as "50% red", and an asset's colour as
    /// `NamedColor(name: "Brand", bundle: nil)`.
    public var description: String {
        switch storage {
        case .value(let v):
            func hex(_ c: Double) -> String { String(format: "%02X", Int((max(0, min(1, c.isNaN ? 0 : c)) * 255).rounded())) }
            return "#" + hex(v.red) + hex(v.green) + hex(v.blue) + hex(v.opacity)
        case .system(let c): return c.name
        case .asset(let name, let bundle): return "NamedColor(name: \"\(name)\", bundle: \(bundle.map { "Optional(\($0))" } ?? "nil"))"
        case .opacity(let base, let f): return "\(f.isFinite ? Int((min(max(f, -1e6), 1e6) * 100).rounded()) : 0)% \(base)"
        case .hierarchical(let level): return ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(max(level, 0), 4)]
        case .tint: return "tint"
        case .mix(let a, let b, let f, _): return "\(a) mixed with \(b) by \(f)"
        case .schemes(let light, let dark): return "\(light) in light, \(dark) in dark"
        }
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { [makeNode(ctx)] }

    func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode]) { nodes.append(makeNode(ctx)) }

    /// The one node a colour resolves to: a rectangle filled with it.
    private func makeNode(_ ctx: ResolveContext) -> LayoutNode {
        // The drawing is shared with the last view of the same colour (`SharedFill`).
        ShapeNode(kind: "Color", drawing: ctx.caches.fill.drawing(resolvedValue(in: ctx.environment)))
    }

    public var resolvedColor: Color { self }

    /// A system colour, light and dark, in iOS 17/18 (CONTROLS.md §4).
    private static func sys(_ name: String, _ l: (Int, Int, Int), _ d: (Int, Int, Int)) -> Color {
        Color(storage: .system(light: ColorValue(r8: l.0, g8: l.1, b8: l.2), dark: ColorValue(r8: d.0, g8: d.1, b8: d.2), name: name))
    }

    /// The system colours iOS 26 changed, light and dark, by name (CONTROLS.md §4); the others
    /// (green, pink, the grays) kept their values.
    static let iOS26Palette: [String: ColorPair] = {
        func pair(_ l: (Int, Int, Int), _ d: (Int, Int, Int)) -> ColorPair {
            ColorPair(light: ColorValue(r8: l.0, g8: l.1, b8: l.2), dark: ColorValue(r8: d.0, g8: d.1, b8: d.2))
        }
        return [
            "red": pair((255, 56, 60), (255, 66, 69)), "orange": pair((255, 141, 40), (255, 146, 48)),
            "yellow": pair((255, 204, 0), (255, 214, 0)), "mint": pair((0, 200, 179), (0, 218, 195)),
            "teal": pair((0, 195, 208), (0, 210, 224)), "cyan": pair((0, 192, 232), (60, 211, 254)),
            "blue": pair((0, 136, 255), (0, 145, 255)), "indigo": pair((97, 85, 245), (109, 124, 255)),
            "purple": pair((203, 48, 224), (219, 52, 242)), "brown": pair((172, 127, 94), (183, 138, 102)),
        ]
    }()

    public static let black = Color(storage: .system(light: .black, dark: .black, name: "black"))
    public static let white = Color(storage: .system(light: .white, dark: .white, name: "white"))
    public static let clear = Color(storage: .system(light: .clear, dark: .clear, name: "clear"))
    public static let red = sys("red", (255, 59, 48), (255, 69, 58))
    public static let orange = sys("orange", (255, 149, 0), (255, 159, 10))
    public static let yellow = sys("yellow", (255, 204, 0), (255, 214, 10))
    public static let green = sys("green", (52, 199, 89), (48, 209, 88))
    public static let mint = sys("mint", (0, 199, 190), (99, 230, 226))
    public static let teal = sys("teal", (48, 176, 199), (64, 200, 224))
    public static let cyan = sys("cyan", (50, 173, 230), (100, 210, 255))
    public static let blue = sys("blue", (0, 122, 255), (10, 132, 255))
    public static let indigo = sys("indigo", (88, 86, 214), (94, 92, 230))
    public static let purple = sys("purple", (175, 82, 222), (191, 90, 242))
    public static let pink = sys("pink", (255, 45, 85), (255, 55, 95))
    public static let brown = sys("brown", (162, 132, 94), (172, 142, 104))
    public static let gray = sys("gray", (142, 142, 147), (142, 142, 147))
    /// Label colour: black in light mode, white in dark mode.
    public static let primary = sys("primary", (0, 0, 0), (255, 255, 255))
    /// Secondary label colour: #3C3C43 at 60 % (light), #EBEBF5 at 60 % (dark).
    public static let secondary = Color(
        storage: .system(
            light: ColorValue(r8: 60, g8: 60, b8: 67, opacity: 0.6),
            dark: ColorValue(r8: 235, g8: 235, b8: 245, opacity: 0.6), name: "secondary"))
    /// The default accent colour (blue).
    public static let accentColor = blue
}
