import Foundation

/// GameplayKit's random number source (`import GameplayKit` or `import GameKit`): integers,
/// uniform floats and Booleans. Easel's sources are deterministic: a source made without a seed
/// draws the same numbers on every render, so a picture does not change from run to run.
public protocol GKRandom {
    /// A random integer from `Int32.min` through `Int32.max`.
    func nextInt() -> Int
    /// A random integer from 0 up to, not including, `upperBound`.
    func nextInt(upperBound: Int) -> Int
    /// A random value from 0 through 1.
    func nextUniform() -> Float
    /// A random Boolean.
    func nextBool() -> Bool
}
