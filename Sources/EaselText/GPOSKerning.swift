import Foundation

/// Pair kerning read from an OpenType `GPOS` table: the lookups of the `kern` feature
/// (for the `DFLT` and `latn` scripts), pair adjustment subtables (lookup type 2, formats 1 and 2,
/// also when wrapped in extension lookups of type 9). Only the x advance of the first glyph's
/// value record is used, which is how Latin fonts such as Inter express kerning.
///
/// The table bytes are kept and searched on demand (binary searches), so construction is cheap.
struct GPOSKerning {
    private enum Subtable {
        /// Format 1: a pair set per covered first glyph.
        case pairs(offset: Int, coverage: Int, valueFormat1: UInt16, valueFormat2: UInt16)
        /// Format 2: a class-pair matrix.
        case classes(offset: Int, coverage: Int, valueFormat1: UInt16, valueFormat2: UInt16,
                     classDef1: Int, classDef2: Int, class1Count: Int, class2Count: Int)
    }

    private let bytes: [UInt8]
    /// Subtables of each kerning lookup, in lookup order.
    private let lookups: [[Subtable]]

    /// Whether any pair adjustment lookup was found.
    var isEmpty: Bool { lookups.allSatisfy(\.isEmpty) }

    /// Parses `table` (the whole GPOS table); nil when it has no usable `kern` feature.
    init?(table: [UInt8]) {
        bytes = table
        guard table.count >= 10, Self.u16(table, 0) == 1 else { return nil }
        let scriptList = Int(Self.u16(table, 4))
        let featureList = Int(Self.u16(table, 6))
        let lookupList = Int(Self.u16(table, 8))

        // Feature indices reachable from DFLT and latn (default and all language systems).
        var featureIndices = Set<Int>()
        let scriptCount = Int(Self.u16(table, scriptList))
        for s in 0..<scriptCount {
            let record = scriptList + 2 + s * 6
            let tag = Self.tag(table, record)
            guard tag == "DFLT" || tag == "latn" else { continue }
            let script = scriptList + Int(Self.u16(table, record + 4))
            var langSystems: [Int] = []
            let defaultLangSys = Int(Self.u16(table, script))
            if defaultLangSys != 0 { langSystems.append(script + defaultLangSys) }
            let langSysCount = Int(Self.u16(table, script + 2))
            for l in 0..<langSysCount {
                langSystems.append(script + Int(Self.u16(table, script + 4 + l * 6 + 4)))
            }
            for langSys in langSystems {
                let required = Int(Self.u16(table, langSys + 2))
                if required != 0xFFFF { featureIndices.insert(required) }
                let count = Int(Self.u16(table, langSys + 4))
                for f in 0..<count { featureIndices.insert(Int(Self.u16(table, langSys + 6 + f * 2))) }
            }
        }
        let featureCount = Int(Self.u16(table, featureList))
        var kernFeatures = featureIndices.filter { $0 < featureCount && Self.tag(table, featureList + 2 + $0 * 6) == "kern" }
        if kernFeatures.isEmpty {
            // No script lists kern: use every kern feature there is.
            kernFeatures = Set((0..<featureCount).filter { Self.tag(table, featureList + 2 + $0 * 6) == "kern" })
        }
        var lookupIndices = Set<Int>()
        for f in kernFeatures {
            let feature = featureList + Int(Self.u16(table, featureList + 2 + f * 6 + 4))
            let count = Int(Self.u16(table, feature + 2))
            for i in 0..<count { lookupIndices.insert(Int(Self.u16(table, feature + 4 + i * 2))) }
        }

        let lookupCount = Int(Self.u16(table, lookupList))
        var lookups: [[Subtable]] = []
        for index in lookupIndices.sorted() where index < lookupCount {
            let lookup = lookupList + Int(Self.u16(table, lookupList + 2 + index * 2))
            let type = Self.u16(table, lookup)
            let subtableCount = Int(Self.u16(table, lookup + 4))
            var subtables: [Subtable] = []
            for s in 0..<subtableCount {
                var offset = lookup + Int(Self.u16(table, lookup + 6 + s * 2))
                var subtableType = type
                if type == 9 {  // Extension positioning: the real type and a 32-bit offset.
                    subtableType = Self.u16(table, offset + 2)
                    offset += Int(Self.u32(table, offset + 4))
                }
                guard subtableType == 2, let subtable = Self.parsePairPos(table, offset) else { continue }
                subtables.append(subtable)
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        self.lookups = lookups
        if isEmpty { return nil }
    }

    private static func parsePairPos(_ t: [UInt8], _ o: Int) -> Subtable? {
        let format = u16(t, o)
        let coverage = o + Int(u16(t, o + 2))
        let vf1 = u16(t, o + 4), vf2 = u16(t, o + 6)
        switch format {
        case 1:
            return .pairs(offset: o, coverage: coverage, valueFormat1: vf1, valueFormat2: vf2)
        case 2:
            return .classes(offset: o, coverage: coverage, valueFormat1: vf1, valueFormat2: vf2,
                            classDef1: o + Int(u16(t, o + 8)), classDef2: o + Int(u16(t, o + 10)),
                            class1Count: Int(u16(t, o + 12)), class2Count: Int(u16(t, o + 14)))
        default:
            return nil
        }
    }

    /// The kerning between `left` and `right`, in font units (negative brings them closer).
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                if let value = apply(subtable, left, right) { total += value; break }
            }
        }
        return total
    }

    /// The adjustment of one subtable, or nil when it does not apply to the pair (so the next one is tried).
    private func apply(_ subtable: Subtable, _ left: UInt16, _ right: UInt16) -> Int? {
        let t = bytes
        switch subtable {
        case let .pairs(o, coverage, vf1, vf2):
            guard let index = coverageIndex(coverage, left) else { return nil }
            let pairSetCount = Int(Self.u16(t, o + 8))
            guard index < pairSetCount else { return nil }
            let pairSet = o + Int(Self.u16(t, o + 10 + index * 2))
            let count = Int(Self.u16(t, pairSet))
            let recordSize = 2 + Self.valueRecordSize(vf1) + Self.valueRecordSize(vf2)
            var lo = 0, hi = count - 1
            while lo <= hi {
                let mid = (lo + hi) / 2
                let record = pairSet + 2 + mid * recordSize
                let second = Self.u16(t, record)
                if second == right { return Self.xAdvance(t, record + 2, vf1) }
                if second < right { lo = mid + 1 } else { hi = mid - 1 }
            }
            return nil
        case let .classes(o, coverage, vf1, vf2, classDef1, classDef2, class1Count, class2Count):
            guard coverageIndex(coverage, left) != nil else { return nil }
            let c1 = classOf(classDef1, left), c2 = classOf(classDef2, right)
            guard c1 < class1Count, c2 < class2Count else { return nil }
            let recordSize = Self.valueRecordSize(vf1) + Self.valueRecordSize(vf2)
            let record = o + 16 + (c1 * class2Count + c2) * recordSize
            return Self.xAdvance(t, record, vf1)
        }
    }

    private func coverageIndex(_ o: Int, _ glyph: UInt16) -> Int? {
        let t = bytes
        let format = Self.u16(t, o)
        let count = Int(Self.u16(t, o + 2))
        var lo = 0, hi = count - 1
        if format == 1 {
            while lo <= hi {
                let mid = (lo + hi) / 2
                let g = Self.u16(t, o + 4 + mid * 2)
                if g == glyph { return mid }
                if g < glyph { lo = mid + 1 } else { hi = mid - 1 }
            }
        } else if format == 2 {
            while lo <= hi {
                let mid = (lo + hi) / 2
                let r = o + 4 + mid * 6
                let start = Self.u16(t, r), end = Self.u16(t, r + 2)
                if glyph < start { hi = mid - 1 } else if glyph > end { lo = mid + 1 } else {
                    return Int(Self.u16(t, r + 4)) + Int(glyph - start)
                }
            }
        }
        return nil
    }

    private func classOf(_ o: Int, _ glyph: UInt16) -> Int {
        let t = bytes
        let format = Self.u16(t, o)
        if format == 1 {
            let start = Self.u16(t, o + 2), count = Int(Self.u16(t, o + 4))
            guard glyph >= start, Int(glyph - start) < count else { return 0 }
            return Int(Self.u16(t, o + 6 + Int(glyph - start) * 2))
        } else if format == 2 {
            var lo = 0, hi = Int(Self.u16(t, o + 2)) - 1
            while lo <= hi {
                let mid = (lo + hi) / 2
                let r = o + 4 + mid * 6
                let start = Self.u16(t, r), end = Self.u16(t, r + 2)
                if glyph < start { hi = mid - 1 } else if glyph > end { lo = mid + 1 } else {
                    return Int(Self.u16(t, r + 4))
                }
            }
        }
        return 0
    }

    /// Bytes of a value record: two per format bit among the eight defined ones.
    private static func valueRecordSize(_ format: UInt16) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// The x advance field of a value record, or 0 when the format has none.
    private static func xAdvance(_ t: [UInt8], _ record: Int, _ format: UInt16) -> Int {
        guard format & 0x0004 != 0 else { return 0 }
        return Int(Int16(bitPattern: u16(t, record + (format & 0x0003).nonzeroBitCount * 2)))
    }

    private static func u16(_ t: [UInt8], _ o: Int) -> UInt16 {
        guard o >= 0, o + 1 < t.count else { return 0 }
        return UInt16(t[o]) << 8 | UInt16(t[o + 1])
    }

    private static func u32(_ t: [UInt8], _ o: Int) -> UInt32 {
        UInt32(u16(t, o)) << 16 | UInt32(u16(t, o + 2))
    }

    private static func tag(_ t: [UInt8], _ o: Int) -> String {
        guard o >= 0, o + 3 < t.count else { return "" }
        return String(decoding: t[o..<o + 4], as: UTF8.self)
    }
}
