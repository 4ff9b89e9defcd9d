import Foundation

/// Numbers the unnamed snapshots of each test case in call order: the first unnamed snapshot of
/// a test is `.1`, the next `.2`, and so on (as swift-snapshot-testing numbers them).
///
/// Counts are kept per `TestIdentity.caseKey`. XCTest counts start again when a test finishes
/// (`XCTestCounterReset`), so a repeated test reuses its names; Swift Testing's case keys are
/// unique per test case, so their counts need no reset within a run.
final class SnapshotCounter: @unchecked Sendable {
    /// The process's counter.
    static let shared = SnapshotCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for `key`: 1 for its first unnamed snapshot.
    func next(for key: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        counts[key, default: 0] += 1
        return counts[key]!
    }

    /// Forgets the counts of the keys that `isReset` selects.
    func reset(where isReset: (String) -> Bool = { _ in true }) {
        lock.lock(); defer { lock.unlock() }
        counts = counts.filter { !isReset($0.key) }
    }
}
