/// The Mersenne Twister MT19937 (Matsumoto and Nishimura, 1998): 32-bit numbers from a 624-word
/// state. A 64-bit seed is taken as the key of two words, low word first (`init_by_array`).
struct MersenneTwister {
    private var state = [UInt32](repeating: 0, count: 624)
    private var index = 624

    init(seed: UInt64) {
        self.init(key: [UInt32(truncatingIfNeeded: seed), UInt32(truncatingIfNeeded: seed >> 32)])
    }

    /// The generator keyed with `key` (the reference implementation's `init_by_array`).
    init(key: [UInt32]) {
        precondition(!key.isEmpty, "a Mersenne Twister key has at least one word")
        seedWord(19_650_218)
        var i = 1, j = 0
        for _ in 0..<624 {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1
            j += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
        }
        state[0] = 0x8000_0000
    }

    private mutating func seedWord(_ s: UInt32) {
        state[0] = s
        for i in 1..<624 { state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i) }
        index = 624
    }

    mutating func next() -> UInt32 {
        if index >= 624 { twist() }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        y ^= y >> 18
        return y
    }

    private mutating func twist() {
        for i in 0..<624 {
            let y = (state[i] & 0x8000_0000) | (state[(i + 1) % 624] & 0x7FFF_FFFF)
            state[i] = state[(i + 397) % 624] ^ (y >> 1) ^ (y & 1 == 0 ? 0 : 0x9908_B0DF)
        }
        index = 0
    }
}
