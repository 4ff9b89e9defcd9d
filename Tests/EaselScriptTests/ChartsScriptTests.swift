import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// Swift Charts from a script (`import Charts`) draw the pixels of the same chart compiled: marks
/// and their modifiers, `ForEach` of marks and chart content of the script's own, the chart
/// modifiers and axis content; and values Easel cannot plot are errors that say so.
final class ChartsScriptTests: XCTestCase {
    func scriptPixels(_ body: String, prelude: String = "") throws -> Bitmap {
        try ScriptTestSupport.scriptPixels(
            """
            import SwiftUI
            import Charts
            \(prelude)
            struct ContentView: View {
                var body: some View {
                    \(body)
                }
            }
            """)
    }

    /// An annotation closure with a parameter is made for each mark with its `AnnotationContext`.
    func testAnnotationsWithAContextMatchCompiled() throws {
        let script = try scriptPixels(
            """
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 42))
                    .annotation(position: .overlay) { context in Text("\\(Int(context.targetSize.height))").font(.caption) }
            }
            .frame(width: 160, height: 160)
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 42))
                    .annotation(position: .overlay) { context in Text("\(Int(context.targetSize.height))").font(.caption) }
            }
            .frame(width: 160, height: 160))
        XCTAssertEqual(script, compiled)
    }

    func testBarsRulesAndAnnotationsMatchCompiled() throws {
        let script = try scriptPixels(
            """
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 42))
                BarMark(x: .value("Month", "Feb"), y: .value("Sales", 55)).foregroundStyle(.orange).cornerRadius(3)
                    .annotation(position: .top) { Text("55").font(.caption) }
                BarMark(x: .value("Month", "Mar"), y: .value("Sales", 38), width: .ratio(0.4)).opacity(0.5)
                RuleMark(y: .value("Goal", 50)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 2]))
            }
            .frame(width: 240, height: 160)
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 42))
                BarMark(x: .value("Month", "Feb"), y: .value("Sales", 55)).foregroundStyle(.orange).cornerRadius(3)
                    .annotation(position: .top) { Text("55").font(.caption) }
                BarMark(x: .value("Month", "Mar"), y: .value("Sales", 38), width: .ratio(0.4)).opacity(0.5)
                RuleMark(y: .value("Goal", 50)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 2]))
            }
            .frame(width: 240, height: 160))
        XCTAssertEqual(script, compiled)
        XCTAssertNotEqual(compiled, try ScriptTestSupport.compiledPixels(Color.clear.frame(width: 240, height: 160)), "the chart draws")
    }

    func testSeriesFromForEachAndScriptChartContentMatchCompiled() throws {
        let script = try scriptPixels(
            """
            Chart {
                ForEach([1, 2, 3, 4], id: \\.self) { d in
                    Day(day: d)
                }
                PointMark(x: .value("Day", 2), y: .value("Value", 30)).symbol(.diamond).symbolSize(80)
            }
            .chartYScale(domain: 0...40)
            .chartXAxis(.hidden)
            .chartLegend(position: .top, alignment: .center)
            .frame(width: 260, height: 180)
            """,
            prelude: """
                struct Day: ChartContent {
                    let day: Int
                    var body: some ChartContent {
                        LineMark(x: .value("Day", day), y: .value("Value", day * 5)).foregroundStyle(by: .value("Kind", "A"))
                            .interpolationMethod(.monotone)
                        LineMark(x: .value("Day", day), y: .value("Value", day * 8)).foregroundStyle(by: .value("Kind", "B"))
                            .symbol(by: .value("Kind", "B"))
                    }
                }
                """)
        struct Day: ChartContent {
            let day: Int
            var body: some ChartContent {
                LineMark(x: .value("Day", day), y: .value("Value", day * 5)).foregroundStyle(by: .value("Kind", "A"))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Day", day), y: .value("Value", day * 8)).foregroundStyle(by: .value("Kind", "B"))
                    .symbol(by: .value("Kind", "B"))
            }
        }
        let compiled = try ScriptTestSupport.compiledPixels(
            Chart {
                ForEach([1, 2, 3, 4], id: \.self) { d in
                    Day(day: d)
                }
                PointMark(x: .value("Day", 2), y: .value("Value", 30)).symbol(.diamond).symbolSize(80)
            }
            .chartYScale(domain: 0...40)
            .chartXAxis(.hidden)
            .chartLegend(position: .top, alignment: .center)
            .frame(width: 260, height: 180))
        XCTAssertEqual(script, compiled)
    }

    func testAxisContentAndPlotStyleMatchCompiled() throws {
        let script = try scriptPixels(
            """
            Chart(["A", "B", "C"], id: \\.self) { k in
                BarMark(x: .value("Key", k), y: .value("N", k == "B" ? 8 : 3), stacking: .unstacked)
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 4, 8]) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 1))
                    AxisTick(length: 6)
                    AxisValueLabel()
                }
            }
            .chartXAxis {
                AxisMarks { _ in AxisValueLabel().foregroundStyle(.blue) }
            }
            .chartPlotStyle { plot in plot.background(Color.yellow.opacity(0.2)).border(Color.gray) }
            .chartXAxisLabel("Key")
            .chartYAxisLabel("Count")
            .frame(width: 220, height: 150)
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            Chart(["A", "B", "C"], id: \.self) { k in
                BarMark(x: .value("Key", k), y: .value("N", k == "B" ? 8 : 3), stacking: .unstacked)
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 4, 8]) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 1))
                    AxisTick(length: 6)
                    AxisValueLabel()
                }
            }
            .chartXAxis {
                AxisMarks { _ in AxisValueLabel().foregroundStyle(.blue) }
            }
            .chartPlotStyle { plot in plot.background(Color.yellow.opacity(0.2)).border(Color.gray) }
            .chartXAxisLabel("Key")
            .chartYAxisLabel("Count")
            .frame(width: 220, height: 150))
        XCTAssertEqual(script, compiled)
    }

    func testPiesOverlaysAndScrollingMatchCompiled() throws {
        let script = try scriptPixels(
            """
            VStack {
                Chart {
                    SectorMark(angle: .value("N", 3), angularInset: 2).foregroundStyle(by: .value("K", "x"))
                    SectorMark(angle: .value("N", 1), innerRadius: .fixed(20)).foregroundStyle(by: .value("K", "y"))
                        .annotation(position: .overlay) { Text("y") }
                }
                .chartLegend(.hidden)
                .chartOverlay { proxy in
                    Text("\\(Int(proxy.plotSize.width))")
                }
                .chartBackground { proxy in
                    GeometryReader { geometry in
                        if let anchor = proxy.plotFrame {
                            let frame = geometry[anchor]
                            Text("Total").font(.caption).position(x: frame.midX, y: frame.midY + 12)
                        }
                    }
                }
                Chart(["a", "b", "c", "d", "e"], id: \\.self) { k in
                    BarMark(x: .value("K", k), y: .value("V", 2))
                }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 2)
                .chartScrollPosition(initialX: "b")
                .chartXSelection(value: .constant(nil))
            }
            .frame(width: 200, height: 260)
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Chart {
                    SectorMark(angle: .value("N", 3), angularInset: 2).foregroundStyle(by: .value("K", "x"))
                    SectorMark(angle: .value("N", 1), innerRadius: .fixed(20)).foregroundStyle(by: .value("K", "y"))
                        .annotation(position: .overlay) { Text("y") }
                }
                .chartLegend(.hidden)
                .chartOverlay { proxy in
                    Text("\(Int(proxy.plotSize.width))")
                }
                .chartBackground { proxy in
                    GeometryReader { geometry in
                        if let anchor = proxy.plotFrame {
                            let frame = geometry[anchor]
                            Text("Total").font(.caption).position(x: frame.midX, y: frame.midY + 12)
                        }
                    }
                }
                Chart(["a", "b", "c", "d", "e"], id: \.self) { k in
                    BarMark(x: .value("K", k), y: .value("V", 2))
                }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 2)
                .chartScrollPosition(initialX: "b")
                .chartXSelection(value: .constant(String?.none))
            }
            .frame(width: 200, height: 260))
        XCTAssertEqual(script, compiled)
    }

    func testDatesAndStyleScalesMatchCompiled() throws {
        let script = try scriptPixels(
            """
            Chart {
                ForEach(0..<4) { i in
                    BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 86_400), unit: .day), y: .value("Cups", i + 1))
                        .foregroundStyle(by: .value("Drink", i % 2 == 0 ? "Tea" : "Coffee"))
                }
            }
            .chartForegroundStyleScale(["Coffee": Color.brown, "Tea": Color.mint])
            .environment(\\.timeZone, TimeZone(identifier: "UTC")!)
            .frame(width: 260, height: 160)
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            Chart {
                ForEach(0..<4) { i in
                    BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 86_400), unit: .day), y: .value("Cups", i + 1))
                        .foregroundStyle(by: .value("Drink", i % 2 == 0 ? "Tea" : "Coffee"))
                }
            }
            .chartForegroundStyleScale(["Coffee": Color.brown, "Tea": Color.mint])
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .frame(width: 260, height: 160))
        XCTAssertEqual(script, compiled)
    }

    /// `chartForegroundStyleScale(range:)`: the series take the range's styles in the order they
    /// first appear (Tea, then Coffee), as a mapping naming them in that order gives them.
    func testARangeAloneStylesTheSeriesInOrder() throws {
        let source = """
            Chart {
                ForEach(0..<4) { i in
                    BarMark(x: .value("Day", "D\\(i)"), y: .value("Cups", i + 1))
                        .foregroundStyle(by: .value("Drink", i % 2 == 0 ? "Tea" : "Coffee"))
                }
            }
            .chartForegroundStyleScale(range: [Color.green.gradient, Color.red.gradient])
            .frame(width: 260, height: 160)
            """
        let script = try scriptPixels(source)
        func chart() -> some View {
            Chart {
                ForEach(0..<4) { i in
                    BarMark(x: .value("Day", "D\(i)"), y: .value("Cups", i + 1))
                        .foregroundStyle(by: .value("Drink", i % 2 == 0 ? "Tea" : "Coffee"))
                }
            }
        }
        let compiled = try ScriptTestSupport.compiledPixels(
            chart().chartForegroundStyleScale(range: [Color.green.gradient, Color.red.gradient]).frame(width: 260, height: 160))
        let mapped = try ScriptTestSupport.compiledPixels(
            chart().chartForegroundStyleScale(["Tea": Color.green.gradient, "Coffee": Color.red.gradient]).frame(width: 260, height: 160))
        let palette = try ScriptTestSupport.compiledPixels(chart().frame(width: 260, height: 160))
        XCTAssertEqual(script, compiled)
        XCTAssertEqual(compiled, mapped)
        XCTAssertNotEqual(compiled, palette)
    }

    func testAnEmptyForEachAndAnIfInsideAChartMakeNoMarks() throws {
        let script = try scriptPixels(
            """
            Chart {
                ForEach([Int](), id: \\.self) { i in PointMark(x: .value("X", i), y: .value("Y", i)) }
                ForEach([1, 2, 3], id: \\.self) { i in
                    if i > 1 { PointMark(x: .value("X", i), y: .value("Y", i)).foregroundStyle(.red) }
                }
                ForEach([1, 2], id: \\.self) { i in
                    if i > 5 { PointMark(x: .value("X", i), y: .value("Y", i)) }
                }
                if false { RuleMark(y: .value("Y", 1)) }
                PointMark(x: .value("X", 1), y: .value("Y", 2))
            }
            .frame(width: 120, height: 90)
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            Chart {
                ForEach([Int](), id: \.self) { i in PointMark(x: .value("X", i), y: .value("Y", i)) }
                ForEach([1, 2, 3], id: \.self) { i in
                    if i > 1 { PointMark(x: .value("X", i), y: .value("Y", i)).foregroundStyle(.red) }
                }
                ForEach([1, 2], id: \.self) { i in
                    if i > 5 { PointMark(x: .value("X", i), y: .value("Y", i)) }
                }
                if false { RuleMark(y: .value("Y", 1)) }
                PointMark(x: .value("X", 1), y: .value("Y", 2))
            }
            .frame(width: 120, height: 90))
        XCTAssertEqual(script, compiled)
    }

    func testAChartLeftUnconstrainedIsItsIdealSize() throws {
        let r = ImageRenderer(content: Chart { BarMark(x: .value("K", "a"), y: .value("V", 1)) }.fixedSize())
        r.scale = 1
        XCTAssertEqual(try r.rasterize().bitmap.width, 320)
        XCTAssertEqual(try r.rasterize().bitmap.height, 200)
    }

    func testAxisLabelFormatsMatchCompiled() throws {
        let script = try scriptPixels(
            """
            Chart {
                ForEach(0..<3) { i in
                    LineMark(x: .value("Month", Date(timeIntervalSince1970: 1_704_067_200 + Double(i) * 2_678_400)), y: .value("Rain", Double(i) * 1.5))
                }
            }
            .chartXAxis { AxisMarks(values: .stride(by: .month)) { _ in AxisValueLabel(format: .dateTime.month(.wide)) } }
            .chartYAxis { AxisMarks { _ in AxisValueLabel(format: .number.precision(.fractionLength(1))) } }
            .environment(\\.timeZone, TimeZone(identifier: "UTC")!)
            .frame(width: 280, height: 140)
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            Chart {
                ForEach(0..<3) { i in
                    LineMark(x: .value("Month", Date(timeIntervalSince1970: 1_704_067_200 + Double(i) * 2_678_400)), y: .value("Rain", Double(i) * 1.5))
                }
            }
            .chartXAxis { AxisMarks(values: .stride(by: .month)) { _ in AxisValueLabel(format: .dateTime.month(.wide)) } }
            .chartYAxis { AxisMarks { _ in AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))) } }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .frame(width: 280, height: 140))
        XCTAssertEqual(script, compiled)
    }

    func testValuesAChartCannotPlotAreErrors() throws {
        XCTAssertThrowsError(try scriptPixels("Chart { BarMark(x: .value(\"M\", \"Jan\"), y: .value(\"S\", Double.nan)) }")) { e in
            XCTAssertTrue("\(e)".contains("not a number (NaN)"), "\(e)")
        }
        XCTAssertThrowsError(try scriptPixels("Chart { BarMark(x: .value(\"M\", \"Jan\")) }")) { e in
            XCTAssertTrue("\(e)".contains("y:"), "\(e)")
        }
        XCTAssertThrowsError(try scriptPixels("Chart { Text(\"not a mark\") }")) { e in
            XCTAssertTrue("\(e)".contains("chart content"), "\(e)")
        }
    }

    /// `RectangleMark(xStart:xEnd:)` with no y: a band across the plot, as compiled.
    func testARectangleMarkWithoutYSpansThePlotAsCompiled() throws {
        let source = """
            import SwiftUI
            import Charts
            struct ContentView: View {
                var body: some View {
                    Chart {
                        RectangleMark(xStart: .value("Hour", 2), xEnd: .value("Hour", 4)).opacity(0.5)
                        LineMark(x: .value("Hour", 0), y: .value("Temp", 10))
                        LineMark(x: .value("Hour", 10), y: .value("Temp", 20))
                    }
                    .frame(width: 200, height: 120)
                    .padding()
                    .background(.white)
                }
            }
            """
        let compiled = Chart {
            RectangleMark(xStart: .value("Hour", 2), xEnd: .value("Hour", 4)).opacity(0.5)
            LineMark(x: .value("Hour", 0), y: .value("Temp", 10))
            LineMark(x: .value("Hour", 10), y: .value("Temp", 20))
        }
        .frame(width: 200, height: 120)
        .padding()
        .background(.white)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(source), try ScriptTestSupport.compiledPixels(compiled))
    }
}
