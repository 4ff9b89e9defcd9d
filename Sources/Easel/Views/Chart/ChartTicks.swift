import Foundation

/// Tick values a scale marks: "nice" numbers for quantities, calendar units for dates.
package enum ChartTicks {
    /// The nice steps tried at each power of ten (2.5 only from 10 up, so whole-number data
    /// keeps whole-number labels).
    static func steps(magnitude m: Double) -> [Double] {
        m >= 10 ? [m, 2 * m, 2.5 * m, 5 * m, 10 * m] : [m, 2 * m, 5 * m, 10 * m]
    }

    /// A domain widened to multiples of a nice step and the values it marks: the step whose number
    /// of intervals is closest to `intervals`. `lo` … `hi` must be finite.
    package static func nice(_ lo: Double, _ hi: Double, intervals: Int) -> (lo: Double, hi: Double, step: Double, values: [Double]) {
        var lo = lo, hi = hi
        if lo > hi { swap(&lo, &hi) }
        if lo == hi {
            // One value: a unit around it (or from zero), as a scale needs some span.
            let pad = lo == 0 ? 1 : abs(lo) / 2
            lo -= lo == 0 ? 0 : pad
            hi += pad
        }
        let want = Double(max(1, intervals))
        let rough = (hi - lo) / want
        let magnitude = pow(10, floor(log10(rough)))
        // Spans beyond Double's range (or too small to divide) keep their two ends.
        guard rough.isFinite, magnitude.isNormal, (10 * magnitude).isFinite else { return (lo, hi, hi - lo, [lo, hi]) }
        // Fewest intervals off the wish; on a tie, the least widened domain, then the smaller step
        // (more grid lines, as Charts draws them).
        var best: (step: Double, lo: Double, hi: Double, score: Double)?
        for step in steps(magnitude: magnitude) {
            let a = (lo / step).rounded(.down) * step, b = (hi / step).rounded(.up) * step
            let n = ((b - a) / step).rounded()
            let score = abs(n - want)
            guard let kept = best else {
                best = (step, a, b, score)
                continue
            }
            if score < kept.score || (score == kept.score && b - a < kept.hi - kept.lo) { best = (step, a, b, score) }
        }
        let b = best!
        guard b.lo.isFinite, b.hi.isFinite else { return (lo, hi, hi - lo, [lo, hi]) }
        let count = min(1000, Int(((b.hi - b.lo) / b.step).rounded()))
        // Multiples computed from integers, so 0.1 steps do not drift (0.30000000000000004).
        let values = (0...count).map { i -> Double in
            let v = b.lo + Double(i) * b.step
            return (v / b.step).rounded() * b.step
        }
        return (b.lo, b.hi, b.step, values)
    }

    /// Multiples of `step` within `lo` … `hi`, at most 1,000 of them.
    package static func stride(_ lo: Double, _ hi: Double, step: Double) -> [Double] {
        guard step > 0, step.isFinite, hi >= lo else { return [] }
        let first = (lo / step).rounded(.up)
        let last = (hi / step).rounded(.down)
        guard last >= first else { return [] }
        let n = min(Int(last - first), 999)
        return (0...n).map { (first + Double($0)) * step }
    }

    /// Calendar units and how many of them a date tick spans, from finest to coarsest, with their
    /// length in seconds (approximate for months and years).
    static let dateUnits: [(Calendar.Component, Int, Double)] = [
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
        (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.weekOfYear, 2, 1_209_600),
        (.month, 1, 2_629_746), (.month, 2, 5_259_492), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
        (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
    ]

    /// The coarsest-enough calendar unit for at most `maxTicks` ticks over `span` seconds.
    package static func dateUnit(span: Double, maxTicks: Int) -> (Calendar.Component, Int) {
        for (c, n, secs) in dateUnits where span / secs <= Double(max(1, maxTicks)) { return (c, n) }
        let (c, n, secs) = dateUnits.last!
        return (c, n * Int((span / secs / Double(max(1, maxTicks))).rounded(.up)))
    }

    /// The starts of every `count` `unit`s within `lo` … `hi` (seconds since 2001), at most 1,000.
    package static func dates(_ lo: Double, _ hi: Double, unit: Calendar.Component, count: Int, calendar: Calendar) -> [Double] {
        let start = Date(timeIntervalSinceReferenceDate: lo)
        guard var d = calendar.dateInterval(of: unit, for: start)?.start else { return [] }
        if d.timeIntervalSinceReferenceDate < lo {
            guard let next = calendar.date(byAdding: unit, value: 1, to: d) else { return [] }
            d = next
        }
        // Whole multiples of the count from the larger unit's start (every 3 months: Jan, Apr …).
        var out: [Double] = []
        while d.timeIntervalSinceReferenceDate <= hi, out.count < 1000 {
            let ordinal = calendar.component(unit == .weekOfYear ? .weekOfYear : unit, from: d)
            let base = unit == .year || unit == .weekOfYear || unit == .minute || unit == .hour ? 0 : 1
            if count == 1 || (ordinal - base) % count == 0 { out.append(d.timeIntervalSinceReferenceDate) }
            guard let next = calendar.date(byAdding: unit, value: 1, to: d) else { break }
            d = next
        }
        return out
    }
}
