import Foundation
import XCTest
import Easel
import EaselRaster
@testable import EaselTesting

/// A temporary golden folder and artifacts folder, and the environment that points at them.
final class SnapshotSandbox {
    let root: URL
    var goldenDirectory: URL { root.appendingPathComponent("golden") }
    var artifactsDirectory: URL { root.appendingPathComponent("artifacts") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The environment for a record mode (nil leaves EASEL_RECORD unset).
    func environment(_ mode: String? = nil) -> [String: String] {
        var env = ["EASEL_GOLDEN_DIR": goldenDirectory.path, "EASEL_ARTIFACTS": artifactsDirectory.path]
        if let mode { env["EASEL_RECORD"] = mode }
        return env
    }

    /// Runs the shared core the way `assertSnapshot` does, but with this sandbox's directories.
    func verify<V: View>(
        _ view: V, named name: String? = nil, size: CGSize? = nil, scale: CGFloat = 1,
        precision: Double = 1, perceptualPrecision: Double = 1, mode: String? = nil,
        file: String = #filePath, testName: String = #function
    ) -> SnapshotResult {
        verifySnapshot(
            of: view, named: name, size: size, scale: scale, precision: precision,
            perceptualPrecision: perceptualPrecision, filePath: file, testName: testName,
            environment: environment(mode))
    }

    /// `verify` with an appearance and a background.
    func verifyStyled<V: View>(
        _ view: V, named name: String, scheme: ColorScheme = .light, background: SnapshotBackground = .automatic,
        file: String = #filePath, testName: String = #function
    ) -> SnapshotResult {
        verifySnapshot(
            of: view, named: name, scale: 1, colorScheme: scheme, background: background, filePath: file,
            testName: testName, environment: environment())
    }

    /// The golden a test in `file` with snapshot `name` uses.
    func golden(_ name: String, file: String = #filePath) -> URL {
        goldenDirectory.appendingPathComponent(GoldenLocator.suiteName(forFile: file)).appendingPathComponent("\(name).png")
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}

/// A `side` x `side` point square of one colour.
func square(_ color: Color, _ side: CGFloat = 10) -> some View {
    color.frame(width: side, height: side)
}

extension SnapshotSandbox {
    /// Runs `body` with the snapshot front doors reading this sandbox's environment.
    func with<T>(_ mode: String? = nil, _ body: () throws -> T) rethrows -> T {
        try SnapshotEnvironment.$override.withValue(environment(mode), operation: body)
    }

    /// Records `view` as the golden at `suite/name.png` through the core, without numbering or
    /// claiming (so that a front door can then be checked against it).
    func prerecord<V: View>(_ view: V, suite: String, name: String, scale: CGFloat = 2) {
        let locator = GoldenLocator(goldenDirectory: goldenDirectory, artifactsDirectory: artifactsDirectory)
        let image = try! Snapshotting<V, Bitmap>.image(scale: scale).snapshot(view)
        _ = verifySnapshot(of: image, scale: Double(scale), suite: suite, name: name, recordMode: .all, locator: locator)
    }
}

/// An XCTestCase that keeps the failures its assertions report instead of failing, so that a
/// test can check the messages of the XCTest front door.
class FailureCapturingTestCase: XCTestCase {
    var captured: [(message: String, line: Int)] = []
    var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body`, returning the failures it reported.
    func capturingFailures(_ body: () -> Void) -> [(message: String, line: Int)] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }
}
