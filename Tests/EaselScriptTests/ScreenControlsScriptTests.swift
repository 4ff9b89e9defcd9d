import XCTest
import Easel
import EaselScript

/// The screen controls of issue 10 from a script are the compiled ones: iOS 18's `Tab`,
/// `NavigationSplitView`, `controlSize`/`buttonBorderShape`/`AnyShape`, `contentMargins` and the list
/// spacings, `ShareLink`, and the transitions, scroll observers and appearance settings a still image
/// accepts without drawing.
final class ScreenControlsScriptTests: XCTestCase {
    func testAHiddenTabMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Text("One") }
                        Tab("Journal", systemImage: "book") { Text("Two") }.hidden(sizeClass == .compact)
                        Tab("Profile", systemImage: "person") { Text("Three") }.hidden(false)
                    }
                }
            }
            """, device: .iPhone15)
        let compiled = try ScriptTestSupport.compiledPixels(
            TabView {
                Text("One").tabItem { Label("Home", systemImage: "house") }
                Text("Three").tabItem { Label("Profile", systemImage: "person") }
            }, device: .iPhone15)
        XCTAssertEqual(script, compiled, "an iPhone is compact: the journal tab is hidden")
    }

    func testToolbarBackgroundVisibilityMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Invoices") }
                            .navigationTitle("Inbox")
                            .toolbarBackground(Color.indigo, for: .navigationBar)
                            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                    }
                }
            }
            """, device: .iPhone15)
        let compiled = try ScriptTestSupport.compiledPixels(
            NavigationStack {
                List { Text("Invoices") }
                    .navigationTitle("Inbox")
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
            }, device: .iPhone15)
        XCTAssertEqual(script, compiled)
    }

    func testTabsAndSplitViewsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            enum Screen { case home, settings }
            struct ContentView: View {
                @State private var tab: Screen = .settings
                var body: some View {
                    TabView(selection: $tab) {
                        Tab("Home", systemImage: "house", value: Screen.home) { Text("One") }
                        TabSection("More") {
                            Tab("Settings", systemImage: "gear", value: Screen.settings) {
                                NavigationSplitView {
                                    List { Text("General") }.navigationTitle("Settings")
                                } detail: {
                                    Text(undefinedName)
                                }
                                .navigationSplitViewColumnWidth(320)
                            }
                        }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            """, device: .iPhone15)
        let compiled = try ScriptTestSupport.compiledPixels(
            TabView(selection: .constant(2)) {
                Text("One").tabItem { Label("Home", systemImage: "house") }.tag(1)
                NavigationStack { List { Text("General") }.navigationTitle("Settings") }
                    .tabItem { Label("Settings", systemImage: "gear") }.tag(2)
            }, device: .iPhone15)
        XCTAssertEqual(script, compiled, "the detail column, never shown on an iPhone, is not even evaluated")
    }

    func testButtonsWithSymbolsGridItemSettersAndListSelectionsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                @State private var picked: Set<String> = ["B"]
                func column(_ width: CGFloat) -> GridItem {
                    var item = GridItem(.adaptive(minimum: width))
                    item.spacing = 0
                    return item
                }
                var body: some View {
                    VStack {
                        Button("Add", systemImage: "plus") {}
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                        LazyVGrid(columns: [column(40)]) { ForEach(0..<4) { _ in Color.blue.frame(height: 10) } }
                        List(["A", "B"], id: \\.self, selection: $picked) { Text($0) }
                    }
                }
            }
            """, device: .iPhone15)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Button {
                } label: {
                    Label("Add", systemImage: "plus")
                }
                Button(role: .destructive) {
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 40), spacing: 0)]) { ForEach(0..<4) { _ in Color.blue.frame(height: 10) } }
                List(["A", "B"], id: \.self) { Text($0) }
            }, device: .iPhone15)
        XCTAssertEqual(script, compiled)
    }

    func testAListSelectionMustBeABinding() {
        let message = ScriptTestSupport.error(
            """
            struct ContentView: View { var body: some View { List(selection: 3) { Text("A") } } }
            """)
        XCTAssertTrue(message.contains("'selection:' is a binding"), message)
    }

    func testForEachTagsInPickersMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                @State private var index = 1
                @State private var name = "L"
                let sizes = ["S", "M", "L"]
                var body: some View {
                    VStack {
                        Picker("Size", selection: $index) { ForEach(0..<sizes.count, id: \\.self) { Text(sizes[$0]) } }
                        Picker("Size", selection: $name) { ForEach(sizes, id: \\.self) { s in Text(s) } }
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 300)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                Picker("Size", selection: .constant(2)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
            }
            .pickerStyle(.segmented)
            .frame(width: 300))
        XCTAssertEqual(script, compiled)
    }

    func testDisabledControlsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Probe: View {
                @Environment(\\.isEnabled) private var isEnabled
                var body: some View { Text(isEnabled ? "on" : "off") }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("Save") {}.buttonStyle(.borderedProminent)
                        Probe().disabled(false)
                    }
                    .disabled(true)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Button("Save") {}.buttonStyle(.borderedProminent)
                Text("off")
            }
            .disabled(true))
        XCTAssertEqual(script, compiled)
        let enabled = try ScriptTestSupport.compiledPixels(
            VStack {
                Button("Save") {}.buttonStyle(.borderedProminent)
                Text("off")
            })
        XCTAssertNotEqual(script, enabled, "the disabled button is grey")
    }

    func testControlSizeAndBorderShapeMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct SizeLabel: View {
                @Environment(\\.controlSize) private var size
                var body: some View { Text(size == .mini ? "mini" : "other") }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                        Button("Small") {}.buttonStyle(.bordered).controlSize(.small).buttonBorderShape(.capsule)
                        Button("Square") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
                        Text("Clipped").padding().background(Color.yellow).clipShape(AnyShape(Capsule()))
                        SizeLabel()
                    }
                    .environment(\\.controlSize, .mini)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small).buttonBorderShape(.capsule)
                Button("Square") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
                Text("Clipped").padding().background(Color.yellow).clipShape(AnyShape(Capsule()))
                Text("mini")
            }
            .environment(\.controlSize, .mini))
        XCTAssertEqual(script, compiled, "@Environment(\\.controlSize) reads the size set around the view")
    }

    func testContentMarginsAndListSpacingsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    HStack {
                        ScrollView { Color.red.frame(height: 40) }.contentMargins(.horizontal, 12, for: .scrollContent)
                        List { Section { Text("A") }; Section { Text("B"); Text("C") } }
                            .contentMargins(8)
                            .listSectionSpacing(.custom(12))
                            .listRowSpacing(6)
                    }
                    .frame(width: 390, height: 300)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            HStack {
                ScrollView { Color.red.frame(height: 40) }.contentMargins(.horizontal, 12, for: .scrollContent)
                List {
                    Section { Text("A") };
                    Section {
                        Text("B"); Text("C")
                    }
                }
                .contentMargins(8)
                .listSectionSpacing(.custom(12))
                .listRowSpacing(6)
            }
            .frame(width: 390, height: 300))
        XCTAssertEqual(script, compiled)
    }

    func testShareLinkMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                let url = URL(string: "https://example.com")!
                var body: some View {
                    VStack {
                        ShareLink(item: url)
                        ShareLink("Send", item: url, subject: Text("Hi"), preview: SharePreview("Site", image: Image(systemName: "globe")))
                        ShareLink(item: url) { Image(systemName: "paperplane") }
                    }
                }
            }
            """)
        let url = URL(string: "https://example.com")!
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                ShareLink(item: url)
                ShareLink("Send", item: url, subject: Text("Hi"), preview: SharePreview("Site", image: Image(systemName: "globe")))
                ShareLink(item: url) { Image(systemName: "paperplane") }
            })
        XCTAssertEqual(script, compiled)
    }

    func testMenusWithSymbolsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
                        Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") { Button("All") {} }.labelStyle(.iconOnly)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }
                Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") { Button("All") {} }.labelStyle(.iconOnly)
            })
        let labelled = try ScriptTestSupport.compiledPixels(
            VStack {
                Menu {
                    Button("Name") {}
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
                Menu {
                    Button("All") {}
                } label: {
                    Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                }.labelStyle(.iconOnly)
            })
        XCTAssertEqual(script, compiled)
        XCTAssertEqual(compiled, labelled, "the title and symbol are a Label")
    }

    func testUIImagesMatchCompiled() throws {
        // A picker's empty state (`@State var image: UIImage?`), a symbol and bytes from the bundle.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let jpeg = ScriptTestSupport.root.appendingPathComponent("fixtures/images/jpeg/halves.jpg")
        try FileManager.default.copyItem(at: jpeg, to: dir.appendingPathComponent("halves.jpg"))
        let script = try Script(
            source: """
                struct ContentView: View {
                    @State private var picked: UIImage?
                    let photo = UIImage(data: try! Data(contentsOf: Bundle.main.url(forResource: "halves", withExtension: "jpg")!))!
                    var body: some View {
                        VStack {
                            if let picked { Image(uiImage: picked) } else { Text("No photo") }
                            Image(uiImage: UIImage(systemName: "photo")!)
                            Image(uiImage: photo).resizable().frame(width: photo.size.width * 2, height: photo.size.height)
                            Text(UIImage(data: Data()) == nil ? "nil" : "image")
                        }
                    }
                }
                """, fileName: dir.appendingPathComponent("ContentView.swift").path, resources: BundleResources.folder(dir.path, recursive: false))
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        let scriptPixels = try script.checked { try r.rasterize() }.bitmap
        let photo = UIImage(data: try Data(contentsOf: jpeg))!
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Text("No photo")
                Image(uiImage: UIImage(systemName: "photo")!)
                Image(uiImage: photo).resizable().frame(width: 64, height: 16)
                Text("nil")
            })
        XCTAssertEqual(scriptPixels, compiled)
    }

    func testTransitionsAndObserversAreAcceptedAndDrawnAsWithout() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                @Namespace private var ns
                @State private var offset: CGFloat = 0
                var body: some View {
                    NavigationStack {
                        List {
                            Text("42").contentTransition(.numericText())
                            Text("Row").matchedTransitionSource(id: "row", in: ns)
                        }
                        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
                        .onScrollPhaseChange { _, phase in fatalError("never") }
                        .onScrollVisibilityChange { visible in fatalError("never") }
                        .menuStyle(.button)
                        .indexViewStyle(.page(backgroundDisplayMode: .always))
                        .badgeProminence(.decreased)
                        .listSectionSeparatorTint(.red)
                        .navigationTitle("Title")
                        .toolbarTitleDisplayMode(.inline)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            NavigationStack {
                List {
                    Text("42"); Text("Row")
                }.navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
            })
        XCTAssertEqual(script, compiled)
    }

    func testControlGroupStylesMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Stacked: ControlGroupStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 6) {
                        configuration.label
                        configuration.content
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 20) {
                        ControlGroup { Button("Back") {}; Button("Forward") {} }.controlGroupStyle(.navigation)
                        ControlGroup { Button("One") {} } label: { Text("Moves") }.controlGroupStyle(Stacked())
                        ControlGroup("Actions") { Button("Copy") {} }.controlGroupStyle(MenuControlGroupStyle())
                    }
                    .frame(width: 300)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 20) {
                ControlGroup {
                    Button("Back") {}
                    Button("Forward") {}
                }
                .controlGroupStyle(.navigation)
                VStack(spacing: 6) {
                    Text("Moves")
                    Button("One") {}
                }
                Menu {
                    Button("Copy") {}
                } label: {
                    Text("Actions")
                }
            }
            .frame(width: 300))
        XCTAssertEqual(script, compiled)
    }

    func testListItemTintsMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    List(1..<4) { i in
                        Label("Row \\(i)", systemImage: "\\(i).circle").listItemTint(i.isMultiple(of: 2) ? .red : .green)
                    }
                    .listItemTint(.fixed(.orange))
                    .frame(width: 200, height: 180)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            List(1..<4) { i in
                Label("Row \(i)", systemImage: "\(i).circle").listItemTint(i.isMultiple(of: 2) ? .red : .green)
            }
            .listItemTint(.fixed(.orange))
            .frame(width: 200, height: 180))
        XCTAssertEqual(script, compiled)
    }

    /// A `ScrollGeometry` made as a state's starting value, and its members read in the body.
    func testAScrollGeometryMadeAndRead() throws {
        let texts = try ScriptTestSupport.texts(
            """
            struct ContentView: View {
                @State private var geometry: ScrollGeometry = .init(
                    contentOffset: .init(x: 0, y: 12), contentSize: .init(width: 300, height: 900),
                    contentInsets: .init(top: 59, leading: 0, bottom: 34, trailing: 0), containerSize: .init(width: 300, height: 600))
                var body: some View {
                    Text("\\(Int(geometry.contentInsets.top)) \\(Int(geometry.visibleRect.maxY)) \\(Int(geometry.contentSize.height - geometry.containerSize.height))")
                }
            }
            """)
        XCTAssertEqual(texts, ["59 612 300"])
    }

    /// `var keyboardType: UIKeyboardType = .default` passed on to `.keyboardType(_:)`: UIKit's
    /// keyboard types are values scripts name, and a still image shows the field as it is.
    func testAKeyboardTypeHeldInAPropertyIsAcceptedAndChangesNothing() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct Field: View {
                var keyboardType: UIKeyboardType = .default
                var body: some View { TextField("Phone", text: .constant("")).keyboardType(keyboardType) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack { Field(); Field(keyboardType: .numberPad); Field(keyboardType: UIKeyboardType.phonePad) }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledJSON(
            VStack {
                TextField("Phone", text: .constant(""))
                TextField("Phone", text: .constant("")).keyboardType(.numberPad)
                TextField("Phone", text: .constant("")).keyboardType(.phonePad)
            })
        XCTAssertEqual(script, compiled)
    }
}
