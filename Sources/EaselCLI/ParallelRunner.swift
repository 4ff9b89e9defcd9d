import Foundation
import Easel
import EaselRaster
#if canImport(Glibc)
    import Glibc
#endif

/// Runs `work(0..<count)` on `jobs` threads with large stacks (deep view trees recurse), drawing a
/// progress bar on stderr when asked; returns how many jobs failed.
func runParallel(_ count: Int, jobs: Int, progress: Bool, _ work: @escaping @Sendable (Int) -> Bool) -> Int {
    let state = ParallelProgress(count: count, progress: progress)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, count)) {
        group.enter()
        let t = Thread {
            // Each job counts as a running render, so that PNG encodes share the cores with it.
            while let i = state.take() { state.finish(ok: EncodeCores.running { work(i) }) }
            group.leave()
        }
        t.stackSize = 256 << 20
        t.start()
    }
    if CompiledPreviews.current != nil {
        // A compiled scene's program: the main thread serves the main actor meanwhile, where a
        // compiled view's task runs (the interpreter's views run no compiled code; `easel` waits idle).
        _ = MainThreadWait.wait(for: { group.wait(timeout: $0) == .success })
    } else {
        group.wait()
    }
    if progress { FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!) }
    return state.failed
}

/// Runs one job on a thread with a large stack and returns its result or error.
func runOnLargeStack<T>(_ body: @escaping () throws -> T) throws -> T {
    let box = ResultBox<T>()
    box.body = body
    _ = runParallel(1, jobs: 1, progress: false) { _ in
        if let work = box.body { box.result = Result { try work() } }
        box.body = nil
        return true
    }
    let result = box.result!
    box.result = nil  // the finished thread may still hold the box for a moment
    return try result.get()
}

/// The job handed to the large-stack thread and its result. Unchecked: the caller writes `body`
/// before the thread starts and reads `result` after `runParallel` has waited for it.
private final class ResultBox<T>: @unchecked Sendable {
    var body: (() throws -> T)?
    var result: Result<T, Error>?
}

/// The shared counters of `runParallel`, behind one lock.
private final class ParallelProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private let progress: Bool
    private var next = 0, done = 0
    private(set) var failed = 0

    init(count: Int, progress: Bool) {
        self.count = count
        self.progress = progress
    }

    /// The next job, or nil when none is left.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(ok: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if !ok { failed += 1 }
        guard progress else { return }
        let width = 30
        let filled = count == 0 ? width : done * width / count
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write("\r[\(bar)] \(done)/\(count)\(failed > 0 ? " (\(failed) failed)" : "")".data(using: .utf8)!)
    }
}
