import Foundation
import EaselLayout
import EaselPaint
import EaselText
import EaselRaster

/// Images and named colours from folders, including Xcode asset catalogs: NAME.png (@2x, @3x) as
/// `FolderAssetProvider` finds them, then `*.xcassets/NAME.imageset` (its Contents.json picks the
/// file for a scale) and `*.xcassets/NAME.colorset` for `Color("NAME")`, light and dark.
/// Names cannot reach outside the folders.
public final class CatalogAssetProvider: AssetProvider, @unchecked Sendable {  // the caches are behind `lock`
    public let folders: [URL]
    private let plain: FolderAssetProvider
    private var catalogs: [URL]? = nil
    private var imageCache: [String: ImageAsset?] = [:]
    private var colorCache: [String: ColorValue?] = [:]
    private var symbolCache: [String: CustomSymbolTemplate?] = [:]
    private var intentCache: [String: Image.TemplateRenderingMode?] = [:]
    private var setIndex: [URL: [String: [String]]] = [:]
    /// The kinds of set a catalog holds (any other folder is a group, searched inside).
    static let setExtensions: Set<String> = ["imageset", "colorset", "symbolset", "dataset", "appiconset", "textureset", "cubetextureset"]
    private let lock = NSRecursiveLock()

    public init(folders: [URL]) {
        self.folders = folders
        self.plain = FolderAssetProvider(folders: folders)
    }

    /// The `.xcassets` folders in (or being) the asset folders, searched one level deep.
    private func catalogFolders() -> [URL] {
        if let catalogs { return catalogs }
        var out: [URL] = []
        let fm = FileManager.default
        for f in folders {
            if f.pathExtension == "xcassets" { out.append(f); continue }
            if let items = try? fm.contentsOfDirectory(atPath: f.path) {
                for i in items.sorted() where i.hasSuffix(".xcassets") { out.append(f.appendingPathComponent(i)) }
            }
        }
        catalogs = out
        return out
    }

    /// Finds NAME.imageset / NAME.colorset anywhere below a catalog (groups are folders). A name
    /// with namespaces (`GrocyColors/grocyBlue`, from a group that provides a namespace) is found
    /// as those folders and the set.
    private func find(_ name: String, ext: String, in catalog: URL) -> URL? {
        let direct = catalog.appendingPathComponent("\(name).\(ext)")
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let file = "\(name).\(ext)"
        let last = String(file.split(separator: "/").last ?? Substring(file))
        for rel in setPaths(in: catalog)[last] ?? [] where rel == file || rel.hasSuffix("/" + file) {
            return catalog.appendingPathComponent(rel)
        }
        return nil
    }

    /// The sets of a catalog (folders with an extension, in group folders), by their folder
    /// name: read once, as a catalog of thousands of icons was walked again for every name.
    private func setPaths(in catalog: URL) -> [String: [String]] {
        if let known = setIndex[catalog] { return known }
        var index: [String: [String]] = [:]
        if let e = FileManager.default.enumerator(atPath: catalog.path) {
            while let rel = e.nextObject() as? String {
                let last = (rel as NSString).lastPathComponent
                guard Self.setExtensions.contains((last as NSString).pathExtension) else { continue }
                index[last, default: []].append(rel)
                e.skipDescendants()
            }
        }
        for k in index.keys { index[k]!.sort() }
        setIndex[catalog] = index
        return index
    }

    /// The set `NAME.ext` in `catalog` and the list its Contents.json keeps under `key`
    /// (`images`, `colors`, `symbols`); nil when there is no such set or list.
    private func setEntries(_ name: String, ext: String, key: String, in catalog: URL) -> (set: URL, entries: [[String: Any]])? {
        guard let set = find(name, ext: ext, in: catalog),
            let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json[key] as? [[String: Any]]
        else { return nil }
        return (set, entries)
    }

    /// An asset name that stays inside the catalogs: safe names joined by `/` (namespaces).
    package static func isSafeAssetName(_ name: String) -> Bool {
        name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { FolderAssetProvider.isSafeName(String($0)) }
    }

