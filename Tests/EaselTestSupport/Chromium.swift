import Foundation

/// Headless Chromium for the tests that drive Easel's pages in a real browser (the snapshot
/// report, the preview page). Those tests are skipped where it is missing; `.ci/run` installs it.
public enum Chromium {
    /// Chromium's path: `EASEL_CHROMIUM`, else the first of the usual names on `PATH`.
    public static func path() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let path = env["EASEL_CHROMIUM"], !path.isEmpty { return path }
        let dirs = (env["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init) + ["/usr/bin"]
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for dir in dirs where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") { return "\(dir)/\(name)" }
        }
        return nil
    }
}
