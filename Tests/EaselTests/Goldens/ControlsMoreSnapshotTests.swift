// Gauges in every style, colour pickers and a control group, against golden PNGs (light, dark).
// fixtures/scenes/gauges.swift is the script twin.
import XCTest
import Easel
import EaselTesting

final class ControlsMoreSnapshotTests: XCTestCase {
    func testGaugesPickersAndGroups() {
        assertSnapshot(of: GaugeScene.ContentView(), named: "gauges", background: .color(.white))
        assertSnapshot(of: GaugeScene.ContentView(), named: "gauges-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("gauges.swift", GaugeScene.ContentView())
    }
}

/// The compiled twin of fixtures/scenes/gauges.swift.
enum GaugeScene {
    struct ContentView: View {
        let speed = 62.0

        var body: some View {
            VStack(spacing: 20) {
                Gauge(value: speed, in: 0...100) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("\(Int(speed)) km/h")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: speed, in: 0...100) {
                    Text("Level")
                } currentValueLabel: {
                    Text("62")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryLinear)
                .tint(.orange)
                HStack(spacing: 24) {
                    Gauge(value: speed, in: 0...100) {
                        Text("km/h")
                    } currentValueLabel: {
                        Text("62")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: speed, in: 0...100) {
                        Text("km/h")
                    } currentValueLabel: {
                        Text("62")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.8) { Text("CPU") }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(.green)
                }
                ColorPicker("Accent", selection: .constant(Color.orange))
                ColorPicker(selection: .constant(Color.purple)) { Label("Highlight", systemImage: "paintbrush") }
                ControlGroup {
                    Button {
                    } label: {
                        Image(systemName: "bold")
                    }
                    Button {
                    } label: {
                        Image(systemName: "italic")
                    }
                    Button {
                    } label: {
                        Image(systemName: "underline")
                    }
                }
            }
            .padding(20)
            .frame(width: 360)
        }
    }
}
