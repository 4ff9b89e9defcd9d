import XCTest
import Easel
@testable import EaselScript

/// `MeshGradient` from a script is the compiled one, whichever way its points are written.
final class MeshGradientScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testPointSpellingsMatchCompiled() throws {
        let compiled = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .yellow], smoothsColors: false
        )
        .frame(width: 40, height: 30)
        for points in ["[0, 0], [1, 0], [0, 1], [1, 1]", "SIMD2<Float>(0, 0), SIMD2(1, 0), .init(x: 0, y: 1), .init(1, 1)"] {
            let source = """
                struct ContentView: View {
                    var body: some View {
                        MeshGradient(
                            width: 2, height: 2, points: [\(points)], colors: [.red, .green, .blue, .yellow], smoothsColors: false,
                            colorSpace: .perceptual
                        )
                        .frame(width: 40, height: 30)
                    }
                }
                """
            XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(compiled), points)
        }
        let bezier = """
            struct ContentView: View {
                var body: some View {
                    MeshGradient(width: 2, height: 2, bezierPoints: [
                        .init(position: [0, 0], leadingControlPoint: [0, 0], topControlPoint: [0, 0], trailingControlPoint: [0.3, 0], bottomControlPoint: [0, 0.3]),
                        .init(position: [1, 0], leadingControlPoint: [0.7, 0], topControlPoint: [1, 0], trailingControlPoint: [1, 0], bottomControlPoint: [1, 0.3]),
                        .init(position: [0, 1], leadingControlPoint: [0, 1], topControlPoint: [0, 0.7], trailingControlPoint: [0.3, 1], bottomControlPoint: [0, 1]),
                        .init(position: [1, 1], leadingControlPoint: [0.7, 1], topControlPoint: [1, 0.7], trailingControlPoint: [1, 1], bottomControlPoint: [1, 1]),
                    ], colors: [.red, .green, .blue, .yellow], smoothsColors: false)
                    .frame(width: 40, height: 30)
                }
            }
            """
        XCTAssertEqual(try S.scriptPixels(bezier), try S.compiledPixels(compiled), "Bézier points: their positions")
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View {
                    var body: some View { MeshGradient(width: 2, height: 2, points: ["a"], colors: [.red]) }
                }
                """
            ).contains("SIMD2<Float>"))
    }
}
