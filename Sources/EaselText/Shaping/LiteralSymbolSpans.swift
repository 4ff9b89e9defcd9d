import CHarfBuzz

/// Where the bundled stand-in for SF Pro (Inter) would draw a symbol that SF Pro does not: Inter's
/// contextual alternates (`calt`) turn `->`, `<-`, `=>`, `-->` into arrows and the `x` of `3x4`
/// into `×`, while SF Pro draws the characters as typed. Inter's other contextual alternates
/// (the colon between digits of `9:41`, punctuation between capitals) match SF Pro's and stay on.
enum LiteralSymbolSpans {
    /// The ranges of `scalars[range]` (indices into `scalars`) where `calt` is turned off.
    static func spans(_ scalars: [UInt32], _ range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let s = scalars[i]
            if isArrowPart(s) {
                var end = i
                while end < range.upperBound, isArrowPart(scalars[end]) { end += 1 }
                let run = scalars[i..<end]
                let hasHead = run.contains(0x3C) || run.contains(0x3E)  // < >
                let hasShaft = run.contains(0x2D) || run.contains(0x3D)  // - =
                if end - i >= 2, hasHead, hasShaft { result.append(i..<end) }
                i = end
                continue
            }
            if s == 0x78, isBetweenDigits(scalars, i, range) { result.append(i..<(i + 1)) }
            i += 1
        }
        return result
    }

    /// The features that turn `calt` off over `spans`.
    static func features(_ scalars: [UInt32], _ range: Range<Int>) -> [hb_feature_t] {
        spans(scalars, range).map {
            hb_feature_t(tag: HarfBuzzTag.tag("calt"), value: 0, start: UInt32($0.lowerBound), end: UInt32($0.upperBound))
        }
    }

    private static func isArrowPart(_ s: UInt32) -> Bool { s == 0x2D || s == 0x3D || s == 0x3C || s == 0x3E }

    private static func isDigit(_ s: UInt32) -> Bool { s >= 0x30 && s <= 0x39 }

    /// `3x4`, `3 x 4`: a digit before and after, with at most one space between.
    private static func isBetweenDigits(_ scalars: [UInt32], _ i: Int, _ range: Range<Int>) -> Bool {
        var before = i - 1
        if before >= range.lowerBound, scalars[before] == 0x20 { before -= 1 }
        var after = i + 1
        if after < range.upperBound, scalars[after] == 0x20 { after += 1 }
        return before >= range.lowerBound && after < range.upperBound && isDigit(scalars[before]) && isDigit(scalars[after])
    }
}
