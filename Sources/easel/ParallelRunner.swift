import Foundation
#if canImport(Glibc)
import Glibc
#endif

func runParallel(_ count: Int, jobs: Int, progress: Bool, _ work: @escaping (Int) -> Bool) -> Int {
    let lock = NSLock()
    var next = 0, done = 0, failed = 0
    let group = DispatchGroup()
    let width = 30
    func draw() {
        guard progress else { return }
        let filled = count == 0 ? width : done * width / count
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        FileHandle.standardError.write("\r[\(bar)] \(done)/\(count)\(failed > 0 ? " (\(failed) failed)" : "")".data(using: .utf8)!)
    }
    for _ in 0..<max(1, min(jobs, count)) {
        group.enter()
        let t = Thread {
            while true {
                lock.lock()
                let i = next
                next += 1
                lock.unlock()
                if i >= count { break }
                let ok = work(i)
                lock.lock()
                done += 1
                if !ok { failed += 1 }
                draw()
                lock.unlock()
            }
            group.leave()
        }
        t.stackSize = 256 << 20
        t.start()
    }
    group.wait()
    if progress { FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!) }
    return failed
}

/// Expands globs the shell left alone (quoted patterns).
