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
}
