import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// SwiftUI's other initialisers of everyday controls, as real files write them: the older text
/// field and stepper callbacks as trailing closures, `Toggle(_:systemImage:isOn:)`,
/// `SwitchToggleStyle(tint:)`, `Tab(role:)`, timer intervals, and shapes given to `overlay(_:in:)`
/// and `background(in:)`.
final class ControlOverloadScriptTests: XCTestCase {
    override func tearDown() { RenderClock.fixedNow = nil }

    /// iOS 16's `strikethrough`/`underline` on a view draw as the compiled modifiers do, for its
    /// texts and its text field; a text's own line, with a pattern, too.
    func testLinesOnAViewsTexts() throws {
        let source = """
            struct ContentView: View {
                @State private var task = "Milk"
                var body: some View {
                    VStack {
                        Text("Eggs")
                        TextField("Task", text: $task)
                        Text("Bread").underline(true, pattern: .dash, color: .blue)
                    }
                    .strikethrough(true, color: .red)
                    .frame(width: 200)
                }
            }
            """
        let compiled = VStack {
            Text("Eggs")
            TextField("Task", text: .constant("Milk"))
            Text("Bread").underline(true, pattern: .dash, color: .blue)
        }
        .strikethrough(true, color: .red)
        .frame(width: 200)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
        XCTAssertNotEqual(
            try ScriptTestSupport.scriptPixels(source),
            try ScriptTestSupport.scriptPixels(source.replacingOccurrences(of: ".strikethrough(true, color: .red)", with: "")))
    }

    /// A slider's value labels, as trailing closures and as iOS 13's view arguments, draw as the
    /// compiled slider's.
    func testSliderValueLabels() throws {
        let source = """
            struct ContentView: View {
                @State private var volume = 0.4
                var body: some View {
                    VStack {
                        Slider(value: $volume) { Text("Volume") } minimumValueLabel: { Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }
                        Slider(value: $volume, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Level") }
                    }
                    .frame(width: 300)
                }
            }
            """
        let compiled = VStack {
            Slider(value: .constant(0.4)) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            Slider(value: .constant(0.4), in: 0...1) {
                Text("Level")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
        }
        .frame(width: 300)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }

    func testCallbacksAsTrailingClosuresAreReadAndNeverRun() throws {
        let source = """
            struct ContentView: View {
                @State private var text = ""
                @State private var step = 1
                var body: some View {
                    VStack {
                        TextField("Name", text: $text) { editing in print(editing) }
                        TextField("Mail", text: $text, onEditingChanged: { _ in }) { print("commit") }
                        SecureField("Password", text: $text) { print("commit") }
                        Stepper("Count", value: $step, step: 1) { editing in print(editing) }
                        Stepper("Other") { step += 1 } onDecrement: { step -= 1 } onEditingChanged: { _ in }
                    }
                    .frame(width: 300)
                }
            }
            """
        let compiled = VStack {
            TextField("Name", text: .constant(""))
            TextField("Mail", text: .constant(""))
            SecureField("Password", text: .constant(""))
            Stepper("Count", value: .constant(1), step: 1)
            Stepper("Other", onIncrement: nil, onDecrement: nil)
        }
        .frame(width: 300)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }

    func testToggleWithASymbolAndATintedSwitch() throws {
        let source = """
            struct ContentView: View {
                @State private var on = true
                var body: some View {
                    VStack {
                        Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)
                        Toggle("Orange", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .orange))
                        Toggle("Plain", isOn: $on).toggleStyle(SwitchToggleStyle())
                    }
                    .frame(width: 240)
                }
            }
            """
        let compiled = VStack {
            Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
            Toggle("Orange", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
            Toggle("Plain", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())
        }
        .frame(width: 240)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }

    /// `Tab(role: .search)` takes its label from the role; `Tab { … }` has none.
    func testATabsLabelFromItsRole() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Text("Home screen") }
                        Tab(role: .search) { Text("Search screen") }
                    }
                }
            }
            """
        let compiled = TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab(role: .search) { Text("Search screen") }
        }
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source, device: .iPhone15), try ScriptTestSupport.compiledPixels(compiled, device: .iPhone15))
        let labels = try ScriptTestSupport.texts(source)
        XCTAssertTrue(labels.contains("Search"), "\(labels)")
    }

    func testTimerIntervalsAtTheRenderClocksMoment() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        RenderClock.fixedNow = now
        let source = """
            struct ContentView: View {
                let start = Date(timeInterval: -30, since: Date())
                var body: some View {
                    VStack {
                        ProgressView(timerInterval: start...Date(timeInterval: 120, since: start))
                        ProgressView(timerInterval: start...start.addingTimeInterval(120), countsDown: false) { Text("Workout") }
                        Text(timerInterval: start...start.addingTimeInterval(3600 * 2), countsDown: true)
                    }
                    .frame(width: 200)
                }
            }
            """
        let start = now.addingTimeInterval(-30)
        let compiled = VStack {
            ProgressView(timerInterval: start...start.addingTimeInterval(120))
            ProgressView(timerInterval: start...start.addingTimeInterval(120), countsDown: false) { Text("Workout") }
            Text(timerInterval: start...start.addingTimeInterval(3600 * 2), countsDown: true)
        }
        .frame(width: 200)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
        let labels = try ScriptTestSupport.texts(source)
        XCTAssertEqual(labels, ["1:30", "Workout", "0:30", "1:59:30"])
        XCTAssertTrue(
            ScriptTestSupport.error("struct ContentView: View { var body: some View { ProgressView(timerInterval: Date()..<Date()) } }")
                .contains("expected a closed range of dates"))
    }

    func testStylesInShapesInFrontAndBehind() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Front").padding().overlay(Color.purple.opacity(0.5), in: RoundedRectangle(cornerRadius: 12).stroke(lineWidth: 5))
                        Text("Behind").padding().background(in: Capsule())
                        Text("Frame").padding().background()
                        Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerSize: CGSize(width: 10, height: 6))
                            .strokedPath(StrokeStyle(lineWidth: 4, dash: [6, 3]))
                            .fill(.red)
                            .frame(width: 64, height: 34)
                    }
                    .padding()
                    .background(Color.gray)
                }
            }
            """
        let compiled = VStack {
            Text("Front").padding().overlay(Color.purple.opacity(0.5), in: RoundedRectangle(cornerRadius: 12).stroke(lineWidth: 5))
            Text("Behind").padding().background(in: Capsule())
            Text("Frame").padding().background()
            Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerSize: CGSize(width: 10, height: 6))
                .strokedPath(StrokeStyle(lineWidth: 4, dash: [6, 3]))
                .fill(.red)
                .frame(width: 64, height: 34)
        }
        .padding()
        .background(Color.gray)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }
}
