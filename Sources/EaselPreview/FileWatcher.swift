import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Watches folders with inotify and reports the files that changed in them, in batches: a batch
/// is delivered once no event has arrived for `debounce` (an editor's save is often several
/// events: write, close, or create-temp, rename over the original), or `maxDelay` after its
/// first event while events keep coming.
///
/// Folders are watched, not files, so that editors which save by writing a new file and renaming
/// it over the old one (the old file's inode is gone) are still seen: the rename arrives as
/// `IN_MOVED_TO` on the folder. With `recursive`, folders created later are watched too.
package final class FileWatcher: @unchecked Sendable {
    /// Called on the watcher's thread with the changed paths (sorted, standardized).
    package typealias Handler = @Sendable ([String]) -> Void

    private let fd: Int32
    private let wake: (read: Int32, write: Int32)
    private let debounce: Duration
    private let maxDelay: Duration
    private let recursive: Bool
    private let filter: @Sendable (String) -> Bool
    private let handler: Handler
    private let lock = NSLock()
    private var folders: [Int32: String] = [:]
    private var thread: Thread?
    private var finished = DispatchSemaphore(value: 0)
    private var stopped = false

    /// Watches `directories` (and, with `recursive`, the folders below them) for files that pass
    /// `filter`.
    package init(
        directories: [String], recursive: Bool, debounce: Duration = .milliseconds(30),
        maxDelay: Duration = .milliseconds(250),
        filter: @escaping @Sendable (String) -> Bool, onChange: @escaping Handler
    ) throws {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw WatchError("inotify_init1 failed: \(String(cString: strerror(errno)))") }
        var p: [Int32] = [0, 0]
        guard pipe(&p) == 0 else {
            close(fd)
            throw WatchError("pipe2 failed: \(String(cString: strerror(errno)))")
        }
        for e in p { _ = fcntl(e, F_SETFD, FD_CLOEXEC); _ = fcntl(e, F_SETFL, O_NONBLOCK) }
        wake = (p[0], p[1])
        self.debounce = debounce
        self.maxDelay = maxDelay
        self.recursive = recursive
        self.filter = filter
        self.handler = onChange
        for d in directories { try addWatch(d, below: recursive) }
    }

    deinit {
        close(fd)
        close(wake.read)
        close(wake.write)
    }

    /// The folders watched now.
    package var watchedFolders: [String] {
        lock.lock(); defer { lock.unlock() }
        return folders.values.sorted()
    }

    /// The events a folder is watched for: a file written and closed, created, renamed into or out
    /// of it, deleted; and the folder itself going away.
    private static let mask =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE) | UInt32(IN_DELETE_SELF) | UInt32(IN_ONLYDIR)

    private func addWatch(_ directory: String, below: Bool) throws {
        let wd = inotify_add_watch(fd, directory, Self.mask)
        guard wd >= 0 else { throw WatchError("cannot watch \(directory): \(String(cString: strerror(errno)))") }
        lock.lock()
        folders[wd] = directory
        lock.unlock()
        guard below, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for n in names.sorted() where !Self.skipped(n) {
            var isDir: ObjCBool = false
            let path = directory + "/" + n
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
                try? addWatch(path, below: true)
            }
        }
    }

    /// Folders never watched below a watched folder: hidden ones and build products.
    package static func skipped(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "build" || name == "DerivedData" || name == "node_modules"
    }

    /// Starts the watcher's thread.
    package func start() {
        let t = Thread { [self] in loop() }
        t.name = "easel-preview-watcher"
        thread = t
        t.start()
    }

    /// Stops the thread and waits for it; no handler call follows.
    package func stop() {
        lock.lock()
        let running = thread != nil && !stopped
        stopped = true
        lock.unlock()
        guard running else { return }
        var b: UInt8 = 1
        _ = write(wake.write, &b, 1)
        finished.wait()
    }

    private func loop() {
        defer { finished.signal() }
        var pending = Set<String>()
        var quietAt: ContinuousClock.Instant?
        var dueAt: ContinuousClock.Instant?
        let clock = ContinuousClock()
        let bufferSize = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bufferSize, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            var timeout: Int32 = -1
            if let q = quietAt, let d = dueAt {
                let wait = min(q, d) - clock.now
                timeout = Int32(max(0, (wait.components.seconds * 1000) + wait.components.attoseconds / 1_000_000_000_000_000))
            }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let n = poll(&fds, 2, timeout)
            if n < 0 && errno != EINTR { return }
            if fds[1].revents != 0 { return }
            if fds[0].revents != 0 {
                let found = readEvents(buffer, bufferSize)
                if !found.isEmpty {
                    pending.formUnion(found)
                    quietAt = clock.now + debounce
                    if dueAt == nil { dueAt = clock.now + maxDelay }
                }
            }
            if let q = quietAt, let d = dueAt, clock.now >= min(q, d), !pending.isEmpty {
                let batch = pending.sorted()
                pending = []
                quietAt = nil
                dueAt = nil
                lock.lock()
                let isStopped = stopped
                lock.unlock()
                if isStopped { return }
                handler(batch)
            }
        }
    }

    /// Reads every queued event; returns the paths that pass the filter. Folders created (or moved
    /// in) below a recursive watch are watched, and the files already in them reported.
    private func readEvents(_ buffer: UnsafeMutableRawPointer, _ size: Int) -> Set<String> {
        var out = Set<String>()
        while true {
            let count = read(fd, buffer, size)
            if count <= 0 { break }
            var offset = 0
            while offset + 16 <= count {
                let wd = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                var name = ""
                if length > 0 {
                    let bytes = UnsafeRawBufferPointer(start: buffer + offset + 16, count: length)
                    name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                offset += 16 + length
                lock.lock()
                let folder = folders[wd]
                if mask & UInt32(IN_IGNORED) != 0 { folders[wd] = nil }
                lock.unlock()
                guard let folder, !name.isEmpty else { continue }
                let path = folder + "/" + name
                if mask & UInt32(IN_ISDIR) != 0 {
                    if recursive, mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0, !Self.skipped(name) {
                        try? addWatch(path, below: true)
                        if let walker = FileManager.default.enumerator(atPath: path) {
                            for case let sub as String in walker where filter(path + "/" + sub) { out.insert(path + "/" + sub) }
                        }
                    }
                    continue
                }
                if filter(path) { out.insert(path) }
            }
        }
        return out
    }
}

/// A folder that cannot be watched.
package struct WatchError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
