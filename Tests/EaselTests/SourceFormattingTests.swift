import XCTest
import Foundation

/// The package's Swift sources are formatted as `.swift-format` at the repository's root says
/// (4-space indentation, 160 columns, swift-format's layout): `swift format lint --strict` finds
/// nothing. After an edit, `swift format -i -r Sources Tests Benchmarks/Sources Package.swift`
/// formats the tree.
final class SourceFormattingTests: XCTestCase {
    /// The folders and files that are formatted (fixtures are inputs, kept as their authors wrote them).
    static let paths = ["Sources", "Tests", "Benchmarks/Sources", "Package.swift"]

    func testSourcesAreFormatted() throws {
        let tool = try XCTUnwrap(PublicAPITests.findTool("swift-format"), "swift-format is not next to swift on PATH")
        let root = PublicAPITests.root
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = root
        process.arguments =
            ["lint", "--strict", "--recursive", "--configuration", root.appendingPathComponent(".swift-format").path]
            + Self.paths.map { root.appendingPathComponent($0).path }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let findings = output.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": warning:") }
        XCTAssertEqual(
            findings.count, 0,
            "\(findings.count) formatting findings; run `swift format -i -r \(Self.paths.joined(separator: " "))`. First ones:\n"
                + findings.prefix(20).joined(separator: "\n"))
        XCTAssertEqual(process.terminationStatus, 0, output)
    }
}
