import Foundation
import XCTest

/// Restarts the numbering of unnamed snapshots when an XCTest test finishes, so a test run
/// again (repetitions) reuses its names. Registered with `XCTestObservationCenter` on the first
/// XCTest snapshot assertion.
final class XCTestCounterReset: NSObject, XCTestObservation {
    nonisolated(unsafe) private static var registered = false
    private static let lock = NSLock()

    /// Registers the observer once per process.
    static func registerIfNeeded() {
        lock.lock(); defer { lock.unlock() }
        guard !registered else { return }
        registered = true
        let add = { XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset()) }
        if Thread.isMainThread { add() } else { DispatchQueue.main.sync(execute: add) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.shared.reset { $0.hasPrefix(TestIdentity.xcTestPrefix) || $0.hasPrefix(TestIdentity.filePrefix) }
    }
}

extension TestIdentity {
    /// Case keys of XCTest tests start with this.
    static let xcTestPrefix = "xctest:"
    /// Case keys of tests known only by file and function start with this.
    static let filePrefix = "file:"

    /// The identity of an XCTest test: the suite is the test class (nested classes joined with
    /// `.`, without the module).
    public static func xcTest(_ testCase: XCTestCase, test: String) -> TestIdentity {
        let suite = GoldenLocator.safeComponent(typeName(type(of: testCase)))
        return TestIdentity(suite: suite, test: test, caseKey: "\(xcTestPrefix)\(String(reflecting: type(of: testCase))).\(test)")
    }
}
