import XCTest
import EaselRaster
@testable import Easel

/// `controlSize(_:)` and `buttonBorderShape(_:)` on bordered buttons: padding, text style and outline.
final class ControlSizeTests: XCTestCase {
    private func size<V: View>(_ v: V) throws -> CGSize {
        try ImageRenderer(content: v).layout().root.frame.rect.size
    }

    func testEachSizePadsTheLabelAndPicksItsTextStyle() throws {
        let body = try size(Text("Save")), subheadline = try size(Text("Save").font(.subheadline))
        let footnote = try size(Text("Save").font(.footnote))
        for style in [0, 1] {
            func button(_ s: ControlSize) throws -> CGSize {
                style == 0
                    ? try size(Button("Save") {}.buttonStyle(.bordered).controlSize(s))
                    : try size(Button("Save") {}.buttonStyle(.borderedProminent).controlSize(s))
            }
            XCTAssertEqual(try button(.regular), CGSize(width: body.width + 24, height: body.height + 14))
            XCTAssertEqual(try button(.large), CGSize(width: body.width + 40, height: body.height + 28))
            XCTAssertEqual(try button(.extraLarge), CGSize(width: body.width + 48, height: body.height + 34))
            XCTAssertEqual(try button(.small), CGSize(width: subheadline.width + 20, height: subheadline.height + 8))
            XCTAssertEqual(try button(.mini), CGSize(width: footnote.width + 14, height: footnote.height + 4))
        }
        // A font set on the button wins over the size's text style.
        XCTAssertEqual(
            try size(Button("Save") {}.buttonStyle(.bordered).controlSize(.small).font(.title)).height,
            try size(Text("Save").font(.title)).height + 8)
        // Plain buttons are not padded.
        XCTAssertEqual(try size(Button("Save") {}.controlSize(.large)), body)
    }

    func testTheBorderShapeOutlinesTheFill() throws {
        func corner(_ shape: ButtonBorderShape) throws -> UInt8 {
            let r = ImageRenderer(content: Button("Save") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape))
            r.scale = 1
            return try r.rasterize().pixel(x: 0, y: 0).a
        }
        XCTAssertEqual(try corner(.roundedRectangle(radius: 0)), 255)
        XCTAssertEqual(try corner(.capsule), 0)
        XCTAssertEqual(try corner(.roundedRectangle), 0)
        XCTAssertEqual(try corner(.automatic), 0)
        XCTAssertEqual(try corner(.roundedRectangle(radius: .nan)), 0, "a NaN radius takes the size's")
    }
}
