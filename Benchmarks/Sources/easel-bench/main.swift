// easel-bench: times Easel on the scenes of the shared benchmark spec (grid10k, grid10k-flex,
// cards, cards-shadow) and on this repository's `paint` scene (Benchmarks/PAINT-SCENE.md) so that the figures can be set beside the peers' (Taffy, Yoga, Skia,
// cairo, Pillow) from the same machine and the same session. See docs/Performance.md.
//
//   swift run -c release easel-bench [--runs N] [--layout-runs N] [--json]
//       [--assets DIR] [--out DIR] [--only SCENE[,SCENE]]
//
// --runs N         in-process runs of each raster scene (default 10; no warm-up, like the peers)
// --layout-runs N  timed runs of each layout scene after one warm-up (default 20)
// --cached-runs N  timed cache-hit layouts (no invalidation) of each layout scene (default 5)
// --no-renderer    skip the ImageRenderer.placedLayout() timings of the layout scenes (for profiling)
// --source-runs N  runs of grid10k, grid10k-flex, cards and list1000 (a 1,000-row List on an iPhone 15) from SwiftUI source, as `easel render`
//                  does them (default 10; 0 skips them; the first run in the process is included)
// --shadow-runs N  runs of cards-shadow (default 3: one run takes tens of seconds, see
//                  docs/Performance.md)
// --json           one JSON line per scene instead of the text report
// --assets DIR     folder holding icon64.png (default: fixtures/images of this repository)
// --out DIR        where the PNGs go (default /tmp): DIR/cards.png, DIR/cards-shadow.png, DIR/paint.png
// --only LIST      run only these scenes (grid10k, grid10k-flex, cards, cards-shadow, paint, paragraphs, list1000)
import Easel
import EaselPaint
import EaselRaster

// MARK: - Options

struct Options {
    var runs = 10
    var layoutRuns = 20
    var cachedRuns = 5
    var renderer = true
    var sourceRuns = 10
    var shadowRuns = 3
    var json = false
    var assets: URL?
    var out = URL(fileURLWithPath: "/tmp")
    var only: Set<String>?

    static func parse(_ args: [String]) -> Options {
        var o = Options()
        var i = 1
        func value() -> String {
            i += 1
            guard i < args.count else { fail("missing value after \(args[i - 1])") }
            return args[i]
        }
        while i < args.count {
            switch args[i] {
            case "--runs": o.runs = max(1, Int(value()) ?? o.runs)
            case "--layout-runs": o.layoutRuns = max(1, Int(value()) ?? o.layoutRuns)
            case "--cached-runs": o.cachedRuns = max(1, Int(value()) ?? o.cachedRuns)
            case "--no-renderer": o.renderer = false
            case "--source-runs": o.sourceRuns = max(0, Int(value()) ?? o.sourceRuns)
            case "--shadow-runs": o.shadowRuns = max(1, Int(value()) ?? o.shadowRuns)
            case "--json": o.json = true
            case "--assets": o.assets = URL(fileURLWithPath: value())
            case "--out": o.out = URL(fileURLWithPath: value())
            case "--only": o.only = Set(value().split(separator: ",").map(String.init))
            case "--print-source":
                // The SwiftUI source of a scene, for `easel render` to time the whole command on it.
                let scene = value()
                guard let text = SceneSources.source(of: scene) else { fail("no source for \(scene)") }
                print(text)
                exit(0)
            case "-h", "--help":
                print(
                    "usage: easel-bench [--runs N] [--layout-runs N] [--cached-runs N] [--no-renderer] [--source-runs N] [--shadow-runs N] [--json] [--assets DIR] [--out DIR] [--only SCENES] [--print-source SCENE]"
                )
                exit(0)
            default: fail("unknown argument \(args[i])")
            }
            i += 1
        }
        return o
    }

    func wants(_ scene: String) -> Bool { only?.contains(scene) ?? true }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("easel-bench: \(message)\n".utf8))
    exit(1)
}

// MARK: - Timing

let clock = ContinuousClock()

/// Milliseconds taken by `body`, with its result.
@inline(never)
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = clock.now
    let r = try body()
    let d = start.duration(to: clock.now)
    let ms = Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    return (r, ms)
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func r3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

