import Foundation
import SwiftSyntax
import Easel

/// GameplayKit's random sources and distributions in scripts, Easel's: sources made with a seed give
/// that seed's numbers, and sources made without one draw their seed from the script's random
/// numbers, so `easel render --seed` changes them and a render is otherwise the same every time.
enum GameplayKitValues {
    /// A source's seed: a UInt64 (kept as its bit pattern), or the script's next random number.
    private static func seed(_ r: inout ArgReader, _ ev: Evaluator) throws -> UInt64 {
        guard let a = r.named("seed") else { return ev.random.next() }
        switch a.value {
        case .int(let i): return UInt64(bitPattern: Int64(i))
        case .double(let d):
            // `UInt64.random(in: UInt64.min ... UInt64.max)`: the UInt64 that Double stands for.
            if let bits = IntegerTypes.uint64Bits(d) { return UInt64(bitPattern: Int64(bits)) }
            fallthrough
        default: throw EvalError("a random source's seed is a UInt64, got \(a.value.typeName)", a.node)
        }
    }

    /// A distribution's random source: the one given, or a new ARC4 source seeded from the script.
    private static func source(_ r: inout ArgReader, _ ev: Evaluator) throws -> any GKRandom {
        guard let a = r.named("randomSource") else { return arc4(ev) }
        return try Conversions.native(a.value, (any GKRandom).self, "GKRandom", ev, node: a.node)
    }

    private static func arc4(_ ev: Evaluator) -> GKARC4RandomSource {
        GKARC4RandomSource(seed: withUnsafeBytes(of: ev.random.next()) { Data($0) })
    }

    /// A distribution's bounds, checked (`lowestValue: 10, highestValue: 20`, or a die's side count).
    private static func bounds(_ r: inout ArgReader) throws -> (Int, Int) {
        if let sides = r.named("forDieWithSideCount") {
            let n = try Conversions.int(sides.value, node: sides.node)
            guard n >= 1 else { throw EvalError("a die needs at least 1 side, got \(n)", sides.node) }
            return (1, n)
        }
        guard let low = r.named("lowestValue"), let high = r.named("highestValue") else {
            throw r.missing("'lowestValue:' and 'highestValue:'")
        }
        let (l, h) = (try Conversions.int(low.value, node: low.node), try Conversions.int(high.value, node: high.node))
        guard l <= h else { throw EvalError("a distribution's lowestValue \(l) is above its highestValue \(h)", low.node) }
        guard h.subtractingReportingOverflow(l).overflow == false, h - l < Int.max else {
            throw EvalError("a distribution from \(l) through \(h) has too many values", high.node)
        }
        return (l, h)
    }

    private static func distribution(_ type: GKRandomDistribution.Type) -> ValueDeclaration {
        ValueDeclaration("\(type)", labels: ["randomSource", "lowestValue", "highestValue", "forDieWithSideCount", "mean", "deviation"]) { r, ev in
            let source = try source(&r, ev)
            if type == GKGaussianDistribution.self, let m = r.named("mean") {
                guard let d = r.named("deviation") else { throw r.missing("'deviation:'") }
                let mean = try Conversions.cgfloat(m.value, node: m.node), deviation = try Conversions.cgfloat(d.value, node: d.node)
                guard mean.isFinite, abs(mean) < 1e15 else { throw EvalError("a Gaussian distribution's mean must be a finite number, got \(mean)", m.node) }
                guard deviation.isFinite, deviation >= 0, deviation < 1e15 else {
                    throw EvalError("a Gaussian distribution's deviation must be a finite number of at least 0, got \(deviation)", d.node)
                }
                try r.finish()
                return .native(GKGaussianDistribution(randomSource: source, mean: Float(mean), deviation: Float(deviation)))
            }
            let (low, high) = try bounds(&r)
            try r.finish()
            return .native(type.init(randomSource: source, lowestValue: low, highestValue: high))
        }
    }

