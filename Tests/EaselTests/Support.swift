import XCTest
import Easel
import EaselRaster

/// The fixture images (rogue 48x64, dragoon 72x91, brawler 56x76, barbarian 101x92, …).
let fixtureImages = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures/images")

/// Lays out a view with the fixture assets and the bundled fonts.
func layout<V: View>(
    _ view: V, proposed: ProposedViewSize = .unspecified, scale: CGFloat = 1,
    file: StaticString = #filePath, line: UInt = #line
) throws -> LayoutSnapshot {
    let r = ImageRenderer(content: view)
    r.scale = scale
    r.proposedSize = proposed
    r.assets = FolderAssetProvider(folders: [fixtureImages])
    r.missingImagesAreErrors = true
    return try r.layout()
}

extension LayoutSnapshot.Node {
    /// The first node of a kind (and label).
    func find(_ kind: String, _ label: String? = nil) -> LayoutSnapshot.Node? {
        first { $0.kind == kind && (label == nil || $0.label == label) }
    }
    var rect: CGRect { frame.rect }
}

extension LayoutSnapshot {
    func node(_ kind: String, _ label: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> LayoutSnapshot.Node {
        guard let n = root.find(kind, label) else {
            XCTFail("no \(kind) \(label ?? "") in layout", file: file, line: line)
            return root
        }
        return n
    }
    func image(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        node("Image", name, file: file, line: line).rect
    }
}

func assertRect(
    _ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, accuracy: CGFloat = 0.001,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(r.minX, x, accuracy: accuracy, "x of \(r)", file: file, line: line)
    XCTAssertEqual(r.minY, y, accuracy: accuracy, "y of \(r)", file: file, line: line)
    XCTAssertEqual(r.width, w, accuracy: accuracy, "width of \(r)", file: file, line: line)
    XCTAssertEqual(r.height, h, accuracy: accuracy, "height of \(r)", file: file, line: line)
}

/// The pixels of a view at `scale` (1 unless given), on `device` when one is given: for tests
/// that compare two ways of writing the same picture.
func pixels<V: View>(_ view: V, device: Device? = nil, scale: CGFloat = 1) throws -> Bitmap {
    let r = ImageRenderer(content: view)
    r.scale = scale
    r.device = device
    return try r.rasterize().bitmap
}
