import Foundation
import SwiftSyntax
import Easel

/// Swift's arithmetic, comparison and range operators on script values.
enum Operators {
    static func prefix(_ op: String, _ v: Value) throws -> Value {
        switch (op, v) {
        case ("-", .int(let i)):
            // Swift traps on `-Int.min`; the evaluator reports it.
            guard i != .min else { throw EvalError("arithmetic overflow: -(\(i))") }
            return .int(-i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("~", .int(let i)): return .int(~i)
        case ("-", .implicitMember("infinity", nil)): return .double(-.infinity)
        case ("-", .native(let a as Angle)): return .native(-a)
        default: throw EvalError("operator '\(op)' cannot be applied to \(v.typeName)")
        }
    }

    static func binary(_ op: String, _ l: Value, _ r: Value, node: Syntax?) throws -> Value {
        switch op {
        case "==": return .bool(l == r)
        case "!=": return .bool(l != r)
        case "===", "!==":
            // Class identity: the same object (a script class's instance, or one of Easel's objects).
            let same: Bool
            switch (l, r) {
            case (.instance(let a), .instance(let b)): same = a === b
            case (.null, .null): same = true
            case (.native(let a), .native(let b)): same = type(of: a) is AnyClass && type(of: b) is AnyClass && (a as AnyObject) === (b as AnyObject)
            default: same = false
            }
            return .bool(op == "===" ? same : !same)
        case "..<", "...":
            if case .int(let a) = l, case .int(let b) = r {
                let (closedUpper, overflow) = b.addingReportingOverflow(1)
                if op == "..." && overflow { throw EvalError("a closed range ending at Int.max is too large", node) }
                let upper = op == "..." ? closedUpper : b
                guard a <= upper else { throw EvalError("range requires lowerBound <= upperBound (\(a) > \(b))", node) }
                return .range(lower: a, upper: upper, closed: op == "...")
            }
            if let a = Conversions.double(l), let b = Conversions.double(r) { return .native(DoubleRange(lower: a, upper: b, closed: op == "...")) }
            if case .bool(true) = try? binary("<=", l, r, node: node) { return .native(ComparableRange(lower: l, upper: r, closed: op == "...")) }
            // `.small ... .large`: members of a type the range's user knows (`dynamicTypeSize(_:)`).
            if case .implicitMember(_, nil) = l, case .implicitMember(_, nil) = r {
                return .native(ComparableRange(lower: l, upper: r, closed: op == "..."))
            }
            if l.typeName == r.typeName { throw EvalError("range requires lowerBound <= upperBound (\(l) > \(r))", node) }
        case "~=":
            // `1...5 ~= count`: a pattern matches a value as a switch's case does (a range holds
            // it, anything else equals it).
            switch l {
            case .range(let lo, let up, _):
                guard let x = Conversions.double(r) else { return .bool(false) }
                return .bool(x >= Double(lo) && x < Double(up))
            case .native(let range as DoubleRange): return .bool(Conversions.double(r).map(range.contains) ?? false)
            default: return .bool(l == r)
            }
        default: break
        }
        switch (l, r) {
        case (.int(let a), .int(let b)):
            switch op {
            // Swift's wrapping operators: the same bits on Int as on UInt64.
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            case "+", "-", "*":
                // Swift traps on overflow; the evaluator reports it instead of wrapping silently.
                let (v, overflow) =
                    op == "+" ? a.addingReportingOverflow(b) : op == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
                if overflow { throw EvalError("arithmetic overflow: \(a) \(op) \(b)", node) }
                return .int(v)
            case "/", "%":
                guard b != 0 else { throw EvalError("division by zero", node) }
                // Int.min / -1 does not fit in an Int: Swift traps; the evaluator reports it.
                let (q, overflow) = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                if overflow { throw EvalError("arithmetic overflow: \(a) \(op) \(b)", node) }
                return .int(q)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(b >= 64 ? 0 : a << b)
            case ">>": return .int(b >= 64 ? (a < 0 ? -1 : 0) : a >> b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+": return .array(a + b)
        case (.native(let a as Text), .native(let b as Text)) where op == "+": return .native(a + b)
        case (.native(let a as CGSize), _) where op == "*" || op == "/":
            if let d = Conversions.double(r) {
                let f = CGFloat(op == "*" ? d : 1 / d)
                return .native(CGSize(width: a.width * f, height: a.height * f))
            }
        default:
            if let v = FoundationValues.compare(op, l, r) { return v }
            if let v = NativeComparison.compare(op, l, r) { return v }
            if let v = AngleArithmetic.binary(op, l, r) { return v }
            if let v = try DurationValues.binary(op, l, r, node: node) { return v }
            if let a = Conversions.double(l), let b = Conversions.double(r) {
                switch op {
                case "+": return .double(a + b)
                case "-": return .double(a - b)
                case "*": return .double(a * b)
                case "/": return .double(a / b)
                case "%": return .double(a.truncatingRemainder(dividingBy: b))
                case "<": return .bool(a < b)
                case ">": return .bool(a > b)
                case "<=": return .bool(a <= b)
                case ">=": return .bool(a >= b)
                default: break
                }
            }
        }
        throw EvalError("binary operator '\(op)' cannot be applied to operands of type \(l.typeName) and \(r.typeName)", node)
    }
}