/// A JSON object written by hand (keys in insertion order).
struct JSONLine {
    var parts: [String] = []
    mutating func add(_ key: String, _ value: String) { parts.append("\"\(key)\": \"\(value)\"") }
    mutating func add(_ key: String, _ value: Double) { parts.append("\"\(key)\": \(r3(value))") }
    mutating func add(_ key: String, _ value: Int) { parts.append("\"\(key)\": \(value)") }
    mutating func add(_ key: String, _ value: Bool) { parts.append("\"\(key)\": \(value)") }
    mutating func add(_ key: String, samples: [Double]) {
        parts.append("\"\(key)\": [\(samples.map { String(r3($0)) }.joined(separator: ", "))]")
    }
    var text: String { "{" + parts.joined(separator: ", ") + "}" }
}

// MARK: - Layout scenes, as views (SPEC.md's SwiftUI code)

struct Grid10k: View {
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<100) { _ in
                HStack(spacing: 2) {
                    ForEach(0..<100) { _ in Color.red.frame(width: 10, height: 10) }
                }
            }
        }
    }
}

struct Grid10kFlex: View {
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<100) { _ in
                HStack(spacing: 2) {
                    ForEach(0..<100) { _ in
                        Color.red.frame(minWidth: 4, maxWidth: .infinity).frame(height: 10)
                    }
                }
            }
        }
        .frame(width: 1000)
    }
}

// MARK: - Layout scenes, as node trees (the same nodes the views resolve to)

let red = ColorValue(red: 1, green: 0, blue: 0)

func leafColor() -> LayoutNode {
    ShapeNode(kind: "Color", geometry: .rectangle, paint: .fill(red, evenOdd: false))
}

func gridNodes(flex: Bool) -> LayoutNode {
    var rows: [LayoutNode] = []
    rows.reserveCapacity(100)
    for _ in 0..<100 {
        var leaves: [LayoutNode] = []
        leaves.reserveCapacity(100)
        for _ in 0..<100 {
            if flex {
                let flexible = FlexibleFrameNode(
                    horizontal: .init(min: 4, ideal: nil, max: .infinity),
                    vertical: .init(min: nil, ideal: nil, max: nil),
                    alignment: .center, child: leafColor())
                leaves.append(FrameNode(width: nil, height: 10, alignment: .center, child: flexible))
            } else {
                leaves.append(FrameNode(width: 10, height: 10, alignment: .center, child: leafColor()))
            }
        }
        rows.append(StackNode(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 2, children: leaves))
    }
    let column = StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 2, children: rows)
    return flex ? FrameNode(width: 1000, height: nil, alignment: .center, child: column) : column
}

/// Leaf (Color) frames of a placed tree, in order.
func leafFrames(_ p: PlacedNode, into out: inout [CGRect]) {
    if p.children.isEmpty { out.append(p.frame); return }
    for c in p.children { leafFrames(c, into: &out) }
}

func countPlaced(_ p: PlacedNode) -> Int { 1 + p.children.reduce(0) { $0 + countPlaced($1) } }

struct LayoutResult {
    let scene: String
    let nodes: Int
    let leaves: Int
    let computeMs: [Double]
    let cachedMs: [Double]
    let rendererMs: [Double]
    let check: String
    let ok: Bool
}

