/// Scan conversion with exact analytic area coverage (no supersampling).
///
/// Every line segment deposits, in each pixel cell it crosses, a signed *cover* (its vertical
/// extent in the cell, + going down) and an *area* (cover times the mean horizontal position of
/// the segment inside the cell). Sweeping a row from left to right, the winding accumulated from
/// the covers of cells to the left plus `cover - area` of the current cell is the exact
/// area-weighted winding number of that pixel, which the fill rule folds into a coverage.
package enum Rasterizer {
    /// The coverage of `path` mapped by `transform`, clipped to a `width` x `height` canvas.
    /// Returns nil when nothing of the path falls inside the canvas.
    package static func coverage(
        of path: RasterPath, transform: RasterTransform = .identity, fillRule: FillRule = .nonZero,
        width: Int, height: Int, tolerance: Double = RasterPath.defaultTolerance
    ) -> CoverageMask? {
        coverage(of: path.flattened(transform: transform, tolerance: tolerance), fillRule: fillRule, width: width, height: height)
    }

    /// The coverage of polygons (each polyline is treated as closed) in pixel coordinates,
    /// clipped to a `width` x `height` canvas. Returns nil when nothing falls inside the canvas.
    package static func coverage(of polygons: [Polyline], fillRule: FillRule = .nonZero, width: Int, height: Int) -> CoverageMask? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for poly in polygons {
            for p in poly.points {
                guard p.x.isFinite, p.y.isFinite else { return nil }
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return nil }
        let bx0 = PixelIndex.floor(minX, 0, width), bx1 = PixelIndex.ceil(maxX, 0, width)
        let by0 = PixelIndex.floor(minY, 0, height), by1 = PixelIndex.ceil(maxY, 0, height)
        // A path entirely left of the canvas may still cover it (e.g. a huge rectangle); only
        // the right/top/bottom sides can be rejected outright.
        guard bx0 < width, by0 < height, bx1 > 0, by1 > 0, by1 > by0 else { return nil }
        let mw = max(bx1 - bx0, 0), mh = by1 - by0
        guard mw > 0 else { return nil }
        var cells = CellGrid(width: mw, height: mh)
        let ox = Double(bx0), oy = Double(by0)
        for poly in polygons where poly.points.count > 1 {
            let pts = poly.points
            var prev = pts[pts.count - 1]
            for p in pts {
                cells.addEdge(prev.x - ox, prev.y - oy, p.x - ox, p.y - oy)
                prev = p
            }
        }
        let values = cells.sweep(fillRule)
        return CoverageMask(x: bx0, y: by0, width: mw, height: mh, values: values)
    }
}

