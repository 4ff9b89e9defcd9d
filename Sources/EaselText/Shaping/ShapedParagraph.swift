import Foundation

/// A paragraph's shaped clusters with prefix sums, so the width of any range of clusters costs O(1).
/// Kerning is inside the advances (the shaper puts it there).
struct ShapedParagraph {
    let clusters: [ShapedCluster]
    /// `advanceSums[i]` is the sum of the advances of clusters `0..<i`.
    private let advanceSums: [CGFloat]

    init(clusters: [ShapedCluster]) {
        self.clusters = clusters
        var sums: [CGFloat] = [0]
        sums.reserveCapacity(clusters.count + 1)
        for (i, cluster) in clusters.enumerated() { sums.append(sums[i] + cluster.advance) }
        advanceSums = sums
    }

    var count: Int { clusters.count }

    /// Width of clusters `start..<end`.
    func width(_ start: Int, _ end: Int) -> CGFloat {
        guard end > start else { return 0 }
        return advanceSums[end] - advanceSums[start]
    }

    /// Whether `range` shaped alone gives the same glyphs as its part of the paragraph: no kerning,
    /// ligature or joining crosses its ends (HarfBuzz's unsafe-to-break flags).
    func isSafeToCut(_ range: Range<Int>) -> Bool {
        (range.lowerBound == 0 || !clusters[range.lowerBound].isUnsafeToBreakBefore)
            && (range.upperBound >= clusters.count || !clusters[range.upperBound].isUnsafeToBreakBefore)
    }

    /// The end of `start..<end` without its trailing breaking spaces.
    func trimmingTrailingSpaces(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, clusters[e - 1].isBreakingSpace { e -= 1 }
        return e
    }

    /// The first index at or after `index` that is not a breaking space.
    func skippingSpaces(from index: Int) -> Int {
        var i = index
        while i < clusters.count, clusters[i].isBreakingSpace { i += 1 }
        return i
    }

    /// The characters of `start..<end`.
    func characters(_ start: Int, _ end: Int) -> ArraySlice<ShapedCluster> {
        clusters[start..<max(start, end)]
    }

    /// The characters of `start..<end` as a string.
    func text(_ start: Int, _ end: Int) -> String {
        guard end > start else { return "" }
        return String(clusters[start..<end].map(\.character))
    }
}
