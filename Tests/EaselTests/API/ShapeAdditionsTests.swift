// UnevenRoundedRectangle, InsettableShape.inset(by:) and shape styles casting shadows.
import XCTest
import Easel
import EaselRaster

final class ShapeAdditionsTests: XCTestCase {
    private func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        return try r.rasterize()
    }

    func testUnevenCornersRoundOnlyWhereAsked() throws {
        let img = try render(UnevenRoundedRectangle(topLeadingRadius: 15, bottomTrailingRadius: 100).fill(Color.black).frame(width: 60, height: 40))
        XCTAssertEqual(img.pixel(x: 1, y: 1).a, 0)  // top leading: rounded
        XCTAssertEqual(img.pixel(x: 58, y: 1).a, 255)  // top trailing: square
        XCTAssertEqual(img.pixel(x: 1, y: 38).a, 255)  // bottom leading: square
        XCTAssertEqual(img.pixel(x: 58, y: 38).a, 0)  // bottom trailing: rounded, radius capped at 20
        XCTAssertEqual(img.pixel(x: 40, y: 20).a, 255)
        let implicit = try render(Color.black.frame(width: 60, height: 40).clipShape(.rect(topLeadingRadius: 15, bottomTrailingRadius: 100)))
        XCTAssertEqual(implicit.bitmap, img.bitmap)
    }

    /// A corner radius larger than half the shorter side is limited to it on both axes: a 40-point
    /// button with `cornerRadius: 100` is a capsule (not a rectangle with flattened elliptical
    /// ends), filled, stroked and as a path; an elliptical corner size is limited per axis.
    func testALargeCornerRadiusMakesACapsule() throws {
        for style in [RoundedCornerStyle.circular, .continuous] {
            let rounded = try render(RoundedRectangle(cornerRadius: 100, style: style).fill(Color.black).frame(width: 160, height: 40))
            let capsule = try render(Capsule(style: style).fill(Color.black).frame(width: 160, height: 40))
            XCTAssertEqual(rounded.bitmap, capsule.bitmap)
            let ring = try render(RoundedRectangle(cornerRadius: 100, style: style).stroke(Color.black, lineWidth: 4).frame(width: 160, height: 40))
            XCTAssertEqual(ring.bitmap, try render(Capsule(style: style).stroke(Color.black, lineWidth: 4).frame(width: 160, height: 40)).bitmap)
        }
        let path = RoundedRectangle(cornerRadius: 100).path(in: CGRect(x: 0, y: 0, width: 160, height: 40))
        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 20, y: 0)))
        let elliptical = RoundedRectangle(cornerSize: CGSize(width: 30, height: 100)).path(in: CGRect(x: 0, y: 0, width: 160, height: 40))
        XCTAssertEqual(elliptical.elements.first, .move(to: CGPoint(x: 30, y: 0)))
    }

    func testInsetShapesDrawInsideTheirFrame() throws {
        let img = try render(Circle().inset(by: 10).fill(Color.black).frame(width: 40, height: 40))
        XCTAssertEqual(img.pixel(x: 5, y: 20).a, 0)
        XCTAssertEqual(img.pixel(x: 12, y: 20).a, 255)
        // An inset rounded rectangle keeps its outline parallel: its radius shrinks by the inset.
        let p = RoundedRectangle(cornerRadius: 12).inset(by: 4).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(p.boundingRect, CGRect(x: 4, y: 4, width: 32, height: 32))
        XCTAssertEqual(p, RoundedRectangle(cornerRadius: 8).path(in: CGRect(x: 4, y: 4, width: 32, height: 32)))
        XCTAssertEqual(
            Rectangle().inset(by: 2).inset(by: 3).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect,
            CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    func testAStyleWithAShadowCastsItWhereItFills() throws {
        let styled = try render(Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 0, x: 5, y: 5))).frame(width: 20, height: 20).padding(10))
        let modified = try render(Rectangle().fill(Color.white).shadow(color: .black, radius: 0, x: 5, y: 5).frame(width: 20, height: 20).padding(10))
        XCTAssertEqual(styled.bitmap, modified.bitmap)
        XCTAssertEqual(styled.pixel(x: 33, y: 33), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        let background = try render(Text("Hi").padding().background(.white.shadow(.drop(radius: 2)), in: .rect(cornerRadius: 10)).padding(8))
        XCTAssertGreaterThan(background.pixel(x: 20, y: background.height - 7).a, 0)  // the shadow below the card
    }

    /// A shadowed style given to `foregroundStyle` is cast by the text, symbols and shapes it paints,
    /// as the shadow modifier would cast it from each; a shape with a fill of its own does not cast it.
    func testAShadowedForegroundStyleIsCastByWhatItPaints() throws {
        let shadow = ShadowStyle.drop(color: .black, radius: 0, x: 3, y: 3)
        let text = try render(Text("Hi").font(.title).foregroundStyle(.red.shadow(shadow)).padding(10))
        let modified = try render(Text("Hi").font(.title).foregroundStyle(.red).shadow(color: .black, radius: 0, x: 3, y: 3).padding(10))
        XCTAssertEqual(text.bitmap, modified.bitmap)
        XCTAssertNotEqual(text.bitmap, try render(Text("Hi").font(.title).foregroundStyle(.red).padding(10)).bitmap)
        // Through a container: each primitive painted with the style casts it.
        let stack = try render(
            VStack(spacing: 4) {
                Image(systemName: "star.fill")
                Circle().frame(width: 10, height: 10)
                Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            }.foregroundStyle(.red.shadow(shadow)).padding(10))
        let stackModified = try render(
            VStack(spacing: 4) {
                Image(systemName: "star.fill").shadow(color: .black, radius: 0, x: 3, y: 3)
                Circle().frame(width: 10, height: 10).shadow(color: .black, radius: 0, x: 3, y: 3)
                Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            }.foregroundStyle(.red).padding(10))
        XCTAssertEqual(stack.bitmap, stackModified.bitmap)
        // A text with a colour of its own does not cast the style's shadow.
        XCTAssertEqual(
            try render(Text("Hi").foregroundColor(.red).foregroundStyle(.red.shadow(shadow)).padding(10)).bitmap,
            try render(Text("Hi").foregroundColor(.red).padding(10)).bitmap)
    }

    /// `Shape.size(_:)`: the shape at a fixed size from its frame's top leading corner, in a frame
    /// as large as before.
    func testASizedShapeSitsAtTheTopLeadingCorner() throws {
        let rect = CGRect(x: 5, y: 7, width: 100, height: 60)
        XCTAssertEqual(Rectangle().size(width: 40, height: 30).path(in: rect).boundingRect, CGRect(x: 5, y: 7, width: 40, height: 30))
        XCTAssertEqual(Circle().size(CGSize(width: 20, height: 20)).path(in: rect).boundingRect, CGRect(x: 5, y: 7, width: 20, height: 20))
        let l = try layout(Rectangle().size(width: 40, height: 30).frame(width: 100, height: 60))
        XCTAssertEqual(l.root.rect.size, CGSize(width: 100, height: 60))
        XCTAssertEqual(
            try render(Rectangle().size(width: 40, height: 30).fill(.red).frame(width: 100, height: 60)).bitmap,
            try render(Rectangle().fill(.red).frame(width: 40, height: 30).frame(width: 100, height: 60, alignment: .topLeading)).bitmap)
    }
}
