import Foundation
import Easel
import EaselScript
import EaselRaster

// What `easel render` does with a scene file, timed stage by stage in this process: parse the
// source, evaluate it to its preview views, resolve and lay them out (`placedLayout()`, where
// view bodies run), then, for raster scenes, rasterize and encode. Each run starts from the
// source text with a new Script, as each file of a batch does. The sources are the spec's
// SwiftUI code (SPEC.md), as a user would write it.

/// The spec's scenes as SwiftUI source files.
enum SceneSources {
    /// SPEC.md's grid: 100 rows of 100 `leaf` views, the column wrapped in `column` modifiers.
    private static func grid(leaf: String, column: String = "") -> String {
        """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 2) {
                    ForEach(0..<100) { _ in
                        HStack(spacing: 2) {
                            ForEach(0..<100) { _ in \(leaf) }
                        }
                    }
                }
                \(column)
            }
        }
        """
    }

    static let grid10k = grid(leaf: "Color.red.frame(width: 10, height: 10)")
    static let grid10kFlex = grid(
        leaf: "Color.red.frame(minWidth: 4, maxWidth: .infinity).frame(height: 10)",
        column: ".frame(width: 1000)")

    static let cards = """
        import SwiftUI
        struct Card: View {
            let n: Int
            var body: some View {
                ZStack(alignment: .top) {
                    RoundedRectangle(cornerRadius: 12, style: .circular)
                        .fill(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
                    RoundedRectangle(cornerRadius: 12, style: .circular)
                        .strokeBorder(Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255), lineWidth: 1)
                    Image("icon64")
                        .resizable()
                        .frame(width: 48, height: 48)
                        .alignmentGuide(.top) { _ in -10 }
                    Text("Card \\(n)")
                        .font(.custom("DejaVu Sans", size: 14))
                        .foregroundColor(.black)
                        .alignmentGuide(.top) { d in d[.lastTextBaseline] - 78 }
                }
                .frame(width: 92, height: 92)
            }
        }
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 8) {
                    ForEach(0..<20) { row in
                        HStack(spacing: 8) {
                            ForEach(0..<20) { col in Card(n: row * 20 + col) }
                        }
                    }
                }
                .padding(4)
                .background(Color.white)
            }
        }
        """

    /// Issue 10's list: 1,000 rows of two texts in a navigation stack, on an iPhone 15 screen.
    static let list1000 = """
        import SwiftUI

        struct Item: Identifiable {
            let id: Int
            var title: String { "Row \\(id)" }
            var detail: String { "Detail for item number \\(id)" }
        }

        struct ContentView: View {
            let items = (0..<1000).map { Item(id: $0) }
            var body: some View {
                NavigationStack {
                    List(items) { item in
                        VStack(alignment: .leading) {
                            Text(item.title).font(.headline)
                            Text(item.detail).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .navigationTitle("Items")
                }
            }
        }
        """

    static func source(of scene: String) -> String? {
        switch scene {
        case "grid10k": return grid10k
        case "grid10k-flex": return grid10kFlex
        case "cards": return cards
        case "list1000": return list1000
        default: return nil
        }
    }
}

/// Stage times of one scene rendered from source, run after run (the first run in the process
/// included: it is what a one-file `easel render` pays).
struct SourceResult {
    let scene: String
    var parseMs: [Double] = []
    var evaluateMs: [Double] = []
    var layoutMs: [Double] = []
    var rasterMs: [Double] = []
    var encodeMs: [Double] = []
    var nodes = 0
    /// Whether the layout from source has the spec's frames (the grids' leaves; cards: 400 cards).
    var ok = true

    /// Parse + evaluate + resolve and lay out, per run.
    var toLayoutMs: [Double] { (0..<parseMs.count).map { parseMs[$0] + evaluateMs[$0] + layoutMs[$0] } }
}

func benchSource(_ scene: String, runs: Int, raster: Bool, assets: URL) throws -> SourceResult {
    guard let text = SceneSources.source(of: scene) else { fail("no source for \(scene)") }
    var r = SourceResult(scene: scene)
    for _ in 0..<runs {
        let (script, parse) = try timed { try Script(source: text, fileName: "\(scene).swift") }
        defer { script.discard() }
        let (renders, evaluate) = try timed { try script.renders() }
        guard let view = renders.first?.view else { fail("\(scene): the source has no preview") }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        renderer.assets = FolderAssetProvider(folders: [assets])
        renderer.missingImagesAreErrors = true
        renderer.preparesCanvas = raster  // as `easel render` does
        if scene == "list1000" { renderer.device = .iPhone15 }
        let (layout, lms) = try timed { try script.checked { try renderer.placedLayout() } }
        r.parseMs.append(parse); r.evaluateMs.append(evaluate); r.layoutMs.append(lms)
        r.nodes = countPlaced(layout.root)
        var leaves: [CGRect] = []
        leafFrames(layout.root, into: &leaves)
        switch scene {
        case "grid10k":
            r.ok =
                r.ok && leaves.count == 10_000 && leaves.allSatisfy { $0.width == 10 && $0.height == 10 }
                && leaves[9_999].minX == 1188 && leaves[9_999].minY == 1188
        case "grid10k-flex":
            r.ok = r.ok && leaves.count == 10_000 && leaves.allSatisfy { abs($0.width - 8.02) < 1e-9 && $0.height == 10 }
        case "list1000":
            // The rows that show, from the first, and none far past the screen.
            var texts: [String] = []
            func walk(_ p: PlacedNode) {
                if p.node.kind == "Text", let label = p.node.label { texts.append(label) }
                p.children.forEach(walk)
            }
            walk(layout.root)
            r.ok = r.ok && texts.contains("Row 0") && texts.contains("Row 10") && !texts.contains("Row 40")
        default:
            // 400 cards of 92 x 92, 100 points apart.
            var cards: [CGRect] = []
            func find(_ p: PlacedNode) {
                if p.node.kind == "frame", p.frame.width == 92, p.frame.height == 92 { cards.append(p.frame); return }
                p.children.forEach(find)
            }
            find(layout.root)
            r.ok = r.ok && cards.count == 400 && cards[0].origin == CGPoint(x: 4, y: 4) && cards[399].origin == CGPoint(x: 1904, y: 1904)
        }
        if raster {
            let (canvas, rms) = try timed { try renderer.rasterize(layout) }
            let (_, ems) = try timed { try PNGCodec.encode(canvas, scale: 1) }
            r.rasterMs.append(rms); r.encodeMs.append(ems)
        }
    }
    return r
}