func benchLayout(_ scene: String, runs: Int) -> LayoutResult {
    let flex = scene == "grid10k-flex"
    let root = gridNodes(flex: flex)
    let ctx = LayoutContext(measurer: ImageRendererDefaults.textEngine, scale: 1)

    // Warm-up, then timed full layouts: invalidate every cache (untimed), place (timed).
    root.invalidate()
    var placed = Placer.place(root, proposal: .unspecified, ctx)
    var compute: [Double] = []
    for _ in 0..<runs {
        root.invalidate()
        let (p, ms) = timed { Placer.place(root, proposal: .unspecified, ctx) }
        placed = p
        compute.append(ms)
    }
    // A cache hit: place again without invalidating (sizes are cached per node and proposal).
    var cached: [Double] = []
    for _ in 0..<options.cachedRuns {
        let (_, ms) = timed { Placer.place(root, proposal: .unspecified, ctx) }
        cached.append(ms)
    }
    if let e = ctx.error { fail("\(scene): layout error \(e)") }

    // Check the frames.
    var leaves: [CGRect] = []
    leafFrames(placed, into: &leaves)
    var ok = leaves.count == 10_000
    var check = ""
    if flex {
        let samples = [0, 1, 99, 5_050, 9_999].map { leaves[$0] }
        ok = ok && leaves.allSatisfy { abs($0.width - 8.02) < 1e-9 && $0.height == 10 }
        ok = ok && placed.frame.width == 1000
        check =
            "leaf widths all 8.02: \(ok); samples "
            + samples.map {
                "(\(formatLength($0.minX)),\(formatLength($0.minY)) \(formatLength($0.width))x\(formatLength($0.height)))"
            }.joined(separator: " ")
    } else {
        let last = leaves[9_999]
        ok =
            ok && leaves.allSatisfy { $0.width == 10 && $0.height == 10 }
            && leaves[1].minX == 12 && leaves[100].minY == 12 && last.minX == 1188 && last.minY == 1188
        check =
            "leaves 10x10: \(ok); leaf[1].x=\(formatLength(leaves[1].minX)) row[1].y=\(formatLength(leaves[100].minY)) "
            + "last=(\(formatLength(last.minX)),\(formatLength(last.minY))) root \(formatLength(placed.frame.width))x\(formatLength(placed.frame.height))"
    }

    // The public path: ImageRenderer(content:).placedLayout() (views -> nodes -> layout).
    var whole: [Double] = []
    func rendererRun<V: View>(_ view: V) {
        let renderer = ImageRenderer(content: view)
        _ = try? renderer.placedLayout()  // warm-up
        for _ in 0..<runs {
            let (l, ms) = timed { try? renderer.placedLayout() }
            guard let l else { fail("\(scene): placedLayout failed") }
            if flex {
                var f: [CGRect] = []
                leafFrames(l.root, into: &f)
                if f.count != 10_000 || !f.allSatisfy({ abs($0.width - 8.02) < 1e-9 }) { fail("\(scene): renderer frames differ") }
            }
            whole.append(ms)
        }
    }
    if !options.renderer {
    } else if flex {
        rendererRun(Grid10kFlex())
    } else {
        rendererRun(Grid10k())
    }

    return LayoutResult(
        scene: scene, nodes: root.nodeCount, leaves: leaves.count, computeMs: compute,
        cachedMs: cached, rendererMs: whole, check: check, ok: ok)
}

// MARK: - Raster scenes (SPEC.md's Card and ContentView)

struct Card: View {
    let n: Int
    let shadow: Bool
    var body: some View {
        ZStack(alignment: .top) {
            if shadow {
                RoundedRectangle(cornerRadius: 12, style: .circular)
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            }
            RoundedRectangle(cornerRadius: 12, style: .circular)
                .fill(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
            RoundedRectangle(cornerRadius: 12, style: .circular)
                .strokeBorder(Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255), lineWidth: 1)
            Image("icon64")
                .resizable()
                .frame(width: 48, height: 48)
                .alignmentGuide(.top) { _ in -10 }
            Text("Card \(n)")
                .font(.custom("DejaVu Sans", size: 14))
                .foregroundColor(.black)
                .alignmentGuide(.top) { d in d[.lastTextBaseline] - 78 }
        }
        .frame(width: 92, height: 92)
    }
}

struct Cards: View {
    let shadow: Bool
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<20) { row in
                HStack(spacing: 8) {
                    ForEach(0..<20) { col in Card(n: row * 20 + col, shadow: shadow) }
                }
            }
        }
        .padding(4)
        .background(Color.white)
    }
}

struct RasterResult {
    let scene: String
    let width: Int, height: Int
    var layoutMs: [Double] = []
    var paintMs: [Double] = []
    var rasterMs: [Double] = []
    var encode2Ms: [Double] = []
    var encode6Ms: [Double] = []
    var encode1Ms: [Double] = []
    var png1Bytes = 0
    var rasterizeMs: [Double] = []
    var png2Bytes = 0, png6Bytes = 0
    var displayItems = 0
    var sameAsRasterize = false
    var cardFrames = ""
    var warnings: [String] = []
    var path = ""
}

