import Easel
import XCTest

@testable import EaselScript

/// `ShapeStyle.opacity(_:)` in scripts: a hierarchical style at an opacity where a style is taken,
/// with the compiled pixels (Apple's Food Truck: `.background(.quaternary.opacity(0.5), in: …)`).
final class ShapeStyleOpacityScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testAStyleAtAnOpacityHasTheCompiledPixels() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Sales").padding().background(.quaternary.opacity(0.5), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                        Text("Note").foregroundStyle(.secondary.opacity(0.5))
                        Rectangle().fill(.tint.opacity(0.25)).frame(width: 30, height: 10)
                    }
                    .padding()
                    .background(.white)
                }
            }
            """
        let compiled = VStack {
            Text("Sales").padding().background(.quaternary.opacity(0.5), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            Text("Note").foregroundStyle(.secondary.opacity(0.5))
            Rectangle().fill(.tint.opacity(0.25)).frame(width: 30, height: 10)
        }
        .padding()
        .background(.white)
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(compiled))
        for nan in [".nan", "Double.nan", "0 / 0.0"] {
            let e = S.error("struct ContentView: View { var body: some View { Rectangle().fill(.secondary.opacity(\(nan))) } }")
            XCTAssertTrue(e.contains("not a number (NaN): opacity(_:) needs a number"), e)
        }
    }
}
