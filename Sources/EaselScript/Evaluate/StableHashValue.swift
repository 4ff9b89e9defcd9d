extension Value {
    /// `x.hashValue` of a script value: equal values give equal numbers, the same in every render
    /// and on every machine (Swift's own are seeded per process, so no picture can depend on them).
    /// FNV-1a over the value's description.
    var stableHashValue: Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in description.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h)
    }
}
