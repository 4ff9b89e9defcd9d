// The iOS 26 look (`systemLook`, CONTROLS.md §4 and §11) against iOS 17/18's default, in points
// and pixels.
import XCTest
import EaselRaster
@testable import Easel

final class SystemLookTests: XCTestCase {
    let width = ProposedViewSize(width: 300, height: nil)

    /// A view laid out in the iOS 26 look.
    private func layout26<V: View>(_ v: V, proposed: ProposedViewSize) throws -> LayoutSnapshot {
        try layout(v.environment(\.systemLook, .iOS26), proposed: proposed)
    }

    func testTheDefaultLookIsIOS18AndTheRendererSetsIt() throws {
        XCTAssertEqual(EnvironmentValues().systemLook, .iOS18)
        let r = ImageRenderer(content: WithEnvironment { env in Text(env.systemLook.rawValue) })
        XCTAssertEqual(try r.layout().root.find("Text")?.label, "ios18")
        r.systemLook = .iOS26
        XCTAssertEqual(try r.layout().root.find("Text")?.label, "ios26")
        XCTAssertEqual(SystemLook(rawValue: "ios26"), .iOS26)
    }

    func testSystemColoursTakeIOS26sPalette() {
        func rgb(_ c: Color, _ look: SystemLook, _ scheme: ColorScheme = .light) -> [Int] {
            var env = EnvironmentValues()
            env.systemLook = look
            env.colorScheme = scheme
            let v = c.resolvedValue(in: env)
            return [v.red, v.green, v.blue].map { Int(($0 * 255).rounded()) }
        }
        XCTAssertEqual(rgb(.red, .iOS18), [255, 59, 48])
        XCTAssertEqual(rgb(.red, .iOS26), [255, 56, 60])
        XCTAssertEqual(rgb(.red, .iOS26, .dark), [255, 66, 69])
        XCTAssertEqual(rgb(.blue, .iOS26), [0, 136, 255])
        XCTAssertEqual(rgb(.blue, .iOS26, .dark), [0, 145, 255])
        XCTAssertEqual(rgb(.indigo, .iOS26), [97, 85, 245])
        XCTAssertEqual(rgb(.accentColor, .iOS26), [0, 136, 255], "the default accent is iOS 26's blue")
        // Colours iOS 26 kept, and colours that are not system colours, do not change.
        XCTAssertEqual(rgb(.green, .iOS26), rgb(.green, .iOS18))
        XCTAssertEqual(rgb(.pink, .iOS26, .dark), rgb(.pink, .iOS18, .dark))
        XCTAssertEqual(rgb(Color(red: 0.5, green: 0.25, blue: 1), .iOS26), rgb(Color(red: 0.5, green: 0.25, blue: 1), .iOS18))
        XCTAssertEqual(rgb(.red.opacity(0.5), .iOS26), [255, 56, 60], "an opacity keeps the palette")
    }

    func testTheSwitchIs63By28WithACapsuleKnob() throws {
        let l = try layout26(Toggle("Wi-Fi", isOn: .constant(true)), proposed: ProposedViewSize(width: 300, height: 100))
        XCTAssertEqual(l.root.rect.height, 28)
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(capsules.count, 3, "the track, the knob and its hairline")
        XCTAssertEqual(capsules[2], capsules[1])
        XCTAssertEqual(capsules[0].size, CGSize(width: 63, height: 28))
        XCTAssertEqual(capsules[0].maxX, 300, accuracy: 0.5)
        // On: the 38 × 24 knob 2 inside the track's trailing end.
        assertRect(capsules[1], capsules[0].maxX - 2 - 38, capsules[0].minY + 2, 38, 24, accuracy: 0.5)
        let off = try layout26(Toggle("Wi-Fi", isOn: .constant(false)), proposed: ProposedViewSize(width: 300, height: 100))
        let offCapsules = off.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(offCapsules[1].minX, offCapsules[0].minX + 2, accuracy: 0.5)
        XCTAssertTrue(off.root.all { $0.kind == "Circle" }.isEmpty)
    }

