import Foundation

/// A colour that varies across the canvas: the gradients SwiftUI paints with, in device pixels.
/// A colour is found at each pixel's centre: the gradient's parameter `t` there (its own rule per
/// kind), then the stops interpolated in premultiplied sRGB, dithered with a 4 × 4 ordered
/// pattern of ±½ of an 8-bit step so that long ramps do not band. The pattern is fixed by the
/// pixel's position, so pictures are the same on every machine.
package struct Shader: Equatable, Sendable {
    /// A stop: straight (un-premultiplied) sRGB components 0...1 at a location 0...1.
    package struct Stop: Equatable, Sendable {
        package var red, green, blue, opacity, location: Double
        package init(red: Double, green: Double, blue: Double, opacity: Double, location: Double) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity; self.location = location
        }
    }

    package enum Kind: Equatable, Sendable {
        /// Along the line from (x0, y0) to (x1, y1): 0 at the start, 1 at the end, constant across it.
        case linear(x0: Double, y0: Double, x1: Double, y1: Double)
        /// Circles round (cx, cy): 0 at `r0`, 1 at `r1`.
        case radial(cx: Double, cy: Double, r0: Double, r1: Double)
        /// Ellipses round (cx, cy) with radii (rx, ry): 0 at fraction `f0` of them, 1 at `f1`.
        case elliptical(cx: Double, cy: Double, rx: Double, ry: Double, f0: Double, f1: Double)
        /// Round (cx, cy), clockwise from `start` to `end` radians (0: the positive x axis).
        case angular(cx: Double, cy: Double, start: Double, end: Double)
        /// A mesh gradient's colours, worked out for every pixel (the stops are not used).
        case mesh(MeshRaster)
    }

    package var kind: Kind
    /// Sorted by location; at least one.
    package var stops: [Stop] { didSet { premultiplied = Shader.premultiply(stops) } }
    /// The stops' colours premultiplied and scaled to 0...255, with their locations: worked out
    /// once, not at every pixel.
    fileprivate var premultiplied: [PremultipliedStop]

    fileprivate struct PremultipliedStop: Equatable, Sendable {
        var r, g, b, a, location: Double
    }

    private static func premultiply(_ stops: [Stop]) -> [PremultipliedStop] {
        stops.map { s in
            PremultipliedStop(
                r: s.red * s.opacity * 255, g: s.green * s.opacity * 255, b: s.blue * s.opacity * 255,
                a: s.opacity * 255, location: s.location)
        }
    }

    /// A shader; non-finite geometry and locations are tamed (NaN reads as 0), stops are sorted.
    package init(_ kind: Kind, stops: [Stop]) {
        self.kind = kind
        let clean = stops.map { s -> Stop in
            func u(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
            return Stop(red: u(s.red), green: u(s.green), blue: u(s.blue), opacity: u(s.opacity), location: u(s.location))
        }
        let sorted =
            clean.isEmpty
            ? [Stop(red: 0, green: 0, blue: 0, opacity: 0, location: 0)]
            : clean.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.stops = sorted
        self.premultiplied = Shader.premultiply(sorted)
    }

    /// The gradient parameter at a point, clamped to 0...1 (a degenerate geometry gives 0).
    @inline(__always)
    package func parameter(x: Double, y: Double) -> Double {
        var t: Double
        switch kind {
        case .linear(let x0, let y0, let x1, let y1):
            let dx = x1 - x0, dy = y1 - y0, len2 = dx * dx + dy * dy
            t = len2 > 1e-12 ? ((x - x0) * dx + (y - y0) * dy) / len2 : 0
        case .radial(let cx, let cy, let r0, let r1):
            let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
            t = abs(r1 - r0) > 1e-12 ? (d - r0) / (r1 - r0) : (d >= r1 ? 1 : 0)
        case .elliptical(let cx, let cy, let rx, let ry, let f0, let f1):
            guard rx > 1e-12, ry > 1e-12 else { return 0 }
            let nx = (x - cx) / rx, ny = (y - cy) / ry
            let d = (nx * nx + ny * ny).squareRoot()
            t = abs(f1 - f0) > 1e-12 ? (d - f0) / (f1 - f0) : (d >= f1 ? 1 : 0)
        case .angular(let cx, let cy, let start, let end):
            let span = end - start
            guard abs(span) > 1e-12 else { return 0 }
            var a = atan2(y - cy, x - cx) - start
            let full = 2 * Double.pi
            a = a.truncatingRemainder(dividingBy: full)
            if a < 0 { a += full }
            t = a / span
        case .mesh: return 0
        }
        if !t.isFinite { t = 0 }
        return min(1, max(0, t))
    }

    /// The premultiplied colour (0...255 per channel, before rounding) at parameter `t`.
    package func color(at t: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        premultiplied.withUnsafeBufferPointer { Shader.color(at: t, $0) }
    }

    /// The colour at `t` between premultiplied stops (a buffer found once for many pixels).
    @inline(__always)
    fileprivate static func color(at t: Double, _ st: UnsafeBufferPointer<PremultipliedStop>) -> (r: Double, g: Double, b: Double, a: Double) {
        let n = st.count
        guard n > 0 else { return (0, 0, 0, 0) }
        let first = st[0], last = st[n - 1]
        if t <= first.location { return (first.r, first.g, first.b, first.a) }
        if t >= last.location { return (last.r, last.g, last.b, last.a) }
        var i = 1
        while i < n - 1 && st[i].location < t { i += 1 }
        let pa = st[i - 1], pb = st[i]
        let span = pb.location - pa.location
        let f = span > 1e-12 ? (t - pa.location) / span : 1
        return (pa.r + (pb.r - pa.r) * f, pa.g + (pb.g - pa.g) * f, pa.b + (pb.b - pa.b) * f, pa.a + (pb.a - pa.a) * f)
    }

    /// 4 × 4 ordered dither offsets in eighths of a step, centred on 0 (−7.5/16 … +7.5/16).
    static let bayer: [Double] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { ($0 + 0.5) / 16 - 0.5 }

    /// The dithered 8-bit premultiplied colour of the pixel at (`px`, `py`).
    package func pixel(_ px: Int, _ py: Int) -> PremultipliedColor {
        premultiplied.withUnsafeBufferPointer { pixel(px, py, dither: Shader.bayer[(py & 3) * 4 + (px & 3)], $0) }
    }

    /// The 8-bit premultiplied colour of the pixel at (`px`, `py`), dithered by `d`.
    @inline(__always)
    fileprivate func pixel(_ px: Int, _ py: Int, dither d: Double, _ stops: UnsafeBufferPointer<PremultipliedStop>) -> PremultipliedColor {
        let c: (r: Double, g: Double, b: Double, a: Double)
        if case .mesh(let m) = kind { c = m.color(px, py) } else { c = Shader.color(at: parameter(x: Double(px) + 0.5, y: Double(py) + 0.5), stops) }
        func q(_ v: Double) -> UInt8 { roundedByte(v + d) }
        let a = q(c.a)
        // Premultiplied channels never exceed alpha.
        return PremultipliedColor(r: min(q(c.r), a), g: min(q(c.g), a), b: min(q(c.b), a), a: a)
    }
}

