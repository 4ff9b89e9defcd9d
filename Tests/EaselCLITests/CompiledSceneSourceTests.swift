import XCTest
import Foundation
@testable import EaselCLI
import EaselScript

/// What the compiled engine compiles and how it runs one file of a command.
final class CompiledSceneSourceTests: XCTestCase {
    func testPreviewsBecomeFunctionsOnTheirOwnLinesAndAreRegisteredUnderTheirConditions() throws {
        let source = """
            import SwiftUI
            @main struct App {}
            struct Card: View { var body: some View { Text("Card") } }
            #if DEBUG
            #Preview("Wide",
                     traits: .landscapeLeft) {
                @Previewable @State var n = 2
                Card()
            }
            #endif
            #if os(iOS) && canImport(UIKit) && !canImport(AppKit)
            #Preview { Card() }
            #endif
            """
        let scene = try CompiledSceneSource(path: "card.swift", source: source, select: nil, conditions: .iOSDebug)
        let lines = scene.scene.components(separatedBy: "\n")
        XCTAssertEqual(lines[1].trimmingCharacters(in: .whitespaces), "struct App {}")
        XCTAssertEqual(lines[4], "@MainActor @Easel.ViewBuilder func __easelPreview1() -> some Easel.View {")
        XCTAssertEqual(lines[5], "")
        XCTAssertEqual(lines[6].trimmingCharacters(in: .whitespaces), "@State var n = 2")
        XCTAssertEqual(lines[7], "    Card()")
        // `canImport` of an iOS SDK module is settled as the interpreter settles it; of another module, left to the compiler.
        XCTAssertEqual(lines[10], "#if true && true && !canImport(AppKit)")
        XCTAssertEqual(lines[11], "@MainActor @Easel.ViewBuilder func __easelPreview2() -> some Easel.View { Card() }")
        XCTAssertTrue(
            scene.scene.contains("    #if (DEBUG)\n    scene.append((0, \"Wide\", [.landscapeLeft], { __easelPreview1() }))\n    #endif"), scene.scene)
        XCTAssertTrue(scene.scene.contains("    #if (true && true && !canImport(AppKit))\n    scene.append((0, nil, [], { __easelPreview2() }))"), scene.scene)
    }

    /// Imports of iOS SDK modules become Easel's on their lines; `#selector` becomes a `Selector`
    /// naming the method (Linux has no Objective-C runtime).
    func testSDKImportsAndSelectorsKeepTheirLines() throws {
        let source = """
            import SwiftUI
            import UIKit; import Foundation
            @preconcurrency import CoreImage.CIFilterBuiltins
            import Kingfisher
            struct Card: View {
                var body: some View {
                    Button("Done") {
                        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    }
                }
            }
            @objcMembers class Saver: NSObject {
                @objc(savedWithError:) func saved(_ error: Error?) {}
                @objc dynamic var count = 0
            }
            """
        let lines = try CompiledSceneSource(path: "card.swift", source: source, select: nil, conditions: .iOSDebug).scene.components(separatedBy: "\n")
        // Linux has no Objective-C runtime: its attributes are blanked, on their lines.
        XCTAssertEqual(lines[11].trimmingCharacters(in: .whitespaces), "class Saver: NSObject {")
        XCTAssertEqual(lines[12].trimmingCharacters(in: .whitespaces), "func saved(_ error: Error?) {}")
        XCTAssertEqual(lines[13].trimmingCharacters(in: .whitespaces), "dynamic var count = 0")
        XCTAssertEqual(lines[0], "import SwiftUI")
        XCTAssertEqual(lines[1], "import Easel /* UIKit */; import Foundation; import Combine; import FoundationNetworking")
        XCTAssertEqual(lines[2], "import Easel /* CoreImage */")
        XCTAssertEqual(lines[3], "import Kingfisher")
        XCTAssertEqual(
            lines[7].trimmingCharacters(in: .whitespaces),
            "UIApplication.shared.sendAction(Selector(\"UIResponder.resignFirstResponder\"), to: nil, from: nil, for: nil)")
    }

