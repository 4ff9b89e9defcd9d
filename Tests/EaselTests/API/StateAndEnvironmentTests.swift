// State, environment, preferences, identity and the render's limits.
import XCTest
import Easel

private struct AccentKey: EnvironmentKey { static let defaultValue: CGFloat = 5 }
extension EnvironmentValues {
    fileprivate var accentWidth: CGFloat {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct Bar: View {
    @Environment(\.accentWidth) var width
    var body: some View { Color.red.frame(width: width, height: 1) }
}

/// Doubles its own state once it has seen its size: needs two passes.
private struct Grows: View {
    @State var width: CGFloat = 10
    var body: some View {
        Color.red.frame(width: width, height: 10)
            .background(GeometryReader { g in Color.clear.preference(key: SizeKey.self, value: g.size.width) })
            .onPreferenceChange(SizeKey.self) { w in if w < 40 { width = w * 2 } }
    }
}

private struct SizeKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// State that changes on every pass: the render stops with an error.
private struct Runaway: View {
    @State var n = 0
    var body: some View {
        Text("\(n)").preference(key: SizeKey.self, value: CGFloat(n)).onPreferenceChange(SizeKey.self) { _ in n += 1 }
    }
}

/// A view that contains itself.
private struct Forever: View {
    var body: some View {
        HStack {
            Text("again"); Forever()
        }
    }
}

private struct Conditional: View {
    let flag: Bool
    let count: Int
    var body: some View {
        VStack {
            if flag { Text("on") } else { Color.blue.frame(width: 5, height: 5) }
            switch count {
            case 0: EmptyView()
            case 1: Text("one")
            default: Text("many")
            }
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            Group {
                Text("g1"); Text("g2")
            }.font(.caption)
        }
    }
}

/// Reads the device's settings from the environment, as app code reads them.
private struct Settings: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) var differentiate
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.accessibilityReduceTransparency) var reduceTransparency
    @Environment(\.accessibilityInvertColors) var invert
    @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
    @Environment(\.accessibilitySwitchControlEnabled) var switchControl
    @Environment(\.accessibilityShowButtonShapes) var buttonShapes
    @Environment(\.accessibilityEnabled) var enabled
    @Environment(\.legibilityWeight) var weight
    @Environment(\.colorSchemeContrast) var contrast
    @Environment(\.isLuminanceReduced) var dimmed
    @Environment(\.calendar) var calendar

    var body: some View {
        let flags = [differentiate, reduceMotion, reduceTransparency, invert, voiceOver, switchControl, buttonShapes, enabled, dimmed]
        Text("\(flags) \(weight.map { "\($0)" } ?? "nil") \(contrast) \(calendar.identifier) \(calendar.firstWeekday)")
    }
}

final class StateAndEnvironmentTests: XCTestCase {
    func testDeviceSettingsReadAsADeviceWithTheDefaults() throws {
        let off = "[false, false, false, false, false, false, false, false, false]"
        XCTAssertEqual(try layout(Settings()).root.find("Text")?.label, "\(off) regular standard gregorian 1")
        // The calendar follows the environment's locale (Monday first in Germany) unless it is set.
        var set = EnvironmentValues()
        set.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(set.calendar.firstWeekday, 2)
        XCTAssertEqual(set.calendar.locale, set.locale)
        XCTAssertEqual(EnvironmentValues().calendar.locale?.identifier, "en_US")
        XCTAssertEqual(set.calendar.timeZone, set.timeZone)
        // A calendar set wins over the locale's (ISO 8601 weeks start on Monday, en_US's on Sunday).
        let settable = Settings()
            .environment(\.accessibilityEnabled, true).environment(\.legibilityWeight, .bold).environment(\.isLuminanceReduced, true)
            .environment(\.calendar, Calendar(identifier: .iso8601))
        let on = "[false, false, false, false, false, false, false, true, true]"
        XCTAssertEqual(try layout(settable).root.find("Text")?.label, "\(on) bold standard iso8601 2")
    }

    func testCustomEnvironmentKeyFlowsDown() throws {
        XCTAssertEqual(try layout(Bar()).root.rect.width, 5, "default value")
        XCTAssertEqual(try layout(VStack { Bar() }.environment(\.accentWidth, 42)).node("frame").rect.width, 42)
    }

    func testStateAndPreferencesReachAFixPoint() throws {
        let l = try layout(Grows())
        XCTAssertEqual(l.node("frame").rect.width, 40, "10 → 20 → 40, then stable")
    }

    func testPreferenceReduceCombinesInTreeOrder() throws {
        final class Box { var value: CGFloat = -1 }
        let box = Box()
        _ = try layout(
            VStack {
                Color.red.frame(width: 10, height: 1).preference(key: SizeKey.self, value: 3)
                Color.red.frame(width: 10, height: 1).preference(key: SizeKey.self, value: 4)
            }.onPreferenceChange(SizeKey.self) { box.value = $0 })
        XCTAssertEqual(box.value, 7)
    }

    func testRunawayStateIsAnErrorNamingTheState() {
        XCTAssertThrowsError(try layout(Runaway())) { e in
            guard case RenderError.stateDidNotSettle(let passes, let state) = e else { return XCTFail("\(e)") }
            XCTAssertEqual(passes, 8)
            XCTAssertTrue(state.first?.hasSuffix("._n") ?? false, "\(state)")
            XCTAssertTrue("\(e)".contains("state still changing"))
        }
    }

    func testSelfContainingViewHitsTheDepthLimit() {
        XCTAssertThrowsError(try layout(Forever())) { e in
            guard case RenderError.depthLimit = e else { return XCTFail("\(e)") }
        }
    }

    func testBuildersHandleIfSwitchForEachAndGroup() throws {
        let a = try layout(Conditional(flag: true, count: 2))
        XCTAssertEqual(a.root.children.compactMap(\.label), ["on", "many", "a", "b", "c", "g1", "g2"])
        let b = try layout(Conditional(flag: false, count: 0))
        XCTAssertEqual(b.root.children.first?.kind, "frame")
        XCTAssertEqual(b.root.children.count, 6)
        XCTAssertLessThan(a.node("Text", "g1").rect.height, a.node("Text", "a").rect.height, "Group passes the caption font to each child")
    }

    func testMissingImageIsAnErrorWhenAsked() {
        XCTAssertThrowsError(try layout(Image("no-such-image"))) { e in
            XCTAssertEqual("\(e)", "no image named 'no-such-image' in the asset folders")
        }
        XCTAssertThrowsError(try layout(Image("../fixtures/images/rogue")), "names cannot reach outside the asset folders")
    }

    func testCanvasLimit() {
        let r = ImageRenderer(content: Color.red.frame(width: 20_000, height: 10))
        XCTAssertThrowsError(try r.layout()) { e in
            guard case RenderError.canvasTooLarge(let w, _, let limit) = e else { return XCTFail("\(e)") }
            XCTAssertEqual(w, 20_000)
            XCTAssertEqual(limit, 16_384)
        }
        let nan = ImageRenderer(content: Color.red)
        nan.proposedSize = ProposedViewSize(width: .nan, height: 10)
        XCTAssertThrowsError(try nan.layout())
    }

    func testDarkColorScheme() throws {
        let r = ImageRenderer(content: Color.red.frame(width: 1, height: 1))
        r.colorScheme = .dark
        let px = try r.rasterize().pixel(x: 0, y: 0)
        XCTAssertEqual([px.r, px.g, px.b, px.a], [255, 69, 58, 255], "systemRed in dark mode")
    }
}
