import Foundation

/// GameplayKit's Mersenne Twister source: slower than the others, with the best statistics.
/// Numbers from the same seed are the same on every run (MT19937 keyed with the seed's two 32-bit
/// words; Apple does not document how its own takes the seed, so its numbers differ from these).
nonisolated public final class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
    private var twister: MersenneTwister
    /// The seed the source started from.
    public let seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        twister = MersenneTwister(seed: seed)
        super.init()
    }

    public override convenience init() { self.init(seed: GKRandomSource.defaultSeed) }

    override func nextBits() -> UInt32 { twister.next() }
}
