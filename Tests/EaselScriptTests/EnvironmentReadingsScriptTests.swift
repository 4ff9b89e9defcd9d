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
                }
            }
        }
        """

    func testAnIPhoneInPortraitAtRestInBothEngines() throws {
        let expected = ["compact", "regular", "active", "false false false false", "Close"]
        XCTAssertEqual(try ScriptTestSupport.texts(Self.source), expected)
        let compiled = try ScriptTestSupport.compiledJSON(Readings())
        XCTAssertEqual(compiled, try ScriptTestSupport.scriptJSON(Self.source))
    }

    func testASizeClassSetAboveIsRead() throws {
        let view = Readings().environment(\.horizontalSizeClass, .regular).environment(\.scenePhase, .background)
        let l = try ImageRenderer(content: view).layout()
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label).prefix(3), ["regular", "regular", "not active"])
    }
}
