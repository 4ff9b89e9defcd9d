import Foundation
import EaselLayout
import EaselPaint

/// iOS's semantic UI colours (UIKit's `systemGroupedBackground`, `separator` …), light and dark,
/// as CONTROLS.md §4 lists them for iOS 15–18. Controls and lists draw with these.
enum SystemColors {
    private static func dynamic(_ name: String, _ l: (Int, Int, Int, Double), _ d: (Int, Int, Int, Double)) -> Color {
        Color(
            storage: .system(
                light: ColorValue(r8: l.0, g8: l.1, b8: l.2, opacity: l.3),
                dark: ColorValue(r8: d.0, g8: d.1, b8: d.2, opacity: d.3), name: name))
    }

    /// Plain backgrounds: white / black.
    static let systemBackground = dynamic("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1))
    /// Cards on a plain background (a `GroupBox`): #F2F2F7 / #1C1C1E.
    static let secondarySystemBackground = dynamic("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
    static let tertiarySystemBackground = dynamic("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
    static let tertiarySystemGroupedBackground = dynamic("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))
    static let secondaryLabel = dynamic("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
    static let quaternaryLabel = dynamic("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
    static let opaqueSeparator = dynamic("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))
    static let quaternarySystemFill = dynamic("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))
    static let link = dynamic("link", (0, 122, 255, 1), (9, 132, 255, 1))
    static let systemGray2 = dynamic("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
    static let systemGray3 = dynamic("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
    static let systemGray4 = dynamic("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
    static let systemGray5 = dynamic("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
    static let systemGray6 = dynamic("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))
    /// The land of Apple Maps' standard style, standing in for a map (an estimate).
    static let mapLand = dynamic("mapLand", (249, 245, 237, 1), (44, 44, 46, 1))
    /// Behind grouped lists and forms: #F2F2F7 / black.
    static let systemGroupedBackground = dynamic("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
    /// Rows of grouped lists: white / #1C1C1E.
    static let secondarySystemGroupedBackground = dynamic("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
    /// Row separators: #3C3C43 at 29 % / #545458 at 60 %.
    static let separator = dynamic("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// Disclosure chevrons and other third-level marks: #3C3C43 at 30 % / #EBEBF5 at 30 %.
    static let tertiaryLabel = dynamic("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// What a disabled control draws in place of its tint. No public figure gives it; iOS's
    /// disabled buttons show a light grey label, which `tertiaryLabel` is (docs/Differences.md).
    static let disabledControl = tertiaryLabel
    /// A search field's fill: #767680 at 12 % / 24 % (as `tertiarySystemFill`).
    static let searchFieldBackground = dynamic("searchFieldBackground", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// Tab bars and toolbars over content: 249,249,249 at 94 % / 22,22,22 at 94 % (the blur behind
    /// is not drawn), and their hairline: black at 30 % / 16 % (CONTROLS.md §4).
    static let tabBarBackground = dynamic("tabBarBackground", (249, 249, 249, 0.94), (22, 22, 22, 0.94))
    static let barHairline = dynamic("barHairline", (0, 0, 0, 0.3), (0, 0, 0, 0.16))
    /// Slider and progress tracks: #787880 at 20 % / 36 % (CONTROLS.md §4).
    static let systemFill = dynamic("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// Placeholder text of text fields: #3C3C43 at 30 % / #EBEBF5 at 30 % (CONTROLS.md §4).
    static let placeholderText = dynamic("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// The hairline of a rounded-border text field: black at 20 % / white at 20 % (CONTROLS.md §8).
    static let textFieldBorder = dynamic("textFieldBorder", (0, 0, 0, 0.2), (255, 255, 255, 0.2))
    /// A segmented control's selected segment: white / 99,99,102 (CONTROLS.md §8).
    static let segmentThumb = dynamic("segmentThumb", (255, 255, 255, 1), (99, 99, 102, 1))
    /// The dividers between a segmented control's segments: gray at 30 %.
    static let segmentDivider = dynamic("segmentDivider", (142, 142, 147, 0.3), (142, 142, 147, 0.3))
    /// Unselected tab bar items: 153,153,153 / 117,117,117 (CONTROLS.md §7).
    static let unselectedTabItem = dynamic("unselectedTabItem", (153, 153, 153, 1), (117, 117, 117, 1))
    /// A switch's track when off: #787880 at 16 % / 32 %.
    static let secondarySystemFill = dynamic("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// A bordered button's fill: #767680 at 12 % / 24 %.
    static let tertiarySystemFill = dynamic("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
}
