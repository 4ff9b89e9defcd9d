import XCTest
import EaselRaster
@testable import Easel

/// Gauge, ColorPicker and ControlGroup at rest: their parts in points.
final class GaugeColorPickerControlGroupTests: XCTestCase {
    func testALinearCapacityGaugeIsTheLabelATrackAndTheValueLabels() throws {
        let l = try layout(
            Gauge(value: 30, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("120")
            }
            .frame(width: 300))
        let texts = l.root.all { $0.kind == "Text" }
        XCTAssertEqual(texts.map(\.lines), [["Speed"], ["0"], ["120"], ["30"]])
        let label = texts[0].rect, min = texts[1].rect, max = texts[2].rect, value = texts[3].rect
        // The track runs between the bounds labels, 4 apart from each, 4 tall; filled to a quarter.
        let capsules = l.root.all { $0.kind == "Capsule" }.map(\.rect)
        XCTAssertEqual(capsules.count, 2)
        XCTAssertEqual(capsules[0].height, 4)
        // (Frames are on the pixel grid: within half a point at @1x.)
        XCTAssertEqual(capsules[0].minX, min.maxX + 4, accuracy: 0.5)
        XCTAssertEqual(capsules[0].maxX, max.minX - 4, accuracy: 0.5)
        XCTAssertEqual(capsules[1].width, capsules[0].width / 4, accuracy: 0.5)
        XCTAssertEqual(capsules[1].minX, capsules[0].minX)
        // Label above, the value below, each 4 apart from the row.
        XCTAssertEqual(label.minX, 0)
        XCTAssertLessThan(label.maxY, min.minY)
        XCTAssertEqual(value.minX, 0)
        XCTAssertGreaterThan(value.minY, max.maxY)
    }

    func testTheGaugeStylesAndOutOfRangeValues() throws {
        // A circular capacity gauge is a 58-point ring; a value past the range fills it.
        let ring = try layout(Gauge(value: 5.0, in: 0...2) { Text("x") }.gaugeStyle(.accessoryCircularCapacity))
        XCTAssertEqual(ring.root.rect.size, CGSize(width: 58, height: 58))
        let open = try layout(Gauge(value: Double.nan) { Text("x") }.gaugeStyle(.accessoryCircular))
        XCTAssertEqual(open.root.rect.size, CGSize(width: 58, height: 58))
        // The marker of the accessory linear style sits at the value.
        let marker = try layout(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryLinear).frame(width: 208))
        let dot = marker.root.first { $0.kind == "Circle" }!.rect
        XCTAssertEqual(dot.size, CGSize(width: 8, height: 8))
        XCTAssertEqual(dot.midX, 104, accuracy: 1e-9)
    }

    func testAColorPickerIsItsLabelAndA28PointWellAtTheTrailingEdge() throws {
        let l = try layout(ColorPicker("Tint", selection: .constant(.red)).frame(width: 200))
        let circles = l.root.all { $0.kind == "Circle" }.map(\.rect)
        XCTAssertEqual(circles[0], CGRect(x: 172, y: circles[0].minY, width: 28, height: 28))
        // The colour inside the ring and its gap.
        XCTAssertEqual(circles[1].width, 28 - 2 * 5)
        let r = ImageRenderer(content: ColorPicker("Tint", selection: .constant(Color(red: 0, green: 0, blue: 1))).frame(width: 200))
        let c = try r.rasterize()
        XCTAssertEqual(c.pixel(x: 186, y: Int(circles[0].midY)), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    func testAControlGroupSharesItsBandEquallyBetweenItsControls() throws {
        let l = try layout(
            ControlGroup {
                Button("One") {}
                Button("Two") {}
                Button("Three") {}
            }.frame(width: 302))
        XCTAssertEqual(l.root.rect.height, 34)
        let texts = l.root.all { $0.kind == "Text" }.map(\.rect)
        // Three parts of (302 − 2 hairlines) / 3 = 100, each text centred in its own (on the pixel grid).
        for (i, t) in texts.enumerated() { XCTAssertEqual(t.midX, 50 + CGFloat(i) * 101, accuracy: 0.5) }
    }
}
