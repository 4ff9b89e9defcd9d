import Foundation
import XCTest
import EaselLayout
import EaselRaster
@testable import EaselPaint

/// Blend modes from the layout stage to the raster: every API mode reaches its raster operator,
/// and a blended or grouped subtree is one layer.
final class BlendModePaintTests: XCTestCase {
    func testEveryBlendModeHasARasterOperator() {
        // The renderer maps by name; a mode without an operator would silently draw as normal.
        let missing = BlendMode.allCases.filter { CompositeOperator(rawValue: LayerBlend.mode($0).name) == nil }
        XCTAssertEqual(missing, [])
        XCTAssertEqual(PorterDuffOperator.allCases.filter { CompositeOperator(rawValue: LayerBlend.porterDuff($0).name) == nil }, [])
    }

    func testABlendedSubtreeIsOneLayerEndedByItsMode() {
        let node = EffectNode(kind: "blendMode", effect: .blend(.mode(.multiply)), child: frame(20, 10, color(red)))
        let (_, list) = paint(node, proposal: CGSize(width: 100, height: 100))
        XCTAssertEqual(list.commands.first, .beginLayer)
        XCTAssertEqual(list.commands.last, .endBlendedLayer(.mode(.multiply)))
        // Normal blending and a group of nothing need no layer.
        let normal = paint(
            EffectNode(kind: "blendMode", effect: .blend(.mode(.normal)), child: frame(20, 10, color(red))), proposal: CGSize(width: 100, height: 100)
        ).1
        XCTAssertFalse(normal.commands.contains(.beginLayer))
        let empty = paint(
            EffectNode(kind: "compositingGroup", effect: .group, child: frame(20, 10, color(ColorValue(red: 0, green: 0, blue: 0, opacity: 0)))),
            proposal: CGSize(width: 100, height: 100)
        ).1
        XCTAssertEqual(empty.commands, [])
    }
}

/// `.mask`: the content in a layer, the mask in a layer above it ended as a mask.
final class MaskPaintTests: XCTestCase {
    func testAMaskedViewIsALayerWithAMaskLayer() {
        let node = SecondaryNode(role: .mask, alignment: .center, primary: frame(20, 10, color(red)), secondary: color(red))
        let (placed, list) = paint(node, proposal: CGSize(width: 100, height: 100))
        XCTAssertEqual(placed.frame.size, CGSize(width: 20, height: 10), "the mask adds nothing to layout")
        XCTAssertEqual(list.commands.filter { $0 == .beginLayer }.count, 2)
        XCTAssertEqual(Array(list.commands.suffix(2)), [.endMaskLayer, .endLayer(opacity: 1, shadow: nil)])
        // An empty mask hides the view; nothing is drawn.
        let clear = ColorValue(red: 0, green: 0, blue: 0, opacity: 0)
        let hidden = SecondaryNode(role: .mask, alignment: .center, primary: frame(20, 10, color(red)), secondary: color(clear))
        XCTAssertEqual(paint(hidden, proposal: CGSize(width: 100, height: 100)).1.commands, [])
    }
}
