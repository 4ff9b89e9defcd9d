import Foundation
import EaselLayout

/// Finds images and named colours for `Image("name")` and `Color("name")`.
public protocol AssetProvider: AnyObject, Sendable {
    /// The best image for a name at a render scale, or nil.
    func image(named name: String, bundle: Bundle?, scale: CGFloat) -> ImageAsset?
    /// A named colour for a colour scheme, or nil.
    func color(named name: String, scheme: ColorScheme) -> Color?
}

/// Images from folders: NAME.png, NAME@2x.png and NAME@3x.png (NAME.jpg and its variants for
/// `Image("NAME.jpg")`), the variant closest to the render scale
/// (the same or the next larger, else the largest). Names cannot reach outside the folders.
public final class FolderAssetProvider: AssetProvider, @unchecked Sendable {  // the cache is behind `lock`
    public let folders: [URL]
    private var cache: [CacheKey: ImageAsset?] = [:]
    private struct CacheKey: Hashable {
        var name: String
        var scale: CGFloat
        var bundlePath: String?
    }
    private let lock = NSLock()

    public init(folders: [URL]) { self.folders = folders }

    /// Folders from the environment variable EASEL_ASSETS (separated by ':').
    public static func fromEnvironment() -> FolderAssetProvider {
        let list = ProcessInfo.processInfo.environment["EASEL_ASSETS"]?.split(separator: ":").map { URL(fileURLWithPath: String($0)) } ?? []
        return FolderAssetProvider(folders: list)
    }

    /// Whether a name is a plain asset name (no path separators, no parent references).
    public static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 } && !name.hasPrefix(".")
    }

    public func image(named name: String, bundle: Bundle?, scale: CGFloat) -> ImageAsset? {
        guard FolderAssetProvider.isSafeName(name) else { return nil }
        let key = CacheKey(name: name, scale: scale, bundlePath: bundle?.bundlePath)
        lock.lock(); defer { lock.unlock() }
        if let c = cache[key] { return c }
        var roots = folders
        if let bundle, let r = bundle.resourceURL { roots.insert(r, at: 0) }
        let wanted = max(1, min(3, Int(scale.rounded(.up))))
        let order = [wanted] + (wanted...3).dropFirst() + (1..<wanted).reversed()
        // `Image("photo.jpg")` names its file type, as `UIImage(named:)` needs for a JPEG; a bare name is a PNG.
        let named = (name as NSString).pathExtension.lowercased()
        let (stem, ext) = ["png", "jpg", "jpeg"].contains(named) ? ((name as NSString).deletingPathExtension, (name as NSString).pathExtension) : (name, "png")
        var found: ImageAsset?
        search: for root in roots {
            for s in order {
                let file = root.appendingPathComponent(s == 1 ? "\(stem).\(ext)" : "\(stem)@\(s)x.\(ext)")
                if let data = try? Data(contentsOf: file), let a = ImageAsset(name: name, data: data, scale: CGFloat(s), location: file.path) {
                    found = a
                    break search
                }
            }
        }
        cache[key] = found
        return found
    }

    public func color(named name: String, scheme: ColorScheme) -> Color? { nil }
}

private enum AssetProviderKey: EnvironmentKey { static var defaultValue: AssetProvider? { nil } }

extension EnvironmentValues {
    /// Where `Image("name")` and `Color("name")` look (set by the renderer).
    public var assetProvider: AssetProvider? {
        get { self[AssetProviderKey.self] }
        set { self[AssetProviderKey.self] = newValue }
    }
}
