import XCTest
import Foundation

/// The public API of every library module, as the compiler's symbol graph lists it, must equal the
/// listing checked in under docs/api/ — so that every change to the surface is deliberate.
///
/// The listing is one line per public symbol: kind, path and declaration. After a deliberate
/// change, re-record it with `EASEL_RECORD_API=1 swift test --filter PublicAPITests` and commit
/// the diff of docs/api/ with the change.
final class PublicAPITests: XCTestCase {
    /// Library modules whose public symbols users can reach (Easel re-exports EaselLayout;
    /// EaselTesting re-exports EaselSnapshotCore, whose strategies name EaselRaster's `Bitmap`;
    /// EaselSnapshotTesting is the swift-snapshot-testing adapter; EaselSwiftUI re-exports Easel and
    /// declares `#Preview`; EaselCombine re-exports Easel and adds `dataTaskPublisher`).
    static let modules = [
        "Easel", "EaselLayout", "EaselTesting", "EaselSnapshotCore", "EaselSnapshotTesting", "EaselRaster", "EaselScript", "EaselCLI", "EaselPreview",
        "EaselText", "EaselPaint", "EaselSwiftUI", "EaselCombine",
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testPublicAPIMatchesTheCheckedInListing() throws {
        let record = ProcessInfo.processInfo.environment["EASEL_RECORD_API"] == "1"
        // SwiftPM's build folder (…/<triple>/debug) holds the test bundle and the Modules folder.
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        guard
            let buildDirectory = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/Easel.swiftmodule").path)
            })
        else {
            throw XCTSkip("no Modules folder near the test bundle (\(Bundle.main.bundleURL.path)): not a SwiftPM build")
        }
        let modulesDirectory = buildDirectory.appendingPathComponent("Modules")
        let extractor = try XCTUnwrap(
            Self.findTool("swift-symbolgraph-extract"),
            "swift-symbolgraph-extract is not next to swift on PATH")
        let triple = buildDirectory.deletingLastPathComponent().lastPathComponent
        var mismatches: [String] = []
        for module in Self.modules {
            let listing = try Self.listing(of: module, extractor: extractor, modules: modulesDirectory, triple: triple)
            let file = Self.root.appendingPathComponent("docs/api/\(module).txt")
            if record {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try listing.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if expected != listing {
                let old = Set(expected.split(separator: "\n")), new = Set(listing.split(separator: "\n"))
                let added = new.subtracting(old).sorted().prefix(20).map { "  + \($0)" }
                let removed = old.subtracting(new).sorted().prefix(20).map { "  - \($0)" }
                mismatches.append(
                    "docs/api/\(module).txt (\(new.subtracting(old).count) added, \(old.subtracting(new).count) removed):\n"
                        + (removed + added).joined(separator: "\n"))
            }
        }
        if !mismatches.isEmpty {
            XCTFail(
                "The public API changed. If that is deliberate, re-record with `EASEL_RECORD_API=1 swift test --filter PublicAPITests` "
                    + "and commit docs/api/.\n" + mismatches.joined(separator: "\n"))
        }
    }

    /// One sorted line per public symbol of `module`: "kind<TAB>path<TAB>declaration".
    static func listing(of module: String, extractor: URL, modules: URL, triple: String) throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("easel-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let p = Process()
        p.executableURL = extractor
        var arguments = [
            "-module-name", module, "-I", modules.path, "-target", triple,
            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out.path,
        ]
        // Folders of the C modules the Swift modules import: the package's own (CFreeType, CHarfBuzz, C
        // targets' generated module maps) and the C shims of checked-out dependencies.
        let fm = FileManager.default
        let build = modules.deletingLastPathComponent()
        var includes = [root.appendingPathComponent("CFreeType"), root.appendingPathComponent("Sources/CHarfBuzz")]
        // (`-tool.build` folders are the host's copies of modules a macro's plugin uses: the same maps again.)
        for name in (try? fm.contentsOfDirectory(atPath: build.path)) ?? [] where name.hasSuffix(".build") && !name.hasSuffix("-tool.build") {
            includes.append(build.appendingPathComponent(name))
        }
        let checkouts = build.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("checkouts")
        for package in (try? fm.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
            let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
            for target in (try? fm.contentsOfDirectory(atPath: sources.path)) ?? [] {
                includes.append(sources.appendingPathComponent(target).appendingPathComponent("include"))
            }
        }
        for dir in includes where fm.fileExists(atPath: dir.appendingPathComponent("module.modulemap").path) {
            arguments += ["-I", dir.path]
        }
        arguments += ["-Xcc", "-I/usr/include/freetype2", "-Xcc", "-I/usr/include/harfbuzz"]
        p.arguments = arguments
        let errors = Pipe()
        p.standardError = errors
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw NSError(
                domain: "PublicAPITests", code: 1,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "swift-symbolgraph-extract failed for \(module): \(String(decoding: message, as: UTF8.self))"
                ])
        }
        var lines: Set<String> = []
        // Only the module's own graph; `Module@Other.symbols.json` holds its extensions of other modules.
        for file in try FileManager.default.contentsOfDirectory(atPath: out.path) where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: out.appendingPathComponent(file))
            let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let extended = file.hasPrefix("\(module)@") ? String(file.dropFirst(module.count + 1).dropLast(".symbols.json".count)) : nil
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?").replacingOccurrences(of: "swift.", with: "")
                let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
                let declaration = fragments.map { $0["spelling"] as? String ?? "" }.joined()
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                lines.insert("\(kind)\t\(extended.map { "(\($0)) " } ?? "")\(path)\t\(declaration)")
            }
        }
        return lines.sorted().joined(separator: "\n") + "\n"
    }

    /// A tool in the same folder as `swift` (searched on PATH), or on PATH itself.
    static func findTool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
