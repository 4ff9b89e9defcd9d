import Foundation
import XCTest
import Easel
import EaselRaster
@testable import EaselTesting

/// A snapshot matrix: one named golden per configuration, each rendered in its configuration.
final class SnapshotConfigurationTests: FailureCapturingTestCase {
    var sandbox: SnapshotSandbox!
    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    func testTheMatrixIsEveryCombinationNamedByItsParts() {
        let m: [SnapshotConfiguration] = .matrix(colorSchemes: [.light, .dark], devices: [.iPhoneSE, .iPhone15])
        XCTAssertEqual(m.map(\.name), ["light-iPhone-SE", "dark-iPhone-SE", "light-iPhone-15", "dark-iPhone-15"])
        XCTAssertEqual(m[3].colorScheme, .dark)
        XCTAssertEqual(m[3].device, .iPhone15)
        let sizes: [SnapshotConfiguration] = .matrix(
            colorSchemes: [.dark], dynamicTypeSizes: [.large, .accessibility3],
            locales: [Locale(identifier: "de")])
        XCTAssertEqual(sizes.map(\.name), ["dark-large-de", "dark-accessibility3-de"])
        XCTAssertEqual(([SnapshotConfiguration].matrix()).map(\.name), ["light", "dark"])
        XCTAssertEqual(([SnapshotConfiguration].matrix(colorSchemes: [], devices: [])).map(\.name), ["light"])
        let looks: [SnapshotConfiguration] = .matrix(colorSchemes: [.light], looks: [nil, .iOS26])
        XCTAssertEqual(looks.map(\.name), ["light", "light-ios26"])
        XCTAssertEqual(looks.map(\.systemLook), [nil, .iOS26])
    }

    /// A configuration's, a scope's or a call's system look draws the controls in that look: a
    /// switch 63 × 28 for iOS 26 where iOS 18's is 51 × 31.
    func testTheSystemLookReachesTheRenderer() throws {
        let toggle = AnyView(Toggle("", isOn: .constant(true)).labelsHidden())
        func size(_ bitmap: Bitmap) -> [Int] { [bitmap.width, bitmap.height] }
        XCTAssertEqual(size(try Snapshotting<AnyView, Bitmap>.image(scale: 1).snapshot(toggle)), [51, 31])
        XCTAssertEqual(size(try Snapshotting<AnyView, Bitmap>.image(scale: 1, systemLook: .iOS26).snapshot(toggle)), [63, 28])
        let configured: [SnapshotConfiguration] = .matrix(colorSchemes: [.light], looks: [.iOS26])
        let strategy: Snapshotting<AnyView, Bitmap> = configured[0].image(
            size: nil, scale: 1, precision: nil, perceptualPrecision: nil, assets: nil, background: nil, strings: nil)
        XCTAssertEqual(size(try strategy.snapshot(toggle)), [63, 28])
        try withSnapshotDefaults(systemLook: .iOS26) {
            XCTAssertEqual(size(try Snapshotting<AnyView, Bitmap>.image(scale: 1).snapshot(toggle)), [63, 28])
            XCTAssertEqual(size(try Snapshotting<AnyView, Bitmap>.image(scale: 1, systemLook: .iOS18).snapshot(toggle)), [51, 31], "a call's look wins")
        }
    }

    func testOneGoldenPerConfigurationRenderedInIt() throws {
        let view = Text("Hi").padding(4)
        var runs: [[(message: String, line: Int)]] = []
        for _ in 0..<2 {
            runs.append(capturingFailures { sandbox.with { assertSnapshots(of: view, configurations: [.light, .dark], scale: 1) } })
        }
        // Both recorded by the first run (which fails, asking to look), under the test's stem and
        // the configuration; the second run matches.
        XCTAssertEqual(runs[0].count, 2)
        XCTAssertEqual(runs[1].map(\.message), [])
        let suite = sandbox.goldenDirectory.appendingPathComponent("SnapshotConfigurationTests")
        let light = suite.appendingPathComponent("OneGoldenPerConfigurationRenderedInIt-light.png")
        let dark = suite.appendingPathComponent("OneGoldenPerConfigurationRenderedInIt-dark.png")
        XCTAssertTrue(sandbox.exists(light) && sandbox.exists(dark))
        // Each is the view in its configuration: the dark one is what a dark snapshot draws.
        func snapshot<V: View>(_ v: V, _ scheme: ColorScheme) throws -> Bitmap {
            try Snapshotting<V, Bitmap>.image(scale: 1, colorScheme: scheme).snapshot(v)
        }
        XCTAssertEqual(try PNGCodec.decode(Data(contentsOf: dark)), try snapshot(view, .dark))
        XCTAssertEqual(try PNGCodec.decode(Data(contentsOf: light)), try snapshot(view, .light))
        XCTAssertNotEqual(try snapshot(view, .dark), try snapshot(view, .light))
        // A name replaces the test's stem.
        let named = capturingFailures { sandbox.with { assertSnapshots(of: view, named: "greeting", configurations: [.dark], scale: 1) } }
        XCTAssertEqual(named.count, 1)
        XCTAssertTrue(sandbox.exists(suite.appendingPathComponent("greeting-dark.png")))
    }
}

import Testing

/// Swift Testing: `expectSnapshots` names each golden by the test, its arguments and the configuration.
@Suite struct SwiftTestingMatrixTests {
    @Test(arguments: [6])
    func squares(side: Int) throws {
        let sandbox = try SnapshotSandbox()
        for c: SnapshotConfiguration in [.light, .dark] {
            sandbox.prerecord(
                square(.red, CGFloat(side)).environment(\.colorScheme, c.colorScheme ?? .light), suite: "SwiftTestingMatrixTests",
                name: "squares-\(c.name)(side=\(side))")
        }
        // Both goldens exist under their names, so nothing is recorded and no issue is raised.
        sandbox.with { expectSnapshots(of: square(.red, CGFloat(side)), configurations: [.light, .dark]) }
    }
}
