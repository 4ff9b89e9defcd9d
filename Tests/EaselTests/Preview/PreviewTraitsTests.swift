import XCTest
import Easel
import EaselLayout

/// The preview modifiers: what `PreviewTraits(of:)` reads from a preview, and that they change
/// nothing in its layout.
final class PreviewTraitsTests: XCTestCase {
    func testTheTraitsAreReadThroughOtherModifiersAndErasure() {
        let view = Text("Row")
            .previewDisplayName("inner")
            .previewLayout(.fixed(width: 300, height: 70))
            .padding()
            .previewDisplayName("outer")
            .preferredColorScheme(.dark)
        XCTAssertEqual(
            PreviewTraits(of: AnyView(view)),
            PreviewTraits(displayName: "outer", layout: .fixed(width: 300, height: 70)))
        XCTAssertEqual(
            PreviewTraits(of: Text("a").previewDevice("iPhone SE (3rd generation)").previewInterfaceOrientation(.landscapeRight)),
            PreviewTraits(device: PreviewDevice(rawValue: "iPhone SE (3rd generation)"), orientation: .landscapeRight))
        XCTAssertEqual(PreviewTraits(of: Text("a")), PreviewTraits())
        // Inside a container the modifiers belong to a child, not to the preview.
        XCTAssertEqual(PreviewTraits(of: VStack { Text("a").previewDisplayName("child") }), PreviewTraits())
    }

    func testTheDeviceTheTraitsChoose() {
        let fallback = Device.iPhone15
        XCTAssertNil(PreviewTraits().chosenDevice(fallback: fallback))
        XCTAssertEqual(PreviewTraits(device: "iPhone SE (3rd generation)").chosenDevice(fallback: fallback), .iPhoneSE)
        XCTAssertEqual(PreviewTraits(device: "Apple Watch Series 9 (45mm)").chosenDevice(fallback: fallback), fallback)
        XCTAssertEqual(PreviewTraits(layout: .device).chosenDevice(fallback: fallback), fallback)
        XCTAssertEqual(PreviewTraits(orientation: .landscapeLeft).chosenDevice(fallback: fallback), fallback.landscape)
        XCTAssertEqual(PreviewTraits(orientation: .portraitUpsideDown).chosenDevice(fallback: fallback), fallback)
        XCTAssertNil(PreviewTraits(device: "iPhone 15", layout: .sizeThatFits).chosenDevice(fallback: fallback))
        XCTAssertNil(PreviewTraits(layout: .fixed(width: 10, height: 10), orientation: .landscapeLeft).chosenDevice(fallback: fallback))
    }

    func testThePreviewModifiersLeaveTheLayoutAlone() throws {
        let plain = try ImageRenderer(
            content: HStack {
                Text("Row"); Spacer()
            }.padding()
        ).layout()
        let withTraits = try ImageRenderer(
            content: HStack {
                Text("Row"); Spacer()
            }.padding().previewLayout(.sizeThatFits).previewDisplayName("Row")
                .previewDevice("iPhone 15").previewInterfaceOrientation(.landscapeLeft)
        ).layout()
        XCTAssertEqual(plain.canvas, withTraits.canvas)
        XCTAssertEqual(plain.root.all { $0.kind == "Text" }.map(\.frame), withTraits.root.all { $0.kind == "Text" }.map(\.frame))
    }
}
