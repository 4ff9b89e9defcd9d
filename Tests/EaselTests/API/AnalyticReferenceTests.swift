import XCTest
import Foundation
import EaselRaster
@testable import Easel

/// Transforms and blurs against exact analytic references, through the whole pipeline (views,
/// layout, raster): each pixel's alpha beside the value computed from the geometry, within the
/// tolerance stated in each test. (Gradients have their own analytic checks in ShaderTests.)
final class AnalyticReferenceTests: XCTestCase {
    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }

    /// The area of the convex polygon `poly` inside the unit pixel at (`px`, `py`): the polygon
    /// clipped by the pixel's four edges (Sutherland–Hodgman), then the shoelace formula.
    private func coverage(of poly: [CGPoint], px: Int, py: Int) -> Double {
        var pts = poly
        let x0 = CGFloat(px), x1 = x0 + 1, y0 = CGFloat(py), y1 = y0 + 1
        let edges: [(CGPoint) -> CGFloat] = [{ $0.x - x0 }, { x1 - $0.x }, { $0.y - y0 }, { y1 - $0.y }]
        for inside in edges {
            var out: [CGPoint] = []
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
            pts = out
            if pts.isEmpty { return 0 }
        }
        var area: CGFloat = 0
        for i in pts.indices { let a = pts[i], b = pts[(i + 1) % pts.count]; area += a.x * b.y - b.x * a.y }
        return Double(abs(area) / 2)
    }

    /// A 40 × 20 rectangle turned 30° about the centre of an 80 × 80 canvas. Turned as a shape
    /// (`Shape.rotation`, the path transformed before scan conversion), every pixel's alpha is its
    /// exact area coverage within 2/255, 1/255 on average over the edge. Turned as a view
    /// (`rotationEffect`: the subtree drawn into a layer, then resampled bilinearly through the
    /// transform), the edge is about half a pixel softer: within 12/255, 6/255 on average (measured
    /// 9.5 and 4.8; docs/Differences.md).
    func testARotatedRectangleCoversEachPixelByItsArea() throws {
        try check(
            ZStack {
                Color.clear.frame(width: 80, height: 80)
                Rectangle().rotation(.degrees(30)).fill(Color.black).frame(width: 40, height: 20)
            }, "Shape.rotation", worst: 2, mean: 1)
        try check(
            ZStack {
                Color.clear.frame(width: 80, height: 80)
                Rectangle().fill(Color.black).frame(width: 40, height: 20).rotationEffect(.degrees(30))
            }, "rotationEffect", worst: 12, mean: 6)
    }

    private func check<V: View>(_ view: V, _ what: String, worst allowedWorst: Double, mean allowedMean: Double) throws {
        let canvas = try render(view)
        XCTAssertEqual(canvas.width, 80)
        let angle = 30.0 * .pi / 180, c = CGPoint(x: 40, y: 40)
        let corners = [(-20.0, -10.0), (20, -10), (20, 10), (-20, 10)].map { (x, y) in
            CGPoint(x: c.x + CGFloat(x * cos(angle) - y * sin(angle)), y: c.y + CGFloat(x * sin(angle) + y * cos(angle)))
        }
        var worst = 0.0, total = 0.0, edgePixels = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let expected = coverage(of: corners, px: x, py: y) * 255
                let actual = Double(canvas.pixel(x: x, y: y).a)
                let d = abs(expected - actual)
                worst = max(worst, d)
                if expected > 0.5 && expected < 254.5 { total += d; edgePixels += 1 }
            }
        }
        XCTAssertGreaterThan(edgePixels, 100)
        XCTAssertLessThanOrEqual(worst, allowedWorst, "\(what): largest alpha difference from the exact coverage")
        XCTAssertLessThanOrEqual(total / Double(edgePixels), allowedMean, "\(what): mean difference on the edge pixels")
    }

    /// A large black square blurred with radius 8 (a Gaussian of standard deviation 4): across its
    /// left edge, each pixel's alpha follows Φ(d / σ), the normal distribution's integral at the
    /// pixel centre's distance d from the edge, within 3/255.
    func testABlurredEdgeFollowsTheGaussianIntegral() throws {
        let canvas = try render(Rectangle().fill(Color.black).frame(width: 120, height: 120).blur(radius: 8).padding(40))
        let sigma = 4.0, edge = 40.0, row = canvas.height / 2
        func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }
        var worst = 0.0
        for x in 20..<60 {
            let expected = phi((Double(x) + 0.5 - edge) / sigma) * 255
            worst = max(worst, abs(expected - Double(canvas.pixel(x: x, y: row).a)))
        }
        XCTAssertLessThanOrEqual(worst, 3.0, "largest alpha difference from the Gaussian edge")
    }
}
