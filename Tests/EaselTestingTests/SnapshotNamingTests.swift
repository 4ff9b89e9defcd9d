import Foundation
import XCTest
import Testing
import Easel
import EaselRaster
@testable import EaselTesting

// Names that cannot collide: numbering, the class or suite in the path, parameterized
// arguments, and two call sites that would share a golden.

/// The class's name, not this file's, is the golden folder.
final class ClassNamedSuiteTests: FailureCapturingTestCase {
    var sandbox: SnapshotSandbox!
    override func setUpWithError() throws { sandbox = try SnapshotSandbox() }
    override func tearDown() { sandbox = nil }

    func testUnnamedSnapshotsAreNumberedInCallOrder() throws {
        // Goldens .1 red, .2 blue, .3 green: the front door must number its calls in that order.
        sandbox.prerecord(square(.red), suite: "ClassNamedSuiteTests", name: "UnnamedSnapshotsAreNumberedInCallOrder.1")
        sandbox.prerecord(square(.blue), suite: "ClassNamedSuiteTests", name: "UnnamedSnapshotsAreNumberedInCallOrder.2")
        sandbox.prerecord(square(.green), suite: "ClassNamedSuiteTests", name: "UnnamedSnapshotsAreNumberedInCallOrder.3")
        let failures = capturingFailures {
            sandbox.with {
                assertSnapshot(of: square(.red))
                assertSnapshot(of: square(.blue))
                assertSnapshot(of: square(.green), named: nil)
            }
        }
        XCTAssertEqual(failures.map(\.message), [])
        // A named snapshot does not take a number.
        let named = capturingFailures {
            sandbox.with { assertSnapshot(of: square(.red), named: "red") }
        }
        XCTAssertEqual(named.count, 1)
        XCTAssertTrue(named.first?.message.contains("ClassNamedSuiteTests/red: recorded new golden") ?? false, "\(named)")
        XCTAssertTrue(sandbox.exists(sandbox.goldenDirectory.appendingPathComponent("ClassNamedSuiteTests/red.png")))
    }

    func testNumberingRestartsInTheNextTest() throws {
        let failures = capturingFailures { sandbox.with { assertSnapshot(of: square(.red)) } }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("ClassNamedSuiteTests/NumberingRestartsInTheNextTest.1: recorded") ?? false, "\(failures)")
    }

    func testTheClassIsTheSuiteWhateverTheFile() {
        XCTAssertEqual(TestIdentity.xcTest(self, test: "testX()").suite, "ClassNamedSuiteTests")
        XCTAssertEqual(TestIdentity.file(#filePath, test: "testX()").suite, "SnapshotNamingTests")
        XCTAssertEqual(TestIdentity.typeName(Outer.Inner.self), "Outer.Inner")
    }

    /// The same golden from two call sites fails at the second, naming both.
    func testTwoCallSitesCannotShareAGolden() throws {
        let failures = capturingFailures {
            sandbox.with {
                assertSnapshot(of: square(.red), named: "shared"); let first = #line
                assertSnapshot(of: square(.red), named: "shared"); let second = #line
                captured.append(("lines \(first) \(second)", 0))
            }
        }
        // The first records (a failure of its own), the second collides.
        XCTAssertEqual(failures.count, 3, "\(failures)")
        let lines = failures[2].message.split(separator: " ").dropFirst().map { String($0) }
        let collision = failures[1].message
        XCTAssertTrue(collision.contains("is used from two call sites"), collision)
        XCTAssertTrue(collision.contains("SnapshotNamingTests.swift:\(lines[0])"), collision)
        XCTAssertTrue(collision.contains("SnapshotNamingTests.swift:\(lines[1])"), collision)
        XCTAssertEqual(failures[1].line, Int(lines[1]))
        // The same call site again (a loop, a repetition) is fine.
        let again = capturingFailures { sandbox.with { for _ in 0..<2 { assertSnapshot(of: square(.red), named: "loop") } } }
        XCTAssertEqual(again.count, 1, "\(again)")  // only the recording
    }

    func testArgumentsAndNumbersInNames() {
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "testCard()", arguments: nil, number: 1), "Card.1")
        XCTAssertEqual(GoldenLocator.snapshotName(nil, testName: "badge(count:)", arguments: "count=3", number: 2), "badge(count=3).2")
        XCTAssertEqual(GoldenLocator.snapshotName("dark", testName: "badge(count:)", arguments: "count=3", number: nil), "dark(count=3)")
        XCTAssertEqual(
            GoldenLocator.snapshotName(nil, testName: "t()", arguments: "path=\"a/b\"", number: 1),
            "t(path=\"a_b\").1".replacingOccurrences(of: "\"", with: "_"))
        let long = String(repeating: "x", count: 100)
        let a = GoldenLocator.snapshotName(nil, testName: "t()", arguments: long, number: 1)
        let b = GoldenLocator.snapshotName(nil, testName: "t()", arguments: long + "y", number: 1)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, "t(" + String(repeating: "x", count: 60) + "~" + a.dropFirst(63).prefix(8) + ").1")
        XCTAssertEqual(a.count, "t(".count + 60 + 9 + ").1".count)
    }

    func testSameCallSiteDifferentTestCasesCollide() {
        let site = SnapshotCallSite(file: "/p/T.swift", line: 7)
        let env = sandbox.environment()
        func run(_ key: String) -> SnapshotResult {
            verifySnapshot(
                of: square(.red), as: .image(scale: 1), named: "s",
                identity: TestIdentity(suite: "S", test: "t(x:)", arguments: "x=same", caseKey: key),
                filePath: #filePath, callSite: site, environment: env)
        }
        XCTAssertEqual(run("case-a").outcome, .recorded)
        let b = run("case-b")
        XCTAssertEqual(b.outcome, .error)
        XCTAssertTrue(b.message?.contains("another test case at the same call site, /p/T.swift:7") ?? false, b.message ?? "")
    }
}

