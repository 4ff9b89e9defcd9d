import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Idioms found in real app files (issue 9's corpus of apps): protocols named as types, extensions
/// of Foundation types Easel does not model, typealiased query results, Optional's `.none`, and
/// SwiftUI API they use (`Menu(content:)` with a trailing label, `Axis.Set()`, iOS 26's button
/// roles, `formStyle`, `colorScheme`, `Section(isExpanded:)`).
final class AppFileIdiomsScriptTests: XCTestCase {
    /// An app's overload of a SwiftUI static (`extension Font { static func system(size:weight:width:) }`)
    /// leaves SwiftUI's `system(size:weight:)` to the calls it cannot take; a call it can take is the app's.
    func testAnAppsOverloadOfAStaticLeavesTheOthersToSwiftUI() throws {
        let source = """
            extension Font {
                static func system(size: CGFloat, weight: Font.Weight, width: Font.Width) -> Font { .system(size: 40) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("A").font(.system(size: 30, weight: .heavy))
                        Text("B").font(.system(size: 150))
                        Text("C").font(.system(size: 10, weight: .bold, width: .condensed))
                    }
                }
            }
            """
        let l = try ScriptTestSupport.layout(source)
        let heights = l.root.all { $0.kind == "Text" }.map(\.frame.height)
        let compiled = try ImageRenderer(
            content: VStack {
                Text("A").font(.system(size: 30, weight: .heavy))
                Text("B").font(.system(size: 150))
                Text("C").font(.system(size: 40))
            }
        ).layout().root.all { $0.kind == "Text" }.map(\.frame.height)
        XCTAssertEqual(heights, compiled)
    }

    /// The source-location literals of a logging helper's defaults (the caller's place, as in
    /// Swift) and `#selector`, which a still
    /// image hands to observers that are never called; `@Environment (\.isEnabled)` with a space, as
    /// Swift 5 mode (an app's build) accepts it.
    func testSourceLocationLiteralsSelectorsAndSwift5Spacing() throws {
        let source = """
            func where_(file: String = #fileID, line: Int = #line, function: String = #function) -> String { "\\(file):\\(line) \\(function)" }
            final class Observer: NSObject {
                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .init("x"), object: nil)
                }
                @objc func changed() {}
            }
            struct ContentView: View {
                @Environment (\\.isEnabled) var isEnabled
                let observer = Observer()
                func label() -> String { where_() }
                var body: some View { Text(label() + " \\(isEnabled) \\(#line)") }
            }
            """
        // As default arguments, the caller's place: `label()`'s line 12.
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["App/t.swift:12 label() true 13"])
    }

    /// `_store = ObservedObject(initialValue: store)` (and `wrappedValue:`) in an initialiser.
    func testAnObservedObjectMadeInAnInitialiser() throws {
        let source = """
            final class Store: ObservableObject { @Published var name = "log" }
            struct Row: View {
                @ObservedObject var store: Store
                @ObservedObject var other: Store
                init(store: Store) {
                    self._store = ObservedObject(initialValue: store)
                    _other = ObservedObject(wrappedValue: store)
                }
                var body: some View { Text(store.name + other.name) }
            }
            #Preview { Row(store: Store()) }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["loglog"])
    }

    func testProtocolsAndExtendedFoundationTypesAreTypes() throws {
        let source = """
            protocol Storing { func value() -> Int }
            struct Store: Storing { func value() -> Int { 4 } }
            final class Container {
                var made: [String: Any] = [:]
                func register<T>(_ type: T.Type, _ make: () -> T) { made[String(describing: type)] = make() }
            }
            extension Formatter {
                static let twoDigits: NumberFormatter = {
                    let f = NumberFormatter()
                    f.minimumIntegerDigits = 2
                    return f
                }()
            }
            struct ContentView: View {
                let container: Container = {
                    let c = Container()
                    c.register(Storing.self) { Store() }
                    return c
                }()
                var body: some View {
                    VStack {
                        Text(Formatter.twoDigits.string(from: 7) ?? "?")
                        Text("\\(container.made.count)")
                        Text(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0")
                        Text(Bundle.main.bundleIdentifier ?? "no identifier")
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["07", "1", "1.0", "com.example.preview"])
    }

    /// `@Query var items: Items` where `typealias Items = [Item]`.
    func testATypealiasedQueryFetchesItsElementType() throws {
        let source = """
            typealias Names = [Name]
            @Model final class Name {
                var text: String
                init(text: String) { self.text = text }
            }
            struct ListView: View {
                @Query(sort: \\Name.text) var names: Names
                var body: some View { VStack { ForEach(names) { Text($0.text) } } }
            }
            #Preview {
                let container = try! ModelContainer(for: Name.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Name(text: "B"))
                container.mainContext.insert(Name(text: "A"))
                return ListView().modelContainer(container)
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["A", "B"])
    }

    func testSwiftUIAPIOfAppFiles() throws {
        let source = """
            struct ContentView: View {
                @State private var open = false
                @State private var shown = true
                var body: some View {
                    VStack {
                        Text("Plain").font(.none).fontWeight(.none)
                        ScrollView(true ? .init() : .vertical) { Text("Still") }
                        Menu(content: { Button("A") {} }) { Image(systemName: "ellipsis") }
                        HStack {
                            Button(role: .confirm) { }
                            Button(role: .close) { }
                            Button(role: .cancel, action: {})
                            Button(role: .destructive) { } label: { Text("Delete") }
                        }
                        Form {
                            Section("Closed", isExpanded: $open) { Text("Hidden row") }
                            Section(isExpanded: $shown) { Text("Shown row") } header: { Text("Open") }
                        }
                        .formStyle(.grouped)
                        .frame(height: 200)
                    }
                    .colorScheme(.dark)
                }
            }
            """
        let compiled = VStack {
            Text("Plain").font(nil).fontWeight(nil)
            ScrollView(Axis.Set()) { Text("Still") }
            Menu {
                Button("A") {}
            } label: {
                Image(systemName: "ellipsis")
            }
            HStack {
                Button(role: .confirm) {}
                Button(role: .close) {}
                Button(role: .cancel) {}
                Button(role: .destructive) {
                } label: {
                    Text("Delete")
                }
            }
            Form {
                Section("Closed", isExpanded: .constant(false)) { Text("Hidden row") }
                Section(isExpanded: .constant(true)) {
                    Text("Shown row")
                } header: {
                    Text("Open")
                }
            }
            .formStyle(.grouped)
            .frame(height: 200)
        }
        .colorScheme(.dark)
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(compiled))
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
        let shown = try ScriptTestSupport.texts(source)
        XCTAssertFalse(shown.contains("Hidden row"), "\(shown)")
        XCTAssertTrue(shown.contains("Shown row"), "\(shown)")
    }

    /// `String.Index` arithmetic (`text.index(text.startIndex, offsetBy: i)`), indexes counting
    /// characters.
    func testStringIndexes() throws {
        let source = """
            struct ContentView: View {
                let text = "Héllo"
                var body: some View {
                    HStack {
                        ForEach(0..<text.count, id: \\.self) { i in
                            Text(String(text[text.index(text.startIndex, offsetBy: i)]))
                        }
                        Text("\\(text.distance(from: text.startIndex, to: text.endIndex))")
                        Text(String(text[text.index(after: text.startIndex)]))
                        Text(String(text[text.index(before: text.endIndex)]))
                        Text(text.index(text.startIndex, offsetBy: 9, limitedBy: text.endIndex) == nil ? "nil" : "some")
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["H", "é", "l", "l", "o", "5", "é", "o", "nil"])
        XCTAssertTrue(
            ScriptTestSupport.error(
                "struct ContentView: View { let t = \"ab\"; var body: some View { Text(String(t[t.index(t.startIndex, offsetBy: 5)])) } }"
            ).contains("string index 5 out of bounds (count 2)"))
    }

    /// `@Previewable @State var` in a #Preview: a value its name reads and `$name` binds.
    func testPreviewableState() throws {
        let source = """
            struct Row: View {
                @Binding var on: Bool
                var body: some View { Toggle("Wi-Fi", isOn: $on) }
            }
            #Preview {
                @Previewable @State var on = false
                VStack {
                    Row(on: $on)
                    Text(on ? "on" : "off")
                }
                .frame(width: 200)
            }
            """
        let compiled = VStack {
            Toggle("Wi-Fi", isOn: .constant(false))
            Text("off")
        }
        .frame(width: 200)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }

    /// A method of the script's `extension View` (or of a protocol the view conforms to) called
    /// unqualified inside a view's body: a method of `self`.
    func testViewExtensionMethodsAreCalledOnSelf() throws {
        let source = """
            protocol Titled { var title: String { get } }
            extension Titled { func shout() -> String { title.uppercased() } }
            extension View {
                func getSafeArea() -> UIEdgeInsets { UIApplication.shared.windows.first?.safeAreaInsets ?? UIEdgeInsets.zero }
            }
            struct ContentView: View, Titled {
                let title = "hi"
                var body: some View {
                    VStack {
                        Text(shout())
                        Text("\\(Int(getSafeArea().bottom))")
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["HI", "34"])
    }

    /// SwiftUI's modifiers called without `self.` on a view the script declares: inside an
    /// `extension View` method (`modifier(Framed())`) and in the view's own members.
    func testModifiersCalledOnImplicitSelfOfAScriptView() throws {
        let source = """
            struct Framed: ViewModifier {
                func body(content: Content) -> some View { content.padding(4).background(Color.red) }
            }
            public extension View {
                func framed() -> some View { modifier(Framed()) }
            }
            struct Card: View {
                var body: some View { Text("Card").frame(width: 40, height: 20) }
            }
            struct Padded: View {
                var body: some View { Color.blue.frame(width: 10, height: 10) }
                var decorated: some View { padding(2).background(Color.green) }
            }
            struct ContentView: View {
                var body: some View { VStack(spacing: 0) { Card().framed(); Padded().decorated } }
            }
            """
        let compiled = VStack(spacing: 0) {
            Text("Card").frame(width: 40, height: 20).padding(4).background(Color.red)
            Color.blue.frame(width: 10, height: 10).padding(2).background(Color.green)
        }
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }

    /// A view with a property named as a modifier (`var offset: CGFloat`): `.offset(y:)` on it is
    /// the modifier, while a property holding a closure is called.
    func testAPropertyNamedAsAModifierLeavesTheModifier() throws {
        let source = """
            struct Sheet: View {
                var offset: CGFloat
                var padding: () -> CGFloat = { 4 }
                var body: some View { Color.blue.frame(width: 10 + padding(), height: 10 + offset) }
            }
            struct ContentView: View {
                var body: some View {
                    Sheet(offset: 5).offset(y: 3).frame(width: 30, height: 30, alignment: .topLeading)
                }
            }
            """
        let compiled = Color.blue.frame(width: 14, height: 15).offset(y: 3).frame(width: 30, height: 30, alignment: .topLeading)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }

    /// `@Previewable @Environment(\\.key) var x` in a #Preview: the environment's value there (a
    /// model context on an empty container, the default colour scheme).
    func testPreviewableEnvironment() throws {
        let source = """
            import SwiftData
            @Model final class Habit { var name = ""; init(name: String) { self.name = name } }
            final class Store {
                let context: ModelContext
                init(context: ModelContext) { self.context = context }
                var count: Int { (try? context.fetch(FetchDescriptor<Habit>()))?.count ?? -1 }
            }
            struct HabitsView: View {
                let store: Store
                var body: some View { Text("\\(store.count) habits") }
            }
            #Preview {
                @Previewable @Environment(\\.modelContext) var context
                @Previewable @Environment(\\.colorScheme) var scheme
                VStack {
                    HabitsView(store: Store(context: context))
                    Text(scheme == .light ? "light" : "dark")
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["0 habits", "light"])
    }

    /// `ISO8601DateFormatter` (in GMT, as Foundation's) and `ObjectIdentifier` keys, as dependency
    /// containers and API clients use them.
    func testISO8601FormattersAndObjectIdentifiers() throws {
        let source = """
            protocol Service {}
            final class Box {}
            struct ContentView: View {
                var body: some View {
                    let f = ISO8601DateFormatter()
                    f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                    let d = Date(timeIntervalSince1970: 1_767_260_460)
                    let a = Box(), b = Box()
                    var registry: [ObjectIdentifier: String] = [:]
                    registry[ObjectIdentifier(Service.self)] = "service"
                    return VStack {
                        Text(f.string(from: d))
                        Text(ISO8601DateFormatter().string(from: d))
                        Text(ISO8601DateFormatter().date(from: "2026-01-01T09:41:00Z") == d ? "parsed" : "not parsed")
                        Text(registry[ObjectIdentifier(Service.self)] ?? "none")
                        Text(ObjectIdentifier(a) == ObjectIdentifier(b) ? "same" : "different")
                        Text(ObjectIdentifier(a) == ObjectIdentifier(a) ? "same" : "different")
                    }
                }
            }
            """
        XCTAssertEqual(
            try ScriptTestSupport.texts(source),
            ["2026-01-01T09:41:00.000Z", "2026-01-01T09:41:00Z", "parsed", "service", "different", "same"])
    }

    /// An implicitly unwrapped optional `var` without a value starts as nil, as `T?` does, so
    /// the memberwise initialiser does not ask for it (`@State var selected: Bag!`).
    func testAnImplicitlyUnwrappedVarStartsAsNil() throws {
        let source = """
            struct Bag { let name: String }
            struct Home: View {
                @State var selected: Bag!
                var note: String!
                var body: some View { Text(selected == nil && note == nil ? "none" : "some") }
            }
            struct ContentView: View {
                var body: some View { Home() }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["none"])
    }

    /// `UIColor(color).cgColor.components`: a colour's sRGB components and opacity; Combine's
    /// schedulers (`RunLoop.main`) as values that never fire.
    func testColorComponentsAndSchedulers() throws {
        let source = """
            extension Color {
                var rgba: [CGFloat] { UIColor(self).cgColor.numberOfComponents == 4 ? UIColor(self).cgColor.components ?? [] : [] }
            }
            struct ContentView: View {
                let scheduler = RunLoop.main
                var body: some View {
                    VStack {
                        Text(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25).rgba.map { String(format: "%.2f", $0) }.joined(separator: " "))
                        Text(Color.white.rgba.map { String(format: "%.0f", $0) }.joined(separator: " "))
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["1.00 0.50 0.00 0.25", "1 1 1 1"])
    }

    func testCustomizableToolbarItemsAsCompiled() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        Text("Body")
                            .toolbar {
                                ToolbarItem(id: "add", placement: .topBarTrailing) { Text("Add") }
                                ToolbarItem(id: "more", placement: .topBarTrailing, showsByDefault: false) { Text("More") }
                            }
                    }
                }
            }
            """
        let compiled = NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(id: "add", placement: .topBarTrailing) { Text("Add") }
                    ToolbarItem(id: "more", placement: .topBarTrailing, showsByDefault: false) { Text("More") }
                }
        }
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(compiled))
    }

    /// Sets of axes and edges made with their initialisers, and a collapsible section, which has
    /// no footer in SwiftUI.
    func testAxisAndEdgeSetInitialisersAndACollapsibleSectionsFooter() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("A").padding(Edge.Set(.top), 20)
                        ScrollView(Axis.Set(rawValue: 2)) { Text("B") }
                        Text("C").padding(Edge.Set(), 20)
                    }
                }
            }
            """
        let compiled = VStack {
            Text("A").padding(Edge.Set(.top), 20)
            ScrollView(Axis.Set.vertical) { Text("B") }
            Text("C").padding(Edge.Set(), 20)
        }
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(compiled))
        let message = ScriptTestSupport.error(
            """
            struct ContentView: View {
                @State private var open = true
                var body: some View {
                    List { Section(isExpanded: $open, content: { Text("Row") }, header: { Text("H") }, footer: { Text("F") }) }
                }
            }
            """)
        XCTAssertTrue(message.contains("a collapsible section (isExpanded:) has no footer"), message)
    }

    /// Signposts and `os_log` around a model's work (an app's `OSLog(subsystem:category:)`
    /// handlers) write nothing, and the 2019 betas' `Length` is a CGFloat: the view renders as
    /// compiled code renders it.
    func testSignpostsLogsAndTheBetasLength() throws {
        let source = """
            import SwiftUI
            import os.log
            final class Items {
                private let logHandler = OSLog(subsystem: "com.example.items", category: "perf")
                private let progress = OSLog(subsystem: "com.example.items", category: .pointsOfInterest)
                func load() -> [String] {
                    os_signpost(.begin, log: logHandler, name: "Processing Items", "Begin %{public}s", "items")
                    os_signpost(.event, log: progress, name: "Progress", signpostID: OSSignpostID(log: progress))
                    os_log("loaded %d items", log: logHandler, type: .info, 2)
                    os_log("plain")
                    os_signpost(.end, log: logHandler, name: "Processing Items")
                    return ["a", "b"]
                }
            }
            struct ContentView: View {
                var body: some View {
                    let ratio = 1 - Length(2 / 8.0)
                    return VStack { ForEach(Items().load(), id: \\.self) { Text($0) } }
                        .frame(width: Length(100) * ratio)
                }
            }
            """
        struct Compiled: View {
            var body: some View {
                let log = OSLog(subsystem: "com.example.items", category: .pointsOfInterest)
                os_signpost(.begin, log: log, name: "Processing Items")
                os_log("loaded %d items", log: log, type: .info, 2)
                return VStack { ForEach(["a", "b"], id: \.self) { Text($0) } }.frame(width: Length(100) * (1 - Length(2 / 8.0)))
            }
        }
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(Compiled()))
        XCTAssertTrue(try ScriptTestSupport.scriptJSON(source).contains("75"), "the frame is 100 × 0.75 wide")
    }

    /// A real app's bottom bar: a `PrimitiveButtonStyle` whose body is a `Button` (and one that wraps
    /// `Button(configuration)`) draws the buttons of the style around it, as compiled code does, and
    /// a style that sets itself again is an error, not a crash.
    func testAButtonInAPrimitiveStylesBodyUsesTheStyleAroundIt() throws {
        let source = """
            import SwiftUI
            struct BottomBarButtonStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.trigger() } label: { configuration.label.foregroundStyle(.foreground) }
                }
            }
            struct RedBordered: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(3).border(Color.red) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("One") {}.buttonStyle(BottomBarButtonStyle())
                        Button("Two", role: .destructive) {}.buttonStyle(RedBordered()).buttonStyle(.bordered)
                    }
                }
            }
            """
        struct BottomBar: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button {
                    configuration.trigger()
                } label: {
                    configuration.label.foregroundStyle(.foreground)
                }
            }
        }
        struct RedBordered: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(3).border(Color.red) }
        }
        struct Compiled: View {
            var body: some View {
                VStack {
                    Button("One") {}.buttonStyle(BottomBar())
                    Button("Two", role: .destructive) {}.buttonStyle(RedBordered()).buttonStyle(.bordered)
                }
            }
        }
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(Compiled()))
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(Compiled()))
        let again = ScriptTestSupport.error(
            "struct Again: ButtonStyle { func makeBody(configuration: Configuration) -> some View { Button(\"x\") {}.buttonStyle(Again()) } }\nstruct ContentView: View { var body: some View { Button(\"Go\") {}.buttonStyle(Again()) } }"
        )
        XCTAssertTrue(again.contains("nest deeper than 512 levels"), again)
    }

    /// A design system's lengths declared in `extension CGFloat` (Ice Cubes' `.layoutPadding`),
    /// read where a length is expected (`.padding(.layoutPadding)` takes the length overload, as
    /// Swift picks it), and a project's private static of another type named like one of
    /// SwiftUI's fonts (`private static let subheadline = 15.0` in `extension Font`), which
    /// `.font(.subheadline)` does not take.
    func testAProjectsStaticsOfNumbersAndOfOtherTypesWhereSwiftUIsAreExpected() throws {
        let source = """
            extension CGFloat {
                static var layoutPadding: CGFloat { 20 }
                static let dividerPadding: CGFloat = 2
            }
            extension Font {
                private static let subheadline = 15.0
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: .dividerPadding) {
                        Text("a").padding(.layoutPadding)
                        Text("b").frame(width: .layoutPadding * 5).font(.subheadline)
                        Text("c").padding(.horizontal, .layoutPadding)
                    }
                }
            }
            """
        let s = try ScriptTestSupport.layout(source)
        let compiled = try ImageRenderer(
            content: VStack(spacing: 2) {
                Text("a").padding(20)
                Text("b").frame(width: 100).font(.subheadline)
                Text("c").padding(.horizontal, 20)
            }
        ).layout()
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.map(\.frame), compiled.root.all { $0.kind == "Text" }.map(\.frame))
        XCTAssertTrue(
            ScriptTestSupport.error(source.replacingOccurrences(of: ".padding(.layoutPadding)", with: ".padding(.layoutPaddin)"))
                .contains("'.layoutPaddin' is not a member of Edge.Set"))
    }

    /// `case .none:` over an optional matches nil; `unsafelyUnwrapped` gives the wrapped value.
    func testNoneMatchesNilAndUnsafelyUnwrapped() throws {
        let source = """
            func describe(_ n: Int?) -> String {
                switch n {
                case .some(let v) where v > 5: return "big"
                case .some: return "small"
                case .none: return "nothing"
                }
            }
            struct ContentView: View {
                let n: Int? = 3
                var body: some View { Text("\\(describe(nil)) \\(describe(9)) \\(describe(n)) \\(n.unsafelyUnwrapped + 1)") }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["nothing big small 4"])
    }

    /// `.background(.shadow(.drop(…)), in: shape)`: the foreground style casting a shadow, the
    /// same pixels as compiled.
    func testAShadowStyleAsABackground() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    Text("Card").padding(30)
                        .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
                        .background(.shadow(.drop(color: .black.opacity(0.2), radius: 10)), in: RoundedRectangle(cornerRadius: 16).scale(0.99))
                        .padding(20)
                }
            }
            """
        let compiled = Text("Card").padding(30)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            .background(.shadow(.drop(color: .black.opacity(0.2), radius: 10)), in: RoundedRectangle(cornerRadius: 16).scale(0.99))
            .padding(20)
        let pixels = try ScriptTestSupport.scriptPixels(source)
        XCTAssertEqual(pixels, try ScriptTestSupport.compiledPixels(compiled))
        // The shadow shows outside the card: below it, partly dark; far away, nothing.
        XCTAssertGreaterThan(pixels.pixel(x: pixels.width / 2, y: pixels.height - 15).a, 0)
        XCTAssertEqual(pixels.pixel(x: 1, y: 1).a, 0)
    }

    /// `@Environment(\.currentDate) private static var currentDate` (ACHNBrowserUI), read to make a
    /// view model: outside any view, the key's default value.
    func testAStaticEnvironmentPropertyIsTheKeysDefault() throws {
        let source = """
            private struct CurrentDateKey: EnvironmentKey { static let defaultValue = "default day" }
            extension EnvironmentValues {
                var currentDate: String {
                    get { self[CurrentDateKey.self] }
                    set { self[CurrentDateKey.self] = newValue }
                }
            }
            final class Model: ObservableObject {
                let day: String
                init(day: String) { self.day = day }
            }
            struct ContentView: View {
                @Environment(\\.currentDate) private static var currentDate
                @StateObject private var model = Model(day: Self.currentDate)
                var body: some View { Text(model.day) }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["default day"])
    }

    /// `@Environment(\.passIDs.group)` (Backyard Birds): a member of an environment value.
    func testAnEnvironmentKeyPathThroughAMember() throws {
        let source = """
            struct PassIDs { var group = "G1"; var individual = "pass.individual" }
            extension EnvironmentValues {
                @Entry var passIDs = PassIDs()
            }
            struct Shop: View {
                @Environment(\\.passIDs.group) private var groupID
                var body: some View { Text(groupID) }
            }
            struct ContentView: View {
                var body: some View { VStack { Shop(); Shop().environment(\\.passIDs, PassIDs(group: "G2")) } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["G1", "G2"])
    }

    /// Foundation idioms of real files: `NSError(domain:code:userInfo:)` with
    /// `NSLocalizedDescriptionKey`, a reference that names its labels (`flatMap(URL.init(string:))`),
    /// and `setLocalizedDateFormatFromTemplate(_:)`.
    func testNSErrorsLabelledReferencesAndDateTemplates() throws {
        let source = """
            struct ContentView: View {
                let e = NSError(domain: "Sync", code: 3, userInfo: [NSLocalizedDescriptionKey: "Something went wrong"])
                let plain = NSError(domain: "Sync", code: 4)
                let link: String? = "https://example.com/a"
                var day: String {
                    let f = DateFormatter()
                    f.locale = Locale(identifier: "en_US")
                    f.dateFormat = "d/M"
                    let d = f.date(from: "14/7")!
                    f.setLocalizedDateFormatFromTemplate("dd MMMM")
                    return f.string(from: d)
                }
                var body: some View {
                    VStack {
                        Text("\\(e.localizedDescription) \\(e.code) \\(e.domain)")
                        Text(plain.localizedDescription)
                        Text(link.flatMap(URL.init(string:))?.host ?? "no host")
                        Text(day)
                    }
                }
            }
            """
        XCTAssertEqual(
            try ScriptTestSupport.texts(source),
            ["Something went wrong 3 Sync", "The operation couldn’t be completed. (Sync error 4.)", "example.com", "July 14"])
    }

    /// `ToolbarSpacer(placement: .topBarTrailing)` and `ToolbarSpacer(.fixed, …)` (Ice Cubes'
    /// toolbars, iOS 26) between items: the bar as without them.
    func testToolbarSpacersBetweenItems() throws {
        func frames(_ spacers: Bool) throws -> [LayoutSnapshot.Frame] {
            let spacer = spacers ? "ToolbarSpacer(placement: .topBarTrailing)" : ""
            let fixed = spacers ? "ToolbarSpacer(.fixed, placement: .topBarTrailing)" : ""
            return try ScriptTestSupport.layout(
                """
                struct ContentView: View {
                    var body: some View {
                        NavigationStack {
                            Text("Body")
                                .toolbar {
                                    ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                                    \(fixed)
                                    ToolbarItem(placement: .topBarTrailing) { Text("Share") }
                                    \(spacer)
                                }
                        }
                        .frame(width: 393, height: 852)
                    }
                }
                """
            ).root.all(where: { $0.kind == "Text" }).map(\.frame)
        }
        XCTAssertEqual(try frames(true), try frames(false))
        XCTAssertEqual(try frames(true).count, 3)
    }
}
