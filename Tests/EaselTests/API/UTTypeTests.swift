// UniformTypeIdentifiers' UTType, and the drag-and-drop and file-import modifiers that take it.
import XCTest
import Easel

final class UTTypeTests: XCTestCase {
    func testSystemTypesConformThroughTheirParents() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.swiftSource.conforms(to: .plainText))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertFalse(UTType.image.isSubtype(of: .image))
        XCTAssertEqual(UTType(filenameExtension: "PNG"), .png)
        XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
        XCTAssertEqual(UTType("public.json")?.preferredFilenameExtension, "json")
        XCTAssertNil(UTType(filenameExtension: "png", conformingTo: .text))
        XCTAssertNil(UTType("com.example.unknown"))
        let own = UTType(exportedAs: "com.example.recipe")
        XCTAssertTrue(own.conforms(to: .data))
        XCTAssertEqual(own.identifier, "com.example.recipe")
    }

    struct Drop: DropDelegate {
        func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.text]) }
    }

    func testDropAndImportModifiersLeaveTheViewAsItIs() throws {
        let plain = try layout(Text("Drop here").padding())
        let modified = try layout(
            Text("Drop here").padding()
                .onDrag { NSItemProvider(object: "Drop here" as NSString) }
                .onDrop(of: [.text, .image], isTargeted: nil) { providers in !providers.isEmpty }
                .onDrop(of: ["public.text"], delegate: Drop())
                .fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf]) { _ in })
        XCTAssertEqual(modified.root.rect, plain.root.rect)
        XCTAssertEqual(modified.root.all().filter { $0.kind == "Text" }.map(\.rect), plain.root.all().filter { $0.kind == "Text" }.map(\.rect))
    }
}