enum Outer { enum Inner {} }

/// Swift Testing: the suite type names the folder and a parameterized case's arguments are in
/// the name.
@Suite struct SwiftTestingNamingTests {
    @Test(arguments: [4, 6])
    func sides(side: Int) throws {
        let identity = try #require(TestIdentity.swiftTesting(filePath: #filePath, test: #function))
        #expect(!identity.argumentsUnavailable)
        #expect(identity.identity.suite == "SwiftTestingNamingTests")
        #expect(identity.identity.arguments == "side=\(side)")
        // The front door uses that name: a golden recorded for this case under it passes.
        let sandbox = try SnapshotSandbox()
        sandbox.prerecord(square(.red, CGFloat(side)), suite: "SwiftTestingNamingTests", name: "sides(side=\(side)).1")
        sandbox.with { expectSnapshot(of: square(.red, CGFloat(side))) }
    }

    @Test(arguments: ["a b", "c/d"], [1])
    func twoParameters(label: String, count: Int) throws {
        let identity = try #require(TestIdentity.swiftTesting(filePath: #filePath, test: #function)).identity
        #expect(identity.arguments == "label=\"\(label)\",count=1")
        #expect(identity.caseKey.hasPrefix("swift-testing:EaselTestingTests.SwiftTestingNamingTests.twoParameters(label:count:)("))
    }

    @Suite struct Nested {
        @Test func plain() throws {
            let identity = try #require(TestIdentity.swiftTesting(filePath: #filePath, test: #function)).identity
            #expect(identity.suite == "SwiftTestingNamingTests.Nested")
            #expect(identity.arguments == nil)
        }
    }

    @Test func twoCallSitesRecordAnIssueNamingBoth() throws {
        let sandbox = try SnapshotSandbox()
        sandbox.prerecord(square(.red), suite: "SwiftTestingNamingTests", name: "twice")
        let first = #line + 2
        sandbox.with {
            expectSnapshot(of: square(.red), named: "twice")
            withKnownIssue {
                expectSnapshot(of: square(.red), named: "twice")
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("SnapshotNamingTests.swift:\(first)") && text.contains("SnapshotNamingTests.swift:\(first + 2)")
            }
        }
    }
}

@Test func freeFunctionsUseTheFileName() throws {
    let identity = try #require(TestIdentity.swiftTesting(filePath: #filePath, test: #function)).identity
    #expect(identity.suite == "SnapshotNamingTests")
}
