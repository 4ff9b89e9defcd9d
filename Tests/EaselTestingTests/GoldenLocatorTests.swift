import Foundation
import XCTest
@testable import EaselTesting

final class GoldenLocatorTests: XCTestCase {
    func testSnapshotNames() {
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "testRedSquare()"), "RedSquare")
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "testRedSquare"), "RedSquare")
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "redSquare()"), "redSquare")
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "badge(count:)"), "badge")
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "test_dark()"), "dark")
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "test()"), "test")
        XCTAssertEqual(GoldenLocator.snapshotName("Dark mode", testName: "testX()"), "Dark mode")
        XCTAssertEqual(GoldenLocator.snapshotName("a/../b", testName: "testX()"), "a_.._b")
        XCTAssertEqual(GoldenLocator.snapshotName("..", testName: "testX()"), "_.")
    }

    func testSuiteIsTheFileNameWithoutExtension() {
        XCTAssertEqual(GoldenLocator.suiteName(forFile: "/p/Tests/EaselTests/Seed000AlignmentTests.swift"), "Seed000AlignmentTests")
        XCTAssertEqual(GoldenLocator.suiteName(forFile: #filePath), "GoldenLocatorTests")
    }

    func testPackageRootIsFoundAboveTheTestFile() throws {
        let root = try XCTUnwrap(GoldenLocator.packageRoot(above: #filePath))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
        XCTAssertTrue(URL(fileURLWithPath: #filePath).standardizedFileURL.path.hasPrefix(root.path + "/"))
        XCTAssertNil(GoldenLocator.packageRoot(above: "/nonexistent-easel/a/b/File.swift"))
    }

    func testDefaultsSitInThePackageRoot() throws {
        let root = try XCTUnwrap(GoldenLocator.packageRoot(above: #filePath))
        let locator = try GoldenLocator(filePath: #filePath, environment: [:])
        XCTAssertEqual(locator.goldenDirectory.path, root.appendingPathComponent("golden").path)
        XCTAssertEqual(locator.artifactsDirectory.path, root.appendingPathComponent(".build/snapshot-artifacts").path)
        XCTAssertEqual(locator.goldenURL(suite: "S", name: "N").path, root.appendingPathComponent("golden/S/N.png").path)
        XCTAssertEqual(locator.artifactsFolder(suite: "S", name: "N").path, root.appendingPathComponent(".build/snapshot-artifacts/S/N").path)
    }

    func testEnvironmentOverrides() throws {
        let env = ["EASEL_GOLDEN_DIR": "/tmp/g", "EASEL_ARTIFACTS": "/tmp/a"]
        let locator = try GoldenLocator(filePath: "/nonexistent-easel/T.swift", environment: env)
        XCTAssertEqual(locator.goldenDirectory.path, "/tmp/g")
        XCTAssertEqual(locator.artifactsDirectory.path, "/tmp/a")
        XCTAssertThrowsError(try GoldenLocator(filePath: "/nonexistent-easel/T.swift", environment: [:]))
    }

    func testRecordModes() {
        XCTAssertEqual(RecordMode(environment: [:]), .missing)
        XCTAssertEqual(RecordMode(environment: ["EASEL_RECORD": ""]), .missing)
        XCTAssertEqual(RecordMode(environment: ["EASEL_RECORD": "all"]), .all)
        XCTAssertEqual(RecordMode(environment: ["EASEL_RECORD": " Failed "]), .failed)
        XCTAssertEqual(RecordMode(environment: ["EASEL_RECORD": "never"]), .never)
        XCTAssertNil(RecordMode(environment: ["EASEL_RECORD": "1"]))
    }
}
