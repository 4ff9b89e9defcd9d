// fixtures/scenes/screens.swift read as a script must lay out exactly as the same code compiled.
import XCTest
import Easel
import EaselRaster
@testable import EaselScript

/// The compiled twin of fixtures/scenes/screens.swift.
enum ScreensScene {
    struct Outlined: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(configuration.isPressed ? 2 : 10)
                .border(Color.red)
        }
    }

    struct ContentView: View {
        @State private var wifi = true
        let fruits = ["Apples", "Pears", "Plums"]

        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                NavigationStack {
                    Form {
                        Section {
                            Toggle("Wi-Fi", isOn: $wifi)
                            Toggle(isOn: .constant(false)) { Text("Bluetooth") }
                        } header: {
                            Text("Network")
                        } footer: {
                            Text("Nearby networks are joined automatically.")
                        }
                        Section("Fruit") {
                            ForEach(fruits, id: \.self) { Text($0) }
                        }
                        Section {
                            Button("Sign Out", role: .destructive) {}
                        }
                    }
                    .navigationTitle("Settings")
                }
                .frame(width: 375, height: 667)
                VStack(spacing: 12) {
                    Button("Borderless") {}.buttonStyle(.borderless)
                    Button("Plain") {}.buttonStyle(.plain)
                    Button("Bordered") {}.buttonStyle(.bordered).tint(.orange)
                    Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }.buttonStyle(.borderedProminent)
                    Button(action: {}) { Text("Custom") }.buttonStyle(Outlined())
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<20) { i in
                                Text("Row \(i)").frame(height: 44)
                            }
                        }
                    }
                    .scrollIndicators(.hidden)
                    .frame(height: 200)
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack {
                            ForEach(0..<10) { _ in Circle().frame(width: 60, height: 60) }
                        }
                    }
                    List(fruits, id: \.self) { Text($0) }
                        .listStyle(.plain)
                        .frame(height: 150)
                }
                .frame(width: 320)
            }
        }
    }
}

/// The compiled twin of fixtures/scenes/navigation.swift (what the script's gestures, timer,
/// sheet and alert leave: nothing).
enum NavigationScene {
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Library") {
                        NavigationLink("Albums", destination: Text("Albums"))
                        NavigationLink {
                            Text("Artists")
                        } label: {
                            Label("Artists", systemImage: "music.mic")
                        }
                        NavigationLink(value: 3) { Text("Songs") }
                    }
                }
                .navigationBarTitle("Music", displayMode: .inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button(action: {}) { Image(systemName: "magnifyingglass") }
                        Button(action: {}) { Image(systemName: "plus") }
                    }
                    ToolbarItem(placement: .bottomBar) { Text("12 Albums") }
                }
            }
            .frame(width: 375, height: 320)
        }
    }
}

/// A toolbar of the app's own `ToolbarContent` type, compiled.
enum ToolbarContentScene {
    struct CancelToolbarItem: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
        }
    }

    struct ContentView: View {
        var body: some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Drafts")
                    .toolbar { CancelToolbarItem() }
            }
            .frame(width: 375, height: 300)
        }
    }
}

/// The compiled twin of fixtures/scenes/tabs.swift.
enum TabsScene {
    enum Section { case feed, search, profile }

    struct ContentView: View {
        var body: some View {
            TabView(selection: .constant(Section.search)) {
                Text("Feed")
                    .tabItem { Label("Feed", systemImage: "house") }
                    .tag(Section.feed)
                NavigationStack {
                    List { Text("Recent") }.navigationTitle("Search")
                }
                .tabItem {
                    Image(systemName: "magnifyingglass")
                    Text("Search")
                }
                .tag(Section.search)
                Text("Me")
                    .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                    .tag(Section.profile)
            }
            .frame(width: 375, height: 400)
        }
    }
}

/// The compiled twin of fixtures/scenes/grid.swift.
enum GridScene {
    struct ContentView: View {
        let columns = [GridItem(.adaptive(minimum: 90), spacing: 10)]

        var body: some View {
            VStack(spacing: 16) {
                LazyVGrid(columns: columns, spacing: 10) {
                    ForEach(1...7, id: \.self) { n in
                        RoundedRectangle(cornerRadius: 8).fill(Color.teal).frame(height: 44 + CGFloat(n % 3) * 10)
                    }
                }
                LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible(minimum: 20, maximum: 150), alignment: .leading)], alignment: .leading) {
                    Text("Name"); Text("Easel")
                    Text("Kind"); Text("Renderer")
                }
                LazyHGrid(rows: Array(repeating: GridItem(.fixed(24)), count: 2), spacing: 6) {
                    ForEach(0..<5) { _ in Capsule().fill(Color.orange).frame(width: 30) }
                }
            }
            .padding()
            .frame(width: 360)
        }
    }
}

