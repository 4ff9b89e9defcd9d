import Foundation
import XCTest
import Easel
import EaselRaster
@testable import EaselTesting
@testable import EaselSnapshotCore

/// A 10-point square of the primary label colour: black in light appearance, white in dark.
private struct PrimarySquare: View {
    var body: some View { Color.primary.frame(width: 10, height: 10) }
}

private func primarySquare() -> PrimarySquare { PrimarySquare() }

/// Renders the square with a strategy made in the current scope.
private func render(_ strategy: Snapshotting<PrimarySquare, Bitmap>) throws -> Bitmap { try strategy.snapshot(primarySquare()) }

/// Suite-wide defaults: `SnapshotSettings` scopes (`withSnapshotDefaults`), overridden per call.
final class SnapshotSettingsTests: XCTestCase {
    func testWithoutAScopeTheDefaultsApply() throws {
        let image = try render(.image())
        XCTAssertEqual(image.width, 20, "@2x by default")
        XCTAssertEqual(image.pixel(x: 5, y: 5), PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "light: black label")
    }

    func testAScopeSetsTheRenderingOptions() throws {
        let image = try withSnapshotDefaults(scale: 1, colorScheme: .dark) { try render(.image()) }
        XCTAssertEqual(image.width, 10)
        XCTAssertEqual(image.pixel(x: 5, y: 5), PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "dark: white label")
    }

    func testACallOverridesTheScope() throws {
        let image = try withSnapshotDefaults(scale: 1, colorScheme: .dark) { try render(.image(scale: 3, colorScheme: .light)) }
        XCTAssertEqual(image.width, 30)
        XCTAssertEqual(image.pixel(x: 5, y: 5), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    func testNestedScopesMergeSettingBySetting() throws {
        let image = try withSnapshotDefaults(scale: 1, colorScheme: .dark) {
            try withSnapshotDefaults(scale: 3) { try render(.image()) }
        }
        XCTAssertEqual(image.width, 30, "the inner scope's scale")
        XCTAssertEqual(image.pixel(x: 5, y: 5), PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the outer scope's scheme")
        XCTAssertNil(SnapshotSettings.current.scale, "the scope ends with its closure")
    }

    func testAScopeDeviceAndBackgroundApply() throws {
        let image = try withSnapshotDefaults(scale: 1, device: .iPhoneSE, background: .color(.red)) {
            try Snapshotting<Color, Bitmap>.image().snapshot(Color.clear)
        }
        XCTAssertEqual(image.width, 375)
        XCTAssertEqual(image.height, 667)
        XCTAssertEqual(image.pixel(x: 1, y: 1), PremultipliedColor(r: 255, g: 59, b: 48, a: 255), "systemRed")
    }

    func testTheLayoutStrategyReadsTheScope() throws {
        let json = try withSnapshotDefaults(scale: 1, device: .iPhoneSE) {
            try Snapshotting<Color, String>.layout().snapshot(Color.clear)
        }
        XCTAssertTrue(json.contains("\"width\" : 375"), json)
        XCTAssertTrue(json.contains("\"scale\" : 1"), json)
    }

    func testAConfigurationWithoutASchemeTakesTheScopes() throws {
        let large = SnapshotConfiguration(name: "large", dynamicTypeSize: .xxxLarge)
        let strategy: Snapshotting<PrimarySquare, Bitmap> = withSnapshotDefaults(scale: 1, colorScheme: .dark) {
            large.image(size: nil, scale: nil, precision: nil, perceptualPrecision: nil, assets: nil, background: nil, strings: nil)
        }
        let image = try render(strategy)
        XCTAssertEqual(image.pixel(x: 5, y: 5), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    func testTheScopesRecordModeWinsOverTheEnvironment() throws {
        let sandbox = try SnapshotSandbox()
        // EASEL_RECORD=all would write the golden; the scope's `never` wins and nothing is written.
        let result = withSnapshotDefaults(record: .never) {
            verifySnapshot(
                of: primarySquare(), named: "never", scale: 1, filePath: #filePath, testName: #function,
                environment: sandbox.environment("all"))
        }
        XCTAssertEqual(result.outcome, .mismatched)
        XCTAssertTrue(result.message?.contains("no golden at") == true, result.message ?? "")
        XCTAssertFalse(sandbox.exists(sandbox.golden("never")))
        // A call's own mode wins over the scope's.
        let recorded = withSnapshotDefaults(record: .never) {
            verifySnapshot(
                of: primarySquare(), named: "never", scale: 1, record: .missing, filePath: #filePath, testName: #function,
                environment: sandbox.environment())
        }
        XCTAssertEqual(recorded.outcome, .recorded)
        XCTAssertTrue(sandbox.exists(sandbox.golden("never")))
    }

    func testAsyncScopesReachTheStrategy() async throws {
        let width = try await withSnapshotDefaults(scale: 3) { () async throws -> Int in
            await Task.yield()
            return try render(.image()).width
        }
        XCTAssertEqual(width, 30)
    }
}

/// The XCTest way to give a whole class its defaults: wrap `invokeTest()`.
final class SnapshotSettingsInvokeTestTests: XCTestCase {
    override func invokeTest() {
        withSnapshotDefaults(scale: 1, colorScheme: .dark) { super.invokeTest() }
    }

    func testEveryTestOfTheClassRunsInTheScope() throws {
        XCTAssertEqual(SnapshotSettings.current.colorScheme, .dark)
        let image = try render(.image())
        XCTAssertEqual(image.width, 10)
        XCTAssertEqual(image.pixel(x: 5, y: 5), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}

import Testing

/// Swift Testing: the `.snapshotDefaults` trait on a suite reaches its tests and nested suites;
/// a test's own trait overrides it setting by setting.
@Suite(.snapshotDefaults(scale: 1, colorScheme: .dark))
struct SnapshotDefaultsTraitTests {
    @Test func theSuitesSettingsReachItsTests() throws {
        #expect(SnapshotSettings.current.colorScheme == .dark)
        let image = try render(.image())
        #expect(image.width == 10)
        #expect(image.pixel(x: 5, y: 5) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test(.snapshotDefaults(scale: 3)) func aTestsTraitOverridesOneSetting() throws {
        let image = try render(.image())
        #expect(image.width == 30)
        #expect(image.pixel(x: 5, y: 5) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test(arguments: [1, 2]) func parameterizedCasesToo(n: Int) {
        #expect(SnapshotSettings.current.scale == 1)
    }

    @Suite(.snapshotDefaults(colorScheme: .light)) struct Nested {
        @Test func theInnerSuiteWins() {
            #expect(SnapshotSettings.current.colorScheme == .light)
            #expect(SnapshotSettings.current.scale == 1)
        }
    }
}
