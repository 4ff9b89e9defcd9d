import XCTest
@testable import Easel

/// `backgroundStyle(_:)`: the style `background(in:)` and `background()` fill with.
final class BackgroundStyleTests: XCTestCase {
    private func pixel(_ view: some View, x: Int, y: Int) throws -> [UInt8] {
        let r = ImageRenderer(content: view)
        r.scale = 1
        let b = try r.rasterize().bitmap
        let i = (y * b.width + x) * 4
        return Array(b.pixels[i..<i + 4])
    }

    func testBackgroundsFillWithTheEnvironmentsBackgroundStyle() throws {
        let box = Color.clear.frame(width: 20, height: 10)
        XCTAssertEqual(try pixel(box.background(in: Rectangle()).backgroundStyle(Color.red), x: 10, y: 5), [255, 59, 48, 255])
        XCTAssertEqual(try pixel(box.background().backgroundStyle(Color.blue), x: 10, y: 5), [0, 122, 255, 255])
        // Without one: the system background, white in light mode and black in dark.
        XCTAssertEqual(try pixel(box.background(in: Rectangle()), x: 10, y: 5), [255, 255, 255, 255])
        XCTAssertEqual(try pixel(box.background(in: Rectangle()).environment(\.colorScheme, .dark), x: 10, y: 5), [0, 0, 0, 255])
        // The nearest setting wins; an explicit style ignores it.
        XCTAssertEqual(
            try pixel(box.background(in: Rectangle()).backgroundStyle(Color.green).backgroundStyle(Color.red), x: 10, y: 5), [52, 199, 89, 255])
        XCTAssertEqual(try pixel(box.background(Color.red, in: Rectangle()).backgroundStyle(Color.blue), x: 10, y: 5), [255, 59, 48, 255])
        XCTAssertNil(EnvironmentValues().backgroundStyle)
    }
}
