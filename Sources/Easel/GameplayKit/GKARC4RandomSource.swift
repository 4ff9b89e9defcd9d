import Foundation

/// GameplayKit's ARC4 source: the RC4 key stream of its seed, four bytes a draw. Its first values
/// are the weakest, so Apple suggests dropping some (`dropValues(768)`).
nonisolated public final class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {
    private var s = [UInt8](0...255)
    private var i: UInt8 = 0
    private var j: UInt8 = 0
    /// The key the stream started from.
    public let seed: Data

    public init(seed: Data) {
        self.seed = seed
        super.init(twisterSeed: GKRandomSource.defaultSeed)
        let key = seed.isEmpty ? Data([0]) : seed
        let bytes = [UInt8](key)
        var j: UInt8 = 0
        for i in 0..<256 {
            j = j &+ s[i] &+ bytes[i % bytes.count]
            s.swapAt(i, Int(j))
        }
    }

    /// A source keyed with the bytes of Easel's default seed.
    public override convenience init() {
        self.init(seed: withUnsafeBytes(of: GKRandomSource.defaultSeed.littleEndian) { Data($0) })
    }

    /// Skips `count` values of the stream.
    public func dropValues(_ count: Int) {
        locked { for _ in 0..<max(0, count) { _ = nextByte() } }
    }

    private func nextByte() -> UInt8 {
        i = i &+ 1
        j = j &+ s[Int(i)]
        s.swapAt(Int(i), Int(j))
        return s[Int(s[Int(i)] &+ s[Int(j)])]
    }

    override func nextBits() -> UInt32 {
        (0..<4).reduce(0) { word, _ in word << 8 | UInt32(nextByte()) }
    }
}
