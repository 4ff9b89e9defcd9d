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
        let moved = source.filter { $0 >= 0 && $0 < all.count }.map { all[$0] }
        var rest = all.indices.filter { !source.contains($0) }.map { all[$0] }
        let insertAt = Swift.min(destination - source.count(in: 0..<Swift.max(0, destination)), rest.count)
        rest.insert(contentsOf: moved, at: Swift.max(0, insertAt))
        for (i, e) in zip(indices, rest) { self[i] = e }
    }
}
