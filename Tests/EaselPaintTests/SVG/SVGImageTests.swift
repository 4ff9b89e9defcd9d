import XCTest
import EaselRaster
@testable import EaselPaint

/// SVG drawings as asset catalogs' vector images: sizes, the cascade of presentation properties,
/// shapes, gradients and clips, each checked in points and in pixels.
final class SVGImageTests: XCTestCase {
    func draw(_ svg: String, scale: CGFloat = 1) throws -> RasterCanvas {
        let image = try XCTUnwrap(SVGImage(svg: svg))
        return try image.render(scale: scale)
    }

    func testAnInheritedFillOfNoneLeavesAStrokedPathUnfilled() throws {
        let c = try draw(
            """
            <svg width="20" height="20" viewBox="0 0 20 20" fill="none" xmlns="http://www.w3.org/2000/svg">
            <path d="M2 2H18V18H2Z" stroke="#FF0000" stroke-width="2"/>
            </svg>
            """)
        XCTAssertEqual(c.pixel(x: 10, y: 10).a, 0, "inside is not filled")
        XCTAssertEqual(c.pixel(x: 2, y: 10).r, 255)
        XCTAssertEqual(c.pixel(x: 2, y: 10).a, 255)
    }

    func testTheSizeIsWidthAndHeightElseTheViewBoxAndTheViewBoxIsFittedCentred() throws {
        XCTAssertEqual(SVGImage(svg: ##"<svg width="48px" height="30" viewBox="0 0 10 10"></svg>"##)?.size, CGSize(width: 48, height: 30))
        XCTAssertEqual(SVGImage(svg: ##"<svg width="100%" height="100%" viewBox="0 0 512 256"></svg>"##)?.size, CGSize(width: 512, height: 256))
        XCTAssertEqual(SVGImage(svg: ##"<svg width="12pt" height="8pt"></svg>"##)?.size, CGSize(width: 15, height: 10))
        // A 10 x 10 box in a 30 x 10 viewport: scaled 1x, centred (x 10…20).
        let c = try draw(##"<svg width="30" height="10" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00F"/></svg>"##)
        XCTAssertEqual([c.width, c.height], [30, 10])
        XCTAssertEqual(c.pixel(x: 5, y: 5).a, 0)
        XCTAssertEqual(c.pixel(x: 15, y: 5).b, 255)
        XCTAssertEqual(c.pixel(x: 25, y: 5).a, 0)
        let stretched = try draw(
            ##"<svg width="30" height="10" viewBox="0 0 10 10" preserveAspectRatio="none"><rect width="10" height="10" fill="#00F"/></svg>"##)
        XCTAssertEqual(stretched.pixel(x: 1, y: 5).b, 255)
        XCTAssertEqual(stretched.pixel(x: 28, y: 5).b, 255)
        // @2x: twice the pixels.
        let doubled = try draw(##"<svg width="30" height="10" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00F"/></svg>"##, scale: 2)
        XCTAssertEqual([doubled.width, doubled.height], [60, 20])
    }

    func testDocumentsWithoutASizeOrOverTheLimitsAreRefused() {
        XCTAssertNil(SVGImage(svg: "not svg"))
        XCTAssertNil(SVGImage(svg: ##"<svg></svg>"##), "no size")
        XCTAssertNil(SVGImage(svg: ##"<svg width="0" height="10"></svg>"##))
        XCTAssertNil(SVGImage(svg: ##"<svg width="5000" height="10"></svg>"##), "over 4096 points")
        XCTAssertNil(SVGImage(svg: ##"<svg width="nan" height="nan" viewBox="0 0 nan 1"></svg>"##))
        let deep = String(repeating: "<g>", count: 200) + String(repeating: "</g>", count: 200)
        XCTAssertNil(SVGImage(svg: ##"<svg width="4" height="4">"## + deep + "</svg>"), "nested deeper than 128")
        // A `<use>` of its own group stops after 16 levels instead of recursing for ever.
        let loop = try? draw(##"<svg width="4" height="4"><g id="a"><rect width="4" height="4" fill="#F00" opacity="0.1"/><use href="#a"/></g></svg>"##)
        XCTAssertNotNil(loop)
    }

    func testStyleSheetRulesThenStyleAttributesOverridePresentationAttributes() throws {
        let c = try draw(
            """
            <svg width="30" height="10">
            <style>.a{fill:#00FF00} rect.b , #c { fill: rgb(0, 0, 255) }</style>
            <rect class="a" x="0" width="10" height="10" fill="#FF0000"/>
            <rect class="b" x="10" width="10" height="10" fill="#FF0000"/>
            <rect class="a" x="20" width="10" height="10" fill="#FF0000" style="fill: #FF0000"/>
            </svg>
            """)
        XCTAssertEqual([c.pixel(x: 5, y: 5).g, c.pixel(x: 15, y: 5).b, c.pixel(x: 25, y: 5).r], [255, 255, 255])
        XCTAssertEqual(c.pixel(x: 5, y: 5).r, 0)
    }

    func testShapesTransformsAndOpacity() throws {
        let c = try draw(
            """
            <svg width="40" height="20">
            <circle cx="5" cy="5" r="4" fill="black"/>
            <ellipse cx="15" cy="5" rx="4" ry="2" fill="#000"/>
            <polygon points="20,0 30,0 30,10" fill="#000"/>
            <g transform="translate(30 0) rotate(90 5 5)"><rect width="10" height="4" fill="#000"/></g>
            <rect y="10" width="10" height="10" fill="#000" opacity="0.5"/>
            <rect x="10" y="10" width="10" height="10" rx="5" fill="#000"/>
            </svg>
            """)
        XCTAssertEqual(c.pixel(x: 5, y: 5).a, 255)
        XCTAssertEqual(c.pixel(x: 15, y: 2).a, 0, "the ellipse is 4 high")
        XCTAssertEqual(c.pixel(x: 28, y: 2).a, 255)
        XCTAssertEqual(c.pixel(x: 22, y: 8).a, 0, "below the triangle's diagonal")
        // The bar turned a quarter about (5, 5) stands at x 6…10 of its group.
        XCTAssertEqual(c.pixel(x: 38, y: 5).a, 255)
        XCTAssertEqual(c.pixel(x: 32, y: 5).a, 0)
        XCTAssertEqual(c.pixel(x: 5, y: 15).a, 128)
        XCTAssertEqual(c.pixel(x: 10, y: 10).a, 0, "a rounded corner")
        XCTAssertEqual(c.pixel(x: 15, y: 15).a, 255)
    }

    func testGradientsClipsAndUse() throws {
        let c = try draw(
            """
            <svg width="40" height="10" xmlns:xlink="http://www.w3.org/1999/xlink">
            <defs>
              <linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#FFF"/></linearGradient>
              <linearGradient id="h" xlink:href="#g" x2="0" y2="1"/>
              <clipPath id="left"><rect x="20" width="5" height="10"/></clipPath>
              <rect id="dot" width="2" height="2"/>
            </defs>
            <rect width="20" height="10" fill="url(#g)"/>
            <rect x="20" width="10" height="10" fill="#F00" clip-path="url(#left)"/>
            <use xlink:href="#dot" x="32" y="4" fill="#00F"/>
            <rect x="36" width="4" height="10" fill="url(#missing) #0F0"/>
            </svg>
            """)
        // Dark at the left, light at the right of the gradient's box.
        XCTAssertLessThan(c.pixel(x: 1, y: 5).r, 30)
        XCTAssertGreaterThan(c.pixel(x: 18, y: 5).r, 225)
        let middle = Int(c.pixel(x: 10, y: 5).r)
        XCTAssertTrue((110...145).contains(middle), "\(middle)")
        // Clipped to the left half of the square (the clip is in the user space, not the square's).
        XCTAssertEqual(c.pixel(x: 22, y: 5).r, 255)
        XCTAssertEqual(c.pixel(x: 27, y: 5).a, 0)
        XCTAssertEqual(c.pixel(x: 33, y: 5).b, 255)
        XCTAssertEqual(c.pixel(x: 33, y: 1).a, 0)
        XCTAssertEqual(c.pixel(x: 38, y: 5).g, 255, "a missing gradient's fallback colour")
    }

    func testColoursAsSVGWritesThem() {
        XCTAssertEqual(SVGColor.parse("#F80"), ColorValue(r8: 255, g8: 136, b8: 0))
        XCTAssertEqual(SVGColor.parse("#ff880080")?.opacity ?? 0, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(SVGColor.parse("rgb(255, 0, 0)"), ColorValue(r8: 255, g8: 0, b8: 0))
        XCTAssertEqual(SVGColor.parse("rgba(0,0,255,0.5)"), ColorValue(red: 0, green: 0, blue: 1, opacity: 0.5))
        XCTAssertEqual(SVGColor.parse("White"), .white)
        XCTAssertNil(SVGColor.parse("#12"))
        XCTAssertNil(SVGColor.parse("rgb(nan, 0, 0)"))
        XCTAssertNil(SVGColor.parse("chartreuse-ish"))
    }
}
