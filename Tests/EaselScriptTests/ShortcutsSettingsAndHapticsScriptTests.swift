import XCTest
import Foundation
import Easel
@testable import EaselScript

/// APIs real app files use that change nothing in a still image (keyboard shortcuts, hover effects,
/// the older accessibility and action sheet, the inspector), iOS 18's `toolbarVisibility` and
/// `sectionActions`, the device's settings in the environment, and UIKit's haptic generators, in
/// scripts: each draws as the compiled view does.
final class ShortcutsSettingsAndHapticsScriptTests: XCTestCase {
    func testStillImageModifiersAreAcceptedAndDrawnAsWithout() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Item: Identifiable { let id: Int }
            struct Counter: View, Equatable {
                let value: Int
                var body: some View { Text("Count \\(value)") }
            }
            struct ContentView: View {
                @State private var showSheet = true
                @State private var showInspector = true
                @State private var selected: Item? = Item(id: 1)
                @State private var value = 3
                var body: some View {
                    NavigationStack {
                        List {
                            Counter(value: value).equatable()
                                .accessibility(label: Text("Counter"))
                                .accessibility(hint: Text("Adjust it"))
                                .accessibility(value: Text("\\(value)"))
                                .accessibility(hidden: false)
                                .accessibility(identifier: "counter")
                                .accessibility(addTraits: .isButton)
                                .accessibility(removeTraits: [.isImage, .isStaticText])
                                .accessibilityAdjustableAction { direction in
                                    switch direction {
                                    case .increment: value += 1
                                    case .decrement: fatalError("never")
                                    }
                                }
                            Button("Save") {}
                                .keyboardShortcut("s", modifiers: [.command, .shift])
                                .keyboardShortcut(.defaultAction)
                                .keyboardShortcut(KeyboardShortcut.cancelAction)
                                .keyboardShortcut(.return, modifiers: [])
                                .hoverEffect(.lift)
                                .hoverEffect(.highlight, isEnabled: false)
                            Text("Secret").privacySensitive()
                                .userActivity("com.example.secret") { activity in activity.title = "Secret" }
                                .userActivity("com.example.item", element: selected) { item, activity in activity.isEligibleForSearch = true }
                                .onContinueUserActivity("com.example.secret") { _ in fatalError("never") }
                            Menu("Sort") { Button("Name") {} }.menuOrder(.fixed).sharedBackgroundVisibility(.hidden)
                        }
                        .actionSheet(isPresented: $showSheet) {
                            ActionSheet(
                                title: Text("Delete?"), message: Text("This cannot be undone."),
                                buttons: [.destructive(Text("Delete")) { fatalError("never") }, .default(Text("Keep")), .cancel()])
                        }
                        .actionSheet(item: $selected) { item in ActionSheet(title: Text("\\(item.id)")) }
                        .inspector(isPresented: $showInspector) { Text("Inspector") }
                        .renameAction { fatalError("never") }
                        .defersSystemGestures(on: .bottom)
                        .tabBarMinimizeBehavior(.onScrollDown)
                        .navigationTitle("Counter")
                        .toolbarTitleMenu { Button("Rename") {} }
                    }
                }
            }
            """, device: .iPhone15)
        let calls = Calls()
        let compiled = try ScriptTestSupport.compiledPixels(
            NavigationStack {
                List {
                    Counter(value: 3).equatable()
                        .accessibility(label: Text("Counter"))
                        .accessibility(hint: Text("Adjust it"))
                        .accessibility(value: Text("3"))
                        .accessibility(hidden: false)
                        .accessibility(identifier: "counter")
                        .accessibility(addTraits: .isButton)
                        .accessibility(removeTraits: [.isImage, .isStaticText])
                        .accessibilityAdjustableAction { _ in calls.ran = true }
                    Button("Save") {}
                        .keyboardShortcut("s", modifiers: [.command, .shift])
                        .keyboardShortcut(.defaultAction)
                        .keyboardShortcut(KeyboardShortcut.cancelAction)
                        .keyboardShortcut(.return, modifiers: [])
                        .hoverEffect(.lift)
                        .hoverEffect(.highlight, isEnabled: false)
                    Text("Secret").privacySensitive()
                        .userActivity("com.example.secret") { activity in activity.title = "Secret" }
                        .onContinueUserActivity("com.example.secret") { _ in calls.ran = true }
                    Menu("Sort") { Button("Name") {} }.menuOrder(.fixed).sharedBackgroundVisibility(.hidden)
                }
                .actionSheet(isPresented: .constant(true)) {
                    ActionSheet(title: Text("Delete?"), buttons: [.destructive(Text("Delete")) { calls.ran = true }, .cancel()])
                }
                .inspector(isPresented: .constant(true)) { Text("Inspector") }
                .renameAction { calls.ran = true }
                .defersSystemGestures(on: .bottom)
                .tabBarMinimizeBehavior(.onScrollDown)
                .navigationTitle("Counter")
                .toolbarTitleMenu { Button("Rename") {} }
            }, device: .iPhone15)
        let without = try ScriptTestSupport.compiledPixels(
            NavigationStack {
                List {
                    Counter(value: 3)
                    Button("Save") {}
                    Text("Secret")
                    Menu("Sort") { Button("Name") {} }
                }
                .navigationTitle("Counter")
            }, device: .iPhone15)
        XCTAssertEqual(script, compiled)
        XCTAssertEqual(compiled, without)
        XCTAssertFalse(calls.ran)
    }

    func testToolbarVisibilityHidesTheBarAsToolbarDoes() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            List { Text("Row") }
                                .navigationTitle("Title")
                                .toolbarVisibility(.hidden, for: .navigationBar)
                        }
                        .tabItem { Label("Home", systemImage: "house") }
                    }
                }
            }
            """, device: .iPhone15)
        func screen(_ hide: (AnyView) -> AnyView) -> some View {
            TabView {
                NavigationStack { hide(AnyView(List { Text("Row") }.navigationTitle("Title"))) }
                    .tabItem { Label("Home", systemImage: "house") }
            }
        }
        let toolbar = try ScriptTestSupport.compiledPixels(screen { AnyView($0.toolbar(.hidden, for: .navigationBar)) }, device: .iPhone15)
        let visibility = try ScriptTestSupport.compiledPixels(
            screen { AnyView($0.toolbarVisibility(.hidden, for: .navigationBar)) }, device: .iPhone15)
        XCTAssertEqual(script, toolbar)
        XCTAssertEqual(visibility, toolbar)
        XCTAssertNotEqual(script, try ScriptTestSupport.compiledPixels(screen { $0 }, device: .iPhone15), "the bar is hidden")
        // Several bars, as `toolbar(_:for:)` takes them.
        let both = try ScriptTestSupport.layout(
            Self.view(
                """
                TabView {
                    NavigationStack { Text("x").navigationTitle("Title").toolbarVisibility(.hidden, for: .navigationBar, .tabBar) }
                        .tabItem { Text("Home") }
                }
                """))
        XCTAssertFalse(both.root.all().contains { $0.lines == ["Title"] || $0.lines == ["Home"] })
        XCTAssertTrue(ScriptTestSupport.error(Self.view("Text(\"x\").toolbarVisibility(.gone, for: .navigationBar)")).contains("Visibility"))
    }

    func testSectionActionsAreRowsAfterTheSectionsContent() throws {
        let script = try ScriptTestSupport.scriptPixels(
            Self.view(
                """
                List {
                    Section("Rooms") {
                        Text("Kitchen")
                    }
                    .sectionActions {
                        Button("Add Room", systemImage: "plus") {}
                    }
                }
                """), device: .iPhone15)
        let compiled = try ScriptTestSupport.compiledPixels(
            List {
                Section("Rooms") { Text("Kitchen") }.sectionActions { Button("Add Room", systemImage: "plus") {} }
            }, device: .iPhone15)
        let rows = try ScriptTestSupport.compiledPixels(
            List {
                Section("Rooms") {
                    Text("Kitchen"); Button("Add Room", systemImage: "plus") {}
                }
            }, device: .iPhone15)
        XCTAssertEqual(script, compiled)
        XCTAssertEqual(compiled, rows)
    }

    func testDeviceSettingsReadAsADeviceWithTheDefaults() throws {
        let s = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                @Environment(\\.accessibilityDifferentiateWithoutColor) var differentiate
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                @Environment(\\.accessibilityReduceTransparency) var reduceTransparency
                @Environment(\\.accessibilityInvertColors) var invert
                @Environment(\\.accessibilityVoiceOverEnabled) var voiceOver
                @Environment(\\.accessibilitySwitchControlEnabled) var switchControl
                @Environment(\\.accessibilityShowButtonShapes) var buttonShapes
                @Environment(\\.accessibilityEnabled) var enabled
                @Environment(\\.isLuminanceReduced) var dimmed
                @Environment(\\.legibilityWeight) var weight
                @Environment(\\.colorSchemeContrast) var contrast
                @Environment(\\.calendar) var calendar
                var body: some View {
                    let flags = [differentiate, reduceMotion, reduceTransparency, invert, voiceOver, switchControl, buttonShapes, enabled, dimmed]
                    VStack {
                        Text(flags.contains(true) ? "on" : "all off")
                        Text(weight == .bold ? "bold" : weight == .regular ? "regular" : "none")
                        Text(contrast == .increased ? "increased" : "standard")
                        Text("\\(calendar.firstWeekday) " + String(calendar.component(.year, from: Date(timeIntervalSince1970: 1_000_000_000))))
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.compactMap(\.label), ["all off", "regular", "standard", "1 2001"])
        // The settable ones can be set, as in SwiftUI; the calendar follows the locale unless set
        // (`Calendar.current` is the device's: en_US, weeks from Sunday).
        let set = try ScriptTestSupport.layout(
            """
            struct Reader: View {
                @Environment(\\.accessibilityEnabled) var enabled
                @Environment(\\.isLuminanceReduced) var dimmed
                @Environment(\\.legibilityWeight) var weight
                @Environment(\\.calendar) var calendar
                var body: some View { Text("\\(enabled) \\(dimmed) \\(weight == .bold) \\(calendar.firstWeekday)") }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Reader()
                            .environment(\\.accessibilityEnabled, true)
                            .environment(\\.isLuminanceReduced, true)
                            .environment(\\.legibilityWeight, .bold)
                        Reader().environment(\\.locale, Locale(identifier: "de_DE"))
                        Reader().environment(\\.calendar, Calendar.current).environment(\\.legibilityWeight, nil)
                            .environment(\\.locale, Locale(identifier: "de_DE"))
                    }
                }
            }
            """)
        XCTAssertEqual(set.root.all { $0.kind == "Text" }.compactMap(\.label), ["true true true 1", "false false false 2", "false false false 1"])
        XCTAssertTrue(ScriptTestSupport.error(Self.view("Text(\"x\").environment(\\.accessibilityReduceMotion, true)")).contains("unsupported environment key"))
    }

    func testHapticGeneratorsDoNothing() throws {
        let source = """
            struct ContentView: View {
                let impact = UIImpactFeedbackGenerator(style: .medium)
                private let notification = UINotificationFeedbackGenerator()
                @State private var selection = UISelectionFeedbackGenerator()
                func buzz() {
                    let light = UIImpactFeedbackGenerator()
                    light.prepare()
                    light.impactOccurred(intensity: 0.5)
                    UIImpactFeedbackGenerator(style: .rigid).impactOccurred()
                }
                var body: some View {
                    let _ = impact.prepare()
                    let _ = impact.impactOccurred()
                    let _ = notification.notificationOccurred(.success)
                    let _ = selection.selectionChanged()
                    let _ = buzz()
                    Button("Buzz") {
                        let generator = UINotificationFeedbackGenerator()
                        generator.notificationOccurred(.error)
                        buzz()
                    }
                }
            }
            """
        let script = try ScriptTestSupport.scriptPixels(source)
        XCTAssertEqual(script, try ScriptTestSupport.compiledPixels(Button("Buzz") {}))
        // The methods return nothing, and a method the generator lacks is an error naming it.
        XCTAssertEqual(
            try ScriptTestSupport.layout(Self.view("Text(\"\\(UISelectionFeedbackGenerator().selectionChanged())\")")).root.label, "()")
        let unknown = ScriptTestSupport.error(Self.view("Text(\"\\(UIImpactFeedbackGenerator().impactOccured())\")"))
        XCTAssertTrue(unknown.contains("value of type 'UIImpactFeedbackGenerator' has no method 'impactOccured'"), unknown)
        XCTAssertTrue(unknown.contains("impactOccurred"), "suggests the nearest method: \(unknown)")
        let other = ScriptTestSupport.error(Self.view("Text(\"\\(UISelectionFeedbackGenerator().impactOccurred())\")"))
        XCTAssertTrue(other.contains("'UISelectionFeedbackGenerator' has no method 'impactOccurred'"), other)
        let style = ScriptTestSupport.error(Self.view("Text(\"\\(UIImpactFeedbackGenerator(style: .loud))\")"))
        XCTAssertTrue(style.contains("UIImpactFeedbackGenerator.FeedbackStyle"), style)
        let type = ScriptTestSupport.error(Self.view("Text(\"\\(UINotificationFeedbackGenerator().notificationOccurred(.maybe))\")"))
        XCTAssertTrue(type.contains("UINotificationFeedbackGenerator.FeedbackType"), type)
    }
}

