import XCTest
import Foundation
@testable import EaselCLI

/// A compiled scene's app container: fresh and empty, named to the program, gone afterwards.
final class CompiledAppContainerTests: XCTestCase {
    func testItStartsEmptyAndIsRemovedWithWhatWasWritten() throws {
        let container = try CompiledAppContainer()
        let fm = FileManager.default
        for folder in CompiledAppContainer.folders {
            let path = container.url.appendingPathComponent(folder).path
            XCTAssertEqual(try fm.contentsOfDirectory(atPath: path), [], folder)
        }
        XCTAssertEqual(container.environment[URL.appContainerVariable], container.url.path)
        // What the program's code writes stays inside, and goes with the container.
        try Data("{}".utf8).write(to: container.url.appendingPathComponent("Documents/notes.json"))
        container.remove()
        XCTAssertFalse(fm.fileExists(atPath: container.url.path))
        // Every program gets a container of its own.
        let other = try CompiledAppContainer()
        defer { other.remove() }
        XCTAssertNotEqual(other.url, container.url)
    }
}
