import Easel
import XCTest

@testable import EaselScript

/// Materials in scripts by both of SwiftUI's spellings.
final class MaterialScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    /// `Material.thin` and its siblings are SwiftUI's names for the materials `.thinMaterial` names.
    func testMaterialsByTheirShortNames() throws {
        let names = ["ultraThin", "thin", "regular", "thick", "ultraThick"]
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    ZStack {
                        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                        HStack(spacing: 0) {
                            \(names.map { "Rectangle().fill(Material.\($0))" }.joined(separator: "\n"))
                        }
                        .padding(8)
                    }
                    .frame(width: 120, height: 40)
                }
            }
            """
        let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
        let compiled = ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            HStack(spacing: 0) { ForEach(0..<5) { i in Rectangle().fill(materials[i]) } }.padding(8)
        }
        .frame(width: 120, height: 40)
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(compiled))
    }
}
