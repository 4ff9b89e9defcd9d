// A render prepares its canvas's memory on another thread once the canvas's size is known
// (`ImageRenderer.preparesCanvas`), and draws the same pixels with it.
import XCTest
import Easel
@testable import EaselRaster

final class PreparedCanvasTests: XCTestCase {
    override func setUp() { PixelBuffer.emptyPool() }
    override func tearDown() { PixelBuffer.emptyPool() }

    private var scene: some View {
        ZStack {
            Color.blue
            Circle().fill(Color.orange).padding(100)
            Text("Prepared").font(.system(size: 60))
        }
        .frame(width: 1100, height: 1000)
    }

    /// The pixels of `renderer`'s view drawn without a prepared canvas, the pool left empty.
    private func plainPixels<V: View>(_ renderer: ImageRenderer<V>) throws -> [UInt8] {
        renderer.preparesCanvas = false
        let layout = try renderer.placedLayout()
        PixelBuffer.waitForPrepared()
        XCTAssertNil(PixelBuffer.preparedSize, "a layout alone prepares nothing")
        let pixels = try renderer.rasterize(layout).pixels
        PixelBuffer.emptyPool()
        return pixels
    }

    /// Lays `renderer`'s view out with preparation on, checks what was prepared (`bytes`; nil:
    /// nothing) and that it draws the pixels it draws unprepared; returns the layout.
    @discardableResult
    private func preparedLayout<V: View>(
        _ renderer: ImageRenderer<V>, bytes: Int?, file: StaticString = #filePath, line: UInt = #line
    ) throws -> ImageRenderer<V>.Layout {
        let plain = try plainPixels(renderer)
        renderer.preparesCanvas = true
        let layout = try renderer.placedLayout()
        PixelBuffer.waitForPrepared()
        XCTAssertEqual(PixelBuffer.preparedSize, bytes, file: file, line: line)
        XCTAssertEqual(try renderer.rasterize(layout).pixels, plain, file: file, line: line)
        return layout
    }

    func testTheMeasuredCanvasIsPreparedAndTakenWithTheSamePixels() throws {
        let r = ImageRenderer(content: scene)
        let plain = try plainPixels(r)
        r.preparesCanvas = true
        let layout = try r.placedLayout()
        PixelBuffer.waitForPrepared()
        XCTAssertEqual(PixelBuffer.preparedSize, 1100 * 1000 * 4)
        let prepared = try r.rasterize(layout).pixels
        XCTAssertNil(PixelBuffer.preparedSize, "the canvas took it")
        XCTAssertEqual(prepared, plain)
    }

    func testRasterizeWithoutALayoutPreparesItsCanvasAndPaintsTheSame() throws {
        let r = ImageRenderer(content: scene)
        r.isOpaque = true
        let plain = try plainPixels(r)
        XCTAssertEqual(try r.rasterize().pixels, plain)
        XCTAssertFalse(r.preparesCanvas, "set for its own layout only")
    }

    func testAWholeProposalIsPreparedAtItsPixelSize() throws {
        let r = ImageRenderer(content: Color.red)
        r.proposedSize = ProposedViewSize(width: 1100.5, height: 1000)
        try preparedLayout(r, bytes: 1101 * 1000 * 4)
    }

    func testADeviceCanvasIsPreparedInTheScreensBackground() throws {
        let r = ImageRenderer(content: Text("On a phone"))
        r.device = .iPhone15
        r.scale = 3
        try preparedLayout(r, bytes: 1179 * 2556 * 4)
    }

    func testAViewWiderThanTheScreenIsPreparedOnTheScreenNotAtItsOwnSize() throws {
        let r = ImageRenderer(content: Color.green.frame(width: 2000, height: 400))
        r.screenDevice = .iPhone15
        r.scale = 3
        let layout = try preparedLayout(r, bytes: 1179 * 2556 * 4)
        XCTAssertNotNil(layout.device)
    }

    func testAViewTakingTheScreensHeightIsPreparedOnTheScreen() throws {
        // Fitted first, then laid out again on the screen: prepared for the second layout.
        let r = ImageRenderer(
            content: VStack {
                Text("Top")
                Spacer()
            })
        r.screenDevice = .iPhone15
        r.scale = 3
        let layout = try preparedLayout(r, bytes: 1179 * 2556 * 4)
        XCTAssertNotNil(layout.device)
    }

    func testAFittedViewTheScreenMightHaveTakenIsNotPrepared() throws {
        // Its canvas is known once measured, but the screen may still take it until it is placed;
        // kept at its own size, it is not prepared afterwards either.
        let r = ImageRenderer(content: Color.green.frame(width: 380, height: 600))
        r.screenDevice = .iPhone15
        r.scale = 3
        let layout = try preparedLayout(r, bytes: nil)
        XCTAssertNil(layout.device)
        XCTAssertEqual(layout.canvasSize, CGSize(width: 380, height: 600))
    }

    func testAViewFittedInAFittingDeviceIsPreparedOnceMeasured() throws {
        // No screen can take it: its canvas, the safe area's width, is known once the root is measured.
        let r = ImageRenderer(content: Color.green.frame(height: 600))
        r.fittingDevice = .iPhone15
        r.scale = 3
        let layout = try preparedLayout(r, bytes: 1179 * 1800 * 4)
        XCTAssertEqual(layout.canvasSize, CGSize(width: 393, height: 600))
    }

    func testAViewPastTheCanvasLimitIsRefusedAndNothingPrepared() {
        // Its size is known once measured, before `placedLayout()` checks it against the limit.
        let r = ImageRenderer(content: Color.red.frame(width: 1e300, height: 10))
        r.preparesCanvas = true
        XCTAssertThrowsError(try r.placedLayout())
        PixelBuffer.waitForPrepared()
        XCTAssertNil(PixelBuffer.preparedSize)
    }
}
