import Foundation
import Easel
import EaselScript
import EaselLayout
import EaselPreview

/// The names of the page's choice controls, each an `easel render` option.
enum PreviewRenderSettings {
    static let device = "device", colorScheme = "colorScheme", scale = "scale"
    static let dynamicType = "dynamicType", locale = "locale", layoutDirection = "layoutDirection", look = "look"
    /// The locales the page offers when no `--strings` catalog names the app's languages.
    static let commonLocales = ["en", "ar", "de", "es", "fr", "he", "hi", "ja", "ko", "th", "zh-Hans", "zh-Hant"]
}

/// `easel preview`'s rendering: the path `easel render` takes (`loadScript`, `renderScene`), with
/// the page's settings in place of the command line's, and the layout JSON of `easel layout` with
/// each view's proposal added for the inspector.
final class ScenePreviewRenderer: PreviewRendering, @unchecked Sendable {
    let options: SceneOptions
    /// PNG compression for the page: fast, since the image only travels over loopback.
    static let compressionLevel = 1

    init(options: SceneOptions) { self.options = options }

    /// The command's options with the page's settings applied.
    func options(for s: PreviewSettings) -> SceneOptions {
        typealias K = PreviewRenderSettings
        var o = options
        o.scale = s[K.scale].flatMap(PixelScale.init(argument:)) ?? o.scale
        o.device = s[K.device].flatMap(DeviceOption.init(argument:)) ?? o.device
        if case .device = o.device { o.size = nil }
        o.colorScheme = s[K.colorScheme].flatMap(ColorSchemeOption.init(rawValue:)) ?? o.colorScheme
        o.dynamicType = s[K.dynamicType].flatMap(DynamicTypeOption.init(argument:)) ?? o.dynamicType
        if let l = s[K.locale] { o.locale = l.isEmpty ? nil : l }
        if let d = s[K.layoutDirection] { o.layoutDirection = LayoutDirectionOption(rawValue: d) }
        o.look = s[K.look].flatMap(LookOption.init(argument:)) ?? o.look
        o.debug = s.debug
        return o
    }

    func filesChanged(_ paths: [String]) { ProjectIndexCache.shared.invalidate() }

    func render(file: String, settings: PreviewSettings) -> PreviewOutcome {
        let o = options(for: settings)
        var warnings: [String] = []
        var dependencies: [String] = []
        do {
            let images: [PreviewImage] = try runOnLargeStack {
                var t: [String: Double] = [:]
                let script = try loadScript(file, options: o, timings: &t)
                defer { script.discard() }
                if !o.standalone, let text = try? String(contentsOfFile: file, encoding: .utf8) {
                    dependencies = ProjectIndexCache.shared.index(for: file, options: o).companions(for: file, source: text).map(\.fileName)
                }
                let assets = o.standalone ? o.assetProvider() : ProjectIndexCache.shared.assets(for: file, options: o, given: o.assetProvider())
                return try script.renders(select: o.view).map { r in
                    let scene = try renderScene(r, script: script, path: file, options: o, assets: assets, compressionLevel: Self.compressionLevel)
                    warnings += scene.renderer.warnings
                    return PreviewImage(name: r.name, png: scene.png, layoutJSON: try Self.inspectorJSON(scene.layout))
                }
            }
            return PreviewOutcome(images: images, dependencies: dependencies, warnings: warnings)
        } catch {
            return PreviewOutcome(images: [], error: Self.previewError(error, file: file), dependencies: dependencies, warnings: warnings)
        }
    }

    /// An error with its place and the text of the line it points at.
    static func previewError(_ error: Error, file: String) -> PreviewError {
        guard let s = error as? ScriptError else { return PreviewError(message: "\(error)", file: file) }
        guard let at = s.position else { return PreviewError(message: s.message, file: file) }
        var line: String?
        if let text = try? String(contentsOfFile: at.file, encoding: .utf8) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if at.line >= 1, at.line <= lines.count { line = String(lines[at.line - 1]) }
        }
        return PreviewError(message: s.message, file: at.file, line: at.line, column: at.column, sourceLine: line)
    }

    /// `easel layout`'s JSON for one render, with, on every node, `"proposal": {"width", "height"}`
    /// (null: unspecified, "inf": infinity), what the view was proposed (its frame's size is what it
    /// chose), and `"guides": {"horizontal": [GUIDE], "vertical": [GUIDE]}`, its alignment guides in
    /// its own coordinates: a GUIDE is `{"name", "value", "explicit"}` — leading, center and
    /// trailing; top, center, bottom and the two text baselines; and each custom guide that an
    /// `.alignmentGuide` in the scene sets, where this view has it. `explicit` marks values a
    /// view sets (text baselines, `.alignmentGuide`) rather than the defaults of its frame.
    static func inspectorJSON(_ layout: ImageRenderer<AnyView>.Layout) throws -> Data {
        var doc = try JSONSerialization.jsonObject(with: layout.snapshot.jsonData(pretty: false)) as! [String: Any]
        func side(_ v: CGFloat?) -> Any {
            guard let v else { return NSNull() }
            if v.isInfinite { return v > 0 ? "inf" : "-inf" }
            return Double(v)
        }
        // The custom guides the scene sets, each once, in the order they are first met.
        var custom: [AlignmentKey] = []
        for n in layout.root.all(where: { $0.node is AlignmentGuideNode }) {
            let key = (n.node as! AlignmentGuideNode).key
            if !custom.contains(key), !Self.builtinGuides.contains(key) { custom.append(key) }
        }
        func guides(_ placed: PlacedNode) -> [String: Any] {
            let d = placed.node.dimensions(placed.proposal, placed.frame.size, layout.context)
            func entries(_ axis: Axis) -> [[String: Any]] {
                Self.builtinGuides.filter { $0.axis == axis }.map { k in
                    ["name": k.name, "value": Double(d[k]), "explicit": d.explicitValue(k) != nil]
                }
                    + custom.filter { $0.axis == axis }.compactMap { k in
                        d.explicitValue(k).map { ["name": k.name, "value": Double($0), "explicit": true] }
                    }
            }
            return ["horizontal": entries(.horizontal), "vertical": entries(.vertical)]
        }
        func annotate(_ node: [String: Any], _ placed: PlacedNode) -> [String: Any] {
            var n = node
            n["proposal"] = ["width": side(placed.proposal.width), "height": side(placed.proposal.height)]
            n["guides"] = guides(placed)
            if let children = node["children"] as? [[String: Any]], children.count == placed.children.count {
                n["children"] = zip(children, placed.children).map { annotate($0, $1) }
            }
            return n
        }
        if let root = doc["root"] as? [String: Any] { doc["root"] = annotate(root, layout.root) }
        return try JSONSerialization.data(withJSONObject: doc, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// The guides every view has, in the order the inspector lists them.
    static let builtinGuides: [AlignmentKey] =
        [HorizontalAlignment.leading, .center, .trailing].map(\.key)
        + [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline].map(\.key)
}
