import XCTest
import Foundation
@testable import EaselCLI

/// `easel resolve` fetches the packages a project's `Package.resolved` pins, and `easel render`
/// reads the modules the project imports from those checkouts (or from `--packages`).
extension CLITests {
    static let pinned = root.appendingPathComponent("fixtures/projects/Pinned")
    static let ribbonPackage = root.appendingPathComponent("fixtures/packages/Ribbon")
    /// The revision fixtures/projects/Pinned's Package.resolved pins.
    static let ribbonRevision = "0f1e2d3c4b5a69788796a5b4c3d2e1f001122334"

    /// The environment of a run whose Easel cache is the temporary folder's.
    var cacheEnvironment: [String: String] { ["EASEL_CACHE": tmp.appendingPathComponent("cache").path] }

    /// The app's screen draws the remote package's view when its checkout is in Easel's cache at
    /// the pinned revision, or when `--packages` names it; without either, the error says which
    /// module is missing and how to fetch it.
    func testAProjectsRemotePackageIsReadFromItsCheckout() throws {
        // A copy of the app in a repository of its own (the fixtures' repository holds the package).
        let app = tmp.appendingPathComponent("Pinned")
        try FileManager.default.copyItem(at: Self.pinned, to: app)
        try FileManager.default.createDirectory(at: app.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let file = app.appendingPathComponent("Pinned/ContentView.swift").path
        let missing = try run(["layout", file], environment: cacheEnvironment)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            missing.err.contains(
                "error: unknown view or type 'Ribbon'; the file imports 'Ribbon', which Easel cannot read (it reads the iOS SDK, the project's own packages and the checkouts `easel resolve` fetches)"
            ), missing.err)

        for given in [Self.ribbonPackage.path, Self.ribbonPackage.deletingLastPathComponent().path] {
            let r = try run(["layout", file, "--packages", given], environment: cacheEnvironment)
            XCTAssertEqual(r.status, 0, r.err)
            XCTAssertTrue(r.out.contains("\"New\""), r.out)
        }
        let notAFolder = try run(["render", file, "--packages", tmp.appendingPathComponent("none").path])
        XCTAssertEqual(notAFolder.status, 64, notAFolder.err)
        XCTAssertTrue(notAFolder.err.contains("not a folder: "), notAFolder.err)

        // The checkout `easel resolve` would make.
        let checkout = tmp.appendingPathComponent("cache/checkouts/ribbon/\(Self.ribbonRevision)")
        try FileManager.default.createDirectory(at: checkout.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.ribbonPackage, to: checkout)
        let r = try run(["layout", file], environment: cacheEnvironment)
        XCTAssertEqual(r.status, 0, r.err)
        // The ribbon: its caption text inset by the package's `CGFloat.ribbonInset` (10) on each
        // side and 4 above and below, on the package's gold capsule.
        let layout = try JSONSerialization.jsonObject(with: Data(r.out.utf8))
        let text = try XCTUnwrap(Self.nodes(in: layout).first { $0["label"] as? String == "New" })
        let capsule = try XCTUnwrap(Self.nodes(in: layout).first { $0["kind"] as? String == "Capsule" })
        let (t, c) = (try XCTUnwrap(text["frame"] as? [String: Double]), try XCTUnwrap(capsule["frame"] as? [String: Double]))
        XCTAssertEqual(c["width"]! - t["width"]!, 20, accuracy: 0.001, "\(t) in \(c)")
        XCTAssertEqual(c["height"]! - t["height"]!, 8, accuracy: 0.001, "\(t) in \(c)")
        XCTAssertEqual(t["x"]! - c["x"]!, 10, accuracy: 0.001)
    }

    /// Every node of a layout printed by `easel layout`, depth first.
    static func nodes(in value: Any) -> [[String: Any]] {
        var found: [[String: Any]] = []
        if let d = value as? [String: Any] {
            found.append(d)
            for v in d.values { found += nodes(in: v) }
        } else if let a = value as? [Any] {
            for v in a { found += nodes(in: v) }
        }
        return found
    }

