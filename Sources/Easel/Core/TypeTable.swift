/// Values by type identity in an open-addressed table probed from the identifier's address.
///
/// `[ObjectIdentifier: Value]` hashes every key it is asked about with the standard library's
/// seeded hasher, about a hundred instructions for one word; a type's identifier is the address
/// of its metadata, which a multiplication spreads well enough. Entries are only added, never
/// removed, and nothing iterates them, so no answer depends on the order they sit in.
package struct TypeTable<Value> {
    /// Each slot's key as a bit pattern; 0 (no metadata is at address 0) is an empty slot.
    private var keys: [UInt] = []
    private var values: [Value?] = []
    private var count = 0
    /// `64 - log2(keys.count)`: the bits of the spread address that pick a slot.
    private var shift: UInt = 64

    package init() {}

    /// The value stored for `key`, if any.
    package func value(for key: ObjectIdentifier) -> Value? {
        guard count > 0 else { return nil }
        let bits = UInt(bitPattern: key)
        let mask = keys.count - 1
        var i = slot(bits)
        while true {
            let k = keys[i]
            if k == bits { return values[i] }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Stores `value` for `key`, replacing the value stored before.
    package mutating func set(_ value: Value, for key: ObjectIdentifier) {
        if (count + 1) * 2 > keys.count { grow() }
        insert(value, bits: UInt(bitPattern: key))
    }

    /// Stores `value` for the key of bit pattern `bits`, in a table with a free slot.
    private mutating func insert(_ value: Value, bits: UInt) {
        let mask = keys.count - 1
        var i = slot(bits)
        while keys[i] != 0 && keys[i] != bits { i = (i + 1) & mask }
        if keys[i] == 0 { count += 1 }
        keys[i] = bits
        values[i] = value
    }

    /// The first slot to probe for a key (Fibonacci hashing: the top bits of the address times 2⁶⁴/φ).
    private func slot(_ bits: UInt) -> Int { Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// Doubles the slots (16 at first) and puts the entries back.
    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = max(16, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: nil, count: capacity)
        shift = UInt(64 - capacity.trailingZeroBitCount)
        count = 0
        for (i, k) in oldKeys.enumerated() where k != 0 {
            insert(oldValues[i]!, bits: k)
        }
    }
}
