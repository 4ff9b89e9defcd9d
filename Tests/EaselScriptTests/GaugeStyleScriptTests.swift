import XCTest
import Easel
import EaselScript

/// An app's own `GaugeStyle` (Apple's Food Truck draws its widget's segmented gauge with one):
/// compiled, and from a script, which must give the same pixels.
final class GaugeStyleScriptTests: XCTestCase {
    /// Segments filled up to the value, the label above, the current value beside it.
    private struct SegmentsStyle: GaugeStyle {
        var total: Int
        func makeBody(configuration: Configuration) -> some View {
            let filled = Int(configuration.value * Double(total))
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    configuration.label
                    Spacer()
                    configuration.currentValueLabel
                }
                HStack(spacing: 2) {
                    ForEach(0..<total, id: \.self) { index in
                        Capsule().fill(index < filled ? Color.orange : Color.gray.opacity(0.3))
                    }
                }
                .frame(height: 6)
            }
        }
    }

    func testAScriptsOwnGaugeStyleIsTheCompiledOne() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct SegmentsStyle: GaugeStyle {
                var total: Int
                func makeBody(configuration: Configuration) -> some View {
                    let filled = Int(configuration.value * Double(total))
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            configuration.label
                            Spacer()
                            configuration.currentValueLabel
                        }
                        HStack(spacing: 2) {
                            ForEach(0..<total, id: \\.self) { index in
                                Capsule().fill(index < filled ? Color.orange : Color.gray.opacity(0.3))
                            }
                        }
                        .frame(height: 6)
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Gauge(value: 6, in: 0...10) { Text("Orders") } currentValueLabel: { Text("6") }
                            .gaugeStyle(SegmentsStyle(total: 10))
                        Gauge(value: 0.25) { Text("Default") }
                    }
                    .frame(width: 200)
                    .padding()
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 12) {
                Gauge(value: 6, in: 0...10) {
                    Text("Orders")
                } currentValueLabel: {
                    Text("6")
                }
                .gaugeStyle(SegmentsStyle(total: 10))
                Gauge(value: 0.25) { Text("Default") }
            }
            .frame(width: 200)
            .padding())
        XCTAssertEqual(script, compiled)
        // The style draws its segments: six of ten filled, each (200 − 9 × 2) / 10 wide.
        let l = try ScriptTestSupport.layout(
            """
            struct S: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 2) {
                        ForEach(0..<10, id: \\.self) { i in Capsule().fill(Double(i) < configuration.value * 10 ? Color.orange : .gray) }
                    }
                    .frame(width: 200, height: 6)
                }
            }
            struct ContentView: View {
                var body: some View { Gauge(value: 6, in: 0...10) { Text("x") }.gaugeStyle(S()) }
            }
            """)
        let capsules = l.root.all { $0.kind == "Capsule" }
        XCTAssertEqual(capsules.count, 10)
        for c in capsules { XCTAssertEqual(c.frame.width, 18.2, accuracy: 0.01) }
    }

    /// iOS's styles by their static names and by their types.
    func testTheBuiltInStylesByNameAndByType() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Gauge(value: 0.4) { Text("A") } currentValueLabel: { Text("4") }.gaugeStyle(AccessoryCircularGaugeStyle())
                        Gauge(value: 0.7) { Text("B") }.gaugeStyle(.accessoryCircularCapacity)
                        Gauge(value: 0.5) { Text("C") }.gaugeStyle(AccessoryLinearGaugeStyle()).frame(width: 80)
                    }
                    .padding()
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            HStack {
                Gauge(value: 0.4) {
                    Text("A")
                } currentValueLabel: {
                    Text("4")
                }.gaugeStyle(.accessoryCircular)
                Gauge(value: 0.7) { Text("B") }.gaugeStyle(AccessoryCircularCapacityGaugeStyle())
                Gauge(value: 0.5) { Text("C") }.gaugeStyle(.accessoryLinear).frame(width: 80)
            }
            .padding())
        XCTAssertEqual(script, compiled)
        // `.accessoryLinearCapacity` draws as `.linearCapacity` on iOS.
        func gauge<S: GaugeStyle>(_ style: S) -> some View { Gauge(value: 0.3) { Text("D") }.gaugeStyle(style).frame(width: 90).padding() }
        let capacity = try ScriptTestSupport.compiledPixels(gauge(AccessoryLinearCapacityGaugeStyle()))
        XCTAssertEqual(capacity, try ScriptTestSupport.compiledPixels(gauge(LinearCapacityGaugeStyle())))
        XCTAssertNotEqual(capacity, try ScriptTestSupport.compiledPixels(gauge(AccessoryLinearGaugeStyle())))
    }
}
