import Easel
import XCTest

@testable import EaselScript

/// GameplayKit's random sources in scripts give the compiled API's numbers, and 64-bit unsigned
/// literals and conversions keep their bits.
final class GameplayKitScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    /// A real app's seeded generator (a `RandomNumberGenerator` around a GameKit source, seeded with
    /// a literal above Int.max) draws what the compiled code draws.
    func testASeededGeneratorDrawsTheCompiledNumbers() throws {
        let source = """
            import SwiftUI
            import GameKit

            struct SeededRandomGenerator: RandomNumberGenerator {
              private let gkrandom: GKRandom
              mutating func next() -> UInt64 {
                let next1 = UInt64(bitPattern: Int64(gkrandom.nextInt()))
                let next2 = UInt64(bitPattern: Int64(gkrandom.nextInt()))
                return (next1 & 4294967295) | (next2 << 32)
              }
              init(seed: UInt64) { self.gkrandom = GKMersenneTwisterRandomSource(seed: seed) }
            }

            struct ContentView: View {
              var body: some View {
                var generator = SeededRandomGenerator(seed: UInt64(17173993227352144317))
                let source = GKMersenneTwisterRandomSource(seed: 1001)
                let dist = GKRandomDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 4), lowestValue: 10, highestValue: 20)
                return VStack {
                  Text(verbatim: "\\(Int.random(in: 0..<1000, using: &generator)) \\(Int.random(in: 0..<1000, using: &generator))")
                  Text(verbatim: "\\(source.nextInt()) \\(source.nextInt(upperBound: 6)) \\(source.nextBool())")
                  Text(verbatim: "\\(source.arrayByShufflingObjects(in: [1, 2, 3, 4, 5]))")
                  Text(verbatim: "\\(dist.nextInt()) \\(dist.lowestValue) \\(dist.numberOfPossibleOutcomes)")
                }
              }
            }
            """
        struct Generator: RandomNumberGenerator {
            let gkrandom: any GKRandom
            mutating func next() -> UInt64 {
                let next1 = UInt64(bitPattern: Int64(gkrandom.nextInt()))
                let next2 = UInt64(bitPattern: Int64(gkrandom.nextInt()))
                return (next1 & 4_294_967_295) | (next2 << 32)
            }
        }
        var generator = Generator(gkrandom: GKMersenneTwisterRandomSource(seed: UInt64(17_173_993_227_352_144_317)))
        let a = Int.random(in: 0..<1000, using: &generator), b = Int.random(in: 0..<1000, using: &generator)
        let src = GKMersenneTwisterRandomSource(seed: 1001)
        let first = src.nextInt(), bounded = src.nextInt(upperBound: 6), bool = src.nextBool()
        let shuffled = src.arrayByShufflingObjects(in: [1, 2, 3, 4, 5]).map { $0 as! Int }
        let dist = GKRandomDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 4), lowestValue: 10, highestValue: 20)
        XCTAssertEqual(
            try S.texts(source),
            ["\(a) \(b)", "\(first) \(bounded) \(bool)", "\(shuffled)", "\(dist.nextInt()) 10 11"])
    }

    func testUnseededSourcesFollowTheScriptsSeed() throws {
        let source = "let a = GKMersenneTwisterRandomSource().nextInt()\nlet b = GKRandomSource.sharedRandom().nextInt(upperBound: 1000)"
        let one = try Script(source: source, fileName: "t.swift", randomSeed: 1)
        let again = try Script(source: source, fileName: "t.swift", randomSeed: 1)
        let other = try Script(source: source, fileName: "t.swift", randomSeed: 2)
        func values(_ s: Script) -> [String] { ["a", "b"].map { "\(s.evaluator.globals.lookup($0) ?? .null)" } }
        XCTAssertEqual(values(one), values(again))
        XCTAssertNotEqual(values(one), values(other))
    }

    func testBadArgumentsAreErrors() {
        XCTAssertTrue(
            S.error("struct ContentView: View { var body: some View { Text(\"\\(GKRandomSource().nextInt(upperBound: 0))\") } }")
                .contains("nextInt(upperBound:) needs a bound above 0, got 0"))
        XCTAssertTrue(
            S.error("let d = GKRandomDistribution(lowestValue: 5, highestValue: 1)\nstruct ContentView: View { var body: some View { Text(\"x\") } }")
                .contains("lowestValue 5 is above its highestValue 1"))
        XCTAssertTrue(
            S.error(
                "let d = GKGaussianDistribution(randomSource: GKRandomSource(), mean: .infinity, deviation: 1)\nstruct ContentView: View { var body: some View { Text(\"x\") } }"
            )
            .contains("mean must be a finite number"))
    }

    /// Integer literals above Int.max are UInt64 bit patterns where the context is unsigned, and
    /// Double where it is floating; the sized types' `bitPattern:`, `truncatingIfNeeded:` and
    /// `clamping:` initialisers keep Swift's bits.
    func testUnsignedLiteralsAndConversions() throws {
        func value(_ expr: String) throws -> Value? { try S.global("v", in: "let v = \(expr)") }
        XCTAssertEqual(try value("UInt64(17173993227352144317)"), .int(Int(bitPattern: 17_173_993_227_352_144_317)))
        XCTAssertEqual(try value("UInt64(0xFFFF_FFFF_FFFF_FFFF)"), .int(-1))
        XCTAssertEqual(try value("UInt64(bitPattern: Int64(-1)) & 4294967295"), .int(4_294_967_295))
        XCTAssertEqual(try value("Int64(bitPattern: UInt64.max)"), .int(-1))
        // `UInt64.max` is the Double 2⁶⁴ here; every conversion reads it as all bits set.
        XCTAssertEqual(try value("UInt64(UInt64.max)"), .int(-1))
        XCTAssertEqual(try value("GKMersenneTwisterRandomSource(seed: UInt64.max).nextInt()"), .int(GKMersenneTwisterRandomSource(seed: .max).nextInt()))
        XCTAssertEqual(try value("GKMersenneTwisterRandomSource(seed: 3.7).seed"), .int(3))
        XCTAssertEqual(try value("UInt32(truncatingIfNeeded: -1)"), .int(4_294_967_295))
        XCTAssertEqual(try value("Int8(truncatingIfNeeded: 200)"), .int(-56))
        XCTAssertEqual(try value("UInt8(clamping: 300)"), .int(255))
        XCTAssertEqual(try value("Int16(clamping: -40000)"), .int(-32768))
        XCTAssertEqual(try S.global("v", in: "let v: Double = 10000000000000000000"), .double(1e19))
        XCTAssertEqual(try S.global("v", in: "let v: UInt64 = 10000000000000000000"), .int(Int(bitPattern: 10_000_000_000_000_000_000)))
        XCTAssertTrue(S.error("let v = 100000000000000000000\nstruct ContentView: View { var body: some View { Text(\"x\") } }").contains("overflows UInt64"))
        XCTAssertTrue(S.error("let v = UInt64(-1)\nstruct ContentView: View { var body: some View { Text(\"x\") } }").contains("does not fit in UInt64"))
    }
}
