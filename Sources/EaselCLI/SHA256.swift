import Foundation

/// SHA-256 (FIPS 180-4), for the hashes in render manifests: Foundation on Linux has no
/// CryptoKit, and a manifest's hashes should be what `sha256sum` prints for the same file.
///
/// ```swift
/// var h = SHA256()
/// h.update(Data("abc".utf8))
/// h.hexDigest()   // "ba7816bf…"
/// SHA256.hex(of: data)
/// ```
struct SHA256: Sendable {
    /// The eight working words, updated by each 64-byte block.
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    /// Bytes not yet making up a whole block (fewer than 64).
    private var pending: [UInt8] = []
    /// How many bytes have been hashed in all.
    private var length: UInt64 = 0

    /// The round constants: the first 32 bits of the fractional parts of the cube roots of the
    /// first 64 primes.
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Adds `data` to the message.
    mutating func update(_ data: Data) {
        length &+= UInt64(data.count)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var bytes = raw[...]
            if !pending.isEmpty {
                let take = min(64 - pending.count, bytes.count)
                pending += bytes.prefix(take)
                bytes = bytes.dropFirst(take)
                guard pending.count == 64 else { return }
                let block = pending
                pending.removeAll(keepingCapacity: true)
                block.withUnsafeBytes { compress($0) }
            }
            while bytes.count >= 64 {
                compress(UnsafeRawBufferPointer(rebasing: bytes.prefix(64)))
                bytes = bytes.dropFirst(64)
            }
            pending += bytes
        }
    }

    /// The 32-byte digest of everything added; the hasher is not changed.
    func digest() -> [UInt8] {
        var copy = self
        // Padding: a 1 bit, zeros up to 56 mod 64, then the length in bits, big-endian.
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (55 &- pending.count) & 63)
        let bits = length &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        let savedLength = copy.length
        copy.update(Data(tail))
        copy.length = savedLength
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in copy.state { for shift in [24, 16, 8, 0] { out.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) } }
        return out
    }

    /// The digest as 64 lowercase hexadecimal digits.
    func hexDigest() -> String {
        let digits = Array("0123456789abcdef")
        return String(digest().flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// The hexadecimal digest of `data`.
    static func hex(of data: Data) -> String {
        var h = SHA256()
        h.update(data)
        return h.hexDigest()
    }

    /// Mixes one 64-byte block into `state`.
    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        var w = [UInt32](repeating: 0, count: 64)
        for i in 0..<16 {
            w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
        }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ Self.k[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }

    /// Rotates `x` right by `n` bits.
    @inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
