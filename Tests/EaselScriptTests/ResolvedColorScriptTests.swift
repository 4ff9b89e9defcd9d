import XCTest
import Easel
@testable import EaselScript

/// `Color.Resolved` from scripts: `resolve(in:)` with `.init()` or the view's `@Environment(\.self)`,
/// its components, and a resolved colour painted as a style: the compiled values and pixels.
final class ResolvedColorScriptTests: XCTestCase {
    private typealias S = ScriptTestSupport

    func testResolvedColoursReadAndPaintAsCompiled() throws {
        let source = """
            func luminance(_ color: Color.Resolved) -> Float {
                0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
            }
            struct ContentView: View {
                @Environment(\\.self) var environment
                let tint = Color(red: 1, green: 0.5, blue: 0)
                var body: some View {
                    let r = tint.resolve(in: .init())
                    VStack(spacing: 0) {
                        Text(r.description)
                        Text(String(format: "%.3f %.3f", luminance(r), r.linearGreen))
                        Text(Color.primary.resolve(in: environment).description)
                        Rectangle().fill(Color(r)).frame(width: 20, height: 10)
                        Rectangle().fill(Color.Resolved(red: 0, green: 0, blue: 1)).frame(width: 20, height: 10)
                    }
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["#FF8000FF", "0.592 0.214", "#000000FF"])
        let tint = Color(red: 1, green: 0.5, blue: 0).resolve(in: EnvironmentValues())
        let compiled = VStack(spacing: 0) {
            Text(tint.description)
            Text(String(format: "%.3f %.3f", 0.299 * tint.red + 0.587 * tint.green + 0.114 * tint.blue, tint.linearGreen))
            Text(Color.primary.resolve(in: EnvironmentValues()).description)
            Rectangle().fill(Color(tint)).frame(width: 20, height: 10)
            Rectangle().fill(Color.Resolved(red: 0, green: 0, blue: 1)).frame(width: 20, height: 10)
        }
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(compiled))
    }

    /// UIKit's `getRed(_:green:blue:alpha:)` on a colour made a UIColor (Kodeco's RGBullsEye):
    /// the sRGB components compiled code reads, written to the `&` arguments; `alpha: nil` is left out.
    func testGetRedGivesTheComponentsCompiledCodeReads() throws {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.8)).getRed(&r, green: &g, blue: &b, alpha: &a))
        for (got, want) in zip([r, g, b, a], [1, 0.5, 0.25, 0.8] as [CGFloat]) { XCTAssertEqual(got, want, accuracy: 1e-4) }
        var cr: CGFloat = 0, cg: CGFloat = 0, cb: CGFloat = 0
        UIColor(Color(red: 1, green: 0.5, blue: 0.25)).getRed(&cr, green: &cg, blue: &cb, alpha: nil)
        let v = try S.value(
            "brightness(Color(red: 1, green: 0.5, blue: 0.25))",
            """
            func brightness(_ color: Color) -> [CGFloat] {
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 9
                let ok = UIColor(color).getRed(&red, green: &green, blue: &blue, alpha: nil)
                return ok ? [red, green, blue] : []
            }
            """)
        XCTAssertEqual(v, .array([cr, cg, cb].map { .double(Double($0)) }))
    }

    func testMixedColoursPaintAsCompiled() throws {
        let script = try S.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { i in Color.red.mix(with: .blue, by: Double(i) / 2).frame(width: 10, height: 10) }
                        ForEach(0..<3) { i in Color.red.mix(with: .blue, by: Double(i) / 2, in: .device).frame(width: 10, height: 10) }
                    }
                }
            }
            """)
        let compiled = try S.compiledPixels(
            HStack(spacing: 0) {
                ForEach(0..<3) { i in Color.red.mix(with: .blue, by: Double(i) / 2).frame(width: 10, height: 10) }
                ForEach(0..<3) { i in Color.red.mix(with: .blue, by: Double(i) / 2, in: .device).frame(width: 10, height: 10) }
            })
        XCTAssertEqual(script, compiled)
    }

    /// `UIColor { traits in … }` (`UIColor(dynamicProvider:)`): one colour in light, another in
    /// dark, chosen where it is drawn; the same pixels as compiled code, and the light and dark
    /// squares differ.
    func testADynamicProviderColourFollowsTheColourScheme() throws {
        let script = try S.scriptPixels(
            """
            var brand: Color {
                Color(UIColor { traits in
                    switch traits.userInterfaceStyle {
                    case .dark: return UIColor(Color.orange)
                    default: return UIColor(red: 0, green: 0.4, blue: 1, alpha: 1)
                    }
                })
            }
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        brand.frame(width: 10, height: 10)
                        brand.frame(width: 10, height: 10).environment(\\.colorScheme, .dark)
                    }
                }
            }
            """)
        let brand = Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(Color.orange) : UIColor(red: 0, green: 0.4, blue: 1, alpha: 1) })
        let compiled = try S.compiledPixels(
            HStack(spacing: 0) {
                brand.frame(width: 10, height: 10)
                brand.frame(width: 10, height: 10).environment(\.colorScheme, .dark)
            })
        XCTAssertEqual(script, compiled)
        XCTAssertEqual(brand.resolve(in: EnvironmentValues()).description, Color(red: 0, green: 0.4, blue: 1).resolve(in: EnvironmentValues()).description)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(brand.resolve(in: dark).description, Color.orange.resolve(in: dark).description)
    }
}
