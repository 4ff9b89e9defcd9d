import Foundation

/// The names of alignment guides (`AlignmentKey.name`), each kept once for the process and
/// referred to by its number. A key then holds no reference-counted string, so that keys, the
/// alignments made of them and what holds those (a frame's alignment, every `frame` modifier
/// of a view tree) are copied as plain bytes, with no retain or release. Names are few (the
/// built-in guides, an app's own, a script's), so the table grows only by those.
enum GuideNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [String] = []
    nonisolated(unsafe) private static var numbers: [String: UInt32] = [:]

    /// The number of `name`, given it the first time.
    static func number(of name: String) -> UInt32 {
        lock.withLock {
            if let n = numbers[name] { return n }
            let n = UInt32(names.count)
            names.append(name)
            numbers[name] = n
            return n
        }
    }

    /// The name numbered `number`.
    static func name(_ number: UInt32) -> String {
        lock.withLock { names[Int(number)] }
    }
}
