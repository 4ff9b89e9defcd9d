import Foundation

/// The colours of a mesh gradient over a rectangle of device pixels, worked out once when its
/// shader is made (SwiftUI's `MeshGradient`).
///
/// The mesh is a grid of `columns` x `rows` vertices, each with a position (device pixels) and a
/// premultiplied colour (0...255). Between four neighbouring vertices lies a patch. A patch's
/// points are placed by a Catmull-Rom surface through the vertices (so a regular grid maps
/// exactly and a moved vertex bends the patches' edges smoothly through it, the role SwiftUI's
/// implicit Bézier control points play) and its colours are blended the same way (`smooth`) or
/// bilinearly between its four corners. Each patch is cut into small quads, each quad into two
/// triangles, and each triangle fills the pixel centres it covers with the colours of its
/// corners blended by barycentric weights. Pixels no patch covers take the background colour.
package struct MeshRaster: Equatable, Sendable {
    /// The rectangle of device pixels covered: (x, y) of its top-left pixel and its size.
    package let x: Int, y: Int, width: Int, height: Int
    /// Premultiplied r, g, b, a (0...255) per pixel, row by row.
    let colors: [Float]
    let background: (r: Float, g: Float, b: Float, a: Float)

    package static func == (a: MeshRaster, b: MeshRaster) -> Bool {
        a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height && a.colors == b.colors
            && a.background == b.background
    }

    /// A vertex position, a colour (premultiplied 0...255).
    package typealias Point = (x: Double, y: Double)
    package typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    /// Renders a mesh of `columns` x `rows` vertices (row by row) into the pixels of `bounds`
    /// (x, y, width, height in device pixels). A mesh with fewer than 2 x 2 vertices, or whose
    /// arrays are too short, draws only the background.
    package init(
        columns: Int, rows: Int, points: [Point], colors: [RGBA], background: RGBA, smooth: Bool,
        bounds: (x: Int, y: Int, width: Int, height: Int)
    ) {
        x = bounds.x
        y = bounds.y
        width = max(0, min(bounds.width, 8_192))
        height = max(0, min(bounds.height, 8_192))
        self.background = (Float(background.r), Float(background.g), Float(background.b), Float(background.a))
        var out = [Float](repeating: 0, count: width * height * 4)
        var covered = [Bool](repeating: false, count: width * height)
        let n = columns * rows
        if columns >= 2, rows >= 2, points.count >= n, colors.count >= n, width > 0, height > 0,
            points.prefix(n).allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        {
            MeshRaster.render(
                columns: columns, rows: rows, points: Array(points.prefix(n)), colors: Array(colors.prefix(n)), smooth: smooth,
                origin: (bounds.x, bounds.y), width: width, height: height, into: &out, covered: &covered)
        }
        for i in 0..<(width * height) where !covered[i] {
            out[i * 4] = Float(background.r)
            out[i * 4 + 1] = Float(background.g)
            out[i * 4 + 2] = Float(background.b)
            out[i * 4 + 3] = Float(background.a)
        }
        self.colors = out
    }

    /// The premultiplied colour (0...255) of the pixel at (`px`, `py`): the background outside.
    @inline(__always)
    package func color(_ px: Int, _ py: Int) -> (r: Double, g: Double, b: Double, a: Double) {
        let lx = px - x, ly = py - y
        guard lx >= 0, ly >= 0, lx < width, ly < height else {
            return (Double(background.r), Double(background.g), Double(background.b), Double(background.a))
        }
        let i = (ly * width + lx) * 4
        return (Double(colors[i]), Double(colors[i + 1]), Double(colors[i + 2]), Double(colors[i + 3]))
    }

    /// Catmull-Rom weights of the four samples around a segment, at `t` (0...1) along it.
    @inline(__always)
    static func weights(_ t: Double) -> (Double, Double, Double, Double) {
        let t2 = t * t, t3 = t2 * t
        return ((-t + 2 * t2 - t3) / 2, (2 - 5 * t2 + 3 * t3) / 2, (t + 4 * t2 - 3 * t3) / 2, (-t2 + t3) / 2)
    }

    private static func render(
        columns: Int, rows: Int, points: [Point], colors: [RGBA], smooth: Bool, origin: (Int, Int), width: Int, height: Int,
        into out: inout [Float], covered: inout [Bool]
    ) {
        // Samples beyond the edges: positions continue the edge's step (so a regular grid stays
        // regular), colours repeat the edge's (so they do not overshoot there).
        func position(_ i: Int, _ j: Int) -> Point {
            if i < 0 { let a = position(0, j), b = position(1, j); return (2 * a.x - b.x, 2 * a.y - b.y) }
            if i >= columns { let a = position(columns - 1, j), b = position(columns - 2, j); return (2 * a.x - b.x, 2 * a.y - b.y) }
            if j < 0 { let a = position(i, 0), b = position(i, 1); return (2 * a.x - b.x, 2 * a.y - b.y) }
            if j >= rows { let a = position(i, rows - 1), b = position(i, rows - 2); return (2 * a.x - b.x, 2 * a.y - b.y) }
            return points[j * columns + i]
        }
        func color(_ i: Int, _ j: Int) -> RGBA { colors[min(max(j, 0), rows - 1) * columns + min(max(i, 0), columns - 1)] }

        /// Fills the pixel centres inside a triangle (local pixel coordinates) with its corners'
        /// colours blended by barycentric weights.
        func triangle(_ p0: Point, _ p1: Point, _ p2: Point, _ c0: RGBA, _ c1: RGBA, _ c2: RGBA) {
            let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
            guard abs(area) > 1e-12 else { return }
            let minX = max(0, Int((min(p0.x, p1.x, p2.x) - 0.5).rounded(.down)))
            let maxX = min(width - 1, Int((max(p0.x, p1.x, p2.x) - 0.5).rounded(.up)))
            let minY = max(0, Int((min(p0.y, p1.y, p2.y) - 0.5).rounded(.down)))
            let maxY = min(height - 1, Int((max(p0.y, p1.y, p2.y) - 0.5).rounded(.up)))
            guard minX <= maxX, minY <= maxY else { return }
            let eps = -1e-9
            for py in minY...maxY {
                let cy = Double(py) + 0.5
                for px in minX...maxX {
                    let cx = Double(px) + 0.5
                    let w0 = ((p1.x - cx) * (p2.y - cy) - (p2.x - cx) * (p1.y - cy)) / area
                    let w1 = ((p2.x - cx) * (p0.y - cy) - (p0.x - cx) * (p2.y - cy)) / area
                    let w2 = 1 - w0 - w1
                    guard w0 >= eps, w1 >= eps, w2 >= eps else { continue }
                    let i = py * width + px
                    covered[i] = true
                    out[i * 4] = Float(w0 * c0.r + w1 * c1.r + w2 * c2.r)
                    out[i * 4 + 1] = Float(w0 * c0.g + w1 * c1.g + w2 * c2.g)
                    out[i * 4 + 2] = Float(w0 * c0.b + w1 * c1.b + w2 * c2.b)
                    out[i * 4 + 3] = Float(w0 * c0.a + w1 * c1.a + w2 * c2.a)
                }
            }
        }

        for pj in 0..<(rows - 1) {
            for pi in 0..<(columns - 1) {
                // The 4 x 4 samples around the patch.
                var ps: [Point] = [], cs: [RGBA] = []
                for b in -1...2 {
                    for a in -1...2 {
                        ps.append(position(pi + a, pj + b))
                        cs.append(color(pi + a, pj + b))
                    }
                }
                let corners = [ps[5], ps[6], ps[9], ps[10]]
                var extent = 0.0
                for (p, q) in [(0, 1), (0, 2), (1, 3), (2, 3)] {
                    extent = max(extent, hypot(corners[p].x - corners[q].x, corners[p].y - corners[q].y))
                }
                let steps = min(96, max(2, Int((extent / 3).rounded(.up))))
                // The patch's points and colours on a grid of (steps + 1)^2.
                var gridPoints: [Point] = [], gridColors: [RGBA] = []
                gridPoints.reserveCapacity((steps + 1) * (steps + 1))
                gridColors.reserveCapacity((steps + 1) * (steps + 1))
                for sv in 0...steps {
                    let v = Double(sv) / Double(steps)
                    let wv = weights(v)
                    let wvs = [wv.0, wv.1, wv.2, wv.3]
                    for su in 0...steps {
                        let u = Double(su) / Double(steps)
                        let wu = weights(u)
                        let wus = [wu.0, wu.1, wu.2, wu.3]
                        var px = 0.0, py = 0.0
                        var c: RGBA = (0, 0, 0, 0)
                        for b in 0..<4 {
                            for a in 0..<4 {
                                let w = wus[a] * wvs[b]
                                let s = ps[b * 4 + a]
                                px += w * s.x
                                py += w * s.y
                                if smooth {
                                    let k = cs[b * 4 + a]
                                    c.r += w * k.r
                                    c.g += w * k.g
                                    c.b += w * k.b
                                    c.a += w * k.a
                                }
                            }
                        }
                        if !smooth {
                            let c00 = cs[5], c10 = cs[6], c01 = cs[9], c11 = cs[10]
                            func mix(_ k: KeyPath<(r: Double, g: Double, b: Double, a: Double), Double>) -> Double {
                                (1 - u) * (1 - v) * c00[keyPath: k] + u * (1 - v) * c10[keyPath: k] + (1 - u) * v * c01[keyPath: k] + u * v
                                    * c11[keyPath: k]
                            }
                            c = (mix(\.r), mix(\.g), mix(\.b), mix(\.a))
                        }
                        // Blends may overshoot between very different colours: keep them valid.
                        let alpha = min(255, max(0, c.a))
                        c = (min(alpha, max(0, c.r)), min(alpha, max(0, c.g)), min(alpha, max(0, c.b)), alpha)
                        gridPoints.append((px - Double(origin.0), py - Double(origin.1)))
                        gridColors.append(c)
                    }
                }
                let stride = steps + 1
                for sv in 0..<steps {
                    for su in 0..<steps {
                        let i00 = sv * stride + su, i10 = i00 + 1, i01 = i00 + stride, i11 = i01 + 1
                        triangle(gridPoints[i00], gridPoints[i10], gridPoints[i11], gridColors[i00], gridColors[i10], gridColors[i11])
                        triangle(gridPoints[i00], gridPoints[i11], gridPoints[i01], gridColors[i00], gridColors[i11], gridColors[i01])
                    }
                }
            }
        }

    }
}
