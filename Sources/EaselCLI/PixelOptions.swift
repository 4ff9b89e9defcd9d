import Foundation
import EaselScript

/// The options of a render that decide its pixels, as a manifest records them: every shard of a
/// batch must have the same, and `easel merge` refuses manifests that differ. Folders are kept
/// as given on the command line (a CI matrix gives every shard the same command).
/// `--timings`, `--timeout` and `--max-memory` are left out: they can make a file fail but never
/// change a picture.
struct PixelOptions: Codable, Equatable, Sendable {
    /// `--scale`.
    var scale: Double
    /// `--size` as given; nil: each view's ideal size.
    var size: String?
    /// `--device`: `auto`, `none` or a device's name.
    var device: String
    /// `--color-scheme`.
    var colorScheme: String
    /// `--background` as given (lowercased); nil: transparent, or the system background on a device.
    var background: String?
    /// `--debug`.
    var debug: Bool
    /// `--view`.
    var view: String?
    /// `--define`, sorted (their order does not matter).
    var defines: [String]
    /// `--assets`, then the folders of `EASEL_ASSETS`, in search order.
    var assets: [String]
    /// `--font-dir`.
    var fontDirs: [String]
    /// `--project`.
    var project: String?
    /// `--standalone`.
    var standalone: Bool
    /// `--strict`.
    var strict: Bool
    /// `--locale` (nil: en_US).
    var locale: String?
    /// `--strings` as given.
    var strings: String?
    /// `--dynamic-type` (nil: large).
    var dynamicType: String?
    /// `--layout-direction` (nil: the locale's).
    var layoutDirection: String?
    /// `--system-fonts` (nil: off).
    var systemFonts: Bool?
    /// `--now` as given (nil: the machine's clock).
    var now: String?
    /// `--time-zone`'s identifier (nil: the machine's).
    var timeZone: String?
    /// `--seed` (nil: the default, `Script.defaultRandomSeed`).
    var seed: UInt64?

    /// The options that differ between `self` and `other`, by their JSON names (`scale`, …).
    func differences(from other: PixelOptions) -> [String] {
        func fields(_ o: PixelOptions) -> [String: String] {
            guard let data = try? JSONEncoder().encode(o),
                let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else { return [:] }
            return object.mapValues { String(describing: $0) }
        }
        let mine = fields(self), theirs = fields(other)
        return Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
    }
}

extension SceneOptions {
    /// The options that decide the pixels, for a manifest.
    var pixelOptions: PixelOptions {
        let deviceName: String
        switch device {
        case .auto: deviceName = "auto"
        case .none: deviceName = "none"
        case .device(let d): deviceName = d.name
        }
        return PixelOptions(
            scale: scale.value, size: size?.text, device: deviceName, colorScheme: colorScheme.rawValue,
            background: background?.text, debug: debug, view: view, defines: defines.sorted(),
            assets: assetFolders.map(\.relativePath), fontDirs: fontDirs, project: project,
            standalone: standalone, strict: strict, locale: locale, strings: strings,
            dynamicType: dynamicType.map { "\($0.size)" }, layoutDirection: layoutDirection?.rawValue,
            systemFonts: systemFonts ? true : nil, now: now?.text, timeZone: timeZone?.zone.identifier, seed: seed == Script.defaultRandomSeed ? nil : seed)
    }
}