    /// Runs git in `folder` (as `easel resolve` runs it), failing the test when it fails; its output.
    @discardableResult
    func git(_ arguments: [String], in folder: URL) throws -> String {
        let git = try XCTUnwrap(ToolProcess.find("git"))
        let r = try ToolProcess.run(
            git, ["-C", folder.path, "-c", "user.name=Easel", "-c", "user.email=easel@example.com"] + arguments,
            environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(r.status, 0, "git \(arguments.joined(separator: " ")): \(r.err)")
        return r.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A project pinning `revision` of the package at `location`, with the fixture's screen.
    func writePinnedProject(_ name: String, location: String, revision: String) throws -> URL {
        let project = tmp.appendingPathComponent(name)
        // A repository of its own: the package's repository beside it is not the app's.
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let resolved = project.appendingPathComponent("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        try FileManager.default.createDirectory(at: resolved.deletingLastPathComponent(), withIntermediateDirectories: true)
        let json = """
            {"pins": [{"identity": "ribbon", "kind": "remoteSourceControl", "location": "\(location)",
              "state": {"revision": "\(revision)", "version": "1.2.0"}}], "version": 3}
            """
        try json.write(to: resolved, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.pinned.appendingPathComponent("Pinned/ContentView.swift"), to: project.appendingPathComponent("App/ContentView.swift"))
        return project
    }

    /// `easel resolve` fetches the pinned commit of a package (here a git repository in a local
    /// folder) into Easel's cache, without its history, once; the render then reads it. A commit
    /// the repository lacks fails with git's reason and leaves nothing behind.
    func testResolveFetchesThePinnedRevisionOnce() throws {
        guard ToolProcess.find("git") != nil else { throw XCTSkip("git is not installed") }
        let remote = tmp.appendingPathComponent("remote/Ribbon")
        try FileManager.default.createDirectory(at: remote.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.ribbonPackage, to: remote)
        try git(["init", "--quiet"], in: remote)
        try git(["add", "."], in: remote)
        try git(["commit", "--quiet", "-m", "Ribbon 1.2.0"], in: remote)
        let revision = try git(["rev-parse", "HEAD"], in: remote)
        // A later commit: the pinned one is fetched, not the newest.
        try "// later\n".write(to: remote.appendingPathComponent("Sources/Ribbon/Later.swift"), atomically: true, encoding: .utf8)
        try git(["add", "."], in: remote)
        try git(["commit", "--quiet", "-m", "later"], in: remote)

        let project = try writePinnedProject("App", location: remote.path, revision: revision)
        let list = try run(["resolve", project.path, "--list"], environment: cacheEnvironment)
        XCTAssertEqual(list.status, 0, list.err)
        XCTAssertEqual(list.out, "missing ribbon 1.2.0  \(remote.path)\n")

        let fetched = try run(["resolve", project.path], environment: cacheEnvironment)
        XCTAssertEqual(fetched.status, 0, fetched.err)
        let cache = tmp.appendingPathComponent("cache/checkouts")
        XCTAssertEqual(fetched.out, "fetched ribbon 1.2.0\n1 package pinned, 1 fetched, in \(cache.path)\n")
        let checkout = cache.appendingPathComponent("ribbon/\(revision)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: checkout.path).sorted(), ["Package.swift", "Sources"], "no .git")
        XCTAssertFalse(FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Sources/Ribbon/Later.swift").path))
        let again = try run(["resolve", project.appendingPathComponent("App/ContentView.swift").path], environment: cacheEnvironment)
        XCTAssertEqual(again.out, "1 package pinned, 0 fetched, in \(cache.path)\n", again.err)

        let rendered = try run(
            ["render", project.appendingPathComponent("App/ContentView.swift").path, "-o", tmp.appendingPathComponent("app.png").path],
            environment: cacheEnvironment)
        XCTAssertEqual(rendered.status, 0, rendered.err)

        let missingCommit = String(repeating: "d", count: 40)
        let bad = try writePinnedProject("Bad", location: remote.path, revision: missingCommit)
        let failed = try run(["resolve", bad.path], environment: cacheEnvironment)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.err.hasPrefix("easel resolve: cannot fetch ribbon 1.2.0 from \(remote.path): "), failed.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("ribbon").path), [revision], "nothing left")

        let none = try run(["resolve", tmp.appendingPathComponent("remote").path], environment: cacheEnvironment)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.err.contains("remote: no Package.resolved in it, above it or below it"), none.err)
    }
}
