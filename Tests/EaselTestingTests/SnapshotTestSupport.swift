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
    func verify<V: View>(_ view: V, named name: String? = nil, size: CGSize? = nil, scale: CGFloat = 1,
                         precision: Double = 1, perceptualPrecision: Double = 1, mode: String? = nil,
                         file: String = #filePath, testName: String = #function) -> SnapshotResult {
        verifySnapshot(of: view, named: name, size: size, scale: scale, precision: precision,
                       perceptualPrecision: perceptualPrecision, filePath: file, testName: testName,
                       environment: environment(mode))
    }

    /// `verify` with an appearance and a background.
    func verifyStyled<V: View>(_ view: V, named name: String, scheme: ColorScheme = .light, background: SnapshotBackground = .automatic,
                               file: String = #filePath, testName: String = #function) -> SnapshotResult {
        verifySnapshot(of: view, named: name, scale: 1, colorScheme: scheme, background: background, filePath: file,
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
