import XCTest
import Foundation

/// `easel render` with symbol images: an unknown name is one warning on stderr, not an error.
final class SymbolCLITests: XCTestCase {
    func testUnknownSymbolPrintsOneWarningAndRenders() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("icons.swift")
        try """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                HStack {
                    Label("Settings", systemImage: "gear")
                    Image(systemName: "not.a.symbol")
                    Image(systemName: "not.a.symbol").imageScale(.large)
                }
            }
        }
        """.write(to: scene, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = CLITests.binary
        p.arguments = ["render", scene.path]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, e)
        let warnings = e.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings, ["\(scene.path): warning: no SF Symbol named 'not.a.symbol'; drawing a placeholder"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("icons.png").path))
    }
}
