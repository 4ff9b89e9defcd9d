// Font widths (compressed, condensed, standard, expanded) in a few weights, against a golden PNG.
import XCTest
import Easel
import EaselTesting

final class FontWidthSnapshotTests: XCTestCase {
    struct Widths: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                ForEach([Font.Width.compressed, .condensed, .standard, .expanded], id: \.value) { width in
                    HStack(alignment: .firstTextBaseline, spacing: 10) {
                        Text("Headline 42").font(.title2.bold()).fontWidth(width)
                        Text("Body text at this width").fontWidth(width).foregroundStyle(.secondary)
                    }
                }
            }
            .padding(16)
        }
    }

    func testFontWidths() {
        assertSnapshot(of: Widths(), named: "font-widths", background: .color(.white))
        assertSnapshot(of: Widths(), named: "font-widths-dark", colorScheme: .dark)
    }
}