/// Number of items in a display list (its Mirror count of top-level items, when reachable).
func itemCount(_ list: DisplayList) -> Int {
    for child in Mirror(reflecting: list).children {
        if let a = child.value as? [Any] { return a.count }
    }
    return -1
}

func benchCards(_ scene: String, runs: Int, assets: URL, out: URL) throws -> RasterResult {
    let renderer = ImageRenderer(content: Cards(shadow: scene == "cards-shadow"))
    renderer.scale = 1
    renderer.assets = FolderAssetProvider(folders: [assets])
    renderer.missingImagesAreErrors = true

    let measured = try RasterRuns(renderer, scene: scene, runs: runs, wholeRuns: scene == "cards-shadow" ? 1 : runs / 2, out: out)
    let canvas = measured.canvas, lastLayout = measured.lastLayout
    guard canvas.width == 2000, canvas.height == 2000 else {
        fail("\(scene): canvas is \(canvas.width)x\(canvas.height), expected 2000x2000")
    }

    // Where the first and last cards' parts landed (absolute frames).
    var frames: [String] = []
    func find(_ p: PlacedNode, _ depthCards: inout Int) {
        if p.node.kind == "frame", p.frame.width == 92, p.frame.height == 92 {
            depthCards += 1
            if depthCards == 1 || depthCards == 400 {
                frames.append("card \(depthCards - 1) at (\(formatLength(p.frame.minX)),\(formatLength(p.frame.minY)))")
                func leaves(_ q: PlacedNode) {
                    if q.children.isEmpty {
                        frames.append(
                            "\(q.node.kind)\(q.node.label.map { " '\($0)'" } ?? "") "
                                + "(\(formatLength(q.frame.minX - p.frame.minX)),\(formatLength(q.frame.minY - p.frame.minY)) "
                                + "\(formatLength(q.frame.width))x\(formatLength(q.frame.height)))")
                    }
                    q.children.forEach(leaves)
                }
                leaves(p)
            }
            return
        }
        for c in p.children { find(c, &depthCards) }
    }
    var n = 0
    find(lastLayout.root, &n)

    var r = measured.result
    r.cardFrames = "\(n) cards; " + frames.joined(separator: "; ")
    return r
}

// MARK: - Main

// As the `easel` command does: freed heap stays in the process for the next run (ProcessHeap).
ProcessHeap.keepFreedMemory()
let options = Options.parse(CommandLine.arguments)
let assetsFolder: URL =
    options.assets
    ?? {
        // Benchmarks/Sources/easel-bench/main.swift -> repository root -> fixtures/images
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fixtures/images")
    }()
guard FileManager.default.fileExists(atPath: assetsFolder.appendingPathComponent("icon64.png").path) else {
    fail("no icon64.png in \(assetsFolder.path) (use --assets DIR)")
}

func machineLine() -> String {
    var cpu = "?"
    if let s = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
        let line = s.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
        let v = line.split(separator: ":", maxSplits: 1).last
    {
        cpu = v.trimmingCharacters(in: .whitespaces)
    }
    return "\(ProcessInfo.processInfo.activeProcessorCount) cpus, \(cpu)"
}

func f(_ v: Double) -> String { String(format: "%.2f", v) }

var allOK = true
let processStart = clock.now
if !options.json {
    print("easel-bench: \(machineLine()); runs \(options.runs), layout runs \(options.layoutRuns); assets \(assetsFolder.path)")
}

for scene in ["grid10k", "grid10k-flex"] where options.wants(scene) {
    let r = benchLayout(scene, runs: options.layoutRuns)
    allOK = allOK && r.ok
    if options.json {
        var j = JSONLine()
        j.add("kind", "layout"); j.add("lib", "easel"); j.add("variant", scene); j.add("mode", "median")
        j.add("nodes", r.nodes); j.add("leaves", r.leaves); j.add("runs", r.computeMs.count)
        j.add("compute_ms_median", median(r.computeMs))
        j.add("cached_recompute_ms_median", median(r.cachedMs))
        j.add("renderer_placed_layout_ms_median", median(r.rendererMs))
        j.add("frames_ok", r.ok)
        j.add("compute_ms", samples: r.computeMs)
        print(j.text)
    } else {
        print(
            """
            \(scene): \(r.nodes) nodes (\(r.leaves) leaves)
              layout (Placer.place, tree prebuilt)  median \(f(median(r.computeMs))) ms  min \(f(r.computeMs.min()!)) ms
              cache hit (no invalidate)             median \(f(median(r.cachedMs))) ms
              ImageRenderer.placedLayout()          median \(f(median(r.rendererMs))) ms  (views -> nodes -> layout)
              check: \(r.check)
            """)
    }
}