    public func image(named name: String, bundle: Bundle?, scale: CGFloat) -> ImageAsset? {
        guard CatalogAssetProvider.isSafeAssetName(name) else { return nil }
        if let a = plain.image(named: name, bundle: bundle, scale: scale) { return a }
        lock.lock(); defer { lock.unlock() }
        let key = "\(name)@\(scale)"
        if let c = imageCache[key] { return c }
        var found: ImageAsset?
        search: for catalog in catalogFolders() {
            guard let (set, images) = setEntries(name, ext: "imageset", key: "images", in: catalog) else { continue }
            let wanted = max(1, min(3, Int(scale.rounded(.up))))
            var byScale: [Int: String] = [:]
            for i in images {
                guard let file = i["filename"] as? String, FolderAssetProvider.isSafeName(file) else { continue }
                let s = Int((i["scale"] as? String ?? "1x").dropLast()) ?? 1
                if byScale[s] == nil { byScale[s] = file }
            }
            let order = [wanted] + (wanted...3).dropFirst() + (1..<wanted).reversed()
            for s in order {
                guard let file = byScale[s] else { continue }
                let url = set.appendingPathComponent(file)
                // A vector image is drawn at the render's scale, its size in points whichever
                // slot of the set holds it.
                if CatalogAssetProvider.isVector(file) {
                    if let a = CatalogAssetProvider.vectorAsset(name: name, url: url, scale: CGFloat(wanted)) {
                        found = a
                        break search
                    }
                    continue
                }
                if let d = try? Data(contentsOf: url), let a = ImageAsset(name: name, data: d, scale: CGFloat(s), location: url.path) {
                    found = a
                    break search
                }
            }
        }
        imageCache[key] = found
        return found
    }

    /// The "Render As" of the image set `NAME.imageset` (`template-rendering-intent` in its
    /// Contents.json): template or original; nil when it says neither (Default).
    func renderingIntent(named name: String) -> Image.TemplateRenderingMode? {
        guard CatalogAssetProvider.isSafeAssetName(name) else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let c = intentCache[name] { return c }
        var found: Image.TemplateRenderingMode?
        for catalog in catalogFolders() {
            guard let set = find(name, ext: "imageset", in: catalog),
                let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            switch (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
            case "template": found = .template
            case "original": found = .original
            default: found = nil
            }
            break
        }
        intentCache[name] = found
        return found
    }

    /// Whether an image set's file is a vector image (SVG or PDF), drawn at the render's scale.
    static func isVector(_ file: String) -> Bool {
        let lower = file.lowercased()
        return lower.hasSuffix(".svg") || lower.hasSuffix(".pdf")
    }

    /// A vector image (SVG or PDF file) of an image set drawn at `scale` (as PNG bytes, which
    /// images hold); nil when it cannot be read or drawn, or the file is larger than 4 MB (SVG)
    /// or 16 MB (PDF).
    static func vectorAsset(name: String, url: URL, scale: CGFloat) -> ImageAsset? {
        let isPDF = url.pathExtension.lowercased() == "pdf"
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size, size <= (isPDF ? 16 : 4) << 20, let data = try? Data(contentsOf: url) else { return nil }
        let canvas: RasterCanvas?
        if isPDF {
            canvas = PDFImage(pdf: data).flatMap { try? $0.render(scale: scale) }
        } else {
            canvas = String(data: data, encoding: .utf8).flatMap(SVGImage.init(svg:)).flatMap { try? $0.render(scale: scale) }
        }
        guard let canvas, let png = try? PNGCodec.encode(canvas, level: 1) else { return nil }
        return ImageAsset(name: name, data: png, scale: scale, location: url.path)
    }

