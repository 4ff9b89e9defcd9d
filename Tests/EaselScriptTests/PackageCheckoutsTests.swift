import XCTest
import Foundation
@testable import EaselScript

/// The pins of a project's `Package.resolved` and the checkouts of remote packages a project's
/// files import (`PackagePins`, `PackageCheckouts`).
extension ProjectIndexTests {
    static let revision = "0f1e2d3c4b5a69788796a5b4c3d2e1f001122334"

    /// Xcode 12's version 1 and today's versions 2 and 3 give the same pins; a registry's pin,
    /// which has no repository, is left out.
    func testPackageResolvedFilesOfEveryVersionGiveTheirPins() throws {
        let r = Self.revision
        let v1 = """
            {"object": {"pins": [{"package": "Kingfisher", "repositoryURL": "https://github.com/onevcat/Kingfisher.git",
              "state": {"branch": null, "revision": "\(r)", "version": "6.3.0"}}]}, "version": 1}
            """
        let v3 = """
            {"originHash": "x", "pins": [
              {"identity": "kingfisher", "kind": "remoteSourceControl", "location": "https://github.com/onevcat/Kingfisher.git",
               "state": {"revision": "\(r.uppercased())", "version": "6.3.0"}},
              {"identity": "emojitext", "kind": "remoteSourceControl", "location": "https://github.com/Dimillian/EmojiText",
               "state": {"branch": "fix-ios26", "revision": "\(r)"}},
              {"identity": "mona.linkedlist", "kind": "registry", "location": "", "state": {"version": "1.0.0"}}],
             "version": 3}
            """
        let kingfisher = PackagePin(identity: "kingfisher", location: "https://github.com/onevcat/Kingfisher.git", revision: r, version: "6.3.0", branch: nil)
        XCTAssertEqual(try PackagePins.parse(Data(v1.utf8), file: "v1"), [kingfisher])
        let pins = try PackagePins.parse(Data(v3.utf8), file: "v3")
        XCTAssertEqual(pins.first, kingfisher, "the revision in lower case")
        XCTAssertEqual(pins.map(\.identity), ["kingfisher", "emojitext"])
        XCTAssertEqual(pins.map(\.label), ["6.3.0", "fix-ios26"])
        XCTAssertEqual(PackagePins.identity(of: "git@github.com:apple/swift-syntax.git"), "swift-syntax")
    }

