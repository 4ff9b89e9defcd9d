/// The work given to each shard so far, as a binary min-heap: `takeLightest` is the shard with
/// the least work, the lowest index among equals, so that the greedy assignment of `ShardPlan`
/// is the same on every machine.
struct ShardLoads {
    /// (load, shard index) pairs in heap order: each is at most its children.
    private var heap: [(load: Int, index: Int)]

    /// `count` shards with no work, indexes 0 to `count - 1`.
    init(count: Int) {
        // Ascending indexes with equal loads already satisfy the heap order.
        heap = (0..<count).map { (0, $0) }
    }

    /// Gives `cost` more work to the lightest shard and returns its index.
    mutating func addToLightest(_ cost: Int) -> Int {
        let index = heap[0].index
        heap[0].load += cost
        siftDown(from: 0)
        return index
    }

    /// Whether `a` comes before `b`: less work, or the same work and a lower index.
    private static func before(_ a: (load: Int, index: Int), _ b: (load: Int, index: Int)) -> Bool {
        a.load != b.load ? a.load < b.load : a.index < b.index
    }

    /// Moves the element at `i` down until both its children come after it.
    private mutating func siftDown(from start: Int) {
        var i = start
        while true {
            let left = 2 * i + 1, right = left + 1
            var first = i
            if left < heap.count, Self.before(heap[left], heap[first]) { first = left }
            if right < heap.count, Self.before(heap[right], heap[first]) { first = right }
            if first == i { return }
            heap.swapAt(i, first)
            i = first
        }
    }
}
