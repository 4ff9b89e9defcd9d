import XCTest
import Easel
import EaselScript

/// Liquid Glass from a script draws what compiled code draws: `glassEffect` with `Glass`'s
/// variants, tints and shapes, the glass button styles, `GlassEffectContainer` and the morphing
/// modifiers.
final class GlassScriptTests: XCTestCase {
    func testGlassMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                @Namespace private var ns
                var body: some View {
                    VStack(spacing: 8) {
                        Text("Regular").padding().glassEffect()
                        Text("Tinted").padding().glassEffect(.regular.tint(.green).interactive())
                        Text("Clear").padding().glassEffect(.clear, in: RoundedRectangle(cornerRadius: 12))
                        Text("Circle").padding().glassEffect(.regular.tint(nil), in: .circle).glassEffectID("c", in: ns)
                        GlassEffectContainer(spacing: 8) {
                            HStack {
                                Button("Glass") {}.buttonStyle(.glass)
                                Button("Prominent") {}.buttonStyle(GlassProminentButtonStyle())
                                    .glassEffectTransition(.materialize)
                            }
                        }
                    }
                    .padding()
                    .background(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom))
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 8) {
                Text("Regular").padding().glassEffect()
                Text("Tinted").padding().glassEffect(.regular.tint(.green))
                Text("Clear").padding().glassEffect(.clear, in: RoundedRectangle(cornerRadius: 12))
                Text("Circle").padding().glassEffect(.regular, in: .circle)
                HStack {
                    Button("Glass") {}.buttonStyle(.glass)
                    Button("Prominent") {}.buttonStyle(.glassProminent)
                }
            }
            .padding()
            .background(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)))
        XCTAssertEqual(script, compiled)
        XCTAssertNotEqual(
            script,
            try ScriptTestSupport.compiledPixels(
                VStack(spacing: 8) {
                    Text("Regular").padding()
                    Text("Tinted").padding()
                    Text("Clear").padding()
                    Text("Circle").padding()
                    HStack {
                        Button("Glass") {}.buttonStyle(.bordered)
                        Button("Prominent") {}.buttonStyle(.borderedProminent)
                    }
                }
                .padding()
                .background(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom))))
    }

    func testAGlassMethodThatDoesNotExistIsNamed() throws {
        XCTAssertThrowsError(
            try ScriptTestSupport.scriptPixels(
                "struct ContentView: View { var body: some View { Text(\"A\").glassEffect(.regular.tinted(.red)) } }")
        ) { e in
            XCTAssertTrue("\(e)".contains("no method 'tinted'") && "\(e)".contains("did you mean 'tint'"), "\(e)")
        }
    }
}
