import SwiftSyntax

/// What the evaluator keeps per syntax node (a call site's arguments, a literal's facts, what an
/// identifier resolved to), by the node's identifier, in a table of its own: a `Dictionary` hashes
/// the identifier with SipHash at every look-up (about 250 instructions with the probe), and the
/// evaluator looks up several nodes per call. Here the hash is the node's index in its tree
/// (nodes of one tree have distinct indices; a node of another file's tree with the same index
/// is told apart by comparing the whole identifier), spread by a multiplication, with linear
/// probing. Entries are only added or replaced, never removed.
struct SyntaxTable<Element> {
    private var keys: [SyntaxIdentifier?] = []
    private var values: [Element?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The slot of `key` (found, or the empty slot where it would go); the table is not empty
    /// and never full.
    private func slot(of key: SyntaxIdentifier) -> (index: Int, found: Bool) {
        let mask = keys.count - 1
        var i = Self.hash(key) & mask
        while let k = keys[i] {
            if k == key { return (i, true) }
            i = (i + 1) & mask
        }
        return (i, false)
    }

    private static func hash(_ key: SyntaxIdentifier) -> Int {
        // Fibonacci hashing: the high bits of the index times 2^64 / φ.
        Int(truncatingIfNeeded: (key.indexInTree.toOpaque() &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    subscript(key: SyntaxIdentifier) -> Element? {
        get {
            guard count > 0 else { return nil }
            let (i, found) = slot(of: key)
            return found ? values[i] : nil
        }
        set {
            guard let newValue else {
                preconditionFailure("SyntaxTable: entries are never removed")
            }
            if keys.isEmpty || (count + 1) * 2 > keys.count { grow() }
            let (i, found) = slot(of: key)
            if !found {
                keys[i] = key
                count += 1
            }
            values[i] = newValue
        }
    }

    /// Doubles the capacity (at least 64 slots), keeping the load at most one half.
    private mutating func grow() {
        let old = (keys: keys, values: values)
        let capacity = Swift.max(64, keys.count * 2)
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: nil, count: capacity)
        for (k, v) in zip(old.keys, old.values) {
            guard let k else { continue }
            let (i, _) = slot(of: k)
            keys[i] = k
            values[i] = v
        }
    }
}
