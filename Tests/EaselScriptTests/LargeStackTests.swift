import XCTest
import Foundation
@testable import EaselScript

/// `LargeStack.run` moves work to a large-stack thread (a long-lived one when it is idle, a new
/// one otherwise): results and errors come back, nested calls run in place, callers on several
/// threads at once all finish, and the work has more stack than a main thread's 8 MiB.
final class LargeStackTests: XCTestCase {
    private struct Failure: Error, Equatable { let n: Int }

    /// Recurses `depth` levels with `bytes` of stack each.
    private static func deep(_ depth: Int) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            buffer[0] = UInt8(truncatingIfNeeded: depth)
            return depth == 0 ? 0 : deep(depth - 1) + Int(buffer[0] & 1)
        }
    }

    func testResultsAndErrorsComeBack() throws {
        XCTAssertEqual(try LargeStack.run { 42 }, 42)
        XCTAssertThrowsError(try LargeStack.run { () throws -> Int in throw Failure(n: 7) }) { error in
            XCTAssertEqual(error as? Failure, Failure(n: 7))
        }
        // The worker is idle again after an error.
        XCTAssertEqual(try LargeStack.run { "after" }, "after")
    }

    func testNestedCallsRunOnTheSameThread() throws {
        let same = try LargeStack.run { () throws -> Bool in
            let outer = Thread.current
            return try LargeStack.run { Thread.current === outer }
        }
        XCTAssertTrue(same)
    }

    /// 30,000 levels of at least 512 bytes: about 15 MiB, more than a main thread has; twice, so
    /// that the long-lived thread runs it again.
    func testWorkHasALargeStack() throws {
        for _ in 0..<2 {
            XCTAssertEqual(try LargeStack.run { Self.deep(30_000) }, 15_000)
        }
    }

    func testCallersOnSeveralThreadsAllFinish() {
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let r = try? LargeStack.run { () -> Int in
                // Long enough for the calls to overlap.
                Self.deep(2_000) + i
            }
            results.append(r)
        }
        XCTAssertEqual(results.sorted, (0..<8).map { 1_000 + $0 })
    }

    private final class LockedResults: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int?] = []
        func append(_ v: Int?) { lock.lock(); values.append(v); lock.unlock() }
        var sorted: [Int] { lock.lock(); defer { lock.unlock() }; return values.compactMap { $0 }.sorted() }
    }
}
