/// Conversions from floating-point pixel coordinates to integer pixel indices that cannot trap.
///
/// Geometry reaches the rasterizer from user input (`.offset(x: 1e308)`, a stroke of width
/// `Int.max`, a NaN that slipped through), and `Int(_: Double)` traps on values that are NaN,
/// infinite or beyond `Int`'s range. Every such conversion in the raster stage goes through
/// these functions: the value is rounded, then clamped into `lo...hi` while still a `Double`;
/// NaN maps to `lo`.
package enum PixelIndex {
    /// `v` rounded down, clamped to `lo...hi`.
    @inlinable package static func floor(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        clamp(v.rounded(.down), lo, hi)
    }

    /// `v` rounded up, clamped to `lo...hi`.
    @inlinable package static func ceil(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        clamp(v.rounded(.up), lo, hi)
    }

    /// `v` rounded to the nearest integer (halves away from zero), clamped to `lo...hi`.
    @inlinable package static func nearest(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        clamp(v.rounded(), lo, hi)
    }

    /// An integral `v` clamped to `lo...hi` (NaN gives `lo`).
    @inlinable package static func clamp(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        guard v > Double(lo) else { return lo }
        guard v < Double(hi) else { return hi }
        return Int(v)
    }

    /// A bound far outside any canvas (2^40 pixels) but well inside `Int`'s range, for indices
    /// that are clamped to a canvas only later.
    package static let far = 1 << 40

    /// A count of pieces for subdividing a curve: `v` rounded up, kept in `1...limit` (NaN gives 1,
    /// infinity `limit`), so a huge or broken shape cannot ask for billions of points.
    @inlinable package static func pieces(_ v: Double, limit: Int) -> Int {
        guard v.isFinite else { return v.isNaN ? 1 : limit }
        return clamp(v.rounded(.up), 1, limit)
    }
}
