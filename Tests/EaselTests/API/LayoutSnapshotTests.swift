// ImageRenderer.layout(): the layout as data, in the documented JSON schema.
import XCTest
import Easel

final class LayoutSnapshotTests: XCTestCase {
    func testJSONSchema() throws {
        let view = VStack(spacing: 0) {
            Text("Hi")
            Color.red.frame(width: 10, height: 4).hidden()
        }
        let snap = try layout(view)
        let json = try JSONSerialization.jsonObject(with: snap.jsonData()) as! [String: Any]
        XCTAssertEqual(Set(json.keys), ["canvas", "root"])
        let canvas = json["canvas"] as! [String: Any]
        XCTAssertEqual(Set(canvas.keys), ["width", "height", "scale"])
        let root = json["root"] as! [String: Any]
        XCTAssertEqual(root["kind"] as? String, "VStack")
        XCTAssertNil(root["label"])
        XCTAssertEqual(Set((root["frame"] as! [String: Any]).keys), ["x", "y", "width", "height"])
        let children = root["children"] as! [[String: Any]]
        let text = children[0]
        XCTAssertEqual(text["kind"] as? String, "Text")
        XCTAssertEqual(text["label"] as? String, "Hi")
        XCTAssertEqual(text["lines"] as? [String], ["Hi"])
        XCTAssertNotNil(text["firstBaseline"])
        XCTAssertNotNil(text["lastBaseline"])
        XCTAssertNil(text["hidden"])
        let frame = children[1]
        XCTAssertEqual(frame["kind"] as? String, "frame")
        XCTAssertEqual(frame["hidden"] as? Bool, true)
        XCTAssertEqual(((frame["children"] as! [[String: Any]])[0])["hidden"] as? Bool, true, "inside a hidden view too")
        // Round trip.
        let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: snap.jsonData())
        XCTAssertEqual(decoded, snap)
    }

    /// Baselines are absolute; frames are where nodes are drawn.
    func testAbsoluteFramesAndBaselines() throws {
        let snap = try layout(Text("Hello").padding(10).offset(x: 3, y: 4))
        let text = snap.node("Text")
        XCTAssertEqual(text.rect.minX, 13)
        XCTAssertEqual(text.rect.minY, 14)
        XCTAssertEqual(text.firstBaseline!, 14 + 16, accuracy: 0.01, "16.469 below the top, on the nearest pixel")
        XCTAssertEqual(snap.canvas.width, text.rect.width.rounded(.up) + 20, accuracy: 1)
    }

    /// With a proposed size the canvas is that size and the view is centred in it.
    func testProposedSizeCentresTheView() throws {
        let snap = try layout(Color.red.frame(width: 20, height: 10), proposed: ProposedViewSize(width: 100, height: 50))
        XCTAssertEqual(snap.canvas.width, 100)
        XCTAssertEqual(snap.canvas.height, 50)
        assertRect(snap.root.rect, 40, 20, 20, 10)
    }

    /// Positions snap to the pixel grid of the render scale; sizes keep their exact values.
    func testPixelRounding() throws {
        let view = HStack(spacing: 0.3) {
            Color.red.frame(width: 10.2, height: 1); Color.blue.frame(width: 1, height: 1)
        }
        XCTAssertEqual(try layout(view, scale: 1).root.children[1].rect.minX, 11)
        XCTAssertEqual(try layout(view, scale: 2).root.children[1].rect.minX, 10.5)
        XCTAssertEqual(try layout(view, scale: 3).root.children[1].rect.minX, 10.0 + 2.0 / 3.0, accuracy: 1e-9)
        XCTAssertEqual(try layout(view, scale: 2).root.children[0].rect.width, 10.2)
    }
}
