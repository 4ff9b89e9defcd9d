import XCTest
@testable import EaselRaster

/// Gradient shaders against analytic values: the parameter of each kind at chosen points, the
/// interpolated colour, and dithering that stays within half an 8-bit step.
final class ShaderTests: XCTestCase {
    let blackToWhite = [
        Shader.Stop(red: 0, green: 0, blue: 0, opacity: 1, location: 0),
        Shader.Stop(red: 1, green: 1, blue: 1, opacity: 1, location: 1),
    ]

    func testLinearParameterIsTheProjectionOnTheLine() {
        let s = Shader(.linear(x0: 0, y0: 0, x1: 100, y1: 0), stops: blackToWhite)
        XCTAssertEqual(s.parameter(x: 0, y: 37), 0)
        XCTAssertEqual(s.parameter(x: 25, y: 5), 0.25)
        XCTAssertEqual(s.parameter(x: 150, y: 0), 1)  // clamped past the end
        let diagonal = Shader(.linear(x0: 0, y0: 0, x1: 10, y1: 10), stops: blackToWhite)
        XCTAssertEqual(diagonal.parameter(x: 10, y: 0), 0.5, accuracy: 1e-12)
    }

    func testRadialEllipticalAndAngularParameters() {
        let r = Shader(.radial(cx: 50, cy: 50, r0: 10, r1: 30), stops: blackToWhite)
        XCTAssertEqual(r.parameter(x: 50, y: 50), 0)
        XCTAssertEqual(r.parameter(x: 70, y: 50), 0.5, accuracy: 1e-12)
        XCTAssertEqual(r.parameter(x: 50, y: 90), 1)
        let e = Shader(.elliptical(cx: 0, cy: 0, rx: 100, ry: 50, f0: 0, f1: 1), stops: blackToWhite)
        XCTAssertEqual(e.parameter(x: 50, y: 0), 0.5, accuracy: 1e-12)
        XCTAssertEqual(e.parameter(x: 0, y: 25), 0.5, accuracy: 1e-12)
        let a = Shader(.angular(cx: 0, cy: 0, start: 0, end: 2 * .pi), stops: blackToWhite)
        XCTAssertEqual(a.parameter(x: 1, y: 0), 0)  // 3 o'clock
        XCTAssertEqual(a.parameter(x: 0, y: 1), 0.25, accuracy: 1e-12)  // 6 o'clock: clockwise on screen
        XCTAssertEqual(a.parameter(x: -1, y: 0), 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.parameter(x: 0, y: -1), 0.75, accuracy: 1e-12)
    }

    func testStopsInterpolatePremultiplied() {
        let toClear = Shader(
            .linear(x0: 0, y0: 0, x1: 1, y1: 0),
            stops: [
                Shader.Stop(red: 1, green: 0, blue: 0, opacity: 1, location: 0),
                Shader.Stop(red: 0, green: 0, blue: 0, opacity: 0, location: 1),
            ])
        let mid = toClear.color(at: 0.5)
        XCTAssertEqual(mid.r, 127.5, accuracy: 1e-9)
        XCTAssertEqual(mid.a, 127.5, accuracy: 1e-9)
        XCTAssertEqual(mid.g, 0)
        let three = Shader(
            .linear(x0: 0, y0: 0, x1: 1, y1: 0),
            stops: [
                blackToWhite[0],
                Shader.Stop(red: 1, green: 0, blue: 0, opacity: 1, location: 0.5), blackToWhite[1],
            ])
        XCTAssertEqual(three.color(at: 0.25).r, 127.5, accuracy: 1e-9)
        XCTAssertEqual(three.color(at: 0.75).g, 127.5, accuracy: 1e-9)
    }

    func testDitheringStaysWithinAStepAndAveragesToTheExactValue() {
        // A flat 100.3 / 255 grey: each pixel is 100 or 101, and a 4 × 4 block averages 100.3.
        let v = 100.3 / 255
        let flat = Shader(.linear(x0: 0, y0: 0, x1: 1, y1: 0), stops: [Shader.Stop(red: v, green: v, blue: v, opacity: 1, location: 0)])
        var total = 0.0
        for y in 0..<4 {
            for x in 0..<4 {
                let p = flat.pixel(x, y)
                XCTAssertTrue(p.r == 100 || p.r == 101, "\(p.r)")
                total += Double(p.r)
            }
        }
        XCTAssertEqual(total / 16, 100.3, accuracy: 1.0 / 16)
        // The pattern depends only on the position: the same pixel gives the same bytes.
        XCTAssertEqual(flat.pixel(5, 9), flat.pixel(5, 9))
    }

    func testNumbersFromOutsideAreTamed() {
        let s = Shader(
            .linear(x0: .nan, y0: 0, x1: .infinity, y1: 0),
            stops: [
                Shader.Stop(red: .nan, green: 2, blue: -1, opacity: .infinity, location: .nan)
            ])
        let p = s.pixel(3, 4)
        XCTAssertLessThanOrEqual(p.r, p.a)
        let empty = Shader(.radial(cx: 0, cy: 0, r0: 5, r1: 5), stops: [])
        XCTAssertEqual(empty.pixel(0, 0), PremultipliedColor(r: 0, g: 0, b: 0, a: 0))
    }

    func testAFilledRectangleGetsTheGradientAcrossIt() {
        let canvas = RasterCanvas(width: 64, height: 4)
        var path = RasterPath()
        path.addRect(RasterRect(x: 0, y: 0, width: 64, height: 4))
        canvas.fill(path, shader: Shader(.linear(x0: 0, y0: 0, x1: 64, y1: 0), stops: blackToWhite))
        let left = canvas.pixel(x: 0, y: 0), right = canvas.pixel(x: 63, y: 0), mid = canvas.pixel(x: 32, y: 1)
        XCTAssertLessThanOrEqual(Int(left.r), 3)
        XCTAssertGreaterThanOrEqual(Int(right.r), 252)
        XCTAssertEqual(Double(mid.r), 255 * 32.5 / 64, accuracy: 1)
        XCTAssertEqual(mid.a, 255)
    }
}
