import XCTest
import Easel
import EaselRaster
@testable import EaselScript

/// WidgetKit in `easel render`: `#Preview(as: .systemSmall) { Widget() } timeline: { … }` draws the
/// widget's configuration content for the first entry, in the family's size, as the compiled
/// `previewContext(WidgetPreviewContext(family:))` does.
final class WidgetScriptTests: XCTestCase {
    static let widget = """
        import WidgetKit
        import SwiftUI

        struct Entry: TimelineEntry {
            let date: Date
            let count: Int
        }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now, count: 0) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now, count: context.family == .systemMedium ? 42 : 7)], policy: .atEnd))
            }
        }

        struct CounterView: View {
            var entry: Entry
            @Environment(\\.widgetFamily) var family
            var body: some View {
                VStack(alignment: .leading) {
                    Text("\\(entry.count)")
                    if family == .systemMedium { Text("medium") }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .containerBackground(.orange.gradient, for: .widget)
            }
        }

        struct CounterWidget: Widget {
            let kind = "Counter"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in
                    CounterView(entry: entry)
                }
                .configurationDisplayName("Counter")
                .description("Counts.")
                .supportedFamilies([.systemSmall, .systemMedium])
                MARGINS
            }
        }

        """

    private func layouts(_ previews: String, margins: String = "") throws -> [(canvas: CGSize, texts: [(String, CGRect)])] {
        let script = try Script(source: Self.widget.replacingOccurrences(of: "MARGINS", with: margins) + previews, fileName: "Counter.swift")
        return try script.renders().map { r in
            let l = try script.checked { try ImageRenderer(content: r.view).layout() }
            return (
                CGSize(width: l.canvas.width, height: l.canvas.height),
                l.root.all { $0.kind == "Text" }.map { ($0.label ?? "", $0.frame.rect) }
            )
        }
    }

    func testATimelinePreviewDrawsTheFirstEntryInTheFamily() throws {
        let l = try layouts(
            """
            #Preview(as: .systemSmall) {
                CounterWidget()
            } timeline: {
                Entry(date: .now, count: 1)
                Entry(date: .now, count: 2)
            }
            """)
        XCTAssertEqual(l.count, 1)
        XCTAssertEqual(l[0].canvas, CGSize(width: 158, height: 158))
        XCTAssertEqual(l[0].texts.map(\.0), ["1"])
        XCTAssertEqual(l[0].texts[0].1.origin, CGPoint(x: 16, y: 16))
    }

    func testATimelineProviderPreviewAndTheFamilyEnvironment() throws {
        let l = try layouts(
            """
            #Preview("Medium", as: .systemMedium) {
                CounterWidget()
            } timelineProvider: {
                Provider()
            }
            """)
        XCTAssertEqual(l[0].canvas, CGSize(width: 338, height: 158))
        XCTAssertEqual(l[0].texts.map(\.0), ["42", "medium"])
    }

    func testContentMarginsDisabled() throws {
        let l = try layouts(
            "#Preview(as: .systemSmall) { CounterWidget() } timeline: { Entry(date: .now, count: 3) }", margins: ".contentMarginsDisabled()")
        XCTAssertEqual(l[0].texts[0].1.origin, CGPoint(x: 0, y: 0))
    }

    func testAPreviewProviderWithAWidgetPreviewContext() throws {
        let l = try layouts(
            """
            struct Counter_Previews: PreviewProvider {
                static var previews: some View {
                    CounterView(entry: Entry(date: .now, count: 5))
                        .previewContext(WidgetPreviewContext(family: .systemMedium))
                }
            }
            """)
        XCTAssertEqual(l[0].canvas, CGSize(width: 338, height: 158))
        XCTAssertEqual(l[0].texts.map(\.0), ["5", "medium"])
    }

    /// The same pixels as the compiled widget.
    func testTheScriptWidgetIsTheCompiledOne() throws {
        let script = try Script(
            source: Self.widget.replacingOccurrences(of: "MARGINS", with: "")
                + "#Preview(as: .systemSmall) { CounterWidget() } timeline: { Entry(date: .now, count: 9) }", fileName: "Counter.swift")
        let scripted = try script.checked { try ImageRenderer(content: try script.renders()[0].view).rasterize() }
        let compiled = try ImageRenderer(
            content: VStack(alignment: .leading) { Text("9") }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .containerBackground(Color.orange.gradient, for: .widget)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
        ).rasterize()
        XCTAssertEqual(scripted.bitmap, compiled.bitmap)
    }

    func testAWidgetPreviewWithoutATimelineSaysSo() {
        XCTAssertTrue(
            ScriptTestSupport.error(Self.widget.replacingOccurrences(of: "MARGINS", with: "") + "#Preview(as: .systemSmall) { CounterWidget() }")
                .contains("give it 'timeline:' or 'timelineProvider:'"))
    }

    /// `.redacted(reason: loading ? .placeholder : [])` in a script: the compiled redaction's pixels.
    func testRedactedInAScriptIsTheCompiledRedaction() throws {
        // The empty set as a literal, as `.init()` and as `RedactionReasons()`.
        for empty in ["[]", ".init()", "RedactionReasons()"] {
            for loading in [true, false] {
                let scripted = try ScriptTestSupport.scriptPixels(
                    "struct ContentView: View { let loading = \(loading); var body: some View { Text(\"Hello\").padding().redacted(reason: loading ? .placeholder : \(empty)) } }"
                )
                let compiled = try ImageRenderer(content: Text("Hello").padding().redacted(reason: loading ? .placeholder : [])).rasterize().bitmap
                XCTAssertTrue(scripted == compiled, "loading: \(loading), empty: \(empty)")
            }
        }
    }

    /// `ContainerRelativeShape` in a script's widget, and `containerShape(_:)`: the compiled pixels.
    func testContainerRelativeShapeInAScript() throws {
        let scripted = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        ContainerRelativeShape().fill(.blue).previewContext(WidgetPreviewContext(family: .systemSmall))
                        Color.clear.frame(width: 60, height: 40).overlay(ContainerRelativeShape().fill(.red).padding(4)).containerShape(Capsule())
                    }
                }
            }
            """)
        let compiled = try ImageRenderer(
            content: VStack {
                ContainerRelativeShape().fill(.blue).previewContext(WidgetPreviewContext(family: .systemSmall))
                Color.clear.frame(width: 60, height: 40).overlay(ContainerRelativeShape().fill(.red).padding(4)).containerShape(Capsule())
            }
        ).rasterize().bitmap
        XCTAssertTrue(scripted == compiled)
    }

    /// `Button(intent:)` of an interactive widget: drawn as the button its label makes (the intent is
    /// not performed in a picture), the same pixels as a button with an action.
    func testAButtonWithAnIntent() throws {
        let withIntent = try ScriptTestSupport.scriptPixels(
            "struct Add: AppIntent { }\nstruct ContentView: View { var body: some View { Button(intent: Add()) { Image(systemName: \"plus\") } } }")
        let compiled = try ImageRenderer(content: Button(action: {}) { Image(systemName: "plus") }).rasterize().bitmap
        XCTAssertTrue(withIntent == compiled)
    }
}
