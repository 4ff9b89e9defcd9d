// Rich text against golden PNGs (@2x, light and dark): concatenated texts that keep their own
// weight, colour and size on a shared baseline, markdown literals, underline and strikethrough.
import XCTest
import Easel
import EaselTesting

final class RichTextSnapshotTests: XCTestCase {
    private struct RichTextCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Total ").font(.title3) + Text("$42").font(.largeTitle).bold() + Text(" per month").foregroundColor(.secondary)
                Text("**Bold**, *italic*, ~~struck~~, `code` and a [link](https://example.com).")
                Text("Plain ") + Text("red").foregroundColor(.red) + Text(" underlined").underline()
                    + Text(" struck").strikethrough(color: .orange) + Text(" italic").italic()
                (Text("A long sentence in ") + Text("bold").bold() + Text(" that wraps over lines and then ")
                    + Text("truncates").foregroundColor(.blue) + Text(" at the end of the second line, as one paragraph."))
                    .lineLimit(2)
            }
            .padding()
            .frame(width: 300, alignment: .leading)
        }
    }

    func testRichTextCard() {
        assertSnapshot(of: RichTextCard().background(Color.white), named: "rich-text-light")
        assertSnapshot(of: RichTextCard().background(Color.black).preferredColorScheme(.dark), named: "rich-text-dark")
    }
}
