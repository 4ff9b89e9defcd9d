import XCTest
import Easel
@testable import EaselScript

/// SwiftUI's property wrappers: start values, injected objects and member bindings.
final class PropertyWrapperTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testWrappersScene() throws {
        let s = try S.layout(try S.source("wrappers.swift"))
        let labels = s.root.all().compactMap(\.label)
        XCTAssertEqual(
            labels, ["Tea 3", "editing 3", "counter", "4 none 7 home false true"],
            "@EnvironmentObject, @Environment(Basket.self), @Bindable, $order.quantity set through onPreferenceChange")
        XCTAssertEqual(s.root.all { $0.kind == "frame" }.first?.frame.width, 100, "settings.scale * 50")
    }

    func testWrappedPropertiesWithStartValuesAreOptionalArguments() throws {
        let s = try S.layout(
            """
            struct Row: View {
                @State private var on = false
                @Namespace var ns
                @AppStorage("k") var v = 1
                @FocusState var focus: Bool
                var title: String
                var body: some View { Text("\\(title) \\(v) \\(on) \\(focus)") }
            }
            struct ContentView: View {
                var body: some View { VStack { Row(title: "a"); Row(v: 5, title: "b") } }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label), ["a 1 false false", "b 5 false false"])
    }

    func testAMissingEnvironmentObjectIsAnErrorAtTheRead() {
        let e = S.error(
            """
            class Model: ObservableObject { @Published var n = 1 }
            struct ContentView: View {
                @EnvironmentObject var model: Model
                var body: some View { Text("\\(model.n)") }
            }
            """)
        XCTAssertTrue(e.hasPrefix("t.swift:4:35: error: no object of type 'Model' in the environment for 'model'"), e)
    }

    /// A static property with a property wrapper the script declares (MovieSwiftUI's
    /// `@UserDefault("original_title", defaultValue: false) static var alwaysOriginalTitle: Bool`)
    /// reads the wrapper's value; one with an initial value passes it as the wrapped value.
    func testAStaticPropertysScriptWrapperGivesItsValue() throws {
        let s = try S.layout(
            """
            @propertyWrapper
            struct UserDefault<T> {
                let key: String
                let defaultValue: T
                init(_ key: String, defaultValue: T) { self.key = key; self.defaultValue = defaultValue }
                var wrappedValue: T { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
            }
            @propertyWrapper
            struct Doubled {
                let stored: Int
                init(wrappedValue: Int) { stored = wrappedValue }
                var wrappedValue: Int { stored * 2 }
            }
            enum Preferences {
                @UserDefault("original_title", defaultValue: false) static var alwaysOriginalTitle: Bool
                @UserDefault("region", defaultValue: "US") static var region: String
                @Doubled static var columns = 3
            }
            struct ContentView: View {
                var body: some View { Text("\\(Preferences.alwaysOriginalTitle) \\(Preferences.region) \\(Preferences.columns)") }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label), ["false US 6"])
    }

    /// An object of a generic class (SwiftUIFlux's `Store<AppState>`) is found by its class,
    /// written with its type arguments.
    func testAGenericClassesObjectIsFoundByItsClass() throws {
        let s = try S.layout(
            """
            final class Store<S>: ObservableObject {
                @Published var state: S
                init(state: S) { self.state = state }
            }
            struct AppState { var name = "Films" }
            struct Title: View {
                @EnvironmentObject private var store: Store<AppState>
                var body: some View { Text(store.state.name) }
            }
            struct Count: View {
                @EnvironmentObject var store: Store<AppState>
                var body: some View { Text(store.state.name.uppercased()) }
            }
            struct ContentView: View {
                var body: some View { VStack { Title(); Count() }.environmentObject(Store<AppState>(state: AppState())) }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label), ["Films", "FILMS"])
    }

    func testEnvironmentValuesOfAnIPhoneInPortrait() throws {
        let s = try S.layout(
            """
            struct ContentView: View {
                @Environment(\\.horizontalSizeClass) var width
                @Environment(\\.verticalSizeClass) var height
                @Environment(\\.scenePhase) var phase
                @Environment(\\.isEnabled) var enabled
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    let _ = dismiss()
                    switch width {
                    case .regular: Text("wide")
                    default: Text("\\(height == .regular) \\(phase == .active) \\(enabled)")
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.label, "true true true")
    }

    func testABindingsAnimationAndTransactionAreTheSameBinding() throws {
        // `$flag.animation()` reads and writes what `$flag` does; a still image shows the value at rest.
        let s = try S.layout(
            """
            struct V: View {
                @State private var count = 2
                @State private var on = true
                var body: some View {
                    VStack {
                        Toggle("Extras", isOn: $on.animation())
                        Stepper("Count \\(count)", value: $count.animation(.spring()).transaction(Transaction()))
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label).filter { $0.hasPrefix("Count") || $0 == "Extras" }, ["Extras", "Count 2"])
    }

    func testAWrappersStorageIsPassedWithItsUnderscoreName() throws {
        // `Bar(expanded: _expanded)`: the child's `@State var expanded` is the parent's storage.
        let s = try ScriptTestSupport.layout(
            """
            struct Bar: View {
                @State var expanded: Bool
                var body: some View { Color.red.frame(width: expanded ? 40 : 10, height: 5) }
            }
            struct ContentView: View {
                @State private var expanded = true
                @FocusState private var focused: Bool
                @AccessibilityFocusState private var voiceOverFocused: Bool
                @FocusState private var untyped
                var body: some View {
                    VStack(spacing: 0) {
                        Bar(expanded: _expanded)
                        Color.blue.frame(width: focused ? 50 : 20, height: 5)
                        Color.gray.frame(width: untyped ? 50 : 25, height: 5).focused($untyped)
                        Color.green.frame(width: voiceOverFocused ? 50 : 30, height: 5).accessibilityFocused($voiceOverFocused)
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Color" }.map(\.frame.width), [40, 20, 25, 30])
    }

    /// `_journal = .init(initialValue: journal)` in an initialiser is the state's `init`, not
    /// the wrapped type's (whose own `init` takes other arguments).
    func testAStatesStorageSetWithAnImplicitInit() throws {
        let s = try ScriptTestSupport.layout(
            """
            struct Journal { let id: Int; var title: String }
            struct Editor: View {
                @State private var journal: Journal
                @State private var width: CGFloat
                init(journal: Journal) {
                    _journal = .init(initialValue: journal)
                    self._width = .init(wrappedValue: 30)
                }
                var body: some View {
                    Text(journal.title)
                    Color.red.frame(width: width + 10, height: 5)
                }
            }
            struct ContentView: View {
                var body: some View { Editor(journal: Journal(id: 1, title: "Runs")) }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label).filter { $0 == "Runs" }, ["Runs"])
        XCTAssertEqual(s.root.all { $0.kind == "Color" }.map(\.frame.width), [40])
    }

    /// `init(filter: Binding<Model>)` called with `.constant(.init())`: the binding's value is
    /// the view's own nested `Model`, not another type's of the same name.
    func testABindingOfANestedTypeInAnExplicitInitializer() throws {
        let s = try ScriptTestSupport.layout(
            """
            struct AvatarRow: View {
                struct Model { let avatar: String; let count: Int }
                var body: some View { EmptyView() }
            }
            struct Filter: View {
                @Binding private var filter: Model
                init(filter: Binding<Model>) { _filter = filter }
                var body: some View { Color.red.frame(width: CGFloat(filter.sizes.count * 10), height: 5) }
                struct Model { var sizes: [Int] = [1, 2, 3] }
            }
            struct ContentView: View {
                var body: some View { Filter(filter: .constant(.init())) }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Color" }.map(\.frame.width), [30])
    }

    /// A property wrapper the script declares: made from the attribute's arguments and the
    /// declared (or memberwise) value, read and set through `wrappedValue`, `$name` its projected
    /// value; a property with the attribute's arguments may be left out of the memberwise
    /// initialiser.
    func testPropertyWrappersTheScriptDeclares() throws {
        let source = """
            @propertyWrapper
            struct UserDefault<T> {
                let key: String
                let defaultValue: T
                init(_ key: String, defaultValue: T) {
                    self.key = key
                    self.defaultValue = defaultValue
                }
                var wrappedValue: T {
                    get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
                    set { UserDefaults.standard.set(newValue, forKey: key) }
                }
            }

            @propertyWrapper
            struct Clamped {
                private var value: Int
                let range: ClosedRange<Int>
                init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                    self.range = range
                    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
                }
                var wrappedValue: Int {
                    get { value }
                    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
                }
                var projectedValue: String { "\\(range.lowerBound)...\\(range.upperBound)" }
            }

            @propertyWrapper
            struct Capitalized {
                private var text = ""
                init(wrappedValue: String) { text = wrappedValue.capitalized }
                var wrappedValue: String {
                    get { text }
                    set { text = newValue.capitalized }
                }
            }

            struct Profile {
                @UserDefault("name", defaultValue: "Ada") var name: String
                @Clamped(0...10) var level = 42
                @Capitalized var title: String
            }

            struct ContentView: View {
                var body: some View {
                    var p = Profile(title: "hello world")
                    p.level = -3
                    p.name = "Grace"
                    return VStack {
                        Text(p.name)
                        Text("\\(p.level) \\(p.$level)")
                        Text(p.title)
                        Text(Profile(title: "x").name)
                    }
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["Grace", "0 0...10", "Hello World", "Grace"])
    }

    /// A binding's storage set in an initialiser to `.constant(…)`, also inside `?:` and `??`
    /// (SBB's text field and date picker), and a formatter's `timeZone = .current`.
    func testABindingsStorageTakesConstantAsAnImplicitMember() throws {
        let source = """
            struct Field: View {
                @Binding var isEditing: Bool
                @Binding var count: Int
                @Binding var day: Date
                init(isEditing: Binding<Bool>? = nil, day: Binding<Date>? = nil) {
                    self._isEditing = isEditing != nil ? isEditing! : .constant(false)
                    _count = .constant(3)
                    self._day = day ?? .constant(Date(timeIntervalSince1970: 0))
                }
                var body: some View {
                    let f = DateFormatter()
                    f.dateFormat = "yyyy"
                    f.timeZone = .current
                    f.locale = .current
                    return Text("\\(isEditing) \\(count) \\(f.string(from: day))")
                }
            }
            struct ContentView: View {
                var body: some View { Field() }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["false 3 1970"])
    }

    /// `config.wrappedValue` where `config` is a `Binding<PickerConfig>` parameter of a modifier an
    /// extension declares (a custom picker), for a struct and an enum.
    func testAWrappedValueOfABindingParameter() throws {
        let source = """
            struct PickerConfig {
                var text: String
                var show = true
            }
            enum Mode { case compact, wide }
            extension View {
                @ViewBuilder
                func customPicker(_ config: Binding<PickerConfig>, mode: Binding<Mode>) -> some View {
                    self.overlay {
                        if config.wrappedValue.show {
                            Text("\\(config.wrappedValue.text) \\(mode.wrappedValue == .wide)")
                        }
                    }
                }
            }
            struct ContentView: View {
                @State private var config = PickerConfig(text: "SwiftUI")
                @State private var mode = Mode.wide
                var body: some View {
                    Color.yellow.frame(width: 200, height: 50)
                        .customPicker($config, mode: $mode)
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["SwiftUI true"])
    }

    /// `$offsets.1` for `@State var offsets: (CGFloat, CGFloat)`: a binding to one element of the
    /// tuple, which a child view reads and writes (a header's scroll offsets).
    func testABindingToATupleElement() throws {
        let source = """
            struct Stepper: View {
                @Binding var value: CGFloat
                var body: some View {
                    Text("\\(Int(value))").onAppear { value += 5 }
                }
            }
            struct ContentView: View {
                @State private var offsets: (CGFloat, CGFloat) = (10, 20)
                @State private var range: (lower: Int, upper: Int) = (lower: 1, upper: 9)
                var body: some View {
                    VStack {
                        Stepper(value: $offsets.1)
                        Text("\\(Int(offsets.0)) \\(Int(offsets.1)) \\(range.upper)")
                            .onAppear { updateRange($range.upper) }
                    }
                }
                func updateRange(_ upper: Binding<Int>) { upper.wrappedValue = 12 }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["25", "10 25 12"])
    }
}
