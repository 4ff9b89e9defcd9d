import Foundation

/// Where golden images and failure artifacts live.
///
/// A snapshot named `NAME` in suite `SUITE` has its golden at `<goldenDirectory>/SUITE/NAME.png`
/// and, when it fails, its artifacts in `<artifactsDirectory>/SUITE/NAME/`.
///
/// Resolved from a test's `#filePath` and the environment (`init(filePath:environment:)`):
/// - `EASEL_GOLDEN_DIR`: the golden directory; default `<package root>/golden`, where the package
///   root is the nearest directory above the test file that contains `Package.swift` (so tests
///   find their goldens whatever the working directory).
/// - `EASEL_ARTIFACTS`: the artifacts directory; default `<package root>/.build/snapshot-artifacts`
///   (or `snapshot-artifacts` in the temporary directory when there is no package root).
public struct GoldenLocator: Equatable, Sendable {
    /// The environment variable that overrides the golden directory.
    public static let goldenDirectoryKey = "EASEL_GOLDEN_DIR"
    /// The environment variable that overrides the artifacts directory.
    public static let artifactsDirectoryKey = "EASEL_ARTIFACTS"

    /// The folder holding one sub-folder of golden PNGs per suite.
    public var goldenDirectory: URL
    /// The folder failure artifacts are written under, one sub-folder per suite and snapshot.
    public var artifactsDirectory: URL

    /// A locator with explicit directories.
    public init(goldenDirectory: URL, artifactsDirectory: URL) {
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// Resolves the directories for a test file from `EASEL_GOLDEN_DIR`, `EASEL_ARTIFACTS` and the
    /// package root above `filePath`. Fails only when the golden directory is not overridden
    /// and no `Package.swift` is found above the file.
    public init(filePath: String, environment: [String: String]) throws {
        let root = GoldenLocator.packageRoot(above: filePath)
        func override(_ key: String) -> URL? {
            guard let v = environment[key], !v.isEmpty else { return nil }
            return URL(fileURLWithPath: v, isDirectory: true).standardizedFileURL
        }
        if let dir = override(GoldenLocator.goldenDirectoryKey) {
            goldenDirectory = dir
        } else if let root {
            goldenDirectory = root.appendingPathComponent("golden", isDirectory: true)
        } else {
            throw SnapshotError("no Package.swift above \(filePath) to put goldens beside; set \(GoldenLocator.goldenDirectoryKey)")
        }
        if let dir = override(GoldenLocator.artifactsDirectoryKey) {
            artifactsDirectory = dir
        } else if let root {
            artifactsDirectory = root.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
        } else {
            artifactsDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts", isDirectory: true)
        }
    }

    /// The golden file of snapshot `name` in `suite` (`<golden dir>/<suite>/<name>.<pathExtension>`).
    public func goldenURL(suite: String, name: String, pathExtension: String = "png") -> URL {
        goldenDirectory.appendingPathComponent(suite, isDirectory: true).appendingPathComponent("\(name).\(pathExtension)")
    }

    /// The folder for the failure artifacts of snapshot `name` in `suite`.
    public func artifactsFolder(suite: String, name: String) -> URL {
        artifactsDirectory.appendingPathComponent(suite, isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }

    /// The nearest directory at or above the folder of `filePath` that contains `Package.swift`.
    public static func packageRoot(above filePath: String) -> URL? {
        var dir = URL(fileURLWithPath: filePath).standardizedFileURL.deletingLastPathComponent()
        let fm = FileManager.default
        while true {
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path || dir.path == "/" { return nil }
            dir = parent
        }
    }

    /// The suite of a test file: its file name without extension
    /// (`.../Seed000AlignmentTests.swift` → `Seed000AlignmentTests`), made safe as a folder name.
    public static func suiteName(forFile filePath: String) -> String {
        let base = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        return safeComponent(base)
    }

    /// The snapshot's name: `name` when given, else the test function's name without its `test`
    /// prefix and argument list (`testRedSquare()` → `RedSquare`, `redSquare()` → `redSquare`),
    /// made safe as a file name.
    public static func snapshotName(_ name: String?, testName: String) -> String {
        if let name, !name.isEmpty { return safeComponent(name) }
        var base = Substring(testName)
        if let paren = base.firstIndex(of: "(") { base = base[..<paren] }
        if base.hasPrefix("test"), base.count > 4 {
            base = base.dropFirst(4)
            while base.first == "_" { base = base.dropFirst() }
            if base.isEmpty { base = "test" }
        }
        return safeComponent(String(base))
    }

    /// The golden's name for a snapshot: `snapshotName(name, testName:)`, then the arguments of
    /// a parameterized test case in parentheses, then `.number` for an unnamed snapshot:
    /// `testCard()` → `Card.1`, `badge(count:)` with 3 → `badge(count=3).1`, named `dark` →
    /// `dark(count=3)`. Arguments longer than 60 characters are cut and followed by `~` and a
    /// hash of the whole text (FNV-1a, the same on every machine) so that names stay unique.
    public static func snapshotName(_ name: String?, testName: String, arguments: String?, number: Int?) -> String {
        var out = snapshotName(name, testName: testName)
        if let arguments {
            var text = safeComponent(arguments)
            if text.count > 60 {
                var hash: UInt32 = 2_166_136_261
                for byte in arguments.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
                text = String(text.prefix(60)) + "~" + String(format: "%08x", hash)
            }
            out += "(\(text))"
        }
        if let number { out += ".\(number)" }
        return out
    }

    /// `s` with path separators, control characters and other characters awkward in file names
    /// replaced by `_`, never empty and never starting with a dot.
    static func safeComponent(_ s: String) -> String {
        let bad: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|", "\0"]
        var out = String(s.map { bad.contains($0) || $0.isNewline || ($0.asciiValue.map { $0 < 32 } ?? false) ? "_" : $0 })
        while out.hasPrefix(".") { out = "_" + out.dropFirst() }
        return out.isEmpty ? "_" : out
    }
}
