import Foundation
import EaselScript

/// Fetches one pinned package with `git` into a checkout folder, as
/// `<folder>/<identity>/<revision>` holding the package's files at that commit (without its
/// history). The files are fetched into a folder of their own and moved into place at the end:
/// a failed or interrupted fetch leaves nothing a render would read, and two fetches at once
/// cannot mix.
enum GitCheckout {
    /// A fetch that failed: the package, its location and git's own words.
    struct Failure: Error, CustomStringConvertible {
        let pin: PackagePin
        let reason: String
        var description: String { "cannot fetch \(pin.identity) \(pin.label) from \(pin.location): \(reason)" }
    }

    /// Seconds one git command may take (a large repository's whole history on a slow network).
    static let limit = 600.0

    /// Fetches `pin` into `folder` unless it is there; true when it was fetched.
    @discardableResult
    static func fetch(_ pin: PackagePin, into folder: URL) throws -> Bool {
        if PackageCheckouts.has(pin, in: folder) { return false }
        guard let gitPath = ToolProcess.find("git") else {
            throw Failure(pin: pin, reason: "git is not installed (apt-get install git)")
        }
        let target = PackageCheckouts.folder(of: pin, in: folder)
        let parent = target.deletingLastPathComponent()
        let work = parent.appendingPathComponent(".fetch-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: work)
            // The package's folder too when nothing was ever fetched into it.
            if (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.isEmpty == true { try? FileManager.default.removeItem(at: parent) }
        }
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw Failure(pin: pin, reason: "cannot make \(work.path): \((error as NSError).localizedDescription)")
        }
        // Never a password prompt, which would wait for ever: a private repository fails with git's message.
        var env = ProcessInfo.processInfo.environment
        env["GIT_TERMINAL_PROMPT"] = "0"
        func git(_ arguments: [String]) throws -> (ok: Bool, message: String) {
            let r = try ToolProcess.run(gitPath, ["-C", work.path] + arguments, limit: limit, environment: env)
            if r.timedOut { return (false, "git \(arguments.first ?? "") took more than \(Int(limit)) seconds") }
            let lines = r.err.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return (r.status == 0, lines.last { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? lines.last ?? "git exited with \(r.status)")
        }
        let initialised = try git(["init", "--quiet"])
        guard initialised.ok else { throw Failure(pin: pin, reason: initialised.message) }
        // The pinned commit alone; a server that refuses to send one commit by its hash sends
        // its branches and tags, which hold it. The location is never read as an option (`--`).
        if try !git(["fetch", "--quiet", "--depth", "1", "--", pin.location, pin.revision]).ok {
            let whole = try git(["fetch", "--quiet", "--", pin.location, "+refs/heads/*:refs/remotes/origin/*", "+refs/tags/*:refs/tags/*"])
            if !whole.ok { throw Failure(pin: pin, reason: whole.message) }
        }
        let checkout = try git(["-c", "advice.detachedHead=false", "checkout", "--quiet", "--detach", pin.revision])
        guard checkout.ok else { throw Failure(pin: pin, reason: "no commit \(pin.revision) there (\(checkout.message))") }
        guard FileManager.default.fileExists(atPath: work.appendingPathComponent("Package.swift").path) else {
            throw Failure(pin: pin, reason: "no Package.swift at \(pin.revision)")
        }
        try? FileManager.default.removeItem(at: work.appendingPathComponent(".git"))
        do {
            try FileManager.default.moveItem(at: work, to: target)
        } catch {
            // Another fetch of the same pin finished first: its copy is kept.
            if PackageCheckouts.has(pin, in: folder) { return false }
            throw Failure(pin: pin, reason: "cannot move it to \(target.path): \((error as NSError).localizedDescription)")
        }
        return true
    }
}
