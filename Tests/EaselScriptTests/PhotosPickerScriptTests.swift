// `PhotosPicker` in scripts draws as compiled.
import XCTest
import Easel
@testable import EaselScript

final class PhotosPickerScriptTests: XCTestCase {
    func testAPickerScreenIsDrawnAsCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            import PhotosUI
            struct ContentView: View {
                @State private var selectedItem: PhotosPickerItem?
                @State private var pickerItems = [PhotosPickerItem]()
                var body: some View {
                    VStack(spacing: 20) {
                        PhotosPicker(selection: $selectedItem, matching: .images) {
                            Label("Select a photo", systemImage: "photo")
                        }
                        PhotosPicker("Select up to five", selection: $pickerItems, maxSelectionCount: 5, matching: .any(of: [.images, .not(.screenshots)]))
                            .buttonStyle(.borderedProminent)
                    }
                    .onChange(of: selectedItem) {
                        Task { _ = try await selectedItem?.loadTransferable(type: Data.self) }
                    }
                    .padding()
                }
            }
            """)
        var item: PhotosPickerItem? = nil
        var items: [PhotosPickerItem] = []
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 20) {
                PhotosPicker(selection: Binding(get: { item }, set: { item = $0 }), matching: .images) {
                    Label("Select a photo", systemImage: "photo")
                }
                PhotosPicker(
                    "Select up to five", selection: Binding(get: { items }, set: { items = $0 }), maxSelectionCount: 5,
                    matching: .any(of: [.images, .not(.screenshots)])
                )
                .buttonStyle(.borderedProminent)
            }
            .padding())
        XCTAssertEqual(script, compiled)
    }

    func testAPickedItemHasNothingToLoad() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                @State private var status = ""
                let item = PhotosPickerItem(itemIdentifier: "IMG_1")
                var body: some View {
                    Text(status).task {
                        let data = try? await item.loadTransferable(type: Data.self)
                        status = "\\(item.itemIdentifier ?? "none"): \\(data == nil ? "nothing" : "data")"
                    }
                }
            }
            """)
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "IMG_1: nothing")
    }
}
