import XCTest
import Easel
import EaselScript

/// Progress views from a script are the compiled ones: the built-in styles and their tints, the
/// initialisers with view builders, and a script's own `ProgressViewStyle`.
final class ProgressViewStyleScriptTests: XCTestCase {
    func testBuiltInStylesAndInitialisersMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                let pending: Double? = nil
                var body: some View {
                    VStack(spacing: 12) {
                        ProgressView(value: 3, total: 4) {
                            Text("Downloading")
                        } currentValueLabel: {
                            Text("75%")
                        }
                        ProgressView(value: 0.5).progressViewStyle(.circular)
                        ProgressView(value: pending).progressViewStyle(.linear)
                        ProgressView { Text("Loading") }
                        ProgressView(value: 0.4, label: { Text("Copying") })
                        ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
                        ProgressView(value: 0.7).progressViewStyle(LinearProgressViewStyle(tint: .green))
                        ProgressView(value: 0.2).progressViewStyle(LinearProgressViewStyle())
                        ProgressView().controlSize(.large).tint(.orange)
                        ProgressView("Waiting").progressViewStyle(DefaultProgressViewStyle())
                    }
                    .frame(width: 240)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 12) {
                ProgressView(value: 3, total: 4) {
                    Text("Downloading")
                } currentValueLabel: {
                    Text("75%")
                }
                ProgressView(value: 0.5).progressViewStyle(.circular)
                ProgressView(value: Double?.none).progressViewStyle(.linear)
                ProgressView { Text("Loading") }
                ProgressView(value: 0.4) { Text("Copying") }
                ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
                ProgressView(value: 0.7).progressViewStyle(LinearProgressViewStyle(tint: .green))
                ProgressView(value: 0.2).progressViewStyle(LinearProgressViewStyle())
                ProgressView().controlSize(.large).tint(.orange)
                ProgressView("Waiting").progressViewStyle(DefaultProgressViewStyle())
            }
            .frame(width: 240))
        XCTAssertEqual(script, compiled)
    }

    private struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            let fraction = configuration.fractionCompleted ?? 0
            return VStack {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
                    Circle().trim(from: 0, to: fraction).stroke(Color.orange, lineWidth: 6)
                    Text("\(Int(fraction * 100))%")
                }
                .frame(width: 60, height: 60)
                configuration.label
                configuration.currentValueLabel
            }
        }
    }

    private struct Framed: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).padding(4).border(Color.red)
        }
    }

    func testAScriptsOwnStyleMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct RingStyle: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    let fraction = configuration.fractionCompleted ?? 0
                    return VStack {
                        ZStack {
                            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
                            Circle().trim(from: 0, to: fraction).stroke(Color.orange, lineWidth: 6)
                            Text("\\(Int(fraction * 100))%")
                        }
                        .frame(width: 60, height: 60)
                        configuration.label
                        configuration.currentValueLabel
                    }
                }
            }
            struct Framed: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ProgressView(configuration).padding(4).border(Color.red)
                }
            }
            extension ProgressViewStyle where Self == RingStyle {
                static var ring: RingStyle { RingStyle() }
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        ProgressView(value: 0.3).progressViewStyle(RingStyle())
                        ProgressView(value: 0.6) { Text("Upload") } currentValueLabel: { Text("60%") }
                            .progressViewStyle(.ring)
                        ProgressView().progressViewStyle(.ring)
                        ProgressView(value: 0.5).progressViewStyle(Framed()).progressViewStyle(.circular)
                        ProgressView(value: 0.5).progressViewStyle(Framed())
                    }
                    .frame(width: 200)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 12) {
                ProgressView(value: 0.3).progressViewStyle(RingStyle())
                ProgressView(value: 0.6) {
                    Text("Upload")
                } currentValueLabel: {
                    Text("60%")
                }
                .progressViewStyle(RingStyle())
                ProgressView().progressViewStyle(RingStyle())
                ProgressView(value: 0.5).progressViewStyle(Framed()).progressViewStyle(.circular)
                ProgressView(value: 0.5).progressViewStyle(Framed())
            }
            .frame(width: 200))
        XCTAssertEqual(script, compiled)
    }

    func testAnUnknownStyleIsAnError() {
        let message = ScriptTestSupport.error(
            """
            struct ContentView: View { var body: some View { ProgressView().progressViewStyle(.circulr) } }
            """)
        XCTAssertTrue(message.contains("unsupported progress view style '.circulr'"), message)
        XCTAssertTrue(message.contains("circular"), message)
    }
}
