import Foundation
import EaselLayout

/// UIKit's colours as SwiftUI code passes them (`Color(.systemGroupedBackground)`,
/// `Color(uiColor: .secondaryLabel)`): the semantic colours in light and dark, and the system
/// colours of the same names as SwiftUI's. Easel's stand-in for UIKit's `UIColor`.
/// A class, as UIKit's is, so that an app's `extension UIColor { convenience init(hex: String) { … } }`
/// compiles.
public final class UIColor: Hashable, Sendable {
    /// The colour it stands for.
    public let color: Color

    public init(_ color: Color) { self.color = color }
    /// A colour set of the app's asset catalogs (`UIColor(named: "Brand")`), looked up where it is
    /// drawn, for the colour scheme there: never nil, as the catalog's colours are not read until
    /// then (a missing one is reported as `Color(_:)`'s is).
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(Color(name, bundle: bundle))
    }
    /// A fixed colour from components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// A grey from 0 (black) to 1 (white).
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }
    /// A colour that depends on the appearance where it is drawn: the provider is asked once for
    /// light and once for dark traits when the colour is made (only `userInterfaceStyle` differs
    /// between the two; docs/Differences.md).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(light == dark ? light : Color(storage: .schemes(light: light, dark: dark)))
    }

    /// The same colour at opacity `alpha`, 0…1 (a system colour at `alpha` times its own).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.replacingOpacity(Double(alpha))) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public static let systemBackground = UIColor(SystemColors.systemBackground)
    public static let secondarySystemBackground = UIColor(SystemColors.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(SystemColors.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(SystemColors.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(SystemColors.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(SystemColors.tertiarySystemGroupedBackground)
    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(SystemColors.secondaryLabel)
    public static let tertiaryLabel = UIColor(SystemColors.tertiaryLabel)
    public static let quaternaryLabel = UIColor(SystemColors.quaternaryLabel)
    public static let placeholderText = UIColor(SystemColors.placeholderText)
    public static let separator = UIColor(SystemColors.separator)
    public static let opaqueSeparator = UIColor(SystemColors.opaqueSeparator)
    public static let link = UIColor(SystemColors.link)
    public static let systemFill = UIColor(SystemColors.systemFill)
    public static let secondarySystemFill = UIColor(SystemColors.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(SystemColors.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(SystemColors.quaternarySystemFill)
    public static let systemRed = UIColor(.red), systemOrange = UIColor(.orange), systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green), systemMint = UIColor(.mint), systemTeal = UIColor(.teal), systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue), systemIndigo = UIColor(.indigo), systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink), systemBrown = UIColor(.brown), systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(SystemColors.systemGray2), systemGray3 = UIColor(SystemColors.systemGray3)
    public static let systemGray4 = UIColor(SystemColors.systemGray4), systemGray5 = UIColor(SystemColors.systemGray5)
    public static let systemGray6 = UIColor(SystemColors.systemGray6)
    public static let black = UIColor(.black), white = UIColor(.white), clear = UIColor(.clear), red = UIColor(.red)
    public static let orange = UIColor(.orange), yellow = UIColor(.yellow), green = UIColor(.green), blue = UIColor(.blue)
    public static let purple = UIColor(.purple), gray = UIColor(.gray), brown = UIColor(.brown)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1), darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)

    /// Every named colour, by name (what a script's `.systemBackground` means).
    public static let named: [String: UIColor] = [
        "systemBackground": systemBackground, "secondarySystemBackground": secondarySystemBackground,
        "tertiarySystemBackground": tertiarySystemBackground, "systemGroupedBackground": systemGroupedBackground,
        "secondarySystemGroupedBackground": secondarySystemGroupedBackground, "tertiarySystemGroupedBackground": tertiarySystemGroupedBackground,
        "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel, "quaternaryLabel": quaternaryLabel,
        "placeholderText": placeholderText, "separator": separator, "opaqueSeparator": opaqueSeparator, "link": link,
        "systemFill": systemFill, "secondarySystemFill": secondarySystemFill, "tertiarySystemFill": tertiarySystemFill,
        "quaternarySystemFill": quaternarySystemFill, "systemRed": systemRed, "systemOrange": systemOrange, "systemYellow": systemYellow,
        "systemGreen": systemGreen, "systemMint": systemMint, "systemTeal": systemTeal, "systemCyan": systemCyan, "systemBlue": systemBlue,
        "systemIndigo": systemIndigo, "systemPurple": systemPurple, "systemPink": systemPink, "systemBrown": systemBrown,
        "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3, "systemGray4": systemGray4,
        "systemGray5": systemGray5, "systemGray6": systemGray6, "black": black, "white": white, "clear": clear, "red": red,
        "orange": orange, "yellow": yellow, "green": green, "blue": blue, "purple": purple, "gray": gray, "brown": brown,
        "lightGray": lightGray, "darkGray": darkGray,
    ]
}

extension Color {
    /// A UIKit colour (`Color(uiColor: .systemGroupedBackground)`).
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A UIKit colour (`Color(.secondaryLabel)`).
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

extension UIColor {
    /// The colour's sRGB components and opacity, each from 0 to 1, as UIKit's `getRed(_:green:blue:alpha:)`
    /// gives them in the light appearance; always true (every Easel colour converts). A nil
    /// pointer is left out (`getRed(&r, green: &g, blue: &b, alpha: nil)`).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The components `getRed(_:green:blue:alpha:)` writes (Easel's, for scripts: not UIKit API).
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = color.resolve(in: EnvironmentValues())
        return (CGFloat(r.red), CGFloat(r.green), CGFloat(r.blue), CGFloat(r.opacity))
    }
}
