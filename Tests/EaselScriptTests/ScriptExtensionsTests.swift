import XCTest
import Foundation
import Easel
@testable import EaselScript

/// A team's own views, modifiers and values, registered once, are understood by scripts.
final class ScriptExtensionsTests: XCTestCase {
    /// A design-system view compiled into the team's own `easel`.
    struct TestBadge: View {
        let title: String
        var tint: Color
        var body: some View {
            Text(title).padding(4).background(tint)
        }
    }

    static let registered: Void = {
        var team = ScriptExtensions()
        team.addView("TestBadge", labels: ["tint"]) { args in
            guard let title = try args.string() else { throw args.missing("title") }
            return TestBadge(title: title, tint: try args.color("tint") ?? .blue)
        }
        team.addModifier("testCardStyle", labels: ["padding"]) { view, args in
            view.padding(CGFloat(try args.number("padding") ?? 12))
        }
        team.addStaticMembers(of: "TestTheme", ["accent": Color.orange, "gap": 6.0])
        try! Script.register(team)
    }()

    override func setUp() { _ = Self.registered }

    func testRegisteredViewModifierAndValuesLayOutAsCompiledCode() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: TestTheme.gap) {
                        TestBadge("New", tint: TestTheme.accent)
                        Text("x").testCardStyle(padding: 3)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledJSON(
            VStack(spacing: 6) {
                TestBadge(title: "New", tint: .orange)
                Text("x").padding(3)
            })
        XCTAssertEqual(script, compiled)
        XCTAssertTrue(script.contains("\"New\""))
    }

    func testAMisspeltLabelOfARegisteredViewIsSuggested() {
        let message = ScriptTestSupport.error("struct ContentView: View { var body: some View { TestBadge(\"a\", tnt: .red) } }")
        XCTAssertTrue(message.contains("extra argument 'tnt:' in call to 'TestBadge'; did you mean 'tint'?"), message)
    }

    func testANameEaselHasCannotBeRegistered() {
        var clash = ScriptExtensions()
        clash.addView("Text") { _ in EmptyView() }
        XCTAssertThrowsError(try Script.register(clash)) { e in
            XCTAssertTrue("\(e)".contains("cannot register 'Text'"), "\(e)")
        }
    }
}
