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

    /// A gradient at an opacity is a style or a view, as the code uses it; a chain from a material
    /// takes the material's methods (Apple's Backyard Birds).
    func testAGradientAtAnOpacityIsAStyleOrAViewAndAMaterialChains() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 4) {
                        Text("B").padding(8).background(in: .circle).backgroundStyle(.teal.gradient.opacity(0.5))
                        Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).opacity(0.5)).frame(width: 40, height: 8)
                        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).opacity(0.5).frame(width: 40, height: 8)
                        Text("A").padding().background(.regularMaterial.shadow(.drop(color: .black.opacity(0.15), radius: 4, y: 2)), in: .capsule)
                    }
                    .padding()
                    .background(.white)
                }
            }
            """
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let compiled = VStack(spacing: 4) {
            Text("B").padding(8).background(in: .circle).backgroundStyle(Color.teal.gradient.opacity(0.5) as _OpacityShapeStyle<AnyGradient>)
            Rectangle().fill(gradient.opacity(0.5) as _OpacityShapeStyle<LinearGradient>).frame(width: 40, height: 8)
            gradient.opacity(0.5).frame(width: 40, height: 8)
            Text("A").padding().background(.regularMaterial.shadow(.drop(color: .black.opacity(0.15), radius: 4, y: 2)), in: .capsule)
        }
        .padding()
        .background(.white)
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(compiled))
    }

    /// A project's extension of `ClosedRange` applies to a range of doubles (Food Truck's
    /// `(350.0 ... 1000).percent(for: width)`).
    func testAClosedRangeExtensionAppliesToARangeOfDoubles() throws {
        let declarations = """
            extension ClosedRange where Bound: BinaryFloatingPoint {
                func percent(for value: Bound) -> Bound { (value - lowerBound) / (upperBound - lowerBound) }
            }
            """
        XCTAssertEqual(try S.value("(350.0 ... 1000).percent(for: 675)", declarations), .double(0.5))
        // A closed range of other comparable values (strings, dates) takes the extension too.
        XCTAssertEqual(
            try S.value("(\"a\" ... \"c\").bounds", "extension ClosedRange { var bounds: [Bound] { [lowerBound, upperBound] } }"),
            .array([.string("a"), .string("c")]))
    }
}
