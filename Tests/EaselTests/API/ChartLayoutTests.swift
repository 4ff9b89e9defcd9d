import XCTest
import Foundation
@testable import Easel

/// The chart's geometry in points, without fonts or pixels: nice ticks, bands, stacks, groups,
/// horizontal bars, date axes, sectors, legends, domains and scrolling. Text is measured as 6
/// points a character and 13 high.
final class ChartLayoutTests: XCTestCase {
    static func measure(_ s: String, _ font: Font?) -> CGSize { CGSize(width: CGFloat(s.count) * 6, height: 13) }
    static var utc: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.locale = Locale(identifier: "en_US")
        return c
    }
    static let format = ChartLabelFormat(locale: Locale(identifier: "en_US"), calendar: utc)

    func chart<C: ChartContent>(
        _ size: CGSize = CGSize(width: 300, height: 200), change: (inout ChartConfiguration) -> Void = { _ in },
        @ChartContentBuilder _ content: () -> C
    ) -> ChartGeometry {
        var config = ChartConfiguration()
        change(&config)
        return ChartLayout(marks: chartMarks(content()), configuration: config, size: size, measure: Self.measure, format: Self.format).layout()
    }

    func texts(_ g: ChartGeometry, _ role: ChartText.Role) -> [String] { g.labels.filter { $0.role == role }.map(\.text) }
    func bars(_ g: ChartGeometry) -> [CGRect] { g.shapes.compactMap(\.rect) }

    // MARK: Nice ticks

    func testNiceTicksPickRoundStepsAndWidenTheDomain() {
        let a = ChartTicks.nice(0, 83, intervals: 4)
        XCTAssertEqual(a.values, [0, 25, 50, 75, 100])
        XCTAssertEqual(a.hi, 100)
        // Below ten, 2.5 is not a step: whole-number data keeps whole-number labels.
        XCTAssertEqual(ChartTicks.nice(0, 9, intervals: 4).values, [0, 2, 4, 6, 8, 10])
        XCTAssertEqual(ChartTicks.nice(-3, 7, intervals: 4).values, [-5, 0, 5, 10])
        // On a tie, the step that widens the domain least.
        XCTAssertEqual(ChartTicks.nice(0, 1234, intervals: 4).values, [0, 250, 500, 750, 1000, 1250])
        XCTAssertEqual(ChartTicks.nice(0, 5000, intervals: 4).values, [0, 1000, 2000, 3000, 4000, 5000])
        let small = ChartTicks.nice(0.1, 0.9, intervals: 4)
        XCTAssertEqual(small.step, 0.2, accuracy: 1e-12)
        XCTAssertEqual(small.values.count, 6)
        XCTAssertEqual(Self.format.number(small.values[3], step: small.step), "0.6")
        // Spans Double cannot divide keep their ends.
        XCTAssertEqual(ChartTicks.nice(-1e308, 1e308, intervals: 4).values, [-1e308, 1e308])
        XCTAssertEqual(ChartTicks.nice(0, 1e-320, intervals: 4).values, [0, 1e-320])
        // One value: a span around it.
        XCTAssertEqual(ChartTicks.nice(0, 0, intervals: 4).values.last, 1)
    }

    func testNumberLabelsUseTheLocale() {
        XCTAssertEqual(Self.format.number(12500, step: 2500), "12,500")
        let de = ChartLabelFormat(locale: Locale(identifier: "de_DE"), calendar: Self.utc)
        XCTAssertEqual(de.number(12500, step: 2500), "12.500")
        XCTAssertEqual(de.number(2.5, step: 0.5), "2,5")
    }

    // MARK: Bars

    func testCategoricalBarsStandInTheirBandsFromZero() {
        let g = chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 40))
            BarMark(x: .value("Month", "Mar"), y: .value("Sales", 83))
        }
        // The y axis on the trailing edge: "100" is 18 wide, 4 from the plot; x labels 4 + 13 below.
        XCTAssertEqual(g.plot, CGRect(x: 0, y: 6.5, width: 278, height: 176.5))
        // About one grid line every 35 points: 0, 20 … 100 in 176.
        XCTAssertEqual(texts(g, .yValue), ["0", "20", "40", "60", "80", "100"])
        XCTAssertEqual(texts(g, .xValue), ["Jan", "Feb", "Mar"])
        let r = bars(g)
        XCTAssertEqual(r.count, 3)
        let band = 278.0 / 3
        XCTAssertEqual(r[1].midX, band * 1.5, accuracy: 1e-9)
        XCTAssertEqual(r[1].width, band * ChartStyle.barBandRatio, accuracy: 1e-9)
        XCTAssertEqual(r[2].maxY, g.plot.maxY, accuracy: 1e-9)
        XCTAssertEqual(r[2].height, 0.83 * g.plot.height, accuracy: 1e-9)
        // Labels are centred under their bars; horizontal grid lines at each tick, none along x.
        let feb = g.labels.first { $0.text == "Feb" }!
        XCTAssertEqual(feb.frame.midX, r[1].midX, accuracy: 1e-9)
        XCTAssertEqual(feb.frame.minY, g.plot.maxY + ChartStyle.labelGap)
        XCTAssertEqual(g.lines.filter { $0.role == .grid }.count, 6)
        XCTAssertTrue(g.lines.allSatisfy { $0.from.y == $0.to.y })
    }

    func testBarsWithTheSameCategoryStackInOrder() {
        let g = chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 30)).foregroundStyle(by: .value("Drink", "Tea"))
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 50)).foregroundStyle(by: .value("Drink", "Coffee"))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 20)).foregroundStyle(by: .value("Drink", "Tea"))
        }
        let r = bars(g)
        XCTAssertEqual(r[1].maxY, r[0].minY, accuracy: 1e-9, "the second bar starts where the first ends")
        XCTAssertEqual(r[0].midX, r[1].midX)
        // The domain reaches the stack's total (80).
        XCTAssertEqual(texts(g, .yValue), ["0", "20", "40", "60", "80"])
        XCTAssertEqual(r[0].height + r[1].height, g.plot.height, accuracy: 1e-9)
        // Series take the palette in order of appearance, and the legend lists them below the plot.
        XCTAssertEqual(g.shapes.map(\.series), ["Tea", "Coffee", "Tea"])
        XCTAssertEqual(g.legend.map(\.label), ["Tea", "Coffee"])
        XCTAssertEqual(g.legend.map { $0.style.resolvedColor }, [.blue, .green])
        XCTAssertEqual(g.legend[0].labelFrame.maxY, 200)
        XCTAssertLessThan(g.plot.maxY + ChartStyle.labelGap + 13, g.legend[0].symbolFrame.minY)
    }

    func testPositionByGroupsBarsSideBySide() {
        let g = chart {
            BarMark(x: .value("Q", "Q1"), y: .value("Units", 30)).position(by: .value("Year", "2023"))
            BarMark(x: .value("Q", "Q1"), y: .value("Units", 50)).position(by: .value("Year", "2024"))
        }
        let r = bars(g)
        XCTAssertEqual(r[0].maxX, r[1].minX, accuracy: 1e-9)
        XCTAssertEqual(r[0].width, r[1].width, accuracy: 1e-9)
        XCTAssertEqual(r[0].maxY, r[1].maxY, accuracy: 1e-9, "grouped bars both stand on zero")
        XCTAssertEqual(r[0].width * 2, g.plot.width * ChartStyle.barBandRatio, accuracy: 1e-9)
    }

    func testCategoriesOnYMakeHorizontalBarsLabelledOnTheLeadingEdge() {
        let g = chart {
            BarMark(x: .value("Votes", 12), y: .value("Fruit", "Apple"))
            BarMark(x: .value("Votes", 30), y: .value("Fruit", "Banana"))
        }
        let r = bars(g)
        XCTAssertEqual(r[0].minX, g.plot.minX, accuracy: 1e-9, "bars run from zero at the leading edge")
        XCTAssertLessThan(r[0].midY, r[1].midY, "the first category is at the top")
        XCTAssertGreaterThan(r[1].width, r[0].width)
        // "Banana" (36 wide) on the leading side, 4 from the plot.
        XCTAssertEqual(g.plot.minX, 40)
        let banana = g.labels.first { $0.text == "Banana" }!
        XCTAssertEqual(banana.frame.maxX, g.plot.minX - ChartStyle.labelGap)
        XCTAssertEqual(banana.frame.midY, r[1].midY, accuracy: 1e-9)
        // Numbers along x, with vertical grid lines.
        XCTAssertEqual(texts(g, .xValue).first, "0")
        XCTAssertTrue(g.lines.filter { $0.role == .grid }.allSatisfy { $0.from.x == $0.to.x })
    }

    func testExplicitStartsAndEndsAndFixedWidths() {
        let gantt = chart {
            BarMark(xStart: .value("Start", 2), xEnd: .value("End", 6), y: .value("Task", "Design"))
            BarMark(xStart: .value("Start", 6), xEnd: .value("End", 9), y: .value("Task", "Build"))
        }
        let tasks = bars(gantt)
        XCTAssertEqual(tasks[0].maxX, tasks[1].minX, accuracy: 1e-9, "a task ends where the next starts")
        XCTAssertEqual(tasks[0].width, gantt.x!.position(6)! - gantt.x!.position(2)!, accuracy: 1e-9)
        let ranged = chart {
            BarMark(x: .value("Task", "Build"), yStart: .value("Low", 10), yEnd: .value("High", 20), width: 12)
        }
        let build = bars(ranged)[0]
        XCTAssertEqual(build.width, 12)
        XCTAssertEqual(build.minY, ranged.y!.position(20)!, accuracy: 1e-9)
        XCTAssertEqual(build.maxY, ranged.y!.position(10)!, accuracy: 1e-9)
    }

    func testManyMarksLayOutInLinearTime() {
        let start = Date()
        let g = chart {
            ForEach(0..<20_000) { i in
                BarMark(x: .value("Key", "k\(i % 5_000)"), y: .value("V", i % 7)).foregroundStyle(by: .value("S", "s\(i % 4)"))
            }
        }
        XCTAssertEqual(g.shapes.count, 20_000)
        XCTAssertEqual(g.x?.categories.count, 5_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "20,000 stacked bars in 5,000 categories")
    }

    // MARK: Values Swift Charts skips

    func testMarksWithNaNOrInfiniteValuesAreSkipped() {
        let g = chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", Double.nan))
            PointMark(x: .value("X", Double.infinity), y: .value("Y", 1))
        }
        XCTAssertEqual(g.shapes.count, 1)
        XCTAssertEqual(texts(g, .xValue), ["Jan"])
        XCTAssertEqual(texts(g, .yValue).last, "10")
    }

    func testExtremeValuesAndSizesDoNotTrap() {
        let g = chart {
            BarMark(x: .value("M", "a"), y: .value("S", 1e308))
            BarMark(x: .value("M", "a"), y: .value("S", 1e308))
            BarMark(x: .value("M", "b"), y: .value("S", -Double.greatestFiniteMagnitude))
        }
        // The stack's top overflows to infinity: that bar is left out, the others drawn.
        XCTAssertEqual(g.shapes.count, 2)
        XCTAssertTrue(g.shapes.allSatisfy { [$0.rect!.minY, $0.rect!.height].allSatisfy(\.isFinite) })
        let dates = chart(CGSize(width: 1e9, height: .infinity)) {
            PointMark(x: .value("T", Date.distantPast), y: .value("V", 1))
            PointMark(x: .value("T", Date.distantFuture), y: .value("V", 2))
        }
        XCTAssertEqual(dates.size.height, 0, "a non-finite size counts as zero")
        XCTAssertFalse(texts(dates, .xValue).isEmpty)
    }

    // MARK: Lines, points, areas, rules

    func testLinesJoinTheirSeriesAndNumbersOnXIncludeZero() {
        let g = chart {
            ForEach(1...3, id: \.self) { d in
                LineMark(x: .value("Day", d), y: .value("Temp", Double(d * 10))).foregroundStyle(by: .value("City", "Oslo"))
                LineMark(x: .value("Day", d), y: .value("Temp", Double(d * 5))).foregroundStyle(by: .value("City", "Rome"))
            }
        }
        let lines = g.shapes.filter { $0.kind == .line }
        XCTAssertEqual(lines.count, 2)
        guard case .line(let oslo, _) = lines[0].geometry else { return XCTFail("not a line") }
        XCTAssertEqual(oslo.count, 3)
        XCTAssertEqual(lines[1].style.resolvedColor, .green)
        XCTAssertEqual(lines[0].stroke?.lineWidth, ChartStyle.lineWidth)
        XCTAssertEqual(texts(g, .xValue).first, "0")
        // Grid lines and ticks along x.
        XCTAssertTrue(g.lines.contains { $0.role == .tick })
    }

    func testAreasStackBySeries() {
        let g = chart {
            AreaMark(x: .value("H", 0), y: .value("N", 10)).foregroundStyle(by: .value("K", "A"))
            AreaMark(x: .value("H", 1), y: .value("N", 20)).foregroundStyle(by: .value("K", "A"))
            AreaMark(x: .value("H", 0), y: .value("N", 5)).foregroundStyle(by: .value("K", "B"))
            AreaMark(x: .value("H", 1), y: .value("N", 5)).foregroundStyle(by: .value("K", "B"))
        }
        let areas = g.shapes.compactMap { s -> ([CGPoint], [CGPoint])? in
            if case .area(let u, let l, _) = s.geometry { return (u, l) }
            return nil
        }
        XCTAssertEqual(areas.count, 2)
        XCTAssertEqual(areas[1].1, areas[0].0, "the second series starts on the first's top")
        XCTAssertEqual(areas[0].1.map(\.y), [g.plot.maxY, g.plot.maxY])
    }

    func testRuleMarksSpanThePlotAndPointSymbolsFollowTheirSeries() {
        let g = chart {
            PointMark(x: .value("X", 1), y: .value("Y", 2)).symbol(by: .value("S", "a"))
            PointMark(x: .value("X", 2), y: .value("Y", 3)).symbol(by: .value("S", "b"))
            RuleMark(y: .value("Goal", 2.5))
        }
        let symbols = g.shapes.compactMap { s -> BasicChartSymbolShape? in
            if case .symbol(_, _, let k) = s.geometry { return k }
            return nil
        }
        XCTAssertEqual(symbols, [.circle, .square])
        guard case .segment(let a, let b) = g.shapes[2].geometry else { return XCTFail("not a rule") }
        XCTAssertEqual(a.x, g.plot.minX)
        XCTAssertEqual(b.x, g.plot.maxX)
        XCTAssertEqual(a.y, b.y)
    }

    // MARK: Dates

    func testDateAxesMarkCalendarUnits() {
        let start = Self.utc.date(from: DateComponents(year: 2024, month: 3, day: 1))!
        let g = chart {
            ForEach(0..<5) { i in
                LineMark(x: .value("Day", Self.utc.date(byAdding: .day, value: i, to: start)!), y: .value("Steps", 1000 * (i + 1)))
            }
        }
        XCTAssertEqual(texts(g, .xValue), ["Mar 1", "Mar 2", "Mar 3", "Mar 4", "Mar 5"])
        // A date label starts just after its grid line.
        let first = g.labels.first { $0.text == "Mar 1" }!
        XCTAssertEqual(first.frame.minX, g.plot.minX + ChartStyle.dateLabelInset)
        XCTAssertEqual(texts(g, .yValue).suffix(1), ["5,000"])

        let year = chart {
            ForEach(0..<12) { m in
                BarMark(x: .value("Month", Self.utc.date(byAdding: .month, value: m, to: start)!, unit: .month), y: .value("Rain", 10))
            }
        }
        // A year in four ticks: every third month, counted from January.
        XCTAssertEqual(texts(year, .xValue), ["Apr", "Jul", "Oct", "Jan"])
        // `centered: true` puts a month's label in the middle of the month.
        let centred = chart(change: {
            $0.xAxis.marks = [AxisMarks(values: .stride(by: .month)) { _ in AxisValueLabel(centered: true) }]
        }) {
            ForEach(0..<3) { m in
                BarMark(x: .value("Month", Self.utc.date(byAdding: .month, value: m, to: start)!, unit: .month), y: .value("Rain", 10))
            }
        }
        // Three bars of a month span March to June 1st: the tick at June's start, the plot's end,
        // has no label.
        XCTAssertEqual(texts(centred, .xValue), ["Mar", "Apr", "May"])
        let mar = centred.labels.first { $0.text == "Mar" }!
        let marBar = bars(centred)[0]
        XCTAssertEqual(mar.frame.midX, marBar.midX, accuracy: 1e-9)
        // A bar spanning its month fills most of it.
        let r = bars(year)
        XCTAssertEqual(r.count, 12)
        XCTAssertLessThan(r[0].maxX, r[1].minX)
    }

    // MARK: Sectors

    func testSectorsShareTheTurnClockwiseFromTwelve() {
        let g = chart(CGSize(width: 200, height: 200)) {
            SectorMark(angle: .value("Count", 1), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("Count", 1), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "B"))
            SectorMark(angle: .value("Count", 2), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Kind", "C"))
        }
        XCTAssertTrue(g.lines.isEmpty, "a pie has no axes")
        let sectors = g.shapes.compactMap { s -> (Double, Double, CGFloat, CGFloat)? in
            if case .sector(_, let inner, let outer, let a, let b, _) = s.geometry { return (a, b, inner, outer) }
            return nil
        }
        XCTAssertEqual(sectors.count, 3)
        XCTAssertEqual(sectors[0].0, -.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(sectors[1].0, 0, accuracy: 1e-12)
        XCTAssertEqual(sectors[2].1, 3 * .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(sectors[0].2 * 2, sectors[0].3, accuracy: 1e-12)
        XCTAssertEqual(sectors[0].3, g.plot.height / 2)
        XCTAssertEqual(g.legend.map(\.label), ["A", "B", "C"])
        XCTAssertEqual(g.legend.map { $0.style.resolvedColor }, [.blue, .green, .orange])
    }

    func testRoundedSectorsStayInsideTheirSlice() {
        let c = CGPoint(x: 100, y: 100)
        let plain = ChartPath.sector(center: c, inner: 50, outer: 90, start: -.pi / 2, end: 0)
        let rounded = ChartPath.sector(center: c, inner: 50, outer: 90, start: -.pi / 2, end: 0, cornerRadius: 8)
        XCTAssertEqual(plain.boundingRect.minX, 100, accuracy: 1e-6)
        XCTAssertEqual(plain.boundingRect.maxY, 100, accuracy: 1e-6)
        // The rounded slice keeps its straight edges but no longer reaches the sharp outer corners
        // (12 and 3 o'clock on the outer arc). The bounds hold the curves' control points, so they
        // are only known to move in, not by how much.
        XCTAssertGreaterThan(rounded.boundingRect.minY, plain.boundingRect.minY + 0.1)
        XCTAssertLessThan(rounded.boundingRect.maxX, plain.boundingRect.maxX - 0.1)
        XCTAssertEqual(rounded.boundingRect.minX, 100, accuracy: 1e-6)
        XCTAssertTrue(plain.boundingRect.contains(rounded.boundingRect))
    }

    // MARK: Settings

    @ChartContentBuilder func points() -> some ChartContent {
        PointMark(x: .value("X", 60), y: .value("Y", 70)).foregroundStyle(by: .value("S", "a"))
        PointMark(x: .value("X", 80), y: .value("Y", 90)).foregroundStyle(by: .value("S", "b"))
    }

    func testScaleDomainsAxesAndLegendSettings() {
        let zoomed = chart(change: { $0.yDomain = .range(60, 100) }) { points() }
        XCTAssertEqual(texts(zoomed, .yValue).first, "60")
        let noZero = chart(change: { $0.yDomain = .automatic(includesZero: false, reversed: false) }) { points() }
        XCTAssertNotEqual(texts(noZero, .yValue).first, "0")
        let hidden = chart(
            change: {
                $0.xAxis.visibility = .hidden
                $0.yAxis.visibility = .hidden
                $0.legendVisibility = .hidden
            }) { points() }
        XCTAssertEqual(hidden.plot, CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertTrue(hidden.labels.isEmpty && hidden.lines.isEmpty && hidden.legend.isEmpty)
        let scaled = chart(change: { $0.styleScale = [(.category("b"), AnyShapeStyle(Color.pink)), (.category("a"), AnyShapeStyle(Color.mint))] }) { points() }
        XCTAssertEqual(scaled.legend.map(\.label), ["b", "a"])
        XCTAssertEqual(scaled.shapes.map { $0.style.resolvedColor }, [.mint, .pink])
        let custom = chart(
            change: { $0.yAxis.marks = [AxisMarks(position: .leading, values: [0, 50, 100]) { _ in AxisValueLabel() }] }) { points() }
        XCTAssertEqual(texts(custom, .yValue), ["0", "50", "100"])
        XCTAssertTrue(custom.lines.filter { $0.from.y == $0.to.y }.isEmpty, "no y grid lines when the content has none")
        XCTAssertGreaterThan(custom.plot.minX, 0, "labels on the leading side")
    }

    func testAScrollingChartShowsItsVisibleDomain() {
        let g = chart(change: {
            $0.scrollableAxes = .horizontal
            $0.visibleXLength = 3
        }) {
            ForEach(["A", "B", "C", "D", "E", "F"], id: \.self) { c in BarMark(x: .value("K", c), y: .value("V", 1)) }
        }
        XCTAssertEqual(g.x!.bandwidth, g.plot.width / 3, accuracy: 1e-9)
        XCTAssertEqual(texts(g, .xValue), ["A", "B", "C"])
    }

    func testAnnotationsSitAboveBarsAndAfterHorizontalOnes() {
        let g = chart { BarMark(x: .value("M", "Jan"), y: .value("S", 10)).annotation { Text("10") } }
        let bar = g.shapes[0].rect!
        XCTAssertEqual(g.annotations[0].anchor, CGPoint(x: bar.midX, y: bar.minY - ChartStyle.annotationSpacing))
        XCTAssertEqual(g.annotations[0].alignment, .bottom)
        let h = chart { BarMark(x: .value("S", 20), y: .value("M", "Feb")).annotation(spacing: 6) { Text("20") } }
        let hbar = h.shapes[0].rect!
        XCTAssertEqual(h.annotations[0].anchor, CGPoint(x: hbar.maxX + 6, y: hbar.midY))
        XCTAssertEqual(h.annotations[0].alignment, .leading)
    }

    /// `annotation { context in … }`: the content is made for each mark with its size.
    func testAnnotationContentSeesTheSizeOfItsMark() throws {
        func label(_ v: AnyView) throws -> String? { try ImageRenderer(content: v).layout().root.first { $0.kind == "Text" }?.label }
        let g = chart {
            BarMark(x: .value("M", "Jan"), y: .value("S", 10)).annotation { context in
                Text("\(Int(context.targetSize.width.rounded())) by \(Int(context.targetSize.height.rounded()))")
            }
        }
        let bar = g.shapes[0].rect!
        XCTAssertEqual(try label(g.annotations[0].content), "\(Int(bar.width.rounded())) by \(Int(bar.height.rounded()))")
        // A whole ring's bounding box is the circle's: as wide as the plot's smaller side.
        let pie = chart {
            SectorMark(angle: .value("Count", 1)).annotation(position: .overlay) { context in
                Text("\(Int(context.targetSize.width.rounded())) by \(Int(context.targetSize.height.rounded()))")
            }
        }
        let side = Int(min(pie.plot.width, pie.plot.height).rounded())
        XCTAssertEqual(try label(pie.annotations[0].content), "\(side) by \(side)")
        // A quarter from 12 o'clock: from the centre to the top and the trailing edge.
        let quarter = ChartLayout.sectorBounds(center: .zero, inner: 0, outer: 10, start: -Double.pi / 2, end: 0)
        XCTAssertEqual(quarter.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(quarter.maxX, 10, accuracy: 1e-9)
        XCTAssertEqual(quarter.minY, -10, accuracy: 1e-9)
        XCTAssertEqual(quarter.maxY, 0, accuracy: 1e-9)
    }

    func testAProxyConvertsBetweenValuesAndPlotPositions() {
        let g = chart {
            BarMark(x: .value("M", "Jan"), y: .value("S", 50))
            BarMark(x: .value("M", "Feb"), y: .value("S", 100))
        }
        let proxy = ChartProxy(x: g.x, y: g.y, plot: g.plot)
        XCTAssertEqual(proxy.position(forY: 100), 0)
        XCTAssertEqual(proxy.position(forY: 0)!, g.plot.height, accuracy: 1e-9)
        XCTAssertEqual(proxy.value(atX: g.plot.width * 0.75, as: String.self), "Feb")
        XCTAssertEqual(proxy.value(atY: g.plot.height / 2, as: Double.self)!, 50, accuracy: 1e-9)
        XCTAssertNil(proxy.position(forX: "Mar"))
        // The plot frame is an anchor: a reader at the chart's own place on the canvas sees the plot
        // where the chart put it, one 10 points further right sees it 10 points to the left.
        let placed = ChartProxy(x: g.x, y: g.y, plot: g.plot, chartOrigin: CGPoint(x: 30, y: 40))
        XCTAssertEqual(placed.plotFrame!.resolve(CGPoint(x: 30, y: 40)), g.plot)
        XCTAssertEqual(placed.plotAreaFrame.resolve(CGPoint(x: 40, y: 40)).minX, g.plot.minX - 10)
    }

    /// `RectangleMark(xStart:xEnd:)` spans the plot's height between its x values (Food Truck's
    /// night-time bands), and fixed points limit it; the y-interval form spans the width.
    func testARectangleWithoutValuesOnAnAxisSpansThePlot() {
        let g = chart {
            LineMark(x: .value("Hour", 0), y: .value("Temp", 10))
            LineMark(x: .value("Hour", 10), y: .value("Temp", 20))
            RectangleMark(xStart: .value("Hour", 2), xEnd: .value("Hour", 4))
            RectangleMark(xStart: .value("Hour", 6), xEnd: .value("Hour", 8), yStart: 10, yEnd: 30)
            RectangleMark(yStart: .value("Temp", 12), yEnd: .value("Temp", 14))
        }
        let rects = bars(g)
        XCTAssertEqual(rects.count, 3)
        let plot = g.plot
        XCTAssertEqual(rects[0].minY, plot.minY, accuracy: 0.001)
        XCTAssertEqual(rects[0].maxY, plot.maxY, accuracy: 0.001)
        XCTAssertEqual(rects[0].width, plot.width * 0.2, accuracy: 0.5)
        XCTAssertEqual(rects[1].minY, plot.minY + 10, accuracy: 0.001)
        XCTAssertEqual(rects[1].height, 20, accuracy: 0.001)
        XCTAssertEqual(rects[2].minX, plot.minX, accuracy: 0.001)
        XCTAssertEqual(rects[2].maxX, plot.maxX, accuracy: 0.001)
        XCTAssertGreaterThan(rects[2].height, 0)
    }
}
