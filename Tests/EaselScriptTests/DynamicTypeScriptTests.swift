import XCTest
import Easel
@testable import EaselScript

/// Dynamic Type from scripts: `\.dynamicTypeSize` and `\.sizeCategory`, `.dynamicTypeSize(_:)` with
/// a size or a range, comparisons, `@ScaledMetric`, and custom fonts relative to a style lay out
/// as the compiled API does.
final class DynamicTypeScriptTests: XCTestCase {
    private struct Row: View {
        @Environment(\.dynamicTypeSize) var size
        @ScaledMetric(relativeTo: .title) var icon = 28.0
        @ScaledMetric var gap: CGFloat = 8
        var body: some View {
            if size >= .accessibility1 {
                VStack(spacing: gap) {
                    Color.red.frame(width: icon, height: icon); Text("Inbox")
                }
            } else {
                HStack(spacing: gap) {
                    Color.red.frame(width: icon, height: icon); Text("Inbox")
                }
            }
        }
    }

    private struct Screen: View {
        var body: some View {
            VStack {
                Row()
                Row().dynamicTypeSize(.accessibility2)
                Row().environment(\.sizeCategory, .extraExtraLarge)
                Text("Capped").font(.custom("Inter", size: 15, relativeTo: .subheadline)).dynamicTypeSize(...DynamicTypeSize.xLarge)
                Text("Floor").dynamicTypeSize(.large ... .xxLarge)
                Text("Half").dynamicTypeSize(.small ..< .large)
                Text("Fixed").font(.custom("Inter", fixedSize: 15))
            }
            .dynamicTypeSize(.xxxLarge)
        }
    }

    static let source = """
        struct Row: View {
            @Environment(\\.dynamicTypeSize) var size
            @ScaledMetric(relativeTo: .title) var icon = 28.0
            @ScaledMetric var gap: CGFloat = 8
            var body: some View {
                if size >= .accessibility1 {
                    VStack(spacing: gap) { Color.red.frame(width: icon, height: icon); Text("Inbox") }
                } else {
                    HStack(spacing: gap) { Color.red.frame(width: icon, height: icon); Text("Inbox") }
                }
            }
        }

        struct Screen: View {
            var body: some View {
                VStack {
                    Row()
                    Row().dynamicTypeSize(.accessibility2)
                    Row().environment(\\.sizeCategory, .extraExtraLarge)
                    Text("Capped").font(.custom("Inter", size: 15, relativeTo: .subheadline)).dynamicTypeSize(...DynamicTypeSize.xLarge)
                    Text("Floor").dynamicTypeSize(.large ... .xxLarge)
                    Text("Half").dynamicTypeSize(.small ..< .large)
                    Text("Fixed").font(.custom("Inter", fixedSize: 15))
                }
                .dynamicTypeSize(.xxxLarge)
            }
        }

        #Preview { Screen() }
        """

    func testAScriptLaysOutAsTheCompiledView() throws {
        let script = try ScriptTestSupport.scriptJSON(Self.source)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Screen()))
        // Not vacuous: the rows differ by setting (stacked at AX2, 34-point icons at xxxLarge).
        let l = try ScriptTestSupport.layout(Self.source)
        let icons = l.root.all(where: { $0.kind == "frame" }).map(\.frame.rect.size)
        XCTAssertEqual(icons[0].width, 34, accuracy: 0.001)
        XCTAssertEqual(icons[1].width, 28 * 43 / 28, accuracy: 0.001)
    }

    func testAccessibilityChecksAndTheSizeCategoryRead() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct Checks: View {
                @Environment(\\.sizeCategory) var category
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    HStack {
                        if category.isAccessibilityCategory { Text("big") }
                        if size.isAccessibilitySize { Text("ax") }
                        if size > .large { Text("larger") }
                        if size == .accessibility1 { Text("ax1") }
                        if size < .xSmall { Text("never") }
                    }
                }
            }
            struct V: View {
                var body: some View { Checks().dynamicTypeSize(.accessibility1) }
            }
            #Preview { V() }
            """)
        XCTAssertEqual(l.root.all(where: { $0.kind == "Text" }).compactMap(\.label), ["big", "ax", "larger", "ax1"])
    }

    func testAnUnknownSizeIsNamed() {
        XCTAssertTrue(
            ScriptTestSupport.error(
                """
                struct V: View { var body: some View { Text("x").dynamicTypeSize(.huge) } }
                """
            ).contains("'.huge' is not a member of DynamicTypeSize"),
            ScriptTestSupport.error(
                """
                struct V: View { var body: some View { Text("x").dynamicTypeSize(.huge) } }
                """))
    }
}
