import XCTest
import Foundation
import Easel
@testable import EaselScript

/// A script draws its random values from a seeded sequence, and reads "now" and the time zone
/// from `RenderClock`: the same file renders the same picture every time.
final class ReproducibleRenderScriptTests: XCTestCase {
    override func tearDown() {
        RenderClock.fixedNow = nil
        RenderClock.fixedTimeZone = nil
    }

    static let draws = """
        import SwiftUI
        let fileScope = Int.random(in: 0..<1_000_000)
        struct ContentView: View {
            @State private var word = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"].shuffled().joined(separator: " ")
            let id = UUID()
            var body: some View {
                VStack {
                    Text(word)
                    Text("\\(fileScope) \\(Int.random(in: 0..<1_000_000)) \\(Double.random(in: 0..<1)) \\(Bool.random())")
                    Text(id.uuidString)
                    Text(String((0..<10).randomElement()!))
                }
            }
        }
        """

    /// The texts a script's render shows, in order.
    func texts(_ source: String, seed: UInt64 = 0) throws -> [String] {
        let script = try Script(source: source, fileName: "t.swift", randomSeed: seed)
        return try texts(of: script)
    }

    func texts(of script: Script) throws -> [String] {
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        return try script.checked { try renderer.layout() }.root.all { $0.kind == "Text" }.compactMap(\.label)
    }

    func testTheSameSeedDrawsTheSameValues() throws {
        let first = try texts(Self.draws)
        guard first.count == 4 else { return XCTFail("\(first)") }
        XCTAssertEqual(try texts(Self.draws), first)
        XCTAssertEqual(try texts(Self.draws, seed: 7), try texts(Self.draws, seed: 7))
        XCTAssertNotEqual(try texts(Self.draws, seed: 7), first)
        // Every value is in its range, and the words are a permutation.
        XCTAssertEqual(first[0].split(separator: " ").sorted(), ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"])
        // Interpolated integers are grouped, as SwiftUI's `Text` shows them ("883,310").
        let numbers = first[1].replacingOccurrences(of: ",", with: "").split(separator: " ")
        guard numbers.count == 4 else { return XCTFail(first[1]) }
        XCTAssertTrue((0..<1_000_000).contains(Int(numbers[0])!) && (0..<1_000_000).contains(Int(numbers[1])!))
        XCTAssertTrue((0..<1).contains(Double(numbers[2])!))
        XCTAssertTrue(["true", "false"].contains(String(numbers[3])))
        XCTAssertTrue((0..<10).contains(Int(first[3])!))
    }

    /// `UUID()` is a version 4 UUID (the version and variant bits set) made from the sequence.
    func testUUIDsAreVersion4AndDiffer() throws {
        let source = "let a = UUID()\nlet b = UUID()"
        let g = try Script(source: source, fileName: "t.swift").evaluator.globals
        guard case .native(let a as UUID)? = g.lookup("a"), case .native(let b as UUID)? = g.lookup("b") else { return XCTFail() }
        XCTAssertNotEqual(a, b)
        for u in [a, b] {
            let s = Array(u.uuidString)
            XCTAssertEqual(s[14], "4", u.uuidString)
            XCTAssertTrue("89AB".contains(s[19]), u.uuidString)
        }
        guard case .native(let again as UUID)? = try Script(source: source, fileName: "t.swift").evaluator.globals.lookup("a") else { return XCTFail() }
        XCTAssertEqual(again, a)
    }

    /// Each `renders()` draws the same values (a `--locale all` render evaluates the file again per
    /// language), after those the file-scope values drew.
    func testEveryRenderDrawsTheSameValues() throws {
        let script = try Script(source: Self.draws, fileName: "t.swift")
        let once = try texts(of: script)
        XCTAssertEqual(try texts(of: script), once)
        let numbers = once[1].split(separator: " ")
        XCTAssertNotEqual(numbers[0], numbers[1], "the render's first draw is not the file scope's again")
    }

    /// `Date()`, `.now`, `Date(timeIntervalSinceNow:)`, `timeIntervalSinceNow`, `isDateInToday`,
    /// `TimeZone.current`, `Calendar.current` and formatters read the render clock.
    func testDatesReadTheRenderClock() throws {
        RenderClock.fixedNow = Date(timeIntervalSince1970: 1_767_260_460)  // 2026-01-01 09:41 UTC
        RenderClock.fixedTimeZone = TimeZone(identifier: "America/Los_Angeles")
        let g = try Script(
            source: """
                let now = Date()
                let alsoNow = Date.now
                let soon = Date(timeIntervalSinceNow: 60)
                let ago = Date(timeIntervalSince1970: 1_767_260_400).timeIntervalSinceNow
                let today = Calendar.current.isDateInToday(Date(timeIntervalSince1970: 1_767_225_600))
                let hour = Calendar.current.component(.hour, from: now)
                let zone = TimeZone.current.identifier
                let shown = now.formatted(date: .omitted, time: .shortened)
                let dayShown = now.formatted(.dateTime.day().month(.wide).hour().minute())
                let formatted: String = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: now)
                }()
                """, fileName: "t.swift"
        ).evaluator.globals
        XCTAssertEqual(g.lookup("now"), .native(Date(timeIntervalSince1970: 1_767_260_460)))
        XCTAssertEqual(g.lookup("alsoNow"), .native(Date(timeIntervalSince1970: 1_767_260_460)))
        XCTAssertEqual(g.lookup("soon"), .native(Date(timeIntervalSince1970: 1_767_260_520)))
        XCTAssertEqual(g.lookup("ago"), .double(-60))
        // Midnight UTC on January 1 is still December 31 in Los Angeles.
        XCTAssertEqual(g.lookup("today"), .bool(false))
        XCTAssertEqual(g.lookup("hour"), .int(1))
        XCTAssertEqual(g.lookup("zone"), .string("America/Los_Angeles"))
        XCTAssertEqual(g.lookup("shown"), .string("1:41\u{202F}AM"))
        XCTAssertEqual(g.lookup("dayShown"), .string("January 1 at 1:41\u{202F}AM"))
        XCTAssertEqual(g.lookup("formatted"), .string("01:41"))
    }

    /// `Color(red: .random(in: 0...1), …)`: an implicit `random(in:)` where a number is expected is
    /// the parameter type's (a Double in 0...1, not an Int of 0 or 1), drawn from the sequence.
    func testAnImplicitRandomTakesTheNumberTypeOfItsParameter() throws {
        let source = """
            extension ShapeStyle where Self == Color {
                static var random: Color { Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)) }
            }
            let colors = (0..<8).map { _ in Color.random }
            """
        guard case .array(let colors)? = try Script(source: source, fileName: "t.swift").evaluator.globals.lookup("colors") else { return XCTFail() }
        var components: [Double] = []
        for case .native(let c as Color) in colors {
            let rgba = c.resolvedValue(in: EnvironmentValues())
            components += [Double(rgba.red), Double(rgba.green), Double(rgba.blue)]
        }
        XCTAssertEqual(components.count, 24)
        XCTAssertTrue(components.allSatisfy { (0...1).contains($0) })
        XCTAssertTrue(components.contains { $0 > 0.01 && $0 < 0.99 }, "\(components)")
        guard case .array(let again)? = try Script(source: source, fileName: "t.swift").evaluator.globals.lookup("colors") else { return XCTFail() }
        XCTAssertEqual(again, colors)
    }
}
