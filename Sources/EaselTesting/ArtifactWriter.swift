import Foundation
import EaselRaster

/// The files written for a failed snapshot, all in one folder.
public struct SnapshotArtifacts: Equatable, Sendable {
    /// The folder holding the files.
    public let folder: URL
    /// The golden image (`expected.png`), byte for byte.
    public let expected: URL
    /// The rendered image (`actual.png`).
    public let actual: URL
    /// The difference image (`difference.png`, see `DifferenceImage`).
    public let difference: URL
    /// A page showing the three images side by side (`index.html`).
    public let index: URL

    /// The artifact paths inside `folder`.
    public init(folder: URL) {
        self.folder = folder
        expected = folder.appendingPathComponent("expected.png")
        actual = folder.appendingPathComponent("actual.png")
        difference = folder.appendingPathComponent("difference.png")
        index = folder.appendingPathComponent("index.html")
    }
}

/// Writes the artifacts of a failed snapshot: expected, actual and difference PNGs and an HTML
/// page showing them side by side. Each file is written atomically.
public enum ArtifactWriter {
    /// Writes the artifacts into `folder` (created if needed) and returns their paths.
    ///
    /// - Parameters:
    ///   - expectedPNG: the golden file's bytes, copied unchanged.
    ///   - actualPNG: the rendered image's PNG bytes.
    ///   - difference: the difference image.
    ///   - title: a heading for the page (the snapshot's suite and name).
    ///   - summary: the failure message, shown under the heading.
    @discardableResult
    public static func write(expectedPNG: Data, actualPNG: Data, difference: Bitmap, scale: Double,
                             title: String, summary: String, to folder: URL) throws -> SnapshotArtifacts {
        let artifacts = SnapshotArtifacts(folder: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNGCodec.writeAtomically(expectedPNG, to: artifacts.expected)
        try PNGCodec.writeAtomically(actualPNG, to: artifacts.actual)
        try PNGCodec.writeAtomically(PNGCodec.encode(difference, scale: scale), to: artifacts.difference)
        try PNGCodec.writeAtomically(Data(html(title: title, summary: summary).utf8), to: artifacts.index)
        return artifacts
    }

    /// Removes the artifact files of a snapshot from `folder` (after it passes, so stale failures
    /// do not linger), and the folder itself when that leaves it empty.
    public static func removeArtifacts(in folder: URL) {
        let fm = FileManager.default
        let a = SnapshotArtifacts(folder: folder)
        for url in [a.expected, a.actual, a.difference, a.index] where fm.fileExists(atPath: url.path) {
            try? fm.removeItem(at: url)
        }
        if let rest = try? fm.contentsOfDirectory(atPath: folder.path), rest.isEmpty {
            try? fm.removeItem(at: folder)
        }
    }

    /// The page: the three images side by side at their pixel size, on a checkerboard so
    /// transparency shows.
    static func html(title: String, summary: String) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func figure(_ file: String, _ caption: String) -> String {
            "<figure><figcaption>\(caption)</figcaption><a href=\"\(file)\"><img src=\"\(file)\" alt=\"\(caption)\"></a></figure>"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(esc(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
        pre { white-space: pre-wrap; background: #f4f4f4; padding: 8px; }
        .row { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 6px; }
        img { image-rendering: pixelated; border: 1px solid #ccc;
              background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        </style>
        </head>
        <body>
        <h1>\(esc(title))</h1>
        <pre>\(esc(summary))</pre>
        <div class="row">
        \(figure("expected.png", "Expected (golden)"))
        \(figure("actual.png", "Actual (rendered)"))
        \(figure("difference.png", "Difference (red: changed, magenta: within tolerance)"))
        </div>
        </body>
        </html>

        """
    }
}
