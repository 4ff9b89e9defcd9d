// PhotosPicker (PhotosUI) in scene files: the button at rest, as compiled code draws it; the
// selection's type, filters and the picker modifier are accepted.
import XCTest
import Easel
import EaselRaster
@testable import EaselScript

final class PhotosPickerScriptTests: XCTestCase {
    func testThePickerIsItsLabelAsAButtonAsCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            import PhotosUI
            struct ContentView: View {
                @State private var selectedItem: PhotosPickerItem?
                @State private var pickerItems = [PhotosPickerItem]()
                @State private var showingPicker = false
                var body: some View {
                    VStack {
                        PhotosPicker(selection: $selectedItem) {
                            Label("Select a picture", systemImage: "photo")
                        }
                        PhotosPicker("Pick five", selection: $pickerItems, maxSelectionCount: 5, matching: .any(of: [.images, .not(.screenshots)]))
                        PhotosPicker(selection: $selectedItem, matching: .images) { Text("Plain") }
                            .buttonStyle(.plain)
                    }
                    .photosPicker(isPresented: $showingPicker, selection: $selectedItem)
                }
            }
            """)
        var item: PhotosPickerItem? = nil
        var items: [PhotosPickerItem] = []
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                PhotosPicker(selection: Binding(get: { item }, set: { item = $0 })) {
                    Label("Select a picture", systemImage: "photo")
                }
                PhotosPicker(
                    "Pick five", selection: Binding(get: { items }, set: { items = $0 }), maxSelectionCount: 5,
                    matching: .any(of: [.images, .not(.screenshots)]))
                PhotosPicker(selection: Binding(get: { item }, set: { item = $0 }), matching: .images) { Text("Plain") }
                    .buttonStyle(.plain)
            }
            .photosPicker(isPresented: .constant(false), selection: Binding(get: { item }, set: { item = $0 })))
        XCTAssertEqual(script, compiled)
        XCTAssertNil(item)
    }

    func testNothingIsEverLoaded() async throws {
        let loaded = try await PhotosPickerItem(itemIdentifier: "a").loadTransferable(type: Data.self)
        XCTAssertNil(loaded)
    }
}
