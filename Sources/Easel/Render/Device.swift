import Foundation
import EaselLayout

/// A screen to render on: its size in points, pixel scale and safe-area insets, portrait or
/// landscape (CONTROLS.md §2). `ImageRenderer.device` lays the view out in the safe area, as
/// an app's root view is on that device, on a canvas the size of the screen.
public struct Device: Hashable, Sendable {
    /// The name `--device` takes ("iPhone 16 Pro").
    public let name: String
    /// The screen in points.
    public let size: CGSize
    /// Pixels per point of the real screen.
    public let scale: CGFloat
    /// What the status bar, the home indicator and the rounded corners take.
    public let safeAreaInsets: EdgeInsets
    /// Whether this is the landscape form.
    public let isLandscape: Bool

    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, isLandscape: Bool = false) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.isLandscape = isLandscape
    }

    /// A phone or tablet in portrait, with its landscape insets for `landscape`.
    private init(
        _ name: String, _ w: CGFloat, _ h: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat,
        landscapeSides: CGFloat, landscapeBottom: CGFloat, landscapeTop: CGFloat = 0
    ) {
        self.init(name: name, size: CGSize(width: w, height: h), scale: scale, safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
        landscapeInsets = EdgeInsets(top: landscapeTop, leading: landscapeSides, bottom: landscapeBottom, trailing: landscapeSides)
    }

    private var landscapeInsets = EdgeInsets()

    /// The same device turned sideways: width and height swapped, the landscape safe area.
    public var landscape: Device {
        guard !isLandscape else { return self }
        var d = Device(
            name: name + " (landscape)", size: CGSize(width: size.height, height: size.width), scale: scale,
            safeAreaInsets: landscapeInsets, isLandscape: true)
        d.landscapeInsets = landscapeInsets
        return d
    }

    /// Whether the device is an iPad (its presets and simulator names say so).
    var isPad: Bool { name.hasPrefix("iPad") }

    /// The safe area's size: what the root view is proposed.
    public var safeAreaSize: CGSize {
        CGSize(
            width: max(0, size.width - safeAreaInsets.leading - safeAreaInsets.trailing),
            height: max(0, size.height - safeAreaInsets.top - safeAreaInsets.bottom))
    }

    public static let iPhoneSE = Device("iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSides: 0, landscapeBottom: 0)
    public static let iPhone13Mini = Device("iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34, landscapeSides: 50, landscapeBottom: 21)
    public static let iPhone14 = Device("iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSides: 47, landscapeBottom: 21)
    public static let iPhone15 = Device("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSides: 59, landscapeBottom: 21)
    public static let iPhone15ProMax = Device("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSides: 59, landscapeBottom: 21)
    public static let iPhone16Pro = Device("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSides: 62, landscapeBottom: 21)
    public static let iPhone16ProMax = Device("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeSides: 62, landscapeBottom: 21)
    public static let iPad = Device("iPad", 820, 1180, scale: 2, top: 24, bottom: 20, landscapeSides: 0, landscapeBottom: 20, landscapeTop: 24)
    public static let iPadPro11 = Device("iPad Pro 11", 834, 1194, scale: 2, top: 24, bottom: 20, landscapeSides: 0, landscapeBottom: 20, landscapeTop: 24)
    public static let iPadPro13 = Device("iPad Pro 13", 1032, 1376, scale: 2, top: 24, bottom: 20, landscapeSides: 0, landscapeBottom: 20, landscapeTop: 24)

    /// The screen renders use where one is needed and none is named (`--device auto`, a widget's
    /// preview, `UIScreen.main`): the iPhone 15/16 screen, which Xcode's previews and most
    /// screenshots show.
    public static let standard = iPhone15

    /// Every preset, in the order `--device` lists them.
    public static let presets: [Device] = [
        .iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone15ProMax, .iPhone16Pro, .iPhone16ProMax,
        .iPad, .iPadPro11, .iPadPro13,
    ]

    /// Other names for the presets: the models that share a screen, and Xcode's simulator names.
    static let aliases: [String: Device] = [
        "iphone se (2nd generation)": .iPhoneSE, "iphone se (3rd generation)": .iPhoneSE, "iphone 8": .iPhoneSE,
        "iphone 12 mini": .iPhone13Mini, "iphone 12": .iPhone14, "iphone 13": .iPhone14, "iphone 12 pro": .iPhone14,
        "iphone 13 pro": .iPhone14, "iphone 14 pro": .iPhone15, "iphone 15 pro": .iPhone15, "iphone 16": .iPhone15,
        "iphone 14 pro max": .iPhone15ProMax, "iphone 15 plus": .iPhone15ProMax, "iphone 16 plus": .iPhone15ProMax,
        "iphone 17": .iPhone16Pro, "iphone 17 pro": .iPhone16Pro, "iphone 17 pro max": .iPhone16ProMax,
        "iphone 16e": .iPhone14,
        "ipad (10th generation)": .iPad, "ipad air 11-inch": .iPad, "ipad air (4th generation)": .iPad, "ipad air (5th generation)": .iPad,
        "ipad pro (11-inch)": .iPadPro11, "ipad pro 11-inch": .iPadPro11, "ipad pro (11-inch) (1st generation)": .iPadPro11,
        "ipad pro (11-inch) (2nd generation)": .iPadPro11, "ipad pro (11-inch) (3rd generation)": .iPadPro11,
        "ipad pro (11-inch) (4th generation)": .iPadPro11,
        "ipad pro 13-inch": .iPadPro13, "ipad pro (13-inch)": .iPadPro13,
    ]

    /// Older and other models by their simulator names, whose screens no preset has (CONTROLS.md §2):
    /// a preview's `.previewDevice(PreviewDevice(rawValue: "iPhone 11"))` renders on that screen.
    package static let models: [Device] = {
        func phone(_ names: [String], _ w: CGFloat, _ h: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat) -> [Device] {
            names.map {
                Device($0, w, h, scale: scale, top: top, bottom: bottom, landscapeSides: bottom > 0 ? top : 0, landscapeBottom: bottom > 0 ? 21 : 0)
            }
        }
        func pad(_ names: [String], _ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat) -> [Device] {
            names.map { Device($0, w, h, scale: 2, top: top, bottom: bottom, landscapeSides: 0, landscapeBottom: bottom, landscapeTop: top) }
        }
        return phone(["iPhone SE (1st generation)"], 320, 568, scale: 2, top: 20, bottom: 0)
            + phone(["iPhone 8 Plus", "iPhone 7 Plus"], 414, 736, scale: 3, top: 20, bottom: 0)
            + phone(["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, scale: 3, top: 44, bottom: 34)
            + phone(["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, scale: 3, top: 44, bottom: 34)
            + phone(["iPhone XR", "iPhone 11"], 414, 896, scale: 2, top: 48, bottom: 34)
            + phone(["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3, top: 47, bottom: 34)
            + phone(["iPhone Air"], 420, 912, scale: 3, top: 68, bottom: 34)
            + pad(
                [
                    "iPad Pro (9.7-inch)", "iPad Air 2", "iPad Air", "iPad (5th generation)", "iPad (6th generation)",
                    "iPad mini 4", "iPad mini (5th generation)",
                ], 768, 1024, top: 20, bottom: 0)
            + pad(["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"], 810, 1080, top: 20, bottom: 0)
            + pad(["iPad Air (3rd generation)", "iPad Pro (10.5-inch)"], 834, 1112, top: 20, bottom: 0)
            + pad(["iPad Pro (12.9-inch) (1st generation)", "iPad Pro (12.9-inch) (2nd generation)"], 1024, 1366, top: 20, bottom: 0)
            + pad(
                [
                    "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (5th generation)",
                    "iPad Pro (12.9-inch) (6th generation)",
                ], 1024, 1366, top: 24, bottom: 20)
            + pad(["iPad mini (6th generation)", "iPad mini (A17 Pro)"], 744, 1133, top: 24, bottom: 20)
    }()

    /// The device named `name` (a preset or a simulator name, any case), in landscape when the name
    /// ends with " landscape"; nil when there is none.
    public static func named(_ name: String) -> Device? {
        var key = name.trimmingCharacters(in: .whitespaces).lowercased()
        var landscape = false
        for suffix in [" landscape", " (landscape)"] where key.hasSuffix(suffix) {
            key = String(key.dropLast(suffix.count))
            landscape = true
        }
        guard let d = presets.first(where: { $0.name.lowercased() == key }) ?? aliases[key] ?? models.first(where: { $0.name.lowercased() == key })
        else { return nil }
        return landscape ? d.landscape : d
    }
}
