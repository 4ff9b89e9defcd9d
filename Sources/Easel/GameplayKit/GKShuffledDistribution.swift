import Foundation

/// GameplayKit's shuffled distribution: uniform, but each value comes once before any comes again
/// (a deck of every value, shuffled and dealt, then shuffled again).
nonisolated public final class GKShuffledDistribution: GKRandomDistribution, @unchecked Sendable {
    private var deck: [Int] = []
    private let lock = NSLock()

    public required init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        super.init(randomSource: source, lowestValue: lowestValue, highestValue: highestValue)
    }

    public override func nextInt() -> Int {
        lock.lock()
        defer { lock.unlock() }
        if deck.isEmpty {
            deck = Array(lowestValue...highestValue)
            for i in stride(from: deck.count - 1, to: 0, by: -1) { deck.swapAt(i, source.nextInt(upperBound: i + 1)) }
        }
        return deck.removeLast()
    }
}
