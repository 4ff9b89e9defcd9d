// The environment values a still image reads (size classes, scene phase, presentation and search
// flags, actions that do nothing): compiled code and scripts read the same values, from Easel's
// `EnvironmentValues`.
import XCTest
import Foundation
import Easel
import EaselScript

private struct Readings: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    @Environment(\.scenePhase) var phase
    @Environment(\.isPresented) var isPresented
    @Environment(\.isSearching) var isSearching
    @Environment(\.isFocused) var isFocused
    @Environment(\.dismiss) var dismiss
    @Environment(\.openURL) var openURL
    @Environment(\.dismissSearch) var dismissSearch
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Text(horizontal == .compact ? "compact" : "regular")
            Text(vertical == .regular ? "regular" : "compact")
            Text(phase == .active ? "active" : "not active")
            Text("\(isPresented) \(isSearching) \(isFocused) \(presentationMode.wrappedValue.isPresented)")
            Button("Close") {
                dismiss()
                dismissSearch()
                openURL(URL(string: "https://example.com")!)
            }
            Button("Done", action: dismiss.callAsFunction)
        }
    }
}

final class EnvironmentReadingsScriptTests: XCTestCase {
    static let source = """
        import SwiftUI
        struct Readings: View {
            @Environment(\\.horizontalSizeClass) var horizontal
            @Environment(\\.verticalSizeClass) var vertical
            @Environment(\\.scenePhase) var phase
            @Environment(\\.isPresented) var isPresented
            @Environment(\\.isSearching) var isSearching
            @Environment(\\.isFocused) var isFocused
            @Environment(\\.dismiss) var dismiss
            @Environment(\\.openURL) var openURL
            @Environment(\\.dismissSearch) var dismissSearch
            @Environment(\\.presentationMode) var presentationMode

            var body: some View {
                VStack {
                    Text(horizontal == .compact ? "compact" : "regular")
                    Text(vertical == .regular ? "regular" : "compact")
                    Text(phase == .active ? "active" : "not active")
                    Text("\\(isPresented) \\(isSearching) \\(isFocused) \\(presentationMode.wrappedValue.isPresented)")
                    Button("Close") {
                        dismiss()
                        dismissSearch()
                        openURL(URL(string: "https://example.com")!)
                    }
                    Button("Done", action: dismiss.callAsFunction)
                }
            }
        }
        """

    func testAnIPhoneInPortraitAtRestInBothEngines() throws {
        let expected = ["compact", "regular", "active", "false false false false", "Close", "Done"]
        XCTAssertEqual(try ScriptTestSupport.texts(Self.source), expected)
        let compiled = try ScriptTestSupport.compiledJSON(Readings())
        XCTAssertEqual(compiled, try ScriptTestSupport.scriptJSON(Self.source))
    }

    /// No refresh action outside `refreshable` (nil, as in SwiftUI), and a title given as a `Text`
    /// is that text, in both engines.
    func testNoRefreshActionAndATextTitle() throws {
        struct Screen: View {
            @Environment(\.refresh) var refresh
            var body: some View {
                NavigationStack { Text(refresh == nil ? "no refresh" : "refresh").navigationTitle(Text("Inbox")) }
            }
        }
        let source = """
            import SwiftUI
            struct Screen: View {
                @Environment(\\.refresh) var refresh
                var body: some View {
                    NavigationStack { Text(refresh == nil ? "no refresh" : "refresh").navigationTitle(Text("Inbox")) }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["no refresh", "Inbox"])
        XCTAssertEqual(try ScriptTestSupport.compiledJSON(Screen()), try ScriptTestSupport.scriptJSON(source))
    }

    /// The size classes follow the render's device, as UIKit gives them to a full-screen app.
    func testTheDevicesSizeClassesInBothEngines() throws {
        let script = try Script(source: Self.source, fileName: "t.swift")
        let scriptView = try script.renders()[0].view
        for (device, expected) in [
            (Device.iPad, ["regular", "regular"]), (Device.iPadPro13.landscape, ["regular", "regular"]),
            (Device.iPhone16ProMax.landscape, ["regular", "compact"]), (Device.iPhone15.landscape, ["compact", "compact"]),
            (Device.iPhone15, ["compact", "regular"]),
        ] {
            let compiled = ImageRenderer(content: Readings())
            compiled.device = device
            XCTAssertEqual(Array(try compiled.layout().root.all { $0.kind == "Text" }.compactMap(\.label).prefix(2)), expected, device.name)
            let scripted = ImageRenderer(content: scriptView)
            scripted.device = device
            let labels = try script.checked { try scripted.layout() }.root.all { $0.kind == "Text" }.compactMap(\.label)
            XCTAssertEqual(Array(labels.prefix(2)), expected, "script on \(device.name)")
        }
    }

    func testASizeClassSetAboveIsRead() throws {
        let view = Readings().environment(\.horizontalSizeClass, .regular).environment(\.scenePhase, .background)
        let l = try ImageRenderer(content: view).layout()
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label).prefix(3), ["regular", "regular", "not active"])
    }
}