extension ShortcutsSettingsAndHapticsScriptTests {
    /// A script whose view's body is `body`.
    static func view(_ body: String) -> String { "struct ContentView: View {\n    var body: some View {\n" + body + "\n    }\n}\n" }
}

private struct Counter: View, Equatable {
    let value: Int
    var body: some View { Text("Count \(value)") }
}

/// Whether a closure that must not run ran.
private final class Calls: @unchecked Sendable {
    var ran = false
}

/// Preview metadata, gesture masks, the page index's style and focused values, written with their
/// types as real files write them: accepted and drawn as without.
final class PreviewAndFocusValuesScriptTests: XCTestCase {
    func testMetadataValuesWrittenWithTheirTypes() throws {
        let source = """
            struct ContentView: View {
                @State private var name = "Ada"
                var body: some View {
                    VStack {
                        Text("Hello")
                            .gesture(DragGesture(), including: GestureMask.none)
                            .gesture(SimultaneousGesture(TapGesture(), LongPressGesture()))
                            .gesture(ExclusiveGesture(TapGesture(count: 2), TapGesture()))
                            .contextMenu(ContextMenu { Button("Copy") {} })
                            .environment(\\.openURL, OpenURLAction { _ in .handled })
                            .focusedValue(\\.self, name)
                            .focusedSceneValue(\\.self, name)
                        TabView { Text("Page") }
                            .tabViewStyle(.page)
                            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
                            .frame(height: 80)
                    }
                    .previewLayout(PreviewLayout.fixed(width: 300, height: 200))
                    .previewLayout(PreviewLayout.sizeThatFits)
                }
            }
            """
        let compiled = VStack {
            Text("Hello")
            TabView { Text("Page") }.tabViewStyle(.page).frame(height: 80)
        }
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
        // `GestureMask` is Easel's own (one declaration), not a stand-in.
        guard case .native(let mask as GestureMask)? = try ScriptTestSupport.global("mask", in: "let mask = GestureMask.subviews") else {
            return XCTFail("GestureMask.subviews is not a GestureMask")
        }
        XCTAssertEqual(mask, .subviews)
    }
}
