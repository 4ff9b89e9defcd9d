// UIKit's UIBezierPath and UIRectCorner, and Core Graphics' CGPath, as custom shapes hand them to Path.
import XCTest
import Easel
import EaselRaster

final class UIBezierPathTests: XCTestCase {
    /// The classic "rounded corners" shape of real apps.
    struct RoundedCorners: Shape {
        var radius: CGFloat
        var corners: UIRectCorner
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }

    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }

    func testOnlyTheChosenCornersAreRounded() throws {
        let img = try render(RoundedCorners(radius: 15, corners: [.topLeft, .bottomRight]).fill(Color.black).frame(width: 60, height: 40))
        XCTAssertEqual(img.pixel(x: 1, y: 1).a, 0)  // top left: rounded
        XCTAssertEqual(img.pixel(x: 58, y: 1).a, 255)  // top right: square
        XCTAssertEqual(img.pixel(x: 1, y: 38).a, 255)  // bottom left: square
        XCTAssertEqual(img.pixel(x: 58, y: 38).a, 0)  // bottom right: rounded
        // UIKit's corners are left and right whatever the layout direction, and circular: the same
        // outline as SwiftUI's circular uneven rectangle.
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        XCTAssertEqual(
            RoundedCorners(radius: 15, corners: [.topLeft, .bottomRight]).path(in: rect),
            UnevenRoundedRectangle(topLeadingRadius: 15, bottomTrailingRadius: 15, style: .circular).path(in: rect))
        XCTAssertEqual(
            try render(RoundedCorners(radius: 15, corners: [.topLeft, .bottomRight]).fill(Color.black).frame(width: 60, height: 40)).bitmap, img.bitmap)
        // Radii are capped at half the shorter side.
        XCTAssertEqual(
            try render(RoundedCorners(radius: 100, corners: .allCorners).fill(Color.black).frame(width: 60, height: 40)).bitmap,
            try render(RoundedRectangle(cornerRadius: 20, style: .circular).fill(Color.black).frame(width: 60, height: 40)).bitmap)
        XCTAssertEqual(UIRectCorner.allCorners, [.topLeft, .topRight, .bottomLeft, .bottomRight])
    }

    func testTheOtherInitialisersAndDrawingMethods() throws {
        let rect = CGRect(x: 2, y: 3, width: 30, height: 20)
        XCTAssertEqual(Path(UIBezierPath(rect: rect).cgPath), Path(rect))
        XCTAssertEqual(Path(UIBezierPath(ovalIn: rect).cgPath), Path(ellipseIn: rect))
        XCTAssertEqual(Path(UIBezierPath(roundedRect: rect, cornerRadius: 6).cgPath), Path(roundedRect: rect, cornerRadius: 6, style: .continuous))
        let p = UIBezierPath()
        XCTAssertTrue(p.isEmpty)
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        p.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 14), controlPoint2: CGPoint(x: 2, y: 14))
        p.close()
        var q = Path()
        q.move(to: CGPoint(x: 0, y: 0))
        q.addLine(to: CGPoint(x: 10, y: 0))
        q.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        q.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 14), control2: CGPoint(x: 2, y: 14))
        q.closeSubpath()
        XCTAssertEqual(Path(p.cgPath), q)
        XCTAssertEqual(p.bounds, CGRect(x: 0, y: 0, width: 20, height: 14))
        XCTAssertEqual(p.cgPath.boundingBox, p.bounds)
        p.removeAllPoints()
        XCTAssertTrue(p.isEmpty)
    }

    func testAClockwiseArcTurnsClockwiseOnTheScreen() throws {
        // From 3 o'clock (0) to 9 o'clock (π) clockwise on the screen passes 6 o'clock, the bottom.
        let down = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(down.bounds.maxY, 30, accuracy: 0.5)
        XCTAssertEqual(down.bounds.minY, 20, accuracy: 0.5)
        let up = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(up.bounds.minY, 10, accuracy: 0.5)
        XCTAssertEqual(up.bounds.maxY, 20, accuracy: 0.5)
    }
}
