import Foundation

// The collection edits that `onDelete` and `onMove` hand their offsets to (SwiftUI declares them).

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (`items.remove(atOffsets: offsets)` in `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination`, keeping their
    /// order (`items.move(fromOffsets: source, toOffset: destination)` in `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let all = Array(self)
        let valid = source.filter { $0 >= 0 && $0 < all.count }
        let moved = valid.map { all[$0] }
        var rest: [Element] = []
        var insertAt = 0
        for (i, e) in all.enumerated() where !valid.contains(i) {
            if i < destination { insertAt += 1 }
            rest.append(e)
        }
        rest.insert(contentsOf: moved, at: Swift.min(insertAt, rest.count))
        for (i, e) in zip(indices, rest) { self[i] = e }
    }
}