/// Dense cover/area accumulators for a block of pixel cells (one spare column on the right).
struct CellGrid {
    let width: Int
    let height: Int
    var cover: [Float]
    var area: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cover = [Float](repeating: 0, count: (width + 1) * height)
        area = [Float](repeating: 0, count: (width + 1) * height)
    }

    /// Adds a line segment in grid coordinates, clipping it to the grid: parts above or below
    /// contribute nothing, parts to the left are moved onto x = 0 (they cover every pixel of the
    /// row to their right), parts to the right are dropped.
    mutating func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }
        let h = Double(height), w = Double(width)
        var (ax, ay, bx, by) = (x0, y0, x1, y1)
        // Clip to rows 0...h.
        if (ay <= 0 && by <= 0) || (ay >= h && by >= h) { return }
        let dxdy = (bx - ax) / (by - ay)
        if ay < 0 { ax += (0 - ay) * dxdy; ay = 0 } else if ay > h { ax += (h - ay) * dxdy; ay = h }
        if by < 0 { bx += (0 - by) * dxdy; by = 0 } else if by > h { bx += (h - by) * dxdy; by = h }
        if ay == by { return }
        // Coordinates far beyond the canvas can overflow the clipping arithmetic: drop the edge.
        guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return }
        // Split at x = 0 and x = w.
        var cuts: [(Double, Double)] = [(ax, ay)]
        if ax != bx {
            let dydx = (by - ay) / (bx - ax)
            var ts: [Double] = []
            for edge in [0.0, w] where (ax - edge) * (bx - edge) < 0 {
                ts.append((edge - ax) / (bx - ax))
            }
            ts.sort()
            for t in ts {
                let cx = ax + t * (bx - ax)
                let cy = ay + (cx - ax) * dydx
                cuts.append((cx, cy))
            }
        }
        cuts.append((bx, by))
        for i in 0..<(cuts.count - 1) {
            var (sx, sy) = cuts[i]
            var (ex, ey) = cuts[i + 1]
            let mid = (sx + ex) / 2
            if mid >= w { continue }
            if mid <= 0 { sx = 0; ex = 0 }
            sx = min(max(sx, 0), w); ex = min(max(ex, 0), w)
            sy = min(max(sy, 0), h); ey = min(max(ey, 0), h)
            addClippedLine(sx, sy, ex, ey)
        }
    }

    /// Adds a segment lying inside the grid.
    private mutating func addClippedLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }
        var (ax, ay, bx, by) = (x0, y0, x1, y1)
        var dir = 1.0
        if ay > by { swap(&ax, &bx); swap(&ay, &by); dir = -1 }
        let dxdy = (bx - ax) / (by - ay)
        var row = Int(ay.rounded(.down))
        let lastRow = min(Int(by.rounded(.up)) - 1, height - 1)
        while row <= lastRow {
            let top = max(ay, Double(row)), bottom = min(by, Double(row + 1))
            if bottom > top {
                let xa = ax + (top - ay) * dxdy, xb = ax + (bottom - ay) * dxdy
                addRowPiece(row: row, xa, top - Double(row), xb, bottom - Double(row), dir)
            }
            row += 1
        }
    }

    /// Adds the part of a segment inside one row; `ya`/`yb` are offsets within the row.
    private mutating func addRowPiece(row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ dir: Double) {
        let base = row * (width + 1)
        @inline(__always) func deposit(_ sx: Double, _ sy: Double, _ ex: Double, _ ey: Double) {
            let dy = (ey - sy) * dir
            if dy == 0 { return }
            let mid = (sx + ex) / 2
            let ix = min(max(Int(mid.rounded(.down)), 0), width)
            let fx = mid - Double(ix)
            cover[base + ix] += Float(dy)
            area[base + ix] += Float(dy * fx)
        }
        let lo = min(xa, xb), hi = max(xa, xb)
        let firstCut = Int(lo.rounded(.down)) + 1
        if Double(firstCut) >= hi {
            deposit(xa, ya, xb, yb)
            return
        }
        let dydx = (yb - ya) / (xb - xa)
        var sx = xa, sy = ya
        if xa < xb {
            var c = firstCut
            while Double(c) < hi {
                let cy = ya + (Double(c) - xa) * dydx
                deposit(sx, sy, Double(c), cy)
                sx = Double(c); sy = cy
                c += 1
            }
        } else {
            var c = Int(hi.rounded(.up)) - 1
            while Double(c) > lo {
                let cy = ya + (Double(c) - xa) * dydx
                deposit(sx, sy, Double(c), cy)
                sx = Double(c); sy = cy
                c -= 1
            }
        }
        deposit(sx, sy, xb, yb)
    }

    /// Converts the accumulated winding to 8-bit coverage, row by row.
    func sweep(_ rule: FillRule) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        cover.withUnsafeBufferPointer { cv in
            area.withUnsafeBufferPointer { ar in
                out.withUnsafeMutableBufferPointer { o in
                    for row in 0..<height {
                        var acc: Float = 0
                        let base = row * (width + 1), ob = row * width
                        for x in 0..<width {
                            let c = cv[base + x]
                            let v = acc + c - ar[base + x]
                            acc += c
                            let cov = rule.coverage(v)
                            o[ob + x] = UInt8(min(255, cov * 255 + 0.5))
                        }
                    }
                }
            }
        }
        return out
    }
}
