import Foundation

/// GameplayKit's linear congruential source: the fastest, with the weakest statistics. A 64-bit
/// state stepped by Knuth's MMIX multiplier and increment; each draw is the state's top 32 bits.
nonisolated public final class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {
    private var state: UInt64
    /// The seed the source started from.
    public let seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
        super.init(twisterSeed: GKRandomSource.defaultSeed)
    }

    public override convenience init() { self.init(seed: GKRandomSource.defaultSeed) }

    override func nextBits() -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: state >> 32)
    }
}
