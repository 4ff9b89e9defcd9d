// Dynamic Type: text styles take their size from the environment's DynamicTypeSize (Apple's
// published table, CONTROLS.md §3), custom fonts and @ScaledMetric scale with their style, fixed
// sizes stay, bars keep their size.
import XCTest
import Easel

final class DynamicTypeTests: XCTestCase {
    /// The size of a text at a Dynamic Type size.
    private func textSize(_ font: Font, _ size: DynamicTypeSize = .large, _ string: String = "Hamburgefonts") throws -> CGSize {
        try layout(Text(string).font(font).dynamicTypeSize(size)).root.rect.size
    }

    func testTheTableOfSizes() {
        XCTAssertEqual(Font.TextStyle.body.size(at: .large), 17)
        XCTAssertEqual(Font.TextStyle.body.size(at: .xSmall), 14)
        XCTAssertEqual(Font.TextStyle.body.size(at: .xxxLarge), 23)
        XCTAssertEqual(Font.TextStyle.body.size(at: .accessibility5), 53)
        XCTAssertEqual(Font.TextStyle.largeTitle.size(at: .accessibility1), 44)
        XCTAssertEqual(Font.TextStyle.title2.size(at: .accessibility3), 44)
        XCTAssertEqual(Font.TextStyle.subheadline.size(at: .xxxLarge), 21)
        XCTAssertEqual(Font.TextStyle.footnote.size(at: .small), 12)
        XCTAssertEqual(Font.TextStyle.caption2.size(at: .xSmall), 11, "11 points is the smallest size")
        XCTAssertEqual(Font.TextStyle.caption2.size(at: .accessibility5), 40)
        for style in Font.TextStyle.allCases {
            XCTAssertEqual(style.size(at: .large), style.size, "\(style) at Large")
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style) never shrinks as the setting grows")
        }
    }

    func testSizesAreOrderedAndNamed() {
        XCTAssertLessThan(DynamicTypeSize.xSmall, .large)
        XCTAssertLessThan(DynamicTypeSize.xxxLarge, .accessibility1)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertEqual(DynamicTypeSize.allCases.count, 12)
    }

    func testATextStyleTakesItsSizeAtTheSetting() throws {
        XCTAssertEqual(try textSize(.body, .xxxLarge), try textSize(.system(size: 23)))
        XCTAssertEqual(try textSize(.body, .xSmall), try textSize(.system(size: 14)))
        XCTAssertEqual(try textSize(.title, .accessibility3), try textSize(.system(size: 48)))
        XCTAssertEqual(try textSize(.headline, .accessibility1), try textSize(.system(size: 28, weight: .semibold)))
        XCTAssertEqual(try textSize(.body.bold(), .xxLarge), try textSize(.system(size: 21, weight: .bold)), "weight kept")
        XCTAssertEqual(try textSize(.system(.body, design: .monospaced), .xLarge), try textSize(.system(size: 19, design: .monospaced)))
        XCTAssertGreaterThan(try textSize(.body, .xxxLarge).width, try textSize(.body).width)
    }

    func testFixedSizesDoNotScale() throws {
        XCTAssertEqual(try textSize(.system(size: 17), .accessibility5), try textSize(.system(size: 17)))
        XCTAssertEqual(try textSize(.custom("Inter", fixedSize: 20), .accessibility5), try textSize(.custom("Inter", fixedSize: 20)))
    }

    func testCustomFontsScaleWithTheirStyle() throws {
        // `custom(_:size:)` follows the body style: 20 × 23/17 at xxxLarge.
        XCTAssertEqual(try textSize(.custom("Inter", size: 20), .xxxLarge), try textSize(.custom("Inter", fixedSize: 20 * 23 / 17)))
        XCTAssertEqual(try textSize(.custom("Inter", size: 20)), try textSize(.custom("Inter", fixedSize: 20)))
        XCTAssertEqual(
            try textSize(.custom("Inter", size: 14, relativeTo: .title), .accessibility1),
            try textSize(.custom("Inter", fixedSize: 14 * 38 / 28)))
    }

    func testTheRendererSetsTheSizeForTheWholeView() throws {
        let r = ImageRenderer(
            content: VStack {
                Text("Title").font(.title); Text("Body")
            })
        r.dynamicTypeSize = .accessibility2
        let l = try r.layout()
        let texts = l.root.all(where: { $0.kind == "Text" }).map(\.rect.size)
        XCTAssertEqual(texts[0], try textSize(.system(size: 43), .large, "Title"))
        XCTAssertEqual(texts[1], try textSize(.system(size: 33), .large, "Body"))
    }

    func testARangeKeepsTheSizeWithinIt() throws {
        func clamped(_ setting: DynamicTypeSize, _ view: (Text) -> some View) throws -> CGSize {
            let r = ImageRenderer(content: view(Text("Hamburgefonts")))
            r.dynamicTypeSize = setting
            return try r.layout().root.rect.size
        }
        XCTAssertEqual(try clamped(.accessibility3) { $0.dynamicTypeSize(...DynamicTypeSize.xxLarge) }, try textSize(.system(size: 21)))
        XCTAssertEqual(try clamped(.xSmall) { $0.dynamicTypeSize(.large ... .xLarge) }, try textSize(.system(size: 17)))
        XCTAssertEqual(
            try clamped(.accessibility1) { $0.dynamicTypeSize(.small ..< .large) }, try textSize(.system(size: 16)),
            "a half-open range ends at the size below its bound")
        XCTAssertEqual(try clamped(.xLarge) { $0.dynamicTypeSize(.small ... .xxLarge) }, try textSize(.system(size: 19)), "inside: kept")
        XCTAssertEqual(try clamped(.xSmall) { $0.dynamicTypeSize(DynamicTypeSize.accessibility1...) }, try textSize(.system(size: 28)))
    }

    func testSizeCategoryIsTheSameSetting() throws {
        let l = try layout(Text("Hamburgefonts").environment(\.sizeCategory, .accessibilityExtraLarge))
        XCTAssertEqual(l.root.rect.size, try textSize(.system(size: 40)), "accessibilityExtraLarge is accessibility3")
        var env = EnvironmentValues()
        env.dynamicTypeSize = .xxLarge
        XCTAssertEqual(env.sizeCategory, .extraExtraLarge)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    private struct ScaledSquare: View {
        @ScaledMetric var side: CGFloat = 34
        @ScaledMetric(relativeTo: .title) var titleSide: CGFloat = 28
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: side, height: side)
                Color.blue.frame(width: titleSide, height: titleSide)
            }
        }
    }

    func testScaledMetricGrowsLikeItsStyle() throws {
        func sides(_ size: DynamicTypeSize) throws -> [CGFloat] {
            try layout(ScaledSquare().dynamicTypeSize(size)).root.all(where: { $0.kind == "frame" }).map(\.rect.width)
        }
        XCTAssertEqual(try sides(.large), [34, 28])
        XCTAssertEqual(try sides(.accessibility1), [56, 38], "34 × 28/17 and 28 × 38/28")
        XCTAssertEqual(try sides(.xSmall), [28, 25])
    }

    func testEnvironmentReadsTheSetting() throws {
        struct Adaptive: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View {
                if size.isAccessibilitySize {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
                    }
                } else {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
                    }
                }
            }
        }
        XCTAssertEqual(try layout(Adaptive()).root.rect.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(try layout(Adaptive().dynamicTypeSize(.accessibility1)).root.rect.size, CGSize(width: 10, height: 20))
    }

    func testSymbolsScaleWithTheirFont() throws {
        let large = try layout(Image(systemName: "star.fill").font(.body)).root.rect.size
        let xxxl = try layout(Image(systemName: "star.fill").font(.body).dynamicTypeSize(.xxxLarge)).root.rect.size
        XCTAssertEqual(xxxl, try layout(Image(systemName: "star.fill").font(.system(size: 23))).root.rect.size)
        XCTAssertGreaterThan(xxxl.width, large.width)
    }

    func testBarsKeepTheirSizeAndTheLargeTitleStopsAtXXXLarge() throws {
        func bar(_ mode: NavigationBarItem.TitleDisplayMode, _ size: DynamicTypeSize) throws -> [CGRect] {
            let r = ImageRenderer(
                content: NavigationStack {
                    Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(mode)
                })
            r.device = .iPhone15
            r.dynamicTypeSize = size
            return try r.layout().root.all(where: { $0.kind == "Text" && $0.label == "Inbox" }).map(\.rect)
        }
        XCTAssertEqual(try bar(.inline, .accessibility5), try bar(.inline, .large), "the inline title does not scale")
        XCTAssertEqual(try bar(.large, .accessibility5).map(\.size), try bar(.large, .xxxLarge).map(\.size))
        XCTAssertGreaterThan(try bar(.large, .xxxLarge)[0].height, try bar(.large, .large)[0].height)
    }
}
