import Foundation

/// GameplayKit's Mersenne Twister source: slower than the others, with the best statistics.
/// Numbers from the same seed are the same on every run (MT19937 keyed with the seed's two 32-bit
/// words; Apple does not document how its own takes the seed, so its numbers differ from these).
nonisolated public final class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
    /// The seed the source started from.
    public var seed: UInt64 { twisterSeed }

    public init(seed: UInt64) { super.init(twisterSeed: seed) }

    public override convenience init() { self.init(seed: GKRandomSource.defaultSeed) }
}
