import Foundation

/// The base of GameplayKit's random sources, and a source itself (`GKRandomSource()`,
/// `GKRandomSource.sharedRandom()`). Every source draws 32 random bits at a time
/// (`nextBits()`, which each algorithm's subclass provides) and turns them into integers, floats and
/// Booleans the same way. Sources are safe to share between threads.
nonisolated open class GKRandomSource: GKRandom, @unchecked Sendable {
    private let lock = NSLock()
    /// The twister's seed: `GKRandomSource` and `GKMersenneTwisterRandomSource` draw from it.
    let twisterSeed: UInt64
    /// Made at the first draw: the other algorithms' subclasses never use it.
    private var twister: MersenneTwister?

    /// A source with Easel's fixed default seed (Apple's seeds itself from the system).
    public init() { twisterSeed = GKRandomSource.defaultSeed }

    init(twisterSeed: UInt64) { self.twisterSeed = twisterSeed }

    /// The seed of sources made without one: fixed, so a render is the same every time.
    public static let defaultSeed: UInt64 = 0x5EED

    private static let shared = GKRandomSource()

    /// The source shared by the whole process.
    open class func sharedRandom() -> GKRandomSource { shared }

    /// The next 32 random bits of this source's algorithm (the twister's, unless a subclass
    /// overrides it); callers hold the source's lock.
    func nextBits() -> UInt32 {
        if twister == nil { twister = MersenneTwister(seed: twisterSeed) }
        return twister!.next()
    }

    /// Runs `body` with the source's lock held.
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    public func nextInt() -> Int { locked { Int(Int32(bitPattern: nextBits())) } }

    public func nextInt(upperBound: Int) -> Int {
        precondition(upperBound > 0, "nextInt(upperBound:) needs an upper bound above 0, got \(upperBound)")
        return locked { Self.below(upperBound, nextBits) }
    }

    public func nextUniform() -> Float { locked { Self.uniform(nextBits()) } }

    public func nextBool() -> Bool { locked { nextBits() >> 31 == 1 } }

    /// `array`'s elements in a random order (a Fisher–Yates shuffle drawing from this source).
    public func arrayByShufflingObjects(in array: [Any]) -> [Any] { shuffled(array) }

    /// `array` shuffled with this source's numbers.
    public func shuffled<T>(_ array: [T]) -> [T] {
        var a = array
        guard a.count > 1 else { return a }
        locked {
            for i in stride(from: a.count - 1, to: 0, by: -1) {
                a.swapAt(i, Self.below(i + 1, nextBits))
            }
        }
        return a
    }

    /// A number from 0 up to `bound` from 32-bit draws, without bias (draws that would favour the
    /// low numbers are drawn again).
    static func below(_ bound: Int, _ bits: () -> UInt32) -> Int {
        if bound > Int(UInt32.max) {
            let wide = UInt64(bits()) << 32 | UInt64(bits())
            return Int(wide % UInt64(bound))
        }
        let n = UInt32(bound)
        let limit = UInt32.max - UInt32.max % n
        var x = bits()
        while x >= limit { x = bits() }
        return Int(x % n)
    }

    /// A float from 0 to 1 from 32 bits: the top 24, as many as a Float's significand holds.
    static func uniform(_ bits: UInt32) -> Float { Float(bits >> 8) / Float(1 << 24) }
}
