import Foundation

/// Another program run by `easel` (the Swift compiler, a compiled scene, git), with a time limit
/// and both of its outputs read at once.
enum ToolProcess {
    /// The program `name` in a folder of `PATH`, nil when none has it.
    static func find(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool` to its end, or until `limit` seconds have passed (then it is killed and
    /// `timedOut` is true), or until it prints `stopOn` (then it is killed and `stopped` is
    /// true), and returns its exit status and output. `environment` is the whole environment it
    /// runs in.
    static func run(_ tool: String, _ arguments: [String], limit: Double = 600, environment: [String: String], stopOn: String? = nil)
        throws -> (status: Int32, out: String, err: String, timedOut: Bool, stopped: Bool)
    {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        final class Flag: @unchecked Sendable { var set = false }  // written before the kill, read after the exit
        let timedOut = Flag(), stopped = Flag()  // `stopped` is set (only ever to true) by either reader
        let pid = p.processIdentifier
        let watchdog = DispatchWorkItem {
            timedOut.set = true
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
        defer { watchdog.cancel() }
        // Both pipes are read at once, so that a full one does not stop the process; each is
        // read as it comes when there is a line to stop on.
        final class Box: @unchecked Sendable { var data = Data() }  // written before `group.leave()`, read after `wait()`
        let stopMarker = stopOn.map { Data($0.utf8) }
        @Sendable func drain(_ handle: FileHandle, into box: Box, flag: Flag) {
            guard let marker = stopMarker else {
                box.data = handle.readDataToEndOfFile()
                return
            }
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                box.data.append(chunk)
                if box.data.range(of: marker) != nil {
                    flag.set = true
                    kill(pid, SIGKILL)
                    return  // a child still holding the pipe may outlive it
                }
            }
        }
        let errData = Box(), outData = Box()
        let group = DispatchGroup()
        group.enter()
        let reader = err.fileHandleForReading
        DispatchQueue.global().async {
            drain(reader, into: errData, flag: stopped)
            group.leave()
        }
        drain(out.fileHandleForReading, into: outData, flag: stopped)
        group.wait()
        p.waitUntilExit()
        watchdog.cancel()
        return (
            p.terminationStatus, String(decoding: outData.data, as: UTF8.self), String(decoding: errData.data, as: UTF8.self), timedOut.set,
            stopped.set
        )
    }
}
