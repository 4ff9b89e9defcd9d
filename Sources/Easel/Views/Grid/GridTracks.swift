import Foundation
import EaselLayout

/// The lengths of a lazy grid's columns (rows, for `LazyHGrid`) in the length it is offered,
/// following SwiftUI's rules: fixed items take their length; the rest of the length, less the
/// spacing, is shared equally by the flexible and adaptive items, a flexible item's share clamped
/// to its minimum and maximum (what one gives up or takes is shared by the others again); an
/// adaptive item fits as many tracks of its minimum as its share holds (at least one), each
/// then as long as the share allows, up to its maximum.
struct GridTracks {
    struct Track: Equatable {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    /// Non-finite or negative lengths from the view code are read as their nearest sensible value.
    static func sanitized(_ x: CGFloat, default d: CGFloat) -> CGFloat {
        guard x.isFinite else { return x == .infinity ? .infinity : d }
        return max(0, x)
    }

    /// A length that must be finite (fixed lengths, minimums): non-finite ones take the default.
    static func finite(_ x: CGFloat, default d: CGFloat) -> CGFloat {
        x.isFinite ? max(0, x) : d
    }

    /// With no length offered (`nil`), flexible items take their minimum and each adaptive item
    /// one track of its minimum.
    static func tracks(_ items: [GridItem], in available: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        guard let available, available.isFinite else {
            return items.map { item in
                let length: CGFloat
                switch item.size {
                case .fixed(let l): length = finite(l, default: 0)
                case .flexible(let lo, _): length = finite(lo, default: 10)
                case .adaptive(let lo, _): length = max(1, finite(lo, default: 1))
                }
                return Track(
                    length: length, spacingAfter: finite(item.spacing ?? LayoutDefaults.spacing, default: LayoutDefaults.spacing),
                    alignment: item.alignment)
            }
        }
        let spacing = items.map { finite($0.spacing ?? LayoutDefaults.spacing, default: LayoutDefaults.spacing) }
        var lengths = [CGFloat?](repeating: nil, count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let l) = item.size { lengths[i] = finite(l, default: 0) }
        }
        let between = spacing.dropLast().reduce(0, +)
        let fixed = lengths.compactMap { $0 }.reduce(0, +)
        var remaining = max(0, sanitized(available, default: 0) - fixed - between)
        // Flexible and adaptive items share what is left; clamp flexible ones, repeat with the rest.
        var open = items.indices.filter { lengths[$0] == nil }
        var shares = [Int: CGFloat]()
        while !open.isEmpty {
            let share = remaining / CGFloat(open.count)
            var clamped = false
            for i in open {
                guard case .flexible(let lo, let hi) = items[i].size else { continue }
                let minimum = finite(lo, default: 10), maximum = max(minimum, sanitized(hi, default: .infinity))
                let value = min(max(share, minimum), maximum)
                if value != share {
                    shares[i] = value
                    remaining = max(0, remaining - value)
                    open.removeAll { $0 == i }
                    clamped = true
                    break
                }
            }
            if !clamped {
                for i in open { shares[i] = share }
                open = []
            }
        }
        var out: [Track] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed:
                out.append(Track(length: lengths[i]!, spacingAfter: spacing[i], alignment: item.alignment))
            case .flexible:
                out.append(Track(length: shares[i] ?? 0, spacingAfter: spacing[i], alignment: item.alignment))
            case .adaptive(let lo, let hi):
                let share = shares[i] ?? 0
                let minimum = max(1, finite(lo, default: 1)), maximum = max(minimum, sanitized(hi, default: .infinity))
                let count = max(1, Int(min(10_000, ((share + spacing[i]) / (minimum + spacing[i])).rounded(.down))))
                let each = min(maximum, max(0, (share - CGFloat(count - 1) * spacing[i]) / CGFloat(count)))
                for _ in 0..<count {
                    out.append(Track(length: each, spacingAfter: spacing[i], alignment: item.alignment))
                }
            }
        }
        return out
    }
}