/// The compiled twin of fixtures/scenes/checkout.swift.
enum CheckoutScene {
    struct ContentView: View {
        var body: some View {
            Form {
                TextField("Name", text: .constant(""))
                TextField("Email", text: .constant("ada@example.com"), prompt: Text("you@example.com"))
                SecureField("Password", text: .constant("secret"))
                TextField("Amount", text: .constant("1,234.5"))
                    .textFieldStyle(.roundedBorder)
                Picker("Flavor", selection: .constant("Vanilla")) {
                    ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0).tag($0) }
                }
                Picker("Size", selection: .constant(1)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                }
                .pickerStyle(.segmented)
            }
            .frame(width: 375, height: 480)
        }
    }
}

/// The compiled twin of fixtures/scenes/controls.swift.
enum ControlsScene {
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 20) {
                Slider(value: .constant(7.5), in: 0...10)
                ProgressView("Downloading", value: 3.0, total: 4)
                ProgressView()
                Stepper("Guests: 2", value: .constant(2), in: 0...10)
                Menu("Sort by") {
                    Button("Name") {}
                    Button("Date") {}
                }
                Link("Privacy Policy", destination: URL(string: "https://example.com")!)
            }
            .padding(24)
            .frame(width: 375)
        }
    }
}

/// The compiled twin of fixtures/scenes/gradients.swift.
enum GradientsScene {
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 12) {
                LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(height: 60)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                HStack(spacing: 10) {
                    Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 4, endRadius: 40))
                    Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue, .red]), center: .center, angle: .degrees(90)))
                    RoundedRectangle(cornerRadius: 10).fill(Color.indigo.gradient)
                    Rectangle().fill(EllipticalGradient(colors: [.white, .gray], center: .top, endRadiusFraction: 0.8))
                }
                .frame(height: 80)
                Text("Frosted").padding(8).background(.ultraThinMaterial, in: Capsule())
                Text("Stops")
                    .padding()
                    .background(
                        LinearGradient(
                            stops: [Gradient.Stop(color: .mint, location: 0.2), .init(color: .clear, location: 1)],
                            startPoint: .leading, endPoint: .trailing))
            }
            .padding()
            .frame(width: 360)
        }
    }
}