    /// A file that does not read says which and why; a revision or identity that could leave its
    /// folder (`..`, `/`) is refused before it names one.
    func testABadPackageResolvedIsAnErrorNamingIt() {
        func reason(_ json: String) -> String {
            do {
                _ = try PackagePins.parse(Data(json.utf8), file: "App/Package.resolved")
                return "read"
            } catch { return "\(error)" }
        }
        XCTAssertEqual(reason("[1]"), "App/Package.resolved: not a JSON object")
        XCTAssertEqual(reason(#"{"version": 9, "pins": []}"#), "App/Package.resolved: unknown Package.resolved version 9")
        XCTAssertEqual(
            reason(#"{"version": 2, "pins": [{"identity": "a", "location": "https://x/a", "state": {"revision": "../../etc"}}]}"#),
            "App/Package.resolved: pin 'https://x/a' has no revision of 40 hexadecimal digits")
        XCTAssertEqual(
            reason(#"{"version": 2, "pins": [{"identity": "../a", "location": "https://x/a", "state": {"revision": "\#(Self.revision)"}}]}"#),
            "App/Package.resolved: pin 'https://x/a' has an unusable identity '../a'")
        XCTAssertEqual(reason(#"{"version": 2, "pins": [{"identity": "a", "state": {}}]}"#), "App/Package.resolved: pin 1 has no location")
        XCTAssertEqual(
            reason(#"{"version": 2, "pins": [{"identity": "a", "location": "--upload-pack=touch /tmp/x", "state": {"revision": "\#(Self.revision)"}}]}"#),
            "App/Package.resolved: pin 1 has an unusable location '--upload-pack=touch /tmp/x'")
    }

    /// A project's `Package.resolved` files: in its Xcode project (found from a target folder
    /// below it), beside a `Package.swift` above it, no higher than the repository's top; and below
    /// a folder given to `easel resolve`.
    func testAProjectsPackageResolvedFilesAreFoundAroundIt() throws {
        let pins = #"{"version": 2, "pins": []}"#
        try write("Outer/Package.resolved", pins)
        try write("Outer/R/.git/HEAD", "")
        try write("Outer/R/Package.resolved", pins)
        try write("Outer/R/App/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", pins)
        try write("Outer/R/App/App.xcworkspace/xcshareddata/swiftpm/Package.resolved", pins)
        try write("Outer/R/App/App/Home.swift", "")
        try write("Outer/R/Packages/Kit/Package.resolved", pins)
        let base = tmp.standardizedFileURL.path + "/Outer/R"
        XCTAssertEqual(
            PackagePins.files(forProject: base + "/App/App", packages: [base + "/Packages/Kit"]),
            [
                base + "/App/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                base + "/App/App.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                base + "/Package.resolved", base + "/Packages/Kit/Package.resolved",
            ])
        XCTAssertEqual(
            PackagePins.files(below: base),
            [
                base + "/Package.resolved", base + "/App/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
                base + "/App/App.xcworkspace/xcshareddata/swiftpm/Package.resolved", base + "/Packages/Kit/Package.resolved",
            ])
    }

    /// A module of a remote package the project imports is read from its checkout: the pinned
    /// revision in the checkout folder (not another revision), SwiftPM's `.build/checkouts`, or a
    /// folder given; without one the module is not the project's.
    func testARemotePackagesModuleIsReadFromItsCheckout() throws {
        let r = Self.revision
        // The repository's top: the packages beside it are not its own.
        try write("App/.git/HEAD", "")
        try write(
            "App/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
            #"{"version": 2, "pins": [{"identity": "kit", "location": "https://x/Kit.git", "state": {"revision": "\#(r)", "version": "1.0.0"}}]}"#)
        try write("App/App/Home.swift", "import SwiftUI\nimport Kit\nstruct Home: View { var body: some View { Badge() } }")
        let badge = "import SwiftUI\npublic struct Badge: View { public init() {}; public var body: some View { Text(\"new\") } }"
        try write("cache/kit/\(String(repeating: "a", count: 40))/Package.swift", "")
        try write("cache/kit/\(String(repeating: "a", count: 40))/Sources/Kit/Other.swift", badge)
        let root = tmp.appendingPathComponent("App/App").path
        let cache = tmp.appendingPathComponent("cache")
        XCTAssertEqual(try companionNames(ProjectIndex.load(root: root, checkouts: cache), "App/App/Home.swift"), [], "another revision")
        try write("cache/kit/\(r)/Package.swift", "")
        try write("cache/kit/\(r)/Sources/Kit/Badge.swift", badge)
        let index = ProjectIndex.load(root: root, checkouts: cache)
        XCTAssertEqual(try companionNames(index, "App/App/Home.swift"), ["Badge.swift"])
        XCTAssertTrue(index.localModules.contains("Kit"))
        // SwiftPM's checkouts beside the Package.resolved, and a folder given (`--packages`).
        try write("App/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/.build/checkouts/Kit/Package.swift", "")
        try write("App/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/.build/checkouts/Kit/Sources/Kit/Badge.swift", badge)
        XCTAssertEqual(try companionNames(ProjectIndex.load(root: root, checkouts: tmp), "App/App/Home.swift"), [], "not beside an .xcodeproj's")
        try write("App/.build/checkouts/Kit/Package.swift", "")
        try write("App/.build/checkouts/Kit/Sources/Kit/Badge.swift", badge)
        XCTAssertEqual(try companionNames(ProjectIndex.load(root: root, checkouts: tmp), "App/App/Home.swift"), ["Badge.swift"])
        try FileManager.default.removeItem(at: tmp.appendingPathComponent("App/.build"))
        // xcodebuild's `-clonedSourcePackagesDirPath SourcePackages` beside the Xcode project.
        try write("App/SourcePackages/checkouts/Kit/Package.swift", "")
        try write("App/SourcePackages/checkouts/Kit/Sources/Kit/Badge.swift", badge)
        XCTAssertEqual(
            PackageCheckouts.packages(forProject: root, checkouts: tmp), [tmp.standardizedFileURL.path + "/App/SourcePackages/checkouts/Kit"])
        try FileManager.default.removeItem(at: tmp.appendingPathComponent("App/SourcePackages"))
        try write("elsewhere/Kit/Package.swift", "")
        try write("elsewhere/Kit/Sources/Kit/Badge.swift", badge)
        for given in ["elsewhere", "elsewhere/Kit"] {
            let index = ProjectIndex.load(root: root, packages: [tmp.appendingPathComponent(given).path], checkouts: tmp)
            XCTAssertEqual(try companionNames(index, "App/App/Home.swift"), ["Badge.swift"], given)
        }
    }
}
