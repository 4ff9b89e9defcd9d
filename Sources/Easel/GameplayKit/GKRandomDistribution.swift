import Foundation

/// GameplayKit's uniform distribution: integers from `lowestValue` through `highestValue`, each as
/// likely (`GKRandomDistribution(lowestValue: 1, highestValue: 6)`, `.d6()`, `.d20()`).
nonisolated open class GKRandomDistribution: GKRandom, @unchecked Sendable {
    /// Where the numbers come from.
    public let source: any GKRandom
    public let lowestValue: Int
    public let highestValue: Int

    /// How many values the distribution can give.
    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    public required init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        precondition(lowestValue <= highestValue, "a distribution's lowest value \(lowestValue) is above its highest \(highestValue)")
        self.source = source
        self.lowestValue = lowestValue
        self.highestValue = highestValue
    }

    /// A distribution drawing from a new ARC4 source (Apple's default), with Easel's fixed seed.
    public convenience init(lowestValue: Int, highestValue: Int) {
        self.init(randomSource: GKARC4RandomSource(), lowestValue: lowestValue, highestValue: highestValue)
    }

    /// A die: 1 through `sideCount`.
    public convenience init(forDieWithSideCount sideCount: Int) {
        self.init(lowestValue: 1, highestValue: sideCount)
    }

    /// A six-sided die.
    open class func d6() -> Self { Self(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 6) }
    /// A twenty-sided die.
    open class func d20() -> Self { Self(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 20) }

    /// The next value, from `lowestValue` through `highestValue`.
    open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }

    /// The next value, but below `upperBound`: values from `upperBound` up are drawn again (the
    /// lowest value when no value of the distribution is below it).
    public func nextInt(upperBound: Int) -> Int {
        guard lowestValue < upperBound else { return lowestValue }
        while true {
            let v = nextInt()
            if v < upperBound { return v }
        }
    }

    /// The next value scaled to 0 through 1.
    public func nextUniform() -> Float {
        numberOfPossibleOutcomes == 1 ? 0 : Float(nextInt() - lowestValue) / Float(numberOfPossibleOutcomes - 1)
    }

    /// Whether the next value is in the upper half of the range.
    public func nextBool() -> Bool { nextUniform() >= 0.5 }
}