    static let values: [ValueDeclaration] = [
        ValueDeclaration("GKRandomSource") { r, ev in
            try r.finish()
            return .native(GKMersenneTwisterRandomSource(seed: ev.random.next()))
        },
        ValueDeclaration("GKMersenneTwisterRandomSource", labels: ["seed"]) { r, ev in
            let s = try seed(&r, ev)
            try r.finish()
            return .native(GKMersenneTwisterRandomSource(seed: s))
        },
        ValueDeclaration("GKLinearCongruentialRandomSource", labels: ["seed"]) { r, ev in
            let s = try seed(&r, ev)
            try r.finish()
            return .native(GKLinearCongruentialRandomSource(seed: s))
        },
        ValueDeclaration("GKARC4RandomSource", labels: ["seed"]) { r, ev in
            guard let a = r.named("seed") else {
                try r.finish()
                return .native(arc4(ev))
            }
            try r.finish()
            return .native(GKARC4RandomSource(seed: try Conversions.native(a.value, Data.self, "Data", ev, node: a.node)))
        },
        distribution(GKRandomDistribution.self), distribution(GKShuffledDistribution.self), distribution(GKGaussianDistribution.self),
    ]

    static let functions: [StaticFunctionDeclaration] =
        [StaticFunctionDeclaration("GKRandomSource", "sharedRandom") { _, ev in .native(ev.sharedRandomSource) }]
        + [GKRandomDistribution.self, GKShuffledDistribution.self, GKGaussianDistribution.self].flatMap { type in
            [("d6", 6), ("d20", 20)].map { name, sides in
                StaticFunctionDeclaration("\(type)", name) { _, ev in .native(type.init(randomSource: arc4(ev), lowestValue: 1, highestValue: sides)) }
            }
        }

    /// `source.seed`, `distribution.lowestValue`, `.highestValue`, `.numberOfPossibleOutcomes`, `.mean`, `.deviation`.
    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let s as GKMersenneTwisterRandomSource) where name == "seed": return .int(Int(Int64(bitPattern: s.seed)))
        case .native(let s as GKLinearCongruentialRandomSource) where name == "seed": return .int(Int(Int64(bitPattern: s.seed)))
        case .native(let s as GKARC4RandomSource) where name == "seed": return .native(s.seed)
        case .native(let d as GKRandomDistribution):
            switch name {
            case "lowestValue": return .int(d.lowestValue)
            case "highestValue": return .int(d.highestValue)
            case "numberOfPossibleOutcomes": return .int(d.numberOfPossibleOutcomes)
            case "mean": return (d as? GKGaussianDistribution).map { .double(Double($0.mean)) }
            case "deviation": return (d as? GKGaussianDistribution).map { .double(Double($0.deviation)) }
            default: return nil
            }
        default: return nil
        }
    }

    /// `random.nextInt()`, `nextInt(upperBound:)`, `nextUniform()`, `nextBool()`,
    /// `arrayByShufflingObjects(in:)` and an ARC4 source's `dropValues(_:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let random as any GKRandom) = base else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: ["upperBound", "in"])
        let value: Value
        switch name {
        case "nextInt":
            if let b = r.named("upperBound") {
                let bound = try Conversions.int(b.value, node: b.node)
                guard bound > 0 else { throw EvalError("nextInt(upperBound:) needs a bound above 0, got \(bound)", b.node) }
                value = .int(random.nextInt(upperBound: bound))
            } else {
                value = .int(random.nextInt())
            }
        case "nextUniform": value = .double(Double(random.nextUniform()))
        case "nextBool": value = .bool(random.nextBool())
        case "arrayByShufflingObjects":
            guard let source = random as? GKRandomSource else { return nil }
            guard let a = r.named("in") else { throw r.missing("'in:'") }
            var list = a.value
            if case .binding(let b) = list { list = b.get() }
            guard case .array(let items) = list else {
                throw EvalError("arrayByShufflingObjects(in:) takes an array, got \(a.value.typeName)", a.node)
            }
            value = .array(source.shuffled(items))
        case "dropValues":
            guard let arc4 = random as? GKARC4RandomSource else { return nil }
            guard let a = r.positional() else { throw r.missing("count") }
            let n = try Conversions.int(a.value, node: a.node)
            guard (0...1_000_000).contains(n) else { throw EvalError("dropValues(_:) takes 0 through 1,000,000 values, got \(n)", a.node) }
            arc4.dropValues(n)
            value = .void
        default: return nil
        }
        try r.finish()
        return value
    }
}
