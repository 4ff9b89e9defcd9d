// Every gallery scene (the seed articles' examples) against its golden PNG at @2x, in the debug
// style of the articles' pictures: red leaf outlines, green containers, yellow custom alignment lines.
import XCTest
import Easel
import EaselTesting
@testable import EaselGallery

final class GallerySnapshotTests: XCTestCase {
    func testEveryGalleryScene() {
        let assets = FolderAssetProvider(folders: [fixtureImages])
        for scene in Gallery.scenes {
            let size = scene.proposedSize.width.flatMap { w in scene.proposedSize.height.map { CGSize(width: w, height: $0) } }
            assertSnapshot(of: scene.view, named: scene.name, size: size, scale: 2, assets: assets, debug: scene.debug)
        }
    }
}