extension RasterCanvas {
    /// Composites a shader through `mask` (coverage 0...255) with source-over, honouring the clip.
    package func fill(_ mask: CoverageMask, shader: Shader) {
        let x0 = max(targetX, mask.x), y0 = max(targetY, mask.y)
        let x1 = min(targetX + targetWidth, mask.x + mask.width), y1 = min(targetY + targetHeight, mask.y + mask.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width, tw = targetWidth, tx = targetX, ty = targetY
        let clip = clipMask
        let bayer = Shader.bayer
        shader.premultiplied.withUnsafeBufferPointer { stops in
            mask.values.withUnsafeBufferPointer { mv in
                pixels.withUnsafeMutableBufferPointer { px in
                    for y in y0..<y1 {
                        let mrow = (y - mask.y) * mask.width - mask.x
                        let drow = (y - ty) * tw - tx
                        let ditherRow = (y & 3) * 4
                        for x in x0..<x1 {
                            var m = Int(mv[mrow + x])
                            if m == 0 { continue }
                            if let clip { m = div255(m * Int(clip[y * w + x])) }
                            if m == 0 { continue }
                            let c = shader.pixel(x, y, dither: bayer[ditherRow + (x & 3)], stops)
                            let sr = div255(Int(c.r) * m), sg = div255(Int(c.g) * m), sb = div255(Int(c.b) * m), sa = div255(Int(c.a) * m)
                            let inv = 255 - sa
                            let i = (drow + x) * 4
                            px[i] = UInt8(truncatingIfNeeded: sr + div255(Int(px[i]) * inv))
                            px[i + 1] = UInt8(truncatingIfNeeded: sg + div255(Int(px[i + 1]) * inv))
                            px[i + 2] = UInt8(truncatingIfNeeded: sb + div255(Int(px[i + 2]) * inv))
                            px[i + 3] = UInt8(truncatingIfNeeded: sa + div255(Int(px[i + 3]) * inv))
                        }
                    }
                }
            }
        }
    }

    /// Fills a path with a shader.
    package func fill(_ path: RasterPath, shader: Shader, fillRule: FillRule = .nonZero) {
        guard let mask = Rasterizer.coverage(of: path, fillRule: fillRule, width: targetX + targetWidth, height: targetY + targetHeight) else { return }
        fill(mask, shader: shader)
    }
}
