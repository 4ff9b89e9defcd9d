import Foundation
import SwiftSyntax

/// The sized integer types (`UInt64(hex, radix: 16)`, `UInt8(…)`): values are Int here, made with
/// the range checks of the named type.
enum IntegerTypes {
    static let names: Set<String> = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64"]

    static let ranges: [String: ClosedRange<Double>] = [
        "UInt": 0...Double(Int.max), "UInt64": 0...Double(Int.max), "UInt8": 0...255, "UInt16": 0...65_535,
        "UInt32": 0...4_294_967_295, "Int8": -128...127, "Int16": -32_768...32_767,
        "Int32": -2_147_483_648...2_147_483_647, "Int64": Double(Int.min)...Double(Int.max),
    ]

    /// `UInt8.max`, `Int32.min`: the bounds of each sized type. `UInt64.max` and `UInt.max` do not
    /// fit in the script's Int, so they are the Double Swift's `Double(UInt64.max)` gives.
    static func bound(_ type: String, _ name: String) -> Value? {
        guard names.contains(type), name == "max" || name == "min" else { return nil }
        if name == "max", type == "UInt64" || type == "UInt" { return .double(Double(UInt64.max)) }
        if type == "Int64" { return .int(name == "max" ? .max : .min) }
        let range = ranges[type]!
        return .int(Int(name == "max" ? range.upperBound : range.lowerBound))
    }

    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard names.contains(type) else { return nil }
        var r = ArgReader(args, type, ev, node: node)
        // `UInt64(bitPattern: Int64(x))`, `UInt32(truncatingIfNeeded: x)`: the low bits of the
        // value, as the type holds them (64-bit unsigned values are Int bit patterns here).
        if let b = r.named("bitPattern") ?? r.named("truncatingIfNeeded") {
            try r.finish()
            // `UInt64.max`, kept as the Double it is here, has every bit set.
            if case .double(let d) = b.value, d >= 0x1p63, let bits = uint64Bits(d) { return .int(truncated(bits, to: type)) }
            return .int(truncated(try Conversions.int(b.value, node: b.node), to: type))
        }
        if let c = r.named("clamping") {
            try r.finish()
            let n = try Conversions.int(c.value, node: c.node)
            let range = ranges[type]!
            return .int(Double(n) < range.lowerBound ? Int(range.lowerBound) : Double(n) > range.upperBound ? Int(range.upperBound) : n)
        }
        guard let a = r.positional() else { return .int(0) }
        let radix = try r.named("radix").map { try Conversions.int($0.value, node: $0.node) } ?? 10
        try r.finish()
        let v: Int?
        switch a.value {
        // `UInt64(17173993227352144317)`: the literal is typed UInt64 by the call, and a value above
        // Int.max is its bit pattern.
        case .int(let i) where (type == "UInt64" || type == "UInt") && a.node?.is(IntegerLiteralExprSyntax.self) == true:
            return .int(i)
        case .int(let i): v = i
        case .double(let d):
            // `UInt64(drand48() * Double(UInt64.max))`: an unsigned value above Int.max is kept
            // as its bit pattern, which a RandomNumberGenerator's `next()` hands back exactly.
            if type == "UInt64" || type == "UInt", d >= 0x1p63, let bits = uint64Bits(d) { return .int(bits) }
            v = d >= -0x1p63 && d < 0x1p63 ? Int(d) : nil
        case .string(let s):
            v = Int(s, radix: radix)  // failable, as in Swift
            if v == nil { return .null }
        case .bool(let b): v = b ? 1 : 0
        default: throw EvalError("cannot convert \(a.value.typeName) to \(type)", a.node)
        }
        guard let n = v, ranges[type]!.contains(Double(n)) else {
            if case .string = a.value { return .null }
            throw EvalError("\(a.value) does not fit in \(type)", a.node)
        }
        return .int(n)
    }

    /// The bits of the UInt64 a Double stands for here, truncated as `UInt64(_:)` truncates (nil:
    /// negative, NaN or too large): a value above Int.max is kept as its Double (`drand48() *
    /// Double(UInt64.max)`), and `UInt64.max` is the Double 2⁶⁴, every bit set.
    static func uint64Bits(_ d: Double) -> Int? {
        guard d >= 0, d <= 0x1p64 else { return nil }
        return d == 0x1p64 ? -1 : Int(bitPattern: UInt(d))
    }

    /// The value of `type` with the low bits of `n` (two's complement, as Swift's
    /// `init(truncatingIfNeeded:)` and `init(bitPattern:)` take them).
    static func truncated(_ n: Int, to type: String) -> Int {
        switch type {
        case "UInt8": return Int(UInt8(truncatingIfNeeded: n))
        case "Int8": return Int(Int8(truncatingIfNeeded: n))
        case "UInt16": return Int(UInt16(truncatingIfNeeded: n))
        case "Int16": return Int(Int16(truncatingIfNeeded: n))
        case "UInt32": return Int(UInt32(truncatingIfNeeded: n))
        case "Int32": return Int(Int32(truncatingIfNeeded: n))
        default: return n
        }
    }
}
