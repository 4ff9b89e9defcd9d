import Foundation

/// Which test run a report entry belongs to, so that the report shows one run: entries of an
/// earlier run are removed when a new run first verifies a snapshot.
///
/// A run is the process that launched the tests (`swift test`, which also launches the
/// parallel workers of `--parallel`): its process id and start time, from `/proc`. Running the
/// test binary straight from a shell makes the shell the run, so successive runs share a
/// report (each snapshot still replaces or removes its own entry). `EASEL_RUN_ID` names the run
/// explicitly (CI can set it to the build number).
package enum SnapshotRun {
    /// The environment variable that names the run.
    package static let environmentKey = "EASEL_RUN_ID"

    /// The current run's identifier.
    package static func id(environment: [String: String]) -> String {
        if let id = environment[environmentKey], !id.isEmpty { return id }
        return parentProcess
    }

    /// The command line of the process that launched the tests (`/usr/bin/swift-test --filter Card`),
    /// when `/proc` shows it.
    package static let command: String? = {
        guard let data = FileManager.default.contents(atPath: "/proc/\(getppid())/cmdline"), !data.isEmpty else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }()

    /// `ppid-<pid>-<start time in clock ticks>`, or `pid-<pid>` where `/proc` is not available.
    static let parentProcess: String = {
        let ppid = getppid()
        if let stat = try? String(contentsOfFile: "/proc/\(ppid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        {
            // Fields after the command name: state ppid pgrp … starttime is field 22 overall.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19 { return "ppid-\(ppid)-\(fields[19])" }
        }
        return "ppid-\(ppid)"
    }()
}
