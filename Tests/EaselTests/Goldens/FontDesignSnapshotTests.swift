// Font designs (default, rounded, serif, monospaced) in regular, bold and italic, against golden PNGs.
import XCTest
import Easel
import EaselTesting

final class FontDesignSnapshotTests: XCTestCase {
    struct Designs: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                ForEach([Font.Design.default, .rounded, .serif, .monospaced], id: \.self) { design in
                    HStack(alignment: .firstTextBaseline, spacing: 10) {
                        Text("\(design)").font(.headline).frame(width: 116, alignment: .leading)
                        Text("Quick fox 42")
                        Text("Bold").bold()
                        Text("Italic").italic()
                    }
                    .fontDesign(design)
                }
                Text("Markdown `code` and **bold** text")
            }
            .padding(16)
        }
    }

    func testFontDesigns() {
        assertSnapshot(of: Designs(), named: "font-designs", background: .color(.white))
        assertSnapshot(of: Designs(), named: "font-designs-dark", colorScheme: .dark)
    }
}
