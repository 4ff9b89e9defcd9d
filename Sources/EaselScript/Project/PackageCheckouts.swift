import Foundation

/// Checked-out copies of the remote packages a project depends on (a design system, a Redux
/// library), whose modules the project's files import: Xcode builds them with the app, so a
/// render reads their Swift files as it reads a local package's (`LocalPackages`).
///
/// A render finds them, without being told, in three places: Easel's checkout folder, where
/// `easel resolve` fetches the pins of the project's `Package.resolved` (`<cache>/checkouts/
/// <identity>/<revision>`, so each pinned revision is the one read); SwiftPM's `.build/checkouts`
/// beside a `Package.resolved` (after `swift package resolve`); and `SourcePackages/checkouts`
/// beside the Xcode project (`xcodebuild -clonedSourcePackagesDirPath SourcePackages`).
/// `--packages FOLDER` adds a folder of checkouts (Xcode's DerivedData `SourcePackages/checkouts`)
/// or one package.
package enum PackageCheckouts {
    /// Where `easel resolve` puts the packages it fetches, by default.
    package static var defaultFolder: URL { CacheFolder.base.appendingPathComponent("checkouts") }

    /// The folder holding `pin`'s checkout in the checkout folder `folder`.
    package static func folder(of pin: PackagePin, in folder: URL) -> URL {
        folder.appendingPathComponent(pin.identity).appendingPathComponent(pin.revision)
    }

    /// Whether `pin` is checked out in `folder` (its folder holds a `Package.swift`).
    package static func has(_ pin: PackagePin, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: Self.folder(of: pin, in: folder).appendingPathComponent("Package.swift").path)
    }

    /// The package folders of the checkouts the project at `root` may import from: the
    /// packages in `given` (each a package or a folder of packages), the pins of its
    /// `Package.resolved` files that `checkouts` holds, and SwiftPM's and xcodebuild's checkout
    /// folders beside those files. `localPackages` are the project's local packages (their own
    /// `Package.resolved` pins their dependencies).
    package static func packages(
        forProject root: String, given: [String] = [], localPackages: Set<String> = [], checkouts: URL = defaultFolder
    ) -> Set<String> {
        var found = Set<String>()
        for folder in given { found.formUnion(packages(in: URL(fileURLWithPath: folder).standardizedFileURL.path)) }
        for file in PackagePins.files(forProject: root, packages: localPackages) {
            // Pins that do not read are skipped: the render reports what it cannot import.
            for pin in (try? PackagePins.read(file)) ?? [] where has(pin, in: checkouts) {
                found.insert(folder(of: pin, in: checkouts).standardizedFileURL.path)
            }
            // SwiftPM's `.build/checkouts` beside its `Package.resolved`; xcodebuild's
            // `SourcePackages/checkouts` beside the Xcode project holding it.
            var beside = URL(fileURLWithPath: file).deletingLastPathComponent()
            if let range = beside.path.range(of: ".xcodeproj/") ?? beside.path.range(of: ".xcworkspace/") {
                beside = URL(fileURLWithPath: String(beside.path[..<range.lowerBound])).deletingLastPathComponent()
            }
            for sub in [".build/checkouts", "SourcePackages/checkouts"] {
                found.formUnion(packages(in: beside.appendingPathComponent(sub).path))
            }
        }
        return found
    }

    /// The packages `folder` is or holds one level below it.
    static func packages(in folder: String) -> Set<String> { Set(LocalPackages.packages(in: folder, maxDepth: 1)) }
}
