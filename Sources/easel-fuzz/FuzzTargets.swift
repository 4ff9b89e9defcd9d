import Foundation
import Easel
import EaselScript
import EaselRaster

/// What one fuzzing input is fed to, chosen by the `EASEL_FUZZ` environment variable:
/// `script` (the default: source → evaluation → layout → raster on a small canvas), `image` (the PNG
/// and JPEG decoders and their header readers) or `colorset` (an asset catalog's colour set
/// `Contents.json`).
///
/// Every input must end in a result or a thrown error: a trap, a hang past libFuzzer's
/// `-timeout` or an allocation past its `-rss_limit_mb` is a bug.
enum FuzzTargets {
    static let kind = ProcessInfo.processInfo.environment["EASEL_FUZZ"] ?? "script"

    static func run(_ data: Data) {
        switch kind {
        case "image":
            _ = ImageCodec.pixelSize(data)
            _ = try? ImageCodec.decode(data)
        case "colorset": colorSet(data)
        default: onLargeStack { script(data) }
        }
    }

    /// Renders every preview of the input as `easel render` would, within small limits.
    static func script(_ data: Data) {
        guard let text = String(data: data, encoding: .utf8),
            let script = try? Script(source: text, fileName: "fuzz.swift")
        else { return }
        script.timeLimit = 2
        script.stepLimit = 100_000
        guard let renders = try? script.renders() else { return }
        for r in renders.prefix(4) {
            let renderer = ImageRenderer(content: r.view)
            renderer.canvasLimit = 512
            renderer.memoryBudget = MemoryBudget(bytes: 64 << 20)
            renderer.missingImagesAreErrors = true
            guard let layout = try? script.checked({ try renderer.placedLayout() }) else { continue }
            _ = try? layout.snapshot.jsonData()
            if let canvas = try? renderer.rasterize(layout) { _ = try? PNGCodec.encode(canvas) }
        }
    }

    /// Parses a colour set through the catalog provider, from a scratch catalog folder.
    static func colorSet(_ data: Data) {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("easel-fuzz-\(getpid())")
        let set = root.appendingPathComponent("Assets.xcassets/Tint.colorset")
        try? fm.createDirectory(at: set, withIntermediateDirectories: true)
        try? data.write(to: set.appendingPathComponent("Contents.json"))
        let provider = CatalogAssetProvider(folders: [root])
        for scheme in [ColorScheme.light, .dark] {
            if let c = provider.color(named: "Tint", scheme: scheme) { _ = c.description }
        }
    }

    /// Runs `body` on a thread with a 64 MiB stack (deep view trees recurse, as in `easel`).
    static func onLargeStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let t = Thread {
            body(); done.signal()
        }
        t.stackSize = 64 << 20
        t.start()
        done.wait()
    }
}
