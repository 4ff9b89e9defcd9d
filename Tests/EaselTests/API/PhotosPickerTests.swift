// `PhotosPicker` at rest: a button with its label; the picker never opens.
import XCTest
import Easel

final class PhotosPickerTests: XCTestCase {
    func testAPickerIsDrawnAsAButtonWithItsLabel() throws {
        var item: PhotosPickerItem? = nil
        var items: [PhotosPickerItem] = []
        let one = Binding(get: { item }, set: { item = $0 })
        let many = Binding(get: { items }, set: { items = $0 })
        let button = try pixels(
            VStack {
                Button {
                } label: {
                    Label("Select a photo", systemImage: "photo")
                }; Button("Pick") {}
            }.frame(width: 300, height: 200))
        let pickers = try pixels(
            VStack {
                PhotosPicker(selection: one, matching: .images) { Label("Select a photo", systemImage: "photo") }
                PhotosPicker("Pick", selection: many, maxSelectionCount: 5, matching: .any(of: [.images, .not(.screenshots)]))
            }
            .photosPicker(isPresented: .constant(true), selection: one)
            .frame(width: 300, height: 200))
        XCTAssertEqual(pickers, button)
        XCTAssertNil(item)
        XCTAssertEqual(items, [])
    }

    func testNothingIsPickedSoNothingLoads() async throws {
        let item = PhotosPickerItem(itemIdentifier: "A1")
        let data = try await item.loadTransferable(type: Data.self)
        XCTAssertNil(data)
        XCTAssertEqual(item.itemIdentifier, "A1")
    }
}
