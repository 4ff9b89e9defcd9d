// UIKit's global readings while views are built: UIScreen.main is the render's screen,
// UITraitCollection.current the appearance and UIFontMetrics the Dynamic Type size of the view
// whose body runs.
import XCTest
import Easel

final class UIKitTraitsTests: XCTestCase {
    /// A bar a third of the screen wide, read in its body.
    struct ThirdOfTheScreen: View {
        var body: some View { Color.red.frame(width: UIScreen.main.bounds.width / 3, height: UIScreen.main.scale * 10) }
    }

    func render<V: View>(_ view: V, device: Device? = nil, configure: (ImageRenderer<V>) -> Void = { _ in }) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: view)
        r.scale = 1
        r.device = device
        configure(r)
        return try r.layout()
    }

    func testScreenIsTheRendersDevice() throws {
        let phone = try render(ThirdOfTheScreen()).node("Color").rect
        XCTAssertEqual(phone.width, 131)  // 393 / 3: the iPhone 15, the default
        XCTAssertEqual(phone.height, 30)
        let pad = try render(ThirdOfTheScreen(), device: .iPad).node("Color").rect
        XCTAssertEqual(pad.width, 820.0 / 3, accuracy: 0.01)
        XCTAssertEqual(pad.height, 20)
        let se = try render(ThirdOfTheScreen(), device: .iPhoneSE) { $0.proposedSize = .unspecified }.node("Color").rect
        XCTAssertEqual(se.width, 125)
        // `--device auto`'s screen, for a view laid out at its own size.
        let auto = try render(ThirdOfTheScreen()) { $0.screenDevice = .iPhone16ProMax }.node("Color").rect
        XCTAssertEqual(auto.width, 440.0 / 3, accuracy: 0.01)
        // Outside a render: the default phone.
        XCTAssertEqual(UIScreen.main.bounds.width, Device.standard.size.width)
    }

    struct Appearance: View {
        var body: some View { Text(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light") }
    }

    func testTraitCollectionIsTheViewsAppearance() throws {
        XCTAssertNotNil(try render(Appearance()).root.find("Text", "light"))
        XCTAssertNotNil(try render(Appearance()) { $0.colorScheme = .dark }.root.find("Text", "dark"))
        XCTAssertNotNil(try render(VStack { Appearance() }.environment(\.colorScheme, .dark)).root.find("Text", "dark"))
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
    }

    /// A modifier that scales its font size with UIKit's metrics, as apps wrote before `@ScaledMetric`.
    struct ScaledFont: ViewModifier {
        var size: CGFloat
        func body(content: Content) -> some View { content.font(.system(size: UIFontMetrics.default.scaledValue(for: size))) }
    }
    struct Scaled: View {
        @ScaledMetric var size: CGFloat = 30
        var body: some View { Text("Banner").font(.system(size: size)) }
    }

    func testFontMetricsScaleAsScaledMetricDoes() throws {
        for dynamicType in [DynamicTypeSize.xSmall, .large, .accessibility3] {
            let metrics = try render(Text("Banner").modifier(ScaledFont(size: 30)).environment(\.dynamicTypeSize, dynamicType)).node("Text").rect
            let scaled = try render(Scaled().environment(\.dynamicTypeSize, dynamicType)).node("Text").rect
            XCTAssertEqual(metrics, scaled, "\(dynamicType)")
            // The render's own setting, as `--dynamic-type` gives it.
            let rendered = try render(Text("Banner").modifier(ScaledFont(size: 30))) { $0.dynamicTypeSize = dynamicType }.node("Text").rect
            XCTAssertEqual(rendered, scaled, "\(dynamicType)")
        }
        let large = try render(Scaled()).node("Text").rect
        XCTAssertGreaterThan(try render(Scaled().environment(\.dynamicTypeSize, .accessibility3)).node("Text").rect.height, large.height * 1.8)
        // Outside a render: Large, unscaled.
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10), 10)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10), 10)
        // A font of its own size grows; a text style's font already follows Dynamic Type.
        struct FontSizes: View {
            var body: some View {
                let custom = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17))
                let capped = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17), maximumPointSize: 30)
                let style = UIFontMetrics.default.scaledFont(for: UIFont.preferredFont(forTextStyle: .body))
                Text("\(Int(custom.pointSize)) \(Int(capped.pointSize)) \(Int(style.pointSize))")
            }
        }
        XCTAssertNotNil(try render(FontSizes().environment(\.dynamicTypeSize, .accessibility3)).root.find("Text", "40 30 17"))
        XCTAssertNotNil(try render(FontSizes()).root.find("Text", "17 17 17"))
    }
}

/// The app's window is on the render's screen: its safe area is the device's.
final class UIApplicationWindowTests: XCTestCase {
    struct Inset: View {
        var body: some View {
            let window = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first
            Text("\(Int(window?.safeAreaInsets.top ?? -1)) \(Int(window?.bounds.width ?? -1))")
        }
    }

    func testTheWindowFollowsTheRendersDevice() throws {
        for (device, label) in [(Device?.none, "59 393"), (.iPad, "24 820"), (.iPhoneSE, "20 375"), (nil, "59 393")] {
            let r = ImageRenderer(content: Inset())
            r.device = device
            XCTAssertNotNil(try r.layout().root.find("Text", label), "\(device?.name ?? "none")")
        }
        // One scene per screen: the same scene each time it is read.
        XCTAssertTrue(UIApplication.shared.connectedScenes.first === UIApplication.shared.connectedScenes.first)
    }
}
