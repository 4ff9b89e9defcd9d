import XCTest
import Foundation
@testable import EaselScript

/// The project walks' folder reader: every entry but `.` and `..`, folders told from files, a
/// link to a folder counted as a folder (as `fileExists(atPath:isDirectory:)` follows it).
final class DirectoryListingTests: XCTestCase {
    func testEntriesAndFolders() throws {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("easel-listing-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9".utf8).write(to: dir.appendingPathComponent("Package.swift"))
        try Data().write(to: dir.appendingPathComponent(".hidden"))
        try fm.createSymbolicLink(at: dir.appendingPathComponent("Linked"), withDestinationURL: dir.appendingPathComponent("Sources"))
        try fm.createSymbolicLink(at: dir.appendingPathComponent("Dangling"), withDestinationURL: dir.appendingPathComponent("Nowhere"))
        let items = try XCTUnwrap(DirectoryListing.items(at: dir.path)).sorted { $0.name < $1.name }
        XCTAssertEqual(items.map(\.name), [".hidden", "Dangling", "Linked", "Package.swift", "Sources"])
        XCTAssertEqual(items.map(\.isFolder), [false, false, true, false, true])
        XCTAssertEqual(DirectoryListing.names(at: dir.appendingPathComponent("Sources").path), ["App"])
        XCTAssertNil(DirectoryListing.items(at: dir.appendingPathComponent("Nowhere").path))
        XCTAssertEqual(DirectoryListing.names(at: dir.appendingPathComponent("Package.swift").path), [])
    }
}