    func testTheSliderHasACapsuleThumbOnASixPointTrack() throws {
        let l = try layout26(Slider(value: .constant(2.5), in: 0...10), proposed: width)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 300, height: 24))
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(capsules.map(\.height), [6, 6, 24], "track, filled part, thumb")
        // The thumb's centre travels from 19 to 281: a quarter of the way is 19 + 65.5.
        XCTAssertEqual(capsules[2].width, 38)
        XCTAssertEqual(capsules[2].midX, 19 + 262 * 0.25, accuracy: 0.5)
    }

    func testProgressBarsAreSixPointsTall() throws {
        let l = try layout26(ProgressView(value: 0.25), proposed: width)
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(capsules.map(\.width), [300, 75])
        XCTAssertEqual(capsules.map(\.height), [6, 6])
    }

    func testListRowsAre52TallUnderHeadersAsWritten() throws {
        let form = Form {
            Section("Network") {
                Text("Wi-Fi")
                Text("Bluetooth")
            }
        }
        let l = try layout26(form, proposed: ProposedViewSize(width: 375, height: 600))
        XCTAssertNil(l.root.find("Text", "NETWORK"), "iOS 26 does not uppercase section headers")
        let header = l.node("Text", "Network").rect
        let cardTop = header.maxY + 6
        XCTAssertEqual(l.node("Text", "Wi-Fi").rect.midY, cardTop + 26, accuracy: 0.5)
        XCTAssertEqual(l.node("Text", "Bluetooth").rect.midY, cardTop + 52 + 26, accuracy: 0.5)
        XCTAssertNotNil(try layout(form, proposed: ProposedViewSize(width: 375, height: 600)).root.find("Text", "NETWORK"))
        // The row height reads 52 in the look, and a set height still wins.
        var env = EnvironmentValues()
        env.systemLook = .iOS26
        XCTAssertEqual(env.defaultMinListRowHeight, 52)
        env.defaultMinListRowHeight = 60
        XCTAssertEqual(env.defaultMinListRowHeight, 60)
        let set = try layout26(form.environment(\.defaultMinListRowHeight, 70), proposed: ProposedViewSize(width: 375, height: 600))
        XCTAssertEqual(set.node("Text", "Bluetooth").rect.midY - set.node("Text", "Wi-Fi").rect.midY, 70, accuracy: 0.5)
    }

    func testInsetGroupedCardsHaveRadius26() throws {
        // A card of one row on black: the pixel 5 points in from the card's corner is inside a
        // radius of 10 and outside one of 26.
        func corner(_ look: SystemLook) throws -> PremultipliedColor {
            let r = ImageRenderer(
                content: List { Text("Row") }.environment(\.systemLook, look).environment(\.colorScheme, .dark))
            r.proposedSize = ProposedViewSize(width: 200, height: 200)
            let l = try r.layout()
            let text = try XCTUnwrap(l.root.find("Text", "Row")).rect
            let cardTop = text.midY - (look == .iOS26 ? 26 : 22)
            return try r.rasterize().bitmap.pixel(x: 16 + 4, y: Int(cardTop) + 4)
        }
        XCTAssertGreaterThan(try corner(.iOS18).r, 20, "inside the card (28, 28, 30 on black)")
        XCTAssertEqual(try corner(.iOS26).r, 0, "outside the rounder card")
    }

    func testBorderedButtonsAreCapsules() throws {
        func cornerAlpha(_ look: SystemLook, _ shape: ButtonBorderShape = .automatic) throws -> UInt8 {
            let r = ImageRenderer(
                content: Button("Save") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape).environment(\.systemLook, look))
            return try r.rasterize().bitmap.pixel(x: 3, y: 3).a
        }
        XCTAssertEqual(try cornerAlpha(.iOS18), 255, "inside a radius of 8")
        XCTAssertEqual(try cornerAlpha(.iOS26), 0, "outside a capsule 34 tall")
        XCTAssertEqual(try cornerAlpha(.iOS26, .roundedRectangle), 255, "a shape that is asked for stays")
        // The size is the same.
        XCTAssertEqual(
            try layout26(Button("Save") {}.buttonStyle(.bordered), proposed: .unspecified).root.rect,
            try layout(Button("Save") {}.buttonStyle(.bordered)).root.rect)
    }

    func testTheTabBarFloatsOverTheContent() throws {
        let phone = ProposedViewSize(width: 375, height: 500)
        let tabs = TabView {
            Color.red.tabItem { Label("Home", systemImage: "house") }
            Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        let l = try layout26(tabs, proposed: phone)
        // The content reaches the bottom; the bar is a 62-point capsule 21 from the sides, over it.
        assertRect(l.node("Color").rect, 0, 0, 375, 500)
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        // The glass (its fill and rim), and the selected item's capsule: the first half of the
        // bar's width, 4 inside it.
        XCTAssertEqual(capsules.count, 3)
        assertRect(capsules[0], 21, 500 - 62, 375 - 42, 62)
        let selected = try XCTUnwrap(capsules.first { $0.height < 62 })
        assertRect(selected, 21 + 4, 500 - 62 + 4, (375 - 42 - 8) / 2, 62 - 8, accuracy: 0.5)
        XCTAssertNil(l.root.find("Rectangle"), "no edge bar background")
        // Hidden, the bar leaves the content alone.
        let hidden = try layout26(
            TabView { Color.red.tabItem { Text("A") }.toolbar(.hidden, for: .tabBar) }, proposed: phone)
        XCTAssertTrue(hidden.root.all { $0.kind == "Capsule" }.isEmpty)
    }
}