for scene in ["grid10k", "grid10k-flex", "cards", "list1000"] where options.wants(scene) && options.sourceRuns > 0 {
    let r = try benchSource(scene, runs: options.sourceRuns, raster: scene == "cards" || scene == "list1000", assets: assetsFolder)
    allOK = allOK && r.ok
    let total = r.toLayoutMs
    if options.json {
        var j = JSONLine()
        j.add("kind", "source"); j.add("lib", "easel"); j.add("variant", scene); j.add("mode", "median")
        j.add("runs", total.count); j.add("placed_nodes", r.nodes)
        j.add("parse_ms_median", median(r.parseMs)); j.add("evaluate_ms_median", median(r.evaluateMs))
        j.add("layout_ms_median", median(r.layoutMs)); j.add("source_to_layout_ms_median", median(total))
        j.add("source_to_layout_ms_first", total[0])
        if !r.rasterMs.isEmpty {
            j.add("raster_ms_median", median(r.rasterMs)); j.add("raster_ms_first", r.rasterMs[0])
            j.add("encode_ms_median", median(r.encodeMs))
        }
        j.add("frames_ok", r.ok)
        j.add("source_to_layout_ms", samples: total)
        print(j.text)
    } else {
        print(
            """
            \(scene) from source: \(r.nodes) placed nodes, \(total.count) runs; frames as in the spec: \(r.ok)
              parse                                 median \(f(median(r.parseMs))) ms
              evaluate (previews found)             median \(f(median(r.evaluateMs))) ms
              resolve + layout (bodies run here)    median \(f(median(r.layoutMs))) ms
              source -> layout                      median \(f(median(total))) ms  (first run \(f(total[0])) ms)
            """)
        if !r.rasterMs.isEmpty {
            print("  raster                                median \(f(median(r.rasterMs))) ms  (first run \(f(r.rasterMs[0])) ms)")
            print("  encode                                median \(f(median(r.encodeMs))) ms")
        }
    }
}

