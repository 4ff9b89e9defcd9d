import Foundation

/// The sizes a widget comes in (WidgetKit's `WidgetFamily`): the Home Screen's small, medium,
/// large and (iPad) extra large widgets, and the Lock Screen's accessory widgets. Its raw values
/// (which apps use as identities, `ForEach(families, id: \.rawValue)`) follow the order of the cases.
public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// Whether this is a Lock Screen family (drawn without a container background or margins).
    package var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: return true
        default: return false
        }
    }

    /// The widget's size in points on `device`'s screen (Easel's addition), from the Human Interface Guidelines'
    /// tables (Widgets, Specifications): iPhone screens by their portrait size, iPads by the
    /// "Device" row. A screen the tables do not list takes the sizes of the nearest listed screen
    /// no wider than it (the iPhone 16 Pro's 402 × 874 takes the 393 × 852 sizes). Extra large
    /// exists on iPad only; on an iPhone it is the large size twice as wide as a medium is to a small.
    public func size(on device: Device) -> CGSize {
        let portrait = device.isLandscape ? CGSize(width: device.size.height, height: device.size.width) : device.size
        let row = WidgetFamily.table(for: portrait, isPad: device.isPad)
        switch self {
        case .systemSmall: return row.small
        case .systemMedium: return row.medium
        case .systemLarge: return row.large
        case .systemExtraLarge: return row.extraLarge ?? CGSize(width: row.medium.width * 2 - row.small.width, height: row.large.height)
        case .accessoryCircular: return row.circular
        case .accessoryRectangular: return row.rectangular
        case .accessoryInline: return row.inline
        }
    }

    /// One row of the guidelines' tables.
    struct SizeRow {
        let screen: CGSize
        let small: CGSize, medium: CGSize, large: CGSize
        var extraLarge: CGSize? = nil
        var circular = CGSize(width: 72, height: 72)
        var rectangular = CGSize(width: 160, height: 72)
        var inline = CGSize(width: 234, height: 26)
    }

    private static func s(_ w: CGFloat, _ h: CGFloat) -> CGSize { CGSize(width: w, height: h) }

    /// iPhone screens (portrait, points), widest first.
    static let phoneRows: [SizeRow] = [
        SizeRow(
            screen: s(430, 932), small: s(170, 170), medium: s(364, 170), large: s(364, 382), circular: s(76, 76), rectangular: s(172, 76), inline: s(257, 26)),
        SizeRow(
            screen: s(428, 926), small: s(170, 170), medium: s(364, 170), large: s(364, 382), circular: s(76, 76), rectangular: s(172, 76), inline: s(257, 26)),
        SizeRow(
            screen: s(414, 896), small: s(169, 169), medium: s(360, 169), large: s(360, 379), circular: s(76, 76), rectangular: s(160, 72), inline: s(248, 26)),
        SizeRow(
            screen: s(414, 736), small: s(159, 159), medium: s(348, 157), large: s(348, 357), circular: s(76, 76), rectangular: s(170, 76), inline: s(248, 26)),
        SizeRow(screen: s(393, 852), small: s(158, 158), medium: s(338, 158), large: s(338, 354)),
        SizeRow(screen: s(390, 844), small: s(158, 158), medium: s(338, 158), large: s(338, 354)),
        SizeRow(screen: s(375, 812), small: s(155, 155), medium: s(329, 155), large: s(329, 345), rectangular: s(157, 72), inline: s(225, 26)),
        SizeRow(
            screen: s(375, 667), small: s(148, 148), medium: s(321, 148), large: s(321, 324), circular: s(68, 68), rectangular: s(153, 68), inline: s(225, 26)),
        SizeRow(screen: s(360, 780), small: s(155, 155), medium: s(329, 155), large: s(329, 345), rectangular: s(157, 72), inline: s(225, 26)),
        SizeRow(screen: s(320, 568), small: s(141, 141), medium: s(292, 141), large: s(292, 311)),
    ]

    /// iPad screens (portrait, points), the widget as the device shows it.
    static let padRows: [SizeRow] = [
        SizeRow(screen: s(1024, 1366), small: s(160, 160), medium: s(356, 160), large: s(356, 356), extraLarge: s(748, 356)),
        SizeRow(screen: s(834, 1194), small: s(136, 136), medium: s(300, 136), large: s(300, 300), extraLarge: s(628, 300)),
        SizeRow(screen: s(834, 1112), small: s(132, 132), medium: s(288, 132), large: s(288, 288), extraLarge: s(600, 288)),
        SizeRow(screen: s(820, 1180), small: s(136, 136), medium: s(300, 136), large: s(300, 300), extraLarge: s(628, 300)),
        SizeRow(screen: s(810, 1080), small: s(124, 124), medium: s(272, 124), large: s(272, 272), extraLarge: s(568, 272)),
        SizeRow(screen: s(768, 1024), small: s(120, 120), medium: s(260, 120), large: s(260, 260), extraLarge: s(540, 260)),
        SizeRow(screen: s(744, 1133), small: s(120, 120), medium: s(260, 120), large: s(260, 260), extraLarge: s(540, 260)),
    ]

    /// The row of `screen`: the same size, else the nearest no wider (then no taller), else the smallest.
    static func table(for screen: CGSize, isPad: Bool) -> SizeRow {
        let rows = isPad ? padRows : phoneRows
        if let exact = rows.first(where: { $0.screen == screen }) { return exact }
        return rows.first { $0.screen.width <= screen.width && $0.screen.height <= screen.height } ?? rows.last!
    }
}
