// Swift Charts against golden PNGs (light, dark): bars, lines with points and a legend, stacked
// areas (charts.swift); a donut, horizontal bars with annotations, grouped bars under a goal rule
// (charts-more.swift). fixtures/scenes/charts.swift and charts-more.swift are the script twins.
import XCTest
import Easel
import EaselTesting

final class ChartsSnapshotTests: XCTestCase {
    func testBarsLinesAndAreas() {
        assertSnapshot(of: ChartsScene.ContentView(), named: "charts", background: .color(.white))
        assertSnapshot(of: ChartsScene.ContentView(), named: "charts-dark", colorScheme: .dark)
    }

    func testDonutHorizontalAndGroupedBars() {
        assertSnapshot(of: ChartsMoreScene.ContentView(), named: "charts-more", background: .color(.white))
        assertSnapshot(of: ChartsMoreScene.ContentView(), named: "charts-more-dark", colorScheme: .dark)
    }

    func testTheScriptTwinsDrawTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("charts.swift", ChartsScene.ContentView())
        try assertScriptTwinDrawsTheSamePixels("charts-more.swift", ChartsMoreScene.ContentView())
    }
}

/// The compiled twin of fixtures/scenes/charts.swift.
enum ChartsScene {
    struct Sale: Identifiable {
        let month: String
        let amount: Double
        var id: String { month }
    }

    struct Reading {
        let day: Int
        let temperature: Double
        let city: String
    }

    struct Steps {
        let hour: Int
        let count: Int
        let kind: String
    }

    static let sales = [
        Sale(month: "Jan", amount: 42), Sale(month: "Feb", amount: 55), Sale(month: "Mar", amount: 38),
        Sale(month: "Apr", amount: 71), Sale(month: "May", amount: 64), Sale(month: "Jun", amount: 83),
    ]

    static let readings = [
        Reading(day: 1, temperature: 12, city: "Oslo"), Reading(day: 2, temperature: 15, city: "Oslo"),
        Reading(day: 3, temperature: 11, city: "Oslo"), Reading(day: 4, temperature: 17, city: "Oslo"),
        Reading(day: 5, temperature: 19, city: "Oslo"),
        Reading(day: 1, temperature: 21, city: "Rome"), Reading(day: 2, temperature: 24, city: "Rome"),
        Reading(day: 3, temperature: 23, city: "Rome"), Reading(day: 4, temperature: 27, city: "Rome"),
        Reading(day: 5, temperature: 26, city: "Rome"),
    ]

    static let steps = [
        Steps(hour: 0, count: 300, kind: "Walking"), Steps(hour: 5, count: 1200, kind: "Walking"),
        Steps(hour: 10, count: 800, kind: "Walking"), Steps(hour: 15, count: 1500, kind: "Walking"),
        Steps(hour: 20, count: 900, kind: "Walking"),
        Steps(hour: 0, count: 0, kind: "Running"), Steps(hour: 5, count: 600, kind: "Running"),
        Steps(hour: 10, count: 200, kind: "Running"), Steps(hour: 15, count: 400, kind: "Running"),
        Steps(hour: 20, count: 1100, kind: "Running"),
    ]

    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Sales").font(.headline)
                Chart(ChartsScene.sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                }
                .frame(height: 150)
                Text("Temperature").font(.headline)
                Chart {
                    ForEach(ChartsScene.readings, id: \.temperature) { r in
                        LineMark(x: .value("Day", r.day), y: .value("Temperature", r.temperature))
                            .foregroundStyle(by: .value("City", r.city))
                            .symbol(by: .value("City", r.city))
                            .interpolationMethod(.catmullRom)
                    }
                }
                .frame(height: 170)
                Text("Steps").font(.headline)
                Chart {
                    ForEach(ChartsScene.steps, id: \.hour) { s in
                        AreaMark(x: .value("Hour", s.hour), y: .value("Steps", s.count))
                            .foregroundStyle(by: .value("Kind", s.kind))
                    }
                }
                .frame(height: 150)
            }
            .padding(20)
            .frame(width: 360)
        }
    }
}

/// The compiled twin of fixtures/scenes/charts-more.swift.
enum ChartsMoreScene {
    struct Share {
        let name: String
        let value: Double
    }

    struct Quarter {
        let quarter: String
        let year: String
        let units: Int
    }

    static let shares = [Share(name: "Rent", value: 45), Share(name: "Food", value: 25), Share(name: "Travel", value: 18), Share(name: "Other", value: 12)]

    static let languages = [Share(name: "Swift", value: 62), Share(name: "Kotlin", value: 48), Share(name: "Python", value: 35)]

    static let quarters = [
        Quarter(quarter: "Q1", year: "2023", units: 30), Quarter(quarter: "Q1", year: "2024", units: 42),
        Quarter(quarter: "Q2", year: "2023", units: 45), Quarter(quarter: "Q2", year: "2024", units: 51),
        Quarter(quarter: "Q3", year: "2023", units: 38), Quarter(quarter: "Q3", year: "2024", units: 57),
    ]

    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Budget").font(.headline)
                Chart(ChartsMoreScene.shares, id: \.name) { s in
                    SectorMark(angle: .value("Amount", s.value), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .cornerRadius(4)
                        .foregroundStyle(by: .value("Category", s.name))
                }
                .chartBackground { proxy in
                    GeometryReader { geometry in
                        if let plot = proxy.plotFrame {
                            let frame = geometry[plot]
                            Text("100%").font(.headline).position(x: frame.midX, y: frame.midY)
                        }
                    }
                }
                .frame(height: 170)
                Text("Languages").font(.headline)
                Chart(ChartsMoreScene.languages, id: \.name) { s in
                    BarMark(x: .value("Developers", s.value), y: .value("Language", s.name))
                        .cornerRadius(4)
                        .annotation(position: .trailing) {
                            Text("\(Int(s.value))").font(.caption).foregroundStyle(.secondary)
                        }
                }
                .frame(height: 120)
                Text("Units").font(.headline)
                Chart {
                    ForEach(ChartsMoreScene.quarters, id: \.units) { q in
                        BarMark(x: .value("Quarter", q.quarter), y: .value("Units", q.units))
                            .foregroundStyle(by: .value("Year", q.year))
                            .position(by: .value("Year", q.year))
                    }
                    RuleMark(y: .value("Goal", 50))
                        .foregroundStyle(.red)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                .chartForegroundStyleScale(["2023": Color.teal, "2024": Color.indigo])
                .frame(height: 160)
            }
            .padding(20)
            .frame(width: 360)
        }
    }
}
