import Foundation

/// A paragraph's shaped clusters with prefix sums, so the width of any range of clusters
/// (advances plus the kerning between neighbours inside the range) costs O(1).
struct ShapedParagraph {
    let clusters: [ShapedCluster]
    /// `advanceSums[i]` is the sum of the advances of clusters `0..<i`.
    private let advanceSums: [CGFloat]
    /// `kernSums[i]` is the sum of the kerning between clusters `m` and `m + 1` for `m < i`.
    private let kernSums: [CGFloat]

    init(clusters: [ShapedCluster], shaper: TextShaper) {
        self.init(clusters: clusters) { shaper.kerning(clusters[$0], clusters[$0 + 1]) }
    }

    /// A paragraph whose kerning between clusters `i` and `i + 1` is `kerning(i)` (a text of runs
    /// kerns only inside a run).
    init(clusters: [ShapedCluster], kerning: (Int) -> CGFloat) {
        self.clusters = clusters
        var advances: [CGFloat] = [0]
        var kerns: [CGFloat] = [0]
        advances.reserveCapacity(clusters.count + 1)
        kerns.reserveCapacity(clusters.count + 1)
        for (i, cluster) in clusters.enumerated() {
            advances.append(advances[i] + cluster.advance)
            let kern = i + 1 < clusters.count ? kerning(i) : 0
            kerns.append(kerns[i] + kern)
        }
        advanceSums = advances
        kernSums = kerns
    }

    var count: Int { clusters.count }

    /// Width of clusters `start..<end`.
    func width(_ start: Int, _ end: Int) -> CGFloat {
        guard end > start else { return 0 }
        return advanceSums[end] - advanceSums[start] + kernSums[end - 1] - kernSums[start]
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

    /// The characters of `start..<end` as a string.
    func text(_ start: Int, _ end: Int) -> String {
        guard end > start else { return "" }
        return String(clusters[start..<end].map(\.character))
    }
}