    /// The custom symbol `NAME.symbolset` (its Contents.json names the SVG template), or nil.
    func symbolTemplate(named name: String) -> CustomSymbolTemplate? {
        guard CatalogAssetProvider.isSafeAssetName(name) else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let c = symbolCache[name] { return c }
        var found: CustomSymbolTemplate?
        for catalog in catalogFolders() {
            guard let (set, symbols) = setEntries(name, ext: "symbolset", key: "symbols", in: catalog) else { continue }
            for entry in symbols {
                let url = set.appendingPathComponent(entry["filename"] as? String ?? "")
                // A template is tens of kilobytes; a file of more than 4 MB is not one.
                let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
                guard let file = entry["filename"] as? String, FolderAssetProvider.isSafeName(file), let size, size <= 4 << 20,
                    let svg = try? String(contentsOf: url, encoding: .utf8),
                    let template = CustomSymbolTemplate(svg: svg)
                else { continue }
                found = template
                break
            }
            if found != nil { break }
        }
        symbolCache[name] = found
        return found
    }

    public func color(named name: String, scheme: ColorScheme) -> Color? {
        colorValue(named: name, scheme: scheme).map { Color(storage: .value($0)) }
    }

    /// The colour set's value for a scheme (cached).
    func colorValue(named name: String, scheme: ColorScheme) -> ColorValue? {
        guard CatalogAssetProvider.isSafeAssetName(name) else { return nil }
        lock.lock(); defer { lock.unlock() }
        let key = "\(name)|\(scheme)"
        if let c = colorCache[key] { return c }
        var found: ColorValue?
        for catalog in catalogFolders() {
            guard let (_, colors) = setEntries(name, ext: "colorset", key: "colors", in: catalog) else { continue }
            var light: ColorValue?, dark: ColorValue?
            for entry in colors {
                guard let c = entry["color"] as? [String: Any],
                    let v = (c["components"] as? [String: Any]).flatMap(CatalogAssetProvider.colorValue)
                        ?? (c["reference"] as? String).flatMap({ CatalogAssetProvider.referencedColor($0, scheme: scheme) })
                else { continue }
                let appearances = entry["appearances"] as? [[String: Any]] ?? []
                let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
                let isOther = appearances.contains { ($0["value"] as? String) != "dark" }
                if isDark { if dark == nil { dark = v } } else if !isOther, light == nil { light = v }
            }
            found = scheme == .dark ? (dark ?? light) : (light ?? dark)
            if found != nil { break }
        }
        colorCache[key] = found
        return found
    }

    /// A colour set entry that names a system colour (`"reference": "systemIndigoColor"`, Xcode's
    /// "System Indigo Color"): that colour in the scheme asked for, as it adapts on iOS.
    static func referencedColor(_ reference: String, scheme: ColorScheme) -> ColorValue? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        guard let color = UIColor.named[name] else { return nil }
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.color.resolvedValue(in: environment)
    }

    /// Components as Xcode writes them: "0.500" (0…1), "128" (0…255) or "0x80".
    static func colorValue(_ comps: [String: Any]) -> ColorValue? {
        // A component that is not a finite number ("nan", "inf") makes the colour set unreadable.
        func component(_ key: String, isAlpha: Bool = false) -> Double? {
            rawComponent(key, isAlpha: isAlpha).flatMap { $0.isFinite ? $0 : nil }
        }
        func rawComponent(_ key: String, isAlpha: Bool) -> Double? {
            guard let raw = comps[key] else { return isAlpha ? 1 : nil }
            let s = (raw as? String ?? "\(raw)").trimmingCharacters(in: .whitespaces).lowercased()
            if s.hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return Double(v) / 255 }
            if s.contains("."), let v = Double(s) { return v }
            if let v = Int(s) { return isAlpha && v <= 1 ? Double(v) : Double(v) / 255 }
            return Double(s)
        }
        if let white = comps["white"], comps["red"] == nil {
            guard let w = component("white") else { _ = white; return nil }
            return ColorValue(red: w, green: w, blue: w, opacity: component("alpha", isAlpha: true) ?? 1)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return ColorValue(red: r, green: g, blue: b, opacity: component("alpha", isAlpha: true) ?? 1)
    }
}
