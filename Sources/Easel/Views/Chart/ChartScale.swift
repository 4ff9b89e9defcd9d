import Foundation

/// One axis's mapping from values to points (along x, or along y from the bottom up): bands for
/// categories, a linear map for numbers and dates.
package struct ChartScale {
    package enum Domain: Equatable {
        case categories([String])
        case continuous(lo: Double, hi: Double)
    }
    package let kind: PlotKind
    package let domain: Domain
    /// Each category's position in the domain.
    private let index: [String: Int]
    /// The point where the domain starts (the first band's leading edge, or `lo`), and where it ends.
    package var start: CGFloat
    package var end: CGFloat

    package init(kind: PlotKind, domain: Domain, start: CGFloat = 0, end: CGFloat = 1) {
        self.kind = kind
        self.domain = domain
        self.start = start
        self.end = end
        if case .categories(let cs) = domain {
            index = Dictionary(cs.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        } else {
            index = [:]
        }
    }

    package var categories: [String] {
        if case .categories(let c) = domain { return c }
        return []
    }

    /// The width of one category's band (the whole length for a continuous scale).
    package var bandwidth: CGFloat {
        let n = categories.count
        return n == 0 ? abs(end - start) : abs(end - start) / CGFloat(n)
    }

    /// The band of a category, from its start to its end point.
    package func band(_ category: String) -> (CGFloat, CGFloat)? {
        guard let i = index[category] else { return nil }
        let w = (end - start) / CGFloat(categories.count)
        return (start + w * CGFloat(i), start + w * CGFloat(i + 1))
    }

    /// A value's point: a category's band centre, a number's or date's place on the line.
    package func position(_ v: PlotValue) -> CGFloat? {
        switch (domain, v) {
        case (.categories, .category(let c)):
            guard let (a, b) = band(c) else { return nil }
            return (a + b) / 2
        case (.continuous, _):
            guard let x = v.continuous else { return nil }
            return position(x)
        default: return nil
        }
    }

    /// A continuous value's point.
    package func position(_ x: Double) -> CGFloat? {
        guard case .continuous(let lo, let hi) = domain, x.isFinite else { return nil }
        if hi == lo { return (start + end) / 2 }
        return start + (end - start) * CGFloat((x - lo) / (hi - lo))
    }

    /// The value at a point (the category whose band holds it).
    package func value(at p: CGFloat) -> PlotValue? {
        guard p.isFinite, end != start else { return nil }
        switch domain {
        case .categories(let cs):
            let i = Int(((p - start) / (end - start) * CGFloat(cs.count)).rounded(.down))
            return cs.indices.contains(i) ? .category(cs[i]) : nil
        case .continuous(let lo, let hi):
            let x = lo + (hi - lo) * Double((p - start) / (end - start))
            return kind == .temporal ? .date(Date(timeIntervalSinceReferenceDate: x)) : .number(x)
        }
    }
}
