/// The C library's `srand48`, `drand48` and `lrand48`, which seeded generators in app code call:
/// the 48-bit linear congruential sequence POSIX specifies (Xₙ₊₁ = (a·Xₙ + c) mod 2⁴⁸ with
/// a = 0x5DEECE66D, c = 0xB), so a script draws the values the app draws on Apple's platforms. Each
/// evaluation has its own state, starting where the C library starts (`0x1234ABCD330E`).
struct Rand48 {
    private var state: UInt64 = 0x1234_ABCD_330E
    private static let mask: UInt64 = (1 << 48) - 1

    /// `srand48(seed)`: the high 32 bits of the state are the seed's low 32 bits, the low 16 bits 0x330E.
    mutating func seed(_ seed: Int) {
        state = (UInt64(truncatingIfNeeded: seed) & 0xFFFF_FFFF) << 16 | 0x330E
    }

    private mutating func step() -> UInt64 {
        state = (0x5_DEEC_E66D &* state &+ 0xB) & Self.mask
        return state
    }

    /// `drand48()`: a Double in [0, 1), the state over 2⁴⁸.
    mutating func nextDouble() -> Double { Double(step()) / Double(1 << 48) }

    /// `lrand48()`: a non-negative Int below 2³¹, the state's high 31 bits.
    mutating func nextNonNegative() -> Int { Int(step() >> 17) }

    /// `mrand48()`: a signed Int in [-2³¹, 2³¹), the state's high 32 bits.
    mutating func nextSigned() -> Int { Int(Int32(truncatingIfNeeded: step() >> 16)) }
}