for scene in ["cards", "cards-shadow", "paint"] where options.wants(scene) {
    let r =
        scene == "paint"
        ? try benchPaint(runs: options.runs, out: options.out)
        : try benchCards(scene, runs: scene == "cards-shadow" ? min(options.runs, options.shadowRuns) : options.runs, assets: assetsFolder, out: options.out)
    allOK = allOK && r.sameAsRasterize && r.warnings.isEmpty
    let paintRaster = zip(r.paintMs, r.rasterMs).map { $0 + $1 }
    let total2 = (0..<r.layoutMs.count).map { r.layoutMs[$0] + paintRaster[$0] + r.encode2Ms[$0] }
    let total6 = (0..<r.layoutMs.count).map { r.layoutMs[$0] + paintRaster[$0] + r.encode6Ms[$0] }
    if options.json {
        var j = JSONLine()
        j.add("kind", "raster"); j.add("lib", "easel"); j.add("variant", scene); j.add("mode", "median")
        j.add("runs", r.layoutMs.count); j.add("width", r.width); j.add("height", r.height)
        j.add("layout_ms_median", median(r.layoutMs))
        j.add("paint_ms_median", median(r.paintMs))
        j.add("render_ms_median", median(r.rasterMs))
        j.add("raster_ms_median", median(paintRaster))
        j.add("rasterize_ms_median", median(r.rasterizeMs))
        j.add("encode_ms_median_default", median(r.encode2Ms))
        j.add("encode_ms_median_level6", median(r.encode6Ms))
        j.add("png_bytes_default", r.png2Bytes); j.add("png_bytes_level6", r.png6Bytes)
        j.add("encode_ms_median_default_one_band", median(r.encode1Ms)); j.add("png_bytes_default_one_band", r.png1Bytes)
        j.add("encode_threads", PNGCodec.cores)
        j.add("total_ms_median_level2", median(total2)); j.add("total_ms_median_level6", median(total6))
        j.add("raster_ms_first", paintRaster[0])
        j.add("same_as_rasterize", r.sameAsRasterize)
        j.add("out", r.path)
        print(j.text)
    } else {
        print(
            """
            \(scene): canvas \(r.width)x\(r.height) at scale 1, \(r.displayItems) display items -> \(r.path)
              layout (placedLayout)       median \(f(median(r.layoutMs))) ms
              paint (display list)        median \(f(median(r.paintMs))) ms
              render (display list -> px) median \(f(median(r.rasterMs))) ms
              paint + render = raster     median \(f(median(paintRaster))) ms  (first run \(f(paintRaster[0])) ms)
              rasterize() (one call)      median \(f(median(r.rasterizeMs))) ms  same pixels: \(r.sameAsRasterize)
              PNG encode default (4, up)  median \(f(median(r.encode2Ms))) ms  \(r.png2Bytes) bytes  (automatic bands on \(PNGCodec.cores) threads; min \(f(r.encode2Ms.min()!)), max \(f(r.encode2Ms.max()!)))
              same, one band (libpng)     median \(f(median(r.encode1Ms))) ms  \(r.png1Bytes) bytes  (min \(f(r.encode1Ms.min()!)), max \(f(r.encode1Ms.max()!)))
              PNG encode level 6, sub     median \(f(median(r.encode6Ms))) ms  \(r.png6Bytes) bytes  (automatic bands on \(PNGCodec.cores) threads)
              total (layout+raster+enc)   median \(f(median(total2))) ms;  with level 6 \(f(median(total6))) ms
              \(r.cardFrames)
            """)
        if !r.warnings.isEmpty { print("  warnings: \(r.warnings.joined(separator: "; "))") }
    }
}

if options.wants("paragraphs") {
    // Shaping cost per character: 200 paragraphs of 60 words wrapped at 320 points.
    let r = benchText(count: 200, words: 60, width: 320, runs: max(3, options.layoutRuns / 2))
    let perChar = { (ms: Double) in ms * 1e6 / Double(r.characters) }
    if options.json {
        var j = JSONLine()
        j.add("kind", "text"); j.add("lib", "easel"); j.add("variant", "paragraphs"); j.add("mode", "median")
        j.add("characters", r.characters); j.add("lines", r.lines); j.add("runs", r.measureMs.count)
        j.add("measure_ms_median", median(r.measureMs)); j.add("glyphs_ms_median", median(r.glyphMs))
        j.add("measure_ns_per_char", perChar(median(r.measureMs))); j.add("glyphs_ns_per_char", perChar(median(r.glyphMs)))
        j.add("measure_ms", samples: r.measureMs)
        print(j.text)
    } else {
        print(
            """
            paragraphs: 200 paragraphs, \(r.characters) characters, \(r.lines) lines at 320 pt
              measure (fresh engine)      median \(f(median(r.measureMs))) ms  \(f(perChar(median(r.measureMs)))) ns/char  (first \(f(r.measureMs[0])) ms)
              glyph positions for drawing median \(f(median(r.glyphMs))) ms  \(f(perChar(median(r.glyphMs)))) ns/char
            """)
    }
}

let (_, wallMs) = (
    (),
    { () -> Double in
        let d = processStart.duration(to: clock.now)
        return Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }()
)
/// The process's peak resident memory so far, in MiB (getrusage's ru_maxrss is in KiB on Linux).
func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}
if options.json {
    var j = JSONLine()
    j.add("kind", "process"); j.add("lib", "easel"); j.add("wall_ms", wallMs); j.add("peak_rss_mib", peakMemoryMiB())
    print(j.text)
} else {
    print("in-process wall time \(f(wallMs)) ms; peak memory \(f(peakMemoryMiB())) MiB; checks \(allOK ? "ok" : "FAILED")")
}
if !allOK { exit(2) }
