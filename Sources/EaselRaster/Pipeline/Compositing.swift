/// Source-over compositing of solid colours through coverage, honouring the canvas clip.
extension RasterCanvas {
    /// Composites `color` through `mask` (coverage 0...255) with source-over:
    /// `dst = src * m + dst * (1 - src.a * m)`, where `m` is the coverage times the clip.
    package func fill(_ mask: CoverageMask, color: PremultipliedColor) {
        mask.values.withUnsafeBufferPointer { mv in
            fill(mask: mv.baseAddress, x: mask.x, y: mask.y, width: mask.width, height: mask.height, color: color)
        }
    }

    /// `fill(_:color:)` for a mask given as raw row-major values placed at (`mx`, `my`).
    func fill(mask mv: UnsafePointer<UInt8>?, x mx: Int, y my: Int, width mwidth: Int, height mheight: Int, color: PremultipliedColor) {
        if color.a == 0 { return }
        guard let mv else { return }
        let x0 = max(targetX, mx), y0 = max(targetY, my)
        let x1 = min(targetX + targetWidth, mx + mwidth), y1 = min(targetY + targetHeight, my + mheight)
        guard x0 < x1, y0 < y1 else { return }
        let word = color.packed
        let w = width, tw = targetWidth, tx = targetX, ty = targetY
        let opaque = color.a == 255
        let table = coverageTable(color)
        @inline(__always) func blend(_ px: UnsafeMutablePointer<UInt8>, _ i: Int, _ m: Int) {
            let e = tp! + m * 4
            let sr = Int(e[0]), sg = Int(e[1]), sb = Int(e[2]), sa = Int(e[3])
            let inv = 255 - sa
            px[i] = UInt8(truncatingIfNeeded: sr + div255(Int(px[i]) * inv))
            px[i + 1] = UInt8(truncatingIfNeeded: sg + div255(Int(px[i + 1]) * inv))
            px[i + 2] = UInt8(truncatingIfNeeded: sb + div255(Int(px[i + 2]) * inv))
            px[i + 3] = UInt8(truncatingIfNeeded: sa + div255(Int(px[i + 3]) * inv))
        }
        let count = pixels.count
        var tp: UnsafePointer<Int32>?
        table.withUnsafeBufferPointer { tb in
            tp = tb.baseAddress
            pixels.withUnsafeMutableBufferPointer { pxBuf in
                let px = pxBuf.baseAddress!
                px.withMemoryRebound(to: UInt32.self, capacity: count / 4) { words in
                    if let clip = clipMask {
                        clip.withUnsafeBufferPointer { cb in
                            let cp = cb.baseAddress!
                            for y in y0..<y1 {
                                let mrow = mv + ((y - my) * mwidth - mx)
                                let crow = cp + y * w
                                let drow = (y - ty) * tw - tx
                                for x in x0..<x1 {
                                    var m = Int(mrow[x])
                                    if m == 0 { continue }
                                    m = div255(m * Int(crow[x]))
                                    if m == 0 { continue }
                                    if m == 255 && opaque { words[drow + x] = word; continue }
                                    blend(px, (drow + x) * 4, m)
                                }
                            }
                        }
                    } else {
                        for y in y0..<y1 {
                            let mrow = mv + ((y - my) * mwidth - mx)
                            let drow = (y - ty) * tw - tx
                            var x = x0
                            while x < x1 {
                                // Eight coverage values at once: a run outside the shape is
                                // skipped, a run inside an opaque one stored (most of a mask).
                                if x + 8 <= x1 {
                                    let eight = UnsafeRawPointer(mrow + x).loadUnaligned(as: UInt64.self)
                                    if eight == 0 {
                                        x += 8
                                        continue
                                    }
                                    if eight == .max && opaque {
                                        (words + drow + x).update(repeating: word, count: 8)
                                        x += 8
                                        continue
                                    }
                                }
                                let m = Int(mrow[x])
                                if m == 255 && opaque {
                                    words[drow + x] = word
                                } else if m != 0 {
                                    blend(px, (drow + x) * 4, m)
                                }
                                x += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// `color` scaled by each coverage value 0...255: (r, g, b, a) per entry, as the compositor
    /// uses them (`div255(c * m)`). Kept for a few recent colours.
    func coverageTable(_ color: PremultipliedColor) -> [Int32] {
        if let t = coverageTables[color] { return t }
        let (cr, cg, cb, ca) = (Int(color.r), Int(color.g), Int(color.b), Int(color.a))
        var table = [Int32](repeating: 0, count: 256 * 4)
        for m in 0...255 {
            table[m * 4] = Int32(m == 255 ? cr : div255(cr * m))
            table[m * 4 + 1] = Int32(m == 255 ? cg : div255(cg * m))
            table[m * 4 + 2] = Int32(m == 255 ? cb : div255(cb * m))
            table[m * 4 + 3] = Int32(m == 255 ? ca : div255(ca * m))
        }
        if coverageTables.count >= 16 { coverageTables.removeAll(keepingCapacity: true) }
        coverageTables[color] = table
        return table
    }

    /// Fills the whole pixels `x0..<x1` x `y0..<y1` (clipped to the target) with `color` at full
    /// coverage, through the clip: the same result as `fill(_:color:)` with a mask of 255s.
    func fillSolid(x0 ax0: Int, y0 ay0: Int, x1 ax1: Int, y1 ay1: Int, color: PremultipliedColor) {
        if color.a == 0 { return }
        let x0 = max(targetX, ax0), y0 = max(targetY, ay0)
        let x1 = min(targetX + targetWidth, ax1), y1 = min(targetY + targetHeight, ay1)
        guard x0 < x1, y0 < y1 else { return }
        if clipMask != nil || color.a != 255 {
            // Rare: go through a row of full coverage.
            let row = [UInt8](repeating: 255, count: x1 - x0)
            row.withUnsafeBufferPointer { r in
                for y in y0..<y1 { fill(mask: r.baseAddress, x: x0, y: y, width: x1 - x0, height: 1, color: color) }
            }
            return
        }
        let word = color.packed
        let tw = targetWidth, tx = targetX, ty = targetY
        let count = pixels.count
        pixels.withUnsafeMutableBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count / 4) { words in
                for y in y0..<y1 {
                    (words + ((y - ty) * tw + x0 - tx)).update(repeating: word, count: x1 - x0)
                }
            }
        }
    }

    /// Fills `path` (mapped by `transform` into pixels) with `color`.
    /// A path that is a single axis-aligned rectangle takes the rectangle fast path.
    package func fill(_ path: RasterPath, color: PremultipliedColor, transform: RasterTransform = .identity, fillRule: FillRule = .nonZero) {
        if transform.isAxisAligned, let r = path.axisAlignedRect {
            let p0 = transform.apply(RasterPoint(r.minX, r.minY)), p1 = transform.apply(RasterPoint(r.maxX, r.maxY))
            fillRect(RasterRect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y)), color: color)
            return
        }
        guard let mask = Rasterizer.coverage(of: path, transform: transform, fillRule: fillRule, width: width, height: height) else { return }
        fill(mask, color: color)
    }

    /// Fills an axis-aligned rectangle given in pixels. Pixel-aligned edges give solid pixels;
    /// fractional edges get their exact area coverage (the product of the row and column overlaps).
    package func fillRect(_ rect: RasterRect, color: PremultipliedColor) {
        if !rect.isEmpty, rect.minX == rect.minX.rounded(.down), rect.minY == rect.minY.rounded(.down),
            rect.maxX == rect.maxX.rounded(.down), rect.maxY == rect.maxY.rounded(.down),
            abs(rect.minX) < 1e15, abs(rect.minY) < 1e15, abs(rect.maxX) < 1e15, abs(rect.maxY) < 1e15
        {
            fillSolid(x0: Int(rect.minX), y0: Int(rect.minY), x1: Int(rect.maxX), y1: Int(rect.maxY), color: color)
            return
        }
        guard let mask = RasterCanvas.rectCoverage(rect, width: width, height: height) else { return }
        fill(mask, color: color)
    }

    /// Exact coverage of an axis-aligned rectangle, clipped to the canvas.
    static func rectCoverage(_ rect: RasterRect, width: Int, height: Int) -> CoverageMask? {
        guard !rect.isEmpty else { return nil }
        let x0 = PixelIndex.floor(rect.minX, 0, width), x1 = PixelIndex.ceil(rect.maxX, 0, width)
        let y0 = PixelIndex.floor(rect.minY, 0, height), y1 = PixelIndex.ceil(rect.maxY, 0, height)
        guard x0 < x1, y0 < y1 else { return nil }
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            max(0, min(Double(i + 1), hi) - max(Double(i), lo))
        }
        let cols = (x0..<x1).map { overlap($0, rect.minX, rect.maxX) }
        let mw = x1 - x0, mh = y1 - y0
        // Rows that are fully covered vertically all look the same.
        let fullRow = cols.map { UInt8(($0 * 255).rounded()) }
        var values = [UInt8](repeating: 0, count: mw * mh)
        values.withUnsafeMutableBufferPointer { v in
            for j in 0..<mh {
                let ry = overlap(y0 + j, rect.minY, rect.maxY)
                if ry == 1 {
                    for i in 0..<mw { v[j * mw + i] = fullRow[i] }
                } else {
                    for i in 0..<mw { v[j * mw + i] = UInt8((cols[i] * ry * 255).rounded()) }
                }
            }
        }
        return CoverageMask(x: x0, y: y0, width: mw, height: mh, values: values)
    }
}

extension RasterPath {
    /// The rectangle this path draws, if it is exactly one closed axis-aligned rectangle.
    var axisAlignedRect: RasterRect? {
        var pts: [RasterPoint] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p): if i != 0 { return nil }; pts.append(p)
            case .line(let p): pts.append(p)
            case .close: if i != elements.count - 1 { return nil }
            default: return nil
            }
        }
        guard case .close? = elements.last else { return nil }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return nil }
        // Consecutive corners must differ in exactly one coordinate.
        for k in 0..<4 {
            let a = pts[k], b = pts[(k + 1) % 4]
            if (a.x == b.x) == (a.y == b.y) { return nil }
        }
        let x0 = xs.min()!, x1 = xs.max()!, y0 = ys.min()!, y1 = ys.max()!
        return RasterRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
