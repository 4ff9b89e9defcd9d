import XCTest
import Easel
@testable import EaselScript

/// `UIFont` from scripts: the same fonts as compiled, and text measured with one.
final class UIFontScriptTests: XCTestCase {
    private typealias S = ScriptTestSupport

    func testUIKitFontsMatchCompiled() throws {
        let source = """
            extension String {
                func widthOfString(usingFont font: UIFont) -> CGFloat {
                    let fontAttributes = [NSAttributedString.Key.font: font]
                    return self.size(withAttributes: fontAttributes).width
                }
            }
            struct ContentView: View {
                let title = UIFont(name: "DejaVu Sans", size: 18) ?? .systemFont(ofSize: 18)
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Semibold").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
                        Text("Title").font(Font(UIFont.preferredFont(forTextStyle: .title1)))
                        Text("Bold").font(Font(UIFont.boldSystemFont(ofSize: 12).withSize(20)))
                        Text("Size \\(Int(title.pointSize))").font(Font(title))
                        Color.red.frame(width: "Hello".widthOfString(usingFont: .systemFont(ofSize: 17)), height: 2)
                    }
                }
            }
            """
        let hello = try ImageRenderer(content: Text(verbatim: "Hello").font(.system(size: 17)).fixedSize()).layout().root.frame.width
        let compiled = VStack(alignment: .leading, spacing: 0) {
            Text("Semibold").font(.system(size: 15, weight: .semibold))
            Text("Title").font(.title)
            Text("Bold").font(.system(size: 20, weight: .bold))
            Text("Size 18").font(.custom("DejaVu Sans", fixedSize: 18))
            Color.red.frame(width: hello, height: 2)
        }
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(compiled))
        XCTAssertGreaterThan(hello, 30)
    }

    /// `boundingRect(with:options:attributes:context:)`: the text wrapped to the width given, as a
    /// `Text` of that font lays out in it; one line for a short text.
    func testBoundingRectWrapsToTheWidthGiven() throws {
        let source = """
            let font = UIFont.systemFont(ofSize: 17)
            let long = "The quick brown fox jumps over the lazy dog again and again"
            let one = "Hello".boundingRect(
                with: CGSize(width: 300, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            let many = long.boundingRect(
                with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: [NSAttributedString.Key.font: font], context: nil)
            let probe = [one.width, one.height, many.width, many.height]
            """
        guard case .array(let v)? = try S.global("probe", in: source), v.count == 4 else { return XCTFail("no sizes") }
        let sizes = v.compactMap { Conversions.double($0) }
        let line = try ImageRenderer(content: Text(verbatim: "Hello").font(.system(size: 17)).fixedSize()).layout().root.frame
        XCTAssertEqual(sizes[0], Double(line.width), accuracy: 1e-9)
        XCTAssertEqual(sizes[1], Double(line.height), accuracy: 1e-9)
        let wrapped = try ImageRenderer(
            content: Text(verbatim: "The quick brown fox jumps over the lazy dog again and again").font(.system(size: 17))
                .frame(width: 100, alignment: .leading).fixedSize(horizontal: false, vertical: true)
        ).layout()
        XCTAssertLessThanOrEqual(sizes[2], 100)
        XCTAssertEqual(sizes[3], Double(wrapped.root.frame.height), accuracy: 1e-9)
        XCTAssertGreaterThan(sizes[3], sizes[1] * 3, "several lines")
    }
}
