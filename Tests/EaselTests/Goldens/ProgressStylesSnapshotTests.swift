// Progress views in every style against golden PNGs (light, dark): the default bar with its labels,
// tinted bars, the empty track, spinners (tinted, large, with a label), a custom ring style and a
// custom style that draws `ProgressView(configuration)` in the style around it.
// fixtures/scenes/progress-styles.swift is the script twin.
import XCTest
import Easel
import EaselTesting

final class ProgressStylesSnapshotTests: XCTestCase {
    func testProgressViewStyles() {
        assertSnapshot(of: ProgressStylesScene.ContentView(), named: "progress-styles", background: .color(.white))
        assertSnapshot(of: ProgressStylesScene.ContentView(), named: "progress-styles-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("progress-styles.swift", ProgressStylesScene.ContentView())
    }
}

/// The compiled twin of fixtures/scenes/progress-styles.swift.
enum ProgressStylesScene {
    struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            let fraction = configuration.fractionCompleted ?? 0
            return HStack(spacing: 12) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
                    Circle().trim(from: 0, to: fraction).stroke(Color.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int(fraction * 100))%").font(.caption.bold())
                }
                .frame(width: 48, height: 48)
                VStack(alignment: .leading) {
                    configuration.label
                    configuration.currentValueLabel.foregroundStyle(.secondary)
                }
            }
        }
    }

    struct Badged: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                ProgressView(configuration)
                Circle().fill(.green).strokeBorder(.white, lineWidth: 2).stroke(.green.opacity(0.4), lineWidth: 4)
                    .frame(width: 14, height: 14)
            }
        }
    }

    struct ContentView: View {
        let pending: Double? = nil

        var body: some View {
            VStack(alignment: .leading, spacing: 18) {
                ProgressView(value: 0.6) {
                    Text("Downloading")
                } currentValueLabel: {
                    Text("60%")
                }
                ProgressView("Syncing", value: 3, total: 10).progressViewStyle(LinearProgressViewStyle(tint: .green))
                ProgressView(value: 0.8).tint(.pink)
                ProgressView(value: pending).progressViewStyle(.linear)
                HStack(spacing: 24) {
                    ProgressView()
                    ProgressView(value: 0.5).progressViewStyle(.circular)
                    ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue))
                    ProgressView().controlSize(.large).tint(.purple)
                    ProgressView { Text("Loading") }
                }
                ProgressView(value: 0.42) {
                    Text("Upload")
                } currentValueLabel: {
                    Text("42 of 100 MB")
                }
                .progressViewStyle(RingStyle())
                ProgressView(value: 0.25).progressViewStyle(Badged()).progressViewStyle(.linear)
            }
            .padding(20)
            .frame(width: 360)
        }
    }
}
