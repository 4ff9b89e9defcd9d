import Foundation
import XCTest

@testable import Easel

/// GameplayKit's random sources and distributions: each algorithm against its published reference
/// values, the same numbers for the same seed, and every distribution inside its bounds.
final class GameplayKitTests: XCTestCase {
    /// The reference implementation's output (mt19937ar.out) for the key {0x123, 0x234, 0x345, 0x456}.
    func testMersenneTwisterGivesTheReferenceSequence() {
        var mt = MersenneTwister(key: [0x123, 0x234, 0x345, 0x456])
        XCTAssertEqual((0..<5).map { _ in mt.next() }, [1_067_595_299, 955_945_823, 477_289_528, 4_107_218_783, 4_228_976_476])
    }

    /// RC4's published test vector: the key "Key" enciphers "Plaintext" as BB F3 16 E8 D9 40 AF 0A D3,
    /// so its stream starts EB 9F 77 81 and then B7 34 CA 72.
    func testARC4GivesTheReferenceKeyStream() {
        let source = GKARC4RandomSource(seed: Data("Key".utf8))
        XCTAssertEqual(source.nextInt(), Int(Int32(bitPattern: 0xEB9F_7781)))
        XCTAssertEqual(source.nextInt(), Int(Int32(bitPattern: 0xB734_CA72)))
        let dropped = GKARC4RandomSource(seed: Data("Key".utf8))
        dropped.dropValues(4)
        XCTAssertEqual(dropped.nextInt(), Int(Int32(bitPattern: 0xB734_CA72)))
    }

    func testTheSameSeedGivesTheSameNumbers() {
        for make in [{ GKMersenneTwisterRandomSource(seed: 17_173_993_227_352_144_317) as GKRandomSource }, { GKLinearCongruentialRandomSource(seed: 9) }] {
            let a = make(), b = make()
            let first = (0..<50).map { _ in a.nextInt() }
            XCTAssertEqual(first, (0..<50).map { _ in b.nextInt() })
            XCTAssertEqual(Set(first).count, 50, "50 different draws")
            XCTAssertTrue(first.allSatisfy { Int(Int32.min)...Int(Int32.max) ~= $0 })
        }
        XCTAssertNotEqual(GKMersenneTwisterRandomSource(seed: 1).nextInt(), GKMersenneTwisterRandomSource(seed: 2).nextInt())
        XCTAssertEqual(GKMersenneTwisterRandomSource(seed: 5).seed, 5)
        // Unseeded sources start from Easel's fixed seed: a render is the same every time.
        XCTAssertEqual(GKMersenneTwisterRandomSource().nextInt(), GKMersenneTwisterRandomSource(seed: GKRandomSource.defaultSeed).nextInt())
        XCTAssertEqual(GKARC4RandomSource().nextInt(), GKARC4RandomSource().nextInt())
    }

    func testBoundedDrawsFloatsAndBooleans() {
        let source = GKMersenneTwisterRandomSource(seed: 3)
        var seen = Set<Int>()
        for _ in 0..<600 {
            let v = source.nextInt(upperBound: 6)
            XCTAssertTrue((0..<6).contains(v))
            seen.insert(v)
            XCTAssertTrue((0...1).contains(source.nextUniform()))
        }
        XCTAssertEqual(seen, Set(0..<6))
        let trues = (0..<1000).filter { _ in source.nextBool() }.count
        XCTAssertTrue((400...600).contains(trues), "\(trues) of 1000")
        XCTAssertEqual(GKRandomSource.uniform(0), 0)
        XCTAssertEqual(GKRandomSource.uniform(.max), Float((1 << 24) - 1) / Float(1 << 24))
    }

    func testShufflingKeepsEveryElement() {
        let balls = Array(1...20)
        let shuffled = GKMersenneTwisterRandomSource(seed: 1001).arrayByShufflingObjects(in: balls).map { $0 as! Int }
        XCTAssertEqual(shuffled.sorted(), balls)
        XCTAssertNotEqual(shuffled, balls)
        XCTAssertEqual(shuffled, GKMersenneTwisterRandomSource(seed: 1001).shuffled(balls))
    }

    func testDistributionsStayInTheirBounds() {
        let source = GKMersenneTwisterRandomSource(seed: 11)
        let dist = GKRandomDistribution(randomSource: source, lowestValue: 10, highestValue: 20)
        XCTAssertEqual(dist.numberOfPossibleOutcomes, 11)
        let draws = (0..<500).map { _ in dist.nextInt() }
        XCTAssertEqual(Set(draws), Set(10...20))
        XCTAssertTrue((0..<100).allSatisfy { _ in dist.nextInt(upperBound: 13) < 13 })
        XCTAssertTrue((0..<100).allSatisfy { _ in (0...1).contains(dist.nextUniform()) })

        let d6 = GKRandomDistribution.d6(), d20 = GKShuffledDistribution.d20()
        XCTAssertTrue((0..<100).allSatisfy { _ in (1...6).contains(d6.nextInt()) })
        XCTAssertEqual(d20.lowestValue, 1)
        XCTAssertEqual(d20.highestValue, 20)
        XCTAssertTrue(type(of: d20) == GKShuffledDistribution.self)

        // A shuffled distribution gives every value once before any comes again.
        let shuffled = GKShuffledDistribution(randomSource: source, lowestValue: 1, highestValue: 8)
        for _ in 0..<3 { XCTAssertEqual(Set((0..<8).map { _ in shuffled.nextInt() }), Set(1...8)) }

        // A Gaussian one stays within three deviations of its mean, and most draws are near it.
        let gauss = GKGaussianDistribution(randomSource: source, mean: 50, deviation: 5)
        let g = (0..<2000).map { _ in gauss.nextInt() }
        XCTAssertTrue(g.allSatisfy { (35...65).contains($0) })
        XCTAssertTrue((1200...1500).contains(g.filter { (45...55).contains($0) }.count), "about 68 % within one deviation")
        let ranged = GKGaussianDistribution(randomSource: source, lowestValue: 0, highestValue: 60)
        XCTAssertEqual(ranged.mean, 30)
        XCTAssertEqual(ranged.deviation, 10)
    }
}