final class ScreenScriptTests: XCTestCase {
    /// A script shape drawn with a binding to its parent's state that only its `path(in:)` reads:
    /// the path runs when the picture is painted, after the render session ended (this crashed
    /// the process: the state's slot was looked up in the freed session). It reads the state's
    /// initial value.
    func testAShapeReadingStateOnlyWhenPaintedGetsItsInitialValue() throws {
        let scripted = try ScriptTestSupport.scriptPixels(
            """
            struct Notch: Shape {
                @Binding var inset: CGFloat
                func path(in rect: CGRect) -> Path {
                    Path { p in p.addRect(CGRect(x: inset, y: 0, width: rect.width - inset, height: rect.height)) }
                }
            }
            struct ContentView: View {
                @State var inset: CGFloat = 5
                var body: some View {
                    Color.red.frame(width: 20, height: 10).clipShape(Notch(inset: $inset))
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(Color.red.frame(width: 20, height: 10).clipShape(Rectangle().offset(x: 5)))
        XCTAssertTrue(scripted == compiled)
    }

    /// `.background(.fill)` and `.fill(.fill.tertiary)` (iOS 17's fill style and its levels) draw
    /// the compiled pixels.
    func testTheFillStyleAndItsLevelsMatchCompiled() throws {
        let scripted = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.clear.frame(width: 20, height: 10).background(.fill)
                        Rectangle().fill(.fill.tertiary).frame(width: 20, height: 10)
                        Color.clear.frame(width: 20, height: 10).background(.fill.secondary, in: Capsule())
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 0) {
                Color.clear.frame(width: 20, height: 10).background(.fill)
                Rectangle().fill(.fill.tertiary).frame(width: 20, height: 10)
                Color.clear.frame(width: 20, height: 10).background(.fill.secondary, in: Capsule())
            })
        XCTAssertTrue(scripted == compiled)
        XCTAssertNotEqual(compiled.pixels[(5 * 20 + 10) * 4 + 3], 0)
        // The style types made by their initialisers, as compiled code may write them.
        let made = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().fill(FillShapeStyle()).frame(width: 20, height: 10)
                        Rectangle().fill(BackgroundStyle()).frame(width: 20, height: 10)
                        Rectangle().fill(ForegroundStyle()).frame(width: 20, height: 10)
                    }
                }
            }
            """)
        let madeCompiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 0) {
                Rectangle().fill(FillShapeStyle()).frame(width: 20, height: 10)
                Rectangle().fill(BackgroundStyle()).frame(width: 20, height: 10)
                Rectangle().fill(ForegroundStyle()).frame(width: 20, height: 10)
            })
        XCTAssertTrue(made == madeCompiled)
    }

    /// Content above a form in the navigation root keeps the bar at the top of the screen, from
    /// source as compiled (a script builder's children are a `ViewList`, not a `TupleView`).
    func testContentAboveAFormKeepsTheBarAtTheTop() throws {
        let source = """
            import SwiftUI
            struct GameView: View {
                var body: some View {
                    NavigationView {
                        VStack {
                            Text("Choose a word")
                            Form { Section(header: Text("Used")) { Text("Row") } }
                        }
                        .navigationBarTitle("Anagrams")
                    }
                }
            }
            """
        let compiled = NavigationView {
            VStack {
                Text("Choose a word")
                Form { Section(header: Text("Used")) { Text("Row") } }
            }
            .navigationBarTitle("Anagrams")
        }
        // The compiled geometry is asserted in ScreensLayoutTests.
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(compiled))
    }

    /// `LazyVGrid(columns: .init(repeating: .init(.flexible(minimum: 50), spacing: 11), count: 3))`:
    /// the array of grid items made in place, as the compiled call makes it (WorkoutApp's photo grid).
    func testGridColumnsMadeWithInitMatchCompiled() throws {
        let source = """
            import SwiftUI
            struct Photos: View {
                var body: some View {
                    LazyVGrid(columns: .init(repeating: .init(.flexible(minimum: 50), spacing: 11), count: 3), spacing: 12) {
                        ForEach(0..<5, id: \\.self) { _ in Color.blue.frame(height: 40) }
                    }
                    .frame(width: 300)
                }
            }
            """
        let compiled = LazyVGrid(columns: .init(repeating: .init(.flexible(minimum: 50), spacing: 11), count: 3), spacing: 12) {
            ForEach(0..<5, id: \.self) { _ in Color.blue.frame(height: 40) }
        }
        .frame(width: 300)
        let json = try ScriptTestSupport.scriptJSON(source)
        XCTAssertEqual(json, try ScriptTestSupport.compiledJSON(compiled))
        // Three columns of (300 - 2 × 11) / 3 points.
        XCTAssertTrue(json.contains("92.66"), json)
    }

    func testANavigationViewOfTwoColumnsMatchesCompiled() throws {
        // The script's builder gives its views as a list: the first is still the one shown.
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    NavigationView {
                        List { Text("Resort") }.navigationTitle("Resorts")
                        Text("Welcome")
                    }
                }
            }
            """
        let compiled = NavigationView {
            List { Text("Resort") }.navigationTitle("Resorts")
            Text("Welcome")
        }
        let json = try ScriptTestSupport.scriptJSON(source)
        XCTAssertFalse(json.contains("Welcome"))
        XCTAssertEqual(json, try ScriptTestSupport.compiledJSON(compiled))
    }

    func testGradientsSceneMatchesCompiledPixelForPixel() throws {
        let source = try ScriptTestSupport.source("gradients.swift")
        let script = try Script(source: source, fileName: "gradients.swift")
        let scriptPNG = try script.checked { try ImageRenderer(content: script.renders()[0].view).pngData() }
        let compiledPNG = try ImageRenderer(content: GradientsScene.ContentView()).pngData()
        XCTAssertEqual(scriptPNG, compiledPNG)
        XCTAssertEqual(
            try ScriptTestSupport.scriptJSON(source, fileName: "gradients.swift"),
            try ScriptTestSupport.compiledJSON(GradientsScene.ContentView()))
    }

    /// A bare `Gradient` as a shape style (iOS 16): a linear gradient from top to bottom, compiled
    /// and in scripts, for fills, backgrounds and the foreground style of text.
    func testABareGradientIsATopToBottomLinearGradient() throws {
        struct Bare: View {
            var body: some View {
                VStack(spacing: 6) {
                    Circle().fill(Gradient(colors: [.yellow, .red]))
                    Text("Hi").font(.largeTitle).foregroundStyle(Gradient(colors: [.blue, .purple]))
                    Color.clear.frame(height: 30).background(Gradient(stops: [.init(color: .mint, location: 0.2), .init(color: .teal, location: 1)]))
                }
                .frame(width: 80, height: 160)
            }
        }
        struct Linear: View {
            var body: some View {
                VStack(spacing: 6) {
                    Circle().fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    Text("Hi").font(.largeTitle).foregroundStyle(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    Color.clear.frame(height: 30)
                        .background(
                            LinearGradient(
                                stops: [.init(color: .mint, location: 0.2), .init(color: .teal, location: 1)], startPoint: .top, endPoint: .bottom))
                }
                .frame(width: 80, height: 160)
            }
        }
        let linear = try ImageRenderer(content: Linear()).pngData()
        XCTAssertEqual(try ImageRenderer(content: Bare()).pngData(), linear)
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        VStack(spacing: 6) {
                            Circle().fill(Gradient(colors: [.yellow, .red]))
                            Text("Hi").font(.largeTitle).foregroundStyle(Gradient(colors: [.blue, .purple]))
                            Color.clear.frame(height: 30).background(Gradient(stops: [.init(color: .mint, location: 0.2), .init(color: .teal, location: 1)]))
                        }
                        .frame(width: 80, height: 160)
                    }
                }
                """, fileName: "t.swift")
        XCTAssertEqual(try script.checked { try ImageRenderer(content: script.renders()[0].view).pngData() }, linear)
    }

    /// `.fill(.linearGradient(…))` and the other shape-style shorthands draw what the gradient
    /// types draw, compiled and from source, also called on the gradient's type
    /// (`LinearGradient.linearGradient(…)`, as SwiftUI declares them where `Self ==` the type).
    func testGradientShorthandsMatchTheirTypes() throws {
        struct Qualified: View {
            var body: some View {
                VStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 8).fill(LinearGradient.linearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    Circle().fill(RadialGradient.radialGradient(Gradient(colors: [.white, .blue]), center: .center, startRadius: 2, endRadius: 30))
                    Rectangle().fill(AngularGradient.conicGradient(colors: [.red, .green, .red], center: .center))
                    Capsule().fill(EllipticalGradient.ellipticalGradient(stops: [.init(color: .mint, location: 0), .init(color: .teal, location: 1)]))
                }
                .frame(width: 60, height: 200)
            }
        }
        struct Shorthands: View {
            var body: some View {
                VStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 8).fill(.linearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    Circle().fill(.radialGradient(Gradient(colors: [.white, .blue]), center: .center, startRadius: 2, endRadius: 30))
                    Rectangle().fill(.conicGradient(colors: [.red, .green, .red], center: .center))
                    Capsule().fill(.ellipticalGradient(stops: [.init(color: .mint, location: 0), .init(color: .teal, location: 1)]))
                }
                .frame(width: 60, height: 200)
            }
        }
        struct Types: View {
            var body: some View {
                VStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 8).fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    Circle().fill(RadialGradient(gradient: Gradient(colors: [.white, .blue]), center: .center, startRadius: 2, endRadius: 30))
                    Rectangle().fill(AngularGradient(colors: [.red, .green, .red], center: .center, angle: .zero))
                    Capsule().fill(EllipticalGradient(gradient: Gradient(stops: [.init(color: .mint, location: 0), .init(color: .teal, location: 1)])))
                }
                .frame(width: 60, height: 200)
            }
        }
        let source = """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 8).fill(.linearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                        Circle().fill(.radialGradient(Gradient(colors: [.white, .blue]), center: .center, startRadius: 2, endRadius: 30))
                        Rectangle().fill(.conicGradient(colors: [.red, .green, .red], center: .center))
                        Capsule().fill(.ellipticalGradient(stops: [.init(color: .mint, location: 0), .init(color: .teal, location: 1)]))
                    }
                    .frame(width: 60, height: 200)
                }
            }
            """
        let types = try ImageRenderer(content: Types()).pngData()
        XCTAssertEqual(try ImageRenderer(content: Shorthands()).pngData(), types)
        let script = try Script(source: source, fileName: "t.swift")
        XCTAssertEqual(try script.checked { try ImageRenderer(content: script.renders()[0].view).pngData() }, types)
        XCTAssertEqual(try ImageRenderer(content: Qualified()).pngData(), types)
        let qualifiedSource = source.replacingOccurrences(of: "fill(.linearGradient", with: "fill(LinearGradient.linearGradient")
            .replacingOccurrences(of: "fill(.radialGradient", with: "fill(RadialGradient.radialGradient")
            .replacingOccurrences(of: "fill(.conicGradient", with: "fill(AngularGradient.conicGradient")
            .replacingOccurrences(of: "fill(.ellipticalGradient", with: "fill(EllipticalGradient.ellipticalGradient")
        XCTAssertNotEqual(qualifiedSource, source)
        let qualified = try Script(source: qualifiedSource, fileName: "t.swift")
        XCTAssertEqual(try qualified.checked { try ImageRenderer(content: qualified.renders()[0].view).pngData() }, types)
    }

    func testTableGridSceneMatchesCompiled() throws {
        struct ContentView: View {
            var body: some View {
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                    GridRow {
                        Text("Name").bold()
                        Text("Qty").bold().gridColumnAlignment(.trailing)
                        Text("Price").bold().gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Apples"); Text("3"); Text("$1.20")
                    }
                    GridRow {
                        Text("Watermelon"); Text("12"); Text("$10.00")
                    }
                    GridRow {
                        Color.orange.frame(height: 20).gridCellColumns(2)
                        Text("Total")
                    }
                }
                .padding()
            }
        }
        let source = try ScriptTestSupport.source("table-grid.swift")
        let script = try ScriptTestSupport.scriptJSON(source, fileName: "table-grid.swift")
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(ContentView()))
        XCTAssertTrue(script.contains("\"Watermelon\""))
    }

    /// The script twin of the compiled colour-effects golden (GradientSnapshotTests, @1x on white):
    /// fixtures/scenes/color-effects.swift must draw the same pixels.
    func testColorEffectsSceneMatchesTheCompiledGolden() throws {
        let source = try ScriptTestSupport.source("color-effects.swift")
        let script = try Script(source: source, fileName: "color-effects.swift")
        let canvas = try script.checked { try ImageRenderer(content: script.renders()[0].view.background(Color.white)).rasterize() }
        let golden = try PNGCodec.read(from: ScriptTestSupport.root.appendingPathComponent("golden/GradientSnapshotTests/color-effects.png"))
        XCTAssertEqual(canvas.bitmap, golden)
    }

    /// The script twin of the compiled world-text golden (WorldTextSnapshotTests, @2x on white):
    /// fixtures/scenes/world-text.swift must draw the same pixels.
    func testWorldTextSceneMatchesTheCompiledGolden() throws {
        let source = try ScriptTestSupport.source("world-text.swift")
        let script = try Script(source: source, fileName: "world-text.swift")
        let canvas = try script.checked {
            let renderer = ImageRenderer(content: try script.renders()[0].view.background(Color.white))
            renderer.scale = 2
            return try renderer.rasterize()
        }
        let golden = try PNGCodec.read(from: ScriptTestSupport.root.appendingPathComponent("golden/WorldTextSnapshotTests/world-text.png"))
        XCTAssertEqual(canvas.bitmap, golden)
    }

    /// The script twin of the compiled components golden (ScreenSnapshotTests, iPhone SE @1x).
    func testContainerComponentsMatchTheCompiledGolden() throws {
        let source = """
            struct ContentView: View {
                @State private var notes = "Buy milk\\nCall Ann"
                var body: some View {
                    VStack(alignment: .leading, spacing: 16) {
                        GroupBox("Today") {
                            Text("3 meetings, 2 reminders").foregroundStyle(.secondary)
                        }
                        GroupBox {
                            DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                                Text("An option").foregroundColor(Color(.secondaryLabel))
                            }
                            Divider()
                            DisclosureGroup("Collapsed") { Text("never shown") }
                        } label: {
                            Label("Settings", systemImage: "gear")
                        }
                        HStack {
                            AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 60, height: 60)
                            TextEditor(text: $notes).frame(height: 60).background(Color(uiColor: .tertiarySystemFill))
                        }
                        ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail you receive appears here."))
                    }
                    .padding()
                }
            }
            """
        let script = try Script(source: source, fileName: "t.swift")
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.device = .iPhoneSE
        let canvas = try script.checked { try renderer.rasterize() }
        let golden = try PNGCodec.read(from: ScriptTestSupport.root.appendingPathComponent("golden/ScreenSnapshotTests/components-light.png"))
        XCTAssertEqual(canvas.bitmap, golden)
    }

    func testTrimMatchesCompiled() throws {
        let ring = Circle().trim(from: 0.1, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 50, height: 50)
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        Circle().trim(from: 0.1, to: 0.7).stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 50, height: 50)
                    }
                }
                """, fileName: "t.swift")
        XCTAssertEqual(try script.checked { try ImageRenderer(content: script.renders()[0].view).pngData() }, try ImageRenderer(content: ring).pngData())
    }

    func testControlsSceneMatchesCompiled() throws {
        let source = try ScriptTestSupport.source("controls.swift")
        let script = try ScriptTestSupport.scriptJSON(source, fileName: "controls.swift")
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(ControlsScene.ContentView()))
        XCTAssertTrue(script.contains("\"Guests: 2\""))
    }

    func testCheckoutSceneMatchesCompiled() throws {
        let source = try ScriptTestSupport.source("checkout.swift")
        let script = try ScriptTestSupport.scriptJSON(source, fileName: "checkout.swift")
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(CheckoutScene.ContentView()))
        for text in ["\"Name\"", "\"1,234.5\"", "\"Vanilla\"", "\"M\""] { XCTAssertTrue(script.contains(text), text) }
    }

    func testTextFieldLabelsAxesAndCallbacksMatchCompiled() throws {
        struct Fields: View {
            let notes = "A note long enough to need more than one line at this width"
            var body: some View {
                Form {
                    TextField(text: .constant("")) { Text("Email") }
                    TextField(text: .constant(""), prompt: Text("you@example.com")) { Text("Email") }
                    TextField("Notes", text: .constant(notes), axis: .vertical)
                    TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})
                    SecureField(text: .constant("")) { Text("Password") }
                }
                .frame(width: 320, height: 400)
            }
        }
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct Fields: View {
                let notes = "A note long enough to need more than one line at this width"
                var body: some View {
                    Form {
                        TextField(text: .constant("")) { Text("Email") }
                        TextField(text: .constant(""), prompt: Text("you@example.com")) { Text("Email") }
                        TextField("Notes", text: .constant(notes), axis: .vertical)
                        TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})
                        SecureField(text: .constant("")) { Text("Password") }
                    }
                    .frame(width: 320, height: 400)
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Fields()))
        for text in ["\"Email\"", "\"you@example.com\"", "\"Password\""] { XCTAssertTrue(script.contains(text), text) }
    }

    func testSearchableOverloadsMatchCompiled() throws {
        struct Search: View {
            var body: some View {
                NavigationStack {
                    List { Text("Apples").searchCompletion("apples") }
                        .navigationTitle("Fruit")
                        .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")
                }
                .frame(width: 393, height: 400)
            }
        }
        for modifier in [
            #".searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")"#,
            #".searchable(text: .constant(""), isPresented: .constant(true), prompt: "Find")"#,
            #".searchable(text: .constant(""), prompt: "Find") { Text("Pears").searchCompletion("pears") }"#,
            #".searchable(text: .constant(""), tokens: .constant([1]), prompt: Text("Find")) { token in Text("\(token)") }"#,
            #".searchable(text: .constant(""), editableTokens: .constant([1]), prompt: Text("Find")) { $token in Text("\(token)") }"#,
            #".searchable(text: .constant(""), placement: .sidebar, prompt: "Find").searchSuggestions { Text("Pears") }"#,
        ] {
            let script = try ScriptTestSupport.scriptJSON(
                """
                struct Search: View {
                    var body: some View {
                        NavigationStack {
                            List { Text("Apples").searchCompletion("apples") }
                                .navigationTitle("Fruit")
                                \(modifier)
                        }
                        .frame(width: 393, height: 400)
                    }
                }
                """)
            XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Search()), modifier)
        }
    }

    func testButtonToggleStyleAndPathClosuresMatchCompiled() throws {
        struct Styled: View {
            var body: some View {
                VStack {
                    Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                    Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                    Path({ path in
                        path.move(to: CGPoint(x: 0, y: 0))
                        path.addLine(to: CGPoint(x: 40, y: 10))
                    })
                    .stroke(Color.gray)
                    .frame(width: 40, height: 10)
                }
            }
        }
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct Styled: View {
                var body: some View {
                    VStack {
                        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                        Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                        Path({ path in
                            path.move(to: CGPoint(x: 0, y: 0))
                            path.addLine(to: CGPoint(x: 40, y: 10))
                        })
                        .stroke(Color.gray)
                        .frame(width: 40, height: 10)
                    }
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Styled()))
    }

    func testTransitionsChangeNothingInAStillImage() throws {
        struct Shown: View {
            var body: some View {
                VStack {
                    Text("Hello").transition(AnyTransition.opacity.combined(with: .slide))
                    Text("Moved").transition(.asymmetric(insertion: .move(edge: .leading), removal: AnyTransition.scale(scale: 0.5).animation(.easeIn)))
                }
            }
        }
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct Shown: View {
                var body: some View {
                    VStack {
                        Text("Hello").transition(AnyTransition.opacity.combined(with: .slide))
                        Text("Moved").transition(.asymmetric(insertion: .move(edge: .leading), removal: AnyTransition.scale(scale: 0.5).animation(.easeIn)))
                    }
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Shown()))
    }

    func testKeyframeAndPhaseAnimatorsMatchCompiled() throws {
        struct Values { var scale = 2.0; var y = 10.0 }
        struct Bouncing: View {
            var trigger = false
            var body: some View {
                VStack(spacing: 0) {
                    KeyframeAnimator(initialValue: Values(), trigger: trigger) { v in
                        Color.red.frame(width: 10 * v.scale, height: 10).offset(y: v.y)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(1.5, duration: 0.2)
                            SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                        }
                    }
                    Color.green.frame(width: 10, height: 10)
                        .keyframeAnimator(initialValue: CGFloat(3), trigger: trigger) { view, scale in
                            view.scaleEffect(scale)
                        } keyframes: { _ in
                            KeyframeTrack { SpringKeyframe(1, spring: .snappy) }
                        }
                    PhaseAnimator([40.0, 80.0]) { width in
                        Color.orange.frame(width: width, height: 10)
                    } animation: { _ in
                        .easeInOut
                    }
                    Color.purple.frame(width: 10, height: 10)
                        .phaseAnimator([0.5, 1.0], trigger: trigger) { view, opacity in view.opacity(opacity) }
                }
            }
        }
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct Values { var scale = 2.0; var y = 10.0 }
            struct Bouncing: View {
                var trigger = false
                var body: some View {
                    VStack(spacing: 0) {
                        KeyframeAnimator(initialValue: Values(), trigger: trigger) { v in
                            Color.red.frame(width: 10 * v.scale, height: 10).offset(y: v.y)
                        } keyframes: { _ in
                            KeyframeTrack(\\.scale) {
                                LinearKeyframe(1.5, duration: 0.2)
                                SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                            }
                        }
                        Color.green.frame(width: 10, height: 10)
                            .keyframeAnimator(initialValue: CGFloat(3), trigger: trigger) { view, scale in
                                view.scaleEffect(scale)
                            } keyframes: { _ in
                                KeyframeTrack { SpringKeyframe(1, spring: .snappy) }
                            }
                        PhaseAnimator([40.0, 80.0]) { width in
                            Color.orange.frame(width: width, height: 10)
                        } animation: { _ in .easeInOut }
                        Color.purple.frame(width: 10, height: 10)
                            .phaseAnimator([0.5, 1.0], trigger: trigger) { view, opacity in view.opacity(opacity) }
                    }
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Bouncing()))
    }

    func testDefaultMinListRowHeightMatchesCompiled() throws {
        struct Rows: View {
            var body: some View {
                List {
                    Text("Apples"); Text("Pears")
                }
                .environment(\.defaultMinListRowHeight, 60)
                .frame(width: 375, height: 300)
            }
        }
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct Rows: View {
                var body: some View {
                    List { Text("Apples"); Text("Pears") }
                        .environment(\\.defaultMinListRowHeight, 60)
                        .frame(width: 375, height: 300)
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Rows()))
    }

    func testUIDeviceIsAnIPhone() throws {
        let s = try ScriptTestSupport.layout(
            """
            struct V: View {
                var body: some View {
                    Text(UIDevice.current.userInterfaceIdiom == .phone ? "phone \\(UIDevice.current.systemName)" : "other")
                }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.first?.lines, ["phone iOS"])
    }

    /// Keyframes made as values outside an animator: a view's own result builder gathers
    /// `LinearKeyframe`s into an array, which its body hands to a `KeyframeAnimator` (never played).
    func testKeyframesMadeAsValues() throws {
        let texts = try ScriptTestSupport.texts(
            """
            struct Frame { var offset: CGFloat = 0 }
            @resultBuilder
            struct FrameBuilder {
                static func buildBlock(_ components: LinearKeyframe<Frame>...) -> [LinearKeyframe<Frame>] { components }
            }
            struct Glitch: View {
                var frames: [LinearKeyframe<Frame>]
                let spring = Spring(duration: 0.4, bounce: 0.2)
                init(@FrameBuilder frames: () -> [LinearKeyframe<Frame>]) { self.frames = frames() }
                var body: some View {
                    KeyframeAnimator(initialValue: Frame(), trigger: true) { value in
                        Text("\\(frames.count) frames at \\(Int(value.offset)), \\(spring.duration)")
                    } keyframes: { _ in
                        for frame in frames { frame }
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    Glitch {
                        LinearKeyframe(Frame(offset: -5), duration: 0.1)
                        LinearKeyframe(Frame(offset: 5), duration: 0.1, timingCurve: .easeIn)
                        LinearKeyframe(Frame(), duration: 0.1)
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["3 frames at 0, 0.400000"], "a Double in a Text's interpolation prints as %lf, as in SwiftUI")
    }

    /// A spring's physical form (mass, stiffness, damping) and its older one (response, damping
    /// ratio) give the duration and bounce SwiftUI converts them to, from scripts as compiled.
    func testSpringsInTheirPhysicalForm() throws {
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(physical.duration, 2 * .pi / 10, accuracy: 1e-12)
        XCTAssertEqual(physical.bounce, 0.5, accuracy: 1e-12)
        XCTAssertEqual(physical.stiffness, 100, accuracy: 1e-9)
        XCTAssertEqual(physical.damping, 10, accuracy: 1e-9)
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: 0.8).bounce, 0.2, accuracy: 1e-12)
        XCTAssertEqual(Spring(stiffness: 100, damping: 40).bounce, 0)  // overdamped: no bounce unless allowed
        XCTAssertEqual(Spring(stiffness: 100, damping: 40, allowOverDamping: true).bounce, -0.5, accuracy: 1e-12)
        let texts = try ScriptTestSupport.texts(
            """
            struct ContentView: View {
                let spring = Spring(mass: 1, stiffness: 100, damping: 10)
                let older = Spring(response: 0.5, dampingRatio: 0.8)
                var body: some View {
                    Text("\\(spring.mass) \\(Int(spring.stiffness.rounded())) \\(Int(spring.damping.rounded())) \\(spring.bounce) \\(older.dampingRatio)")
                }
            }
            """)
        XCTAssertEqual(texts, ["1.000000 100 10 0.500000 0.800000"])
    }

    func testGridSceneMatchesCompiled() throws {
        let source = try ScriptTestSupport.source("grid.swift")
        let script = try ScriptTestSupport.scriptJSON(source, fileName: "grid.swift")
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(GridScene.ContentView()))
        XCTAssertTrue(script.contains("\"Renderer\""))
    }

    func testTabsSceneMatchesCompiled() throws {
        let source = try ScriptTestSupport.source("tabs.swift")
        let script = try ScriptTestSupport.scriptJSON(source, fileName: "tabs.swift")
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(TabsScene.ContentView()))
        // The enum tag selected the second tab.
        XCTAssertTrue(script.contains("\"Recent\""))
        XCTAssertFalse(script.contains("\"Feed\" :") && script.contains("\"Me\""))
    }

    func testNavigationSceneMatchesCompiled() throws {
        let source = try ScriptTestSupport.source("navigation.swift")
        let script = try ScriptTestSupport.scriptJSON(source, fileName: "navigation.swift")
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(NavigationScene.ContentView()))
        // The bottom bar's item is drawn too.
        for text in ["\"Albums\"", "\"chevron.right\"", "\"Edit\"", "\"plus\"", "\"Music\"", "\"12 Albums\""] {
            XCTAssertTrue(script.contains(text), text)
        }
    }

    /// A toolbar made of the app's own `ToolbarContent` type (IceCubes' `CancelToolbarItem()`):
    /// its body's items are the bar's, as compiled.
    func testAToolbarContentTypeOfTheScriptFillsTheBar() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct CancelToolbarItem: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") { } }
                }
            }
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Row") }
                            .navigationTitle("Drafts")
                            .toolbar { CancelToolbarItem() }
                    }
                    .frame(width: 375, height: 300)
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(ToolbarContentScene.ContentView()))
        XCTAssertTrue(script.contains("\"Cancel\""))
    }

    func testScreensSceneMatchesCompiled() throws {
        let source = try ScriptTestSupport.source("screens.swift")
        let script = try ScriptTestSupport.scriptJSON(source, fileName: "screens.swift")
        let compiled = try ScriptTestSupport.compiledJSON(ScreensScene.ContentView())
        XCTAssertEqual(script, compiled)
        // The scene really contains the new views (the comparison is not between two empty layouts).
        for kind in ["ScrollView", "LazyVStack", "LazyHStack", "Section", "Capsule", "Divider"] {
            XCTAssertTrue(script.contains("\"\(kind)\""), kind)
        }
        XCTAssertTrue(script.contains("\"NETWORK\""))
        XCTAssertTrue(script.contains("\"Settings\""))
    }

    func testUnknownButtonStyleSuggestsTheNearest() {
        let message = ScriptTestSupport.error(
            """
            import SwiftUI
            struct ContentView: View { var body: some View { Button("A") {}.buttonStyle(.borderd) } }
            """)
        XCTAssertTrue(message.contains("unsupported button style '.borderd'"), message)
        XCTAssertTrue(message.contains("bordered"), message)
    }
}