    /// A companion file's `#Preview` is blanked whole, platform tests and selectors inside it
    /// included (the edits inside it used to overlap it, and applying them crashed).
    func testEditsInsideABlankedPreviewGoWithIt() throws {
        let source = """
            import SwiftUI
            struct Card: View { var body: some View { Text("Card") } }
            #Preview {
                #if os(iOS)
                Card().onTapGesture { _ = #selector(UIResponder.resignFirstResponder) }
                #endif
            }
            #if os(iOS)
            let tail = 1
            #endif
            """
        let companion = try CompiledSceneSource.companion(source, path: "card.swift", conditions: .iOSDebug)
        let lines = companion.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 10)
        XCTAssertEqual(lines[1], "struct Card: View { var body: some View { Text(\"Card\") } }")
        for i in 2...6 { XCTAssertEqual(lines[i].trimmingCharacters(in: .whitespaces), "", "line \(i + 1): \(lines[i])") }
        XCTAssertEqual(lines[7], "#if true")
        XCTAssertEqual(lines[8], "let tail = 1")
    }

    func testWithoutPreviewsTheViewIsChosenAsTheInterpreterChoosesIt() throws {
        func chosen(_ source: String, select: String? = nil, path: String = "v.swift") throws -> String {
            let s = try CompiledSceneSource(path: path, source: source, select: select, conditions: .iOSDebug).scene
            return s.components(separatedBy: "\n").filter { $0.contains("scene.append") }.joined(separator: "\n")
        }
        let two = "struct Row: View { var body: some View { Text(\"r\") } }\nstruct List2: View { var body: some View { Row() } }\n"
        XCTAssertEqual(try chosen(two), "scene.append((2, \"List2\", [], { List2() }))")
        XCTAssertEqual(try chosen(two, select: "Row"), "scene.append((2, \"Row\", [], { Row() }))")
        let provider = two + "struct Row_Previews: PreviewProvider { static var previews: some View { Row() } }\n"
        XCTAssertEqual(try chosen(provider), "    scene.append((1, \"Row_Previews\", [], { Row_Previews.previews }))")
        XCTAssertThrowsError(try chosen("struct A {}")) { XCTAssertTrue("\($0)".contains("no View in the file"), "\($0)") }
        // Two views apart: the one named like the file, else the interpreter's message.
        let apart = "struct Email: View { var body: some View { Text(\"e\") } }\nstruct Settings: View { var body: some View { Text(\"s\") } }\n"
        XCTAssertEqual(try chosen(apart, path: "App/Settings.swift"), "scene.append((2, \"Settings\", [], { Settings() }))")
        XCTAssertThrowsError(try chosen(apart)) {
            XCTAssertTrue("\($0)".contains("several views and no #Preview, PreviewProvider, ContentView or view named like the file"), "\($0)")
        }
        XCTAssertThrowsError(try chosen("struct A: View { var body: some View { Text(\"a\" } }")) {
            XCTAssertTrue($0 is CompiledSceneSource.DoesNotParse, "\($0)")
        }
    }

    func testTheProgramRunsTheCommandOnOneFileWithoutTheRunsOptions() {
        XCTAssertEqual(
            OneFileArguments.arguments(
                ["render", "a.swift", "b/*.swift", "--out-dir", "out", "--jobs", "2", "--scale", "3", "--engine=auto", "--shard", "0/2", "-o", "x.png"],
                inputs: ["a.swift", "b/*.swift"], path: "b/c.swift", extra: ["--out-dir", "/tmp/s"]),
            ["render", "--scale", "3", "b/c.swift", "--out-dir", "/tmp/s"])
    }

    /// The library compiled scenes link against is built again when it is missing or when an
    /// object file it links is newer (Easel changed and was compiled again for another product);
    /// not when it is newer than all of them, whatever the age of `easel` (a full build links
    /// the library and `easel` in either order, and `swift test` holds the build folder).
    func testTheSharedLibraryIsBuiltAgainWhenAnObjectItLinksIsNewer() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let lib = dir.appendingPathComponent("libEaselCompiledScene.so"), list = dir.appendingPathComponent("Objects.LinkFileList")
        let a = dir.appendingPathComponent("A.swift.o"), b = dir.appendingPathComponent("B.swift.o")
        let exe = dir.appendingPathComponent("easel")
        XCTAssertTrue(CompiledEngine.libraryIsStale(lib, objects: list), "missing")
        for file in [lib, a, b, exe] { try Data().write(to: file) }
        try "\(a.path)\n\"\(b.path)\"\n".write(to: list, atomically: true, encoding: .utf8)
        let now = Date()
        func age(_ file: URL, _ seconds: Double) throws {
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(seconds)], ofItemAtPath: file.path)
        }
        try age(a, -120)
        try age(b, -90)
        try age(lib, -60)
        try age(exe, 0)
        XCTAssertFalse(CompiledEngine.libraryIsStale(lib, objects: list), "linked after its objects, before easel")
        try age(b, -30)
        XCTAssertTrue(CompiledEngine.libraryIsStale(lib, objects: list), "an object (quoted in the list) compiled again since")
        try age(lib, 10)
        XCTAssertFalse(CompiledEngine.libraryIsStale(lib, objects: list), "linked again")
    }

    /// A build that waits for another SwiftPM process is stopped at once, not after the time
    /// limit: `swift test` holds the build folder until every test has run.
    func testACommandIsStoppedWhenItPrintsTheLineToStopOn() throws {
        let r = try ToolProcess.run(
            "/bin/sh",
            [
                "-c",
                "echo \"Another instance of SwiftPM (PID: 4242) is already running using '/x/.build', waiting until that process has finished execution...\" >&2; exec sleep 600",
            ], limit: 900, environment: [:],
            stopOn: CompiledEngine.buildFolderBusy)
        XCTAssertTrue(r.stopped)
        XCTAssertFalse(r.timedOut)
        XCTAssertEqual(r.status, SIGKILL, "killed, not waited for")
        let plain = try ToolProcess.run("/bin/sh", ["-c", "echo out; echo err >&2"], environment: [:], stopOn: CompiledEngine.buildFolderBusy)
        XCTAssertEqual([plain.out, plain.err], ["out\n", "err\n"])
        XCTAssertFalse(plain.stopped)
    }

    func testInAutoOnlyWhatTheEvaluatorLacksIsCompiled() {
        XCTAssertTrue(CompiledFallback.mayHelp(ScriptError("unknown view or type 'Mirror'")))
        XCTAssertTrue(CompiledFallback.mayHelp(ScriptError("value of type 'Range' has no member 'lazy'")))
        for faithful in [
            "'Row' needs arguments to be made (missing argument 'item' in call to 'Row')", "not a number (NaN): this argument needs a number",
            "evaluation exceeded 1000000 steps (a runaway loop?)", "no object of type 'Store' in the environment for 'store'",
        ] {
            XCTAssertFalse(CompiledFallback.mayHelp(ScriptError(faithful)), faithful)
        }
    }

    /// `-o PATH` names: PATH for one picture; a preview's name and a language beside it for several.
    func testOutputNamesBesideTheGivenPath() {
        let one = OutputNames(path: "shots/card.png", previews: 1, languages: 1)
        XCTAssertEqual(one.url(preview: "Dark mode", language: "de").lastPathComponent, "card.png")
        let several = OutputNames(path: "/shots/card.png", previews: 2, languages: 3)
        XCTAssertEqual(several.url(preview: "Dark mode", language: "pt-BR").path, "/shots/card-Dark-mode.pt-BR.png")
        XCTAssertEqual(OutputNames(path: "/card", pictures: 2).url(suffix: "-2").path, "/card-2.png")
    }

    /// Work folders of compiles that ended without cleaning up are removed once they are old.
    func testAbandonedWorkFoldersAreRemoved() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        setenv("EASEL_CACHE", cache.path, 1)
        defer { unsetenv("EASEL_CACHE") }
        let old = CompiledEngine.cacheFolder.appendingPathComponent("work-old"), fresh = CompiledEngine.cacheFolder.appendingPathComponent("work-fresh")
        let program = CompiledEngine.cacheFolder.appendingPathComponent("0123abcd")
        for folder in [old, fresh, program] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3 * CompiledEngine.compileLimit)], ofItemAtPath: old.path)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3 * CompiledEngine.compileLimit)], ofItemAtPath: program.path)
        CompiledEngine.removeAbandonedWork()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: CompiledEngine.cacheFolder.path).sorted(), ["0123abcd", "work-fresh"])
    }
}
