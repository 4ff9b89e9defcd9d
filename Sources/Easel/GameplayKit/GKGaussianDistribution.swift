import Foundation

/// GameplayKit's normal distribution: values around `mean`, with `deviation`, never more than three
/// deviations away (such draws are drawn again), rounded to integers.
nonisolated public final class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {
    public let mean: Float
    public let deviation: Float

    /// The distribution over `lowestValue...highestValue`: centred, with a sixth of the range as its
    /// deviation.
    public required init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        mean = Float(lowestValue + highestValue) / 2
        deviation = Float(highestValue - lowestValue) / 6
        super.init(randomSource: source, lowestValue: lowestValue, highestValue: highestValue)
    }

    public init(randomSource source: any GKRandom, mean: Float, deviation: Float) {
        precondition(mean.isFinite && deviation.isFinite && deviation >= 0, "a Gaussian distribution needs a finite mean and deviation")
        self.mean = mean
        self.deviation = deviation
        super.init(
            randomSource: source, lowestValue: Int((mean - 3 * deviation).rounded()), highestValue: Int((mean + 3 * deviation).rounded()))
    }

    public override func nextInt() -> Int {
        // Box–Muller: two uniform draws make one normal one.
        while true {
            let u1 = max(Double(source.nextUniform()), .leastNormalMagnitude)
            let u2 = Double(source.nextUniform())
            let z = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
            let v = Int((Double(mean) + z * Double(deviation)).rounded())
            if v >= lowestValue && v <= highestValue { return v }
        }
    }
}
