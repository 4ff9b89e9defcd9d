import XCTest
import Foundation
@testable import EaselPreview

/// The inotify watcher on its own: batches, saves by rename, new folders, the filter.
final class FileWatcherTests: XCTestCase {
    final class Batches: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [[String]] = []
        let arrived = DispatchSemaphore(value: 0)
        func add(_ b: [String]) { lock.withLock { all.append(b) }; arrived.signal() }
        var batches: [[String]] { lock.withLock { all } }
    }

    func testReportsWritesRenamesAndNewFoldersInDebouncedBatches() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let got = Batches()
        let watcher = try FileWatcher(
            directories: [dir], recursive: true, debounce: .milliseconds(30),
            filter: { $0.hasSuffix(".swift") }, onChange: { got.add($0) })
        watcher.start()
        defer { watcher.stop() }

        // Several writes of one save arrive as one batch; other files are filtered out.
        let a = dir + "/A.swift"
        try "struct A {}".write(toFile: a, atomically: false, encoding: .utf8)
        try "struct A { let x = 1 }".write(toFile: a, atomically: false, encoding: .utf8)
        try "notes".write(toFile: dir + "/notes.txt", atomically: false, encoding: .utf8)
        XCTAssertEqual(got.arrived.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(got.batches, [[a]])

        // Saved by writing a temporary file and renaming it over the original.
        try "struct A { let x = 2 }".write(toFile: dir + "/.A.swift.swp", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(dir + "/.A.swift.swp", a), 0)
        XCTAssertEqual(got.arrived.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(got.batches.last, [a])

        // A folder made after the start is watched too.
        try FileManager.default.createDirectory(atPath: dir + "/Views", withIntermediateDirectories: true)
        usleep(100_000)
        XCTAssertTrue(watcher.watchedFolders.contains(dir + "/Views"))
        let b = dir + "/Views/B.swift"
        try "struct B {}".write(toFile: b, atomically: true, encoding: .utf8)
        XCTAssertEqual(got.arrived.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(got.batches.last, [b])
    }

    func testWatchedFilesListsViewsAndMapsOnlyTheirIDs() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/.build", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "struct V: View { var body: some View { Text(\"x\") } }".write(toFile: dir + "/V.swift", atomically: true, encoding: .utf8)
        try "struct M { }".write(toFile: dir + "/M.swift", atomically: true, encoding: .utf8)
        try "struct W: View { var body: some View { Text(\"x\") } }".write(toFile: dir + "/.build/W.swift", atomically: true, encoding: .utf8)
        let files = try WatchedFiles(arguments: [dir])
        XCTAssertEqual(files.all.map(\.path), [dir + "/V.swift"])
        XCTAssertEqual(files.path(for: 0), dir + "/V.swift")
        XCTAssertNil(files.path(for: 1))
        XCTAssertNil(files.path(for: -1))
        XCTAssertTrue(files.isRelevant(dir + "/M.swift"))
        XCTAssertFalse(files.isRelevant("/etc/passwd"))
        XCTAssertThrowsError(try WatchedFiles(arguments: [dir + "/missing.swift"]))
    }
}
