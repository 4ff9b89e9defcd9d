import Foundation
import EaselRaster

/// The files written for a failed snapshot, all in one folder.
public struct SnapshotArtifacts: Equatable, Sendable {
    /// The folder holding the files (`<artifacts dir>/<suite>/<name>/`).
    public let folder: URL
    /// The golden file as it was, byte for byte (`expected.<ext>`); nil when there was none.
    public let expected: URL?
    /// The new snapshot (`actual.<ext>`): what `acceptFailedSnapshots` copies over the golden.
    public let actual: URL
    /// The picture or text of the difference (`difference.png`, `difference.txt`), when the
    /// strategy made one.
    public let difference: URL?

    /// The artifacts in `folder`.
    public init(folder: URL, expected: URL?, actual: URL, difference: URL?) {
        self.folder = folder
        self.expected = expected
        self.actual = actual
        self.difference = difference
    }

    /// The paths, one per line, for a failure message.
    package var listing: String {
        var s = ""
        if let expected { s += "\n  expected:   \(expected.path)" }
        s += "\n  actual:     \(actual.path)"
        if let difference { s += "\n  difference: \(difference.path)" }
        return s
    }
}

/// Writes and removes the artifacts of a snapshot that failed: the golden as it was, the new
/// snapshot and the strategy's pictures of the difference, in the snapshot's own folder.
/// Each file is written atomically. The folder exists only while its snapshot fails.
public enum ArtifactWriter {
    /// Writes the artifacts into `folder` (created if needed; files of an earlier failure are
    /// removed first) and returns their paths.
    ///
    /// - Parameters:
    ///   - expected: the golden file's bytes, copied unchanged; nil when there was no golden.
    ///   - actual: the new snapshot's bytes.
    ///   - pathExtension: the golden's extension, used for `expected.<ext>` and `actual.<ext>`.
    ///   - attachments: the strategy's files showing the difference.
    @discardableResult
    public static func write(
        expected: Data?, actual: Data, pathExtension: String, attachments: [SnapshotDiff.Attachment],
        to folder: URL
    ) throws -> SnapshotArtifacts {
        removeArtifacts(in: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var expectedURL: URL?
        if let expected {
            let url = folder.appendingPathComponent("expected.\(pathExtension)")
            try PNGCodec.writeAtomically(expected, to: url)
            expectedURL = url
        }
        let actualURL = folder.appendingPathComponent("actual.\(pathExtension)")
        try PNGCodec.writeAtomically(actual, to: actualURL)
        var differenceURL: URL?
        for attachment in attachments {
            let url = folder.appendingPathComponent(attachment.fileName)
            try PNGCodec.writeAtomically(attachment.data, to: url)
            if attachment.fileName.hasPrefix("difference") { differenceURL = url }
        }
        return SnapshotArtifacts(folder: folder, expected: expectedURL, actual: actualURL, difference: differenceURL)
    }

    /// Removes a snapshot's artifacts folder (after it passes, so stale failures do not linger),
    /// and its suite folder when that leaves it empty.
    public static func removeArtifacts(in folder: URL) {
        let fm = FileManager.default
        guard fm.fileExists(atPath: folder.path) else { return }
        try? fm.removeItem(at: folder)
        let suite = folder.deletingLastPathComponent()
        if let rest = try? fm.contentsOfDirectory(atPath: suite.path), rest.isEmpty {
            try? fm.removeItem(at: suite)
        }
    }
}
