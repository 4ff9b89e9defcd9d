import Foundation
import SwiftSyntax

/// Swift's `Duration` in scripts: `.seconds(90)`, `.milliseconds(300)`, `Duration.zero`,
/// `Duration(secondsComponent:attosecondsComponent:)`, its
/// arithmetic and comparisons, `components`, and Foundation's formats of it (`formatted()`,
/// `.time(pattern: .minuteSecond)`, `.units(allowed:width:)`, `Duration.TimeFormatStyle`), which
/// are Foundation's own, called as they are.
enum DurationValues {
    /// The unit functions and the seconds each takes.
    private static let units: [(name: String, seconds: Double)] = [
        ("seconds", 1), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9),
    ]

    /// `Duration.seconds(_:)`, `.milliseconds(_:)`, `.microseconds(_:)`, `.nanoseconds(_:)`.
    static let functions: [StaticFunctionDeclaration] = units.map { unit in
        StaticFunctionDeclaration("Duration", unit.name) { r, _ in
            guard let a = r.positional() else { throw r.missing("a number of \(unit.name)") }
            return .native(try make(a.value, unit: unit.seconds, node: a.node))
        }
    }

    /// `Duration.zero`.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = ["Duration": ["zero": Duration.zero]]

    /// `Duration.TimeFormatStyle(pattern: .hourMinute)`, and
    /// `Duration(secondsComponent:attosecondsComponent:)`.
    static let values: [ValueDeclaration] = [
        ValueDeclaration("Duration", labels: ["secondsComponent", "attosecondsComponent"]) { r, _ in
            guard let s = r.named("secondsComponent"), let a = r.named("attosecondsComponent") else {
                throw r.missing("'secondsComponent:' and 'attosecondsComponent:'")
            }
            let seconds = try Conversions.int(s.value, node: s.node), attoseconds = try Conversions.int(a.value, node: a.node)
            return .native(Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(attoseconds)))
        },
        ValueDeclaration("Duration.TimeFormatStyle", labels: ["pattern"]) { r, _ in
            guard let p = r.named("pattern") ?? r.positional() else { throw r.missing("'pattern:'") }
            return .native(Duration.TimeFormatStyle(pattern: try pattern(p.value, node: p.node)))
        },
    ]

    /// A duration of `value` units of `unit` seconds; a number that is not finite, or too large
    /// for a duration, is an error.
    static func make(_ value: Value, unit: Double, node: Syntax?) throws -> Duration {
        if case .int(let i) = value, unit == 1 { return .seconds(i) }
        guard let d = Conversions.double(value) else { throw EvalError("expected a number, got \(value.typeName)", node) }
        let seconds = d * unit
        guard seconds.isFinite, abs(seconds) < 9e18 else { throw EvalError("a duration of \(seconds) seconds is out of range", node) }
        return .seconds(seconds)
    }

    /// The duration's seconds, as `Task.sleep(for:)` waits them.
    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// The seconds of a `Duration` or of a unit written as an implicit member — `.seconds(2)`,
    /// `.milliseconds(300)` (a `Duration`'s or a `DispatchTimeInterval`'s) — or nil.
    static func seconds(of v: Value) -> Double? {
        if case .native(let d as Duration) = v { return seconds(d) }
        let scales = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
        guard case .implicitMember(let unit, let args?) = v, let scale = scales[unit], args.items.count == 1,
            let n = Conversions.double(args.items[0].value)
        else { return nil }
        return n * scale
    }

    /// `duration.components`, `duration.description`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let d as Duration) = base else { return nil }
        switch name {
        case "components":
            return .tuple([.int(Int(d.components.seconds)), .int(Int(d.components.attoseconds))], labels: ["seconds", "attoseconds"])
        case "description": return .string(d.description)
        default: return nil
        }
    }

    /// `duration.formatted()`, `duration.formatted(.time(pattern: .minuteSecond))`,
    /// `duration.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated, maximumUnitCount: 1))`, and a time
    /// format style's `format(_:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        if case .native(let style as Duration.TimeFormatStyle) = base, name == "format" {
            guard let a = args.items.first, case .native(let d as Duration) = a.value else { throw EvalError("format(_:) expects a Duration", node) }
            return .string(style.format(d))
        }
        guard case .native(let d as Duration) = base, name == "formatted" else { return nil }
        guard let a = args.items.first else { return .string(d.formatted()) }
        switch a.value {
        case .native(let style as Duration.TimeFormatStyle): return .string(style.format(d))
        case .implicitMember("time", let styleArgs?):
            guard let p = styleArgs.items.first(where: { $0.label == "pattern" }) else { throw EvalError(".time needs 'pattern:'", a.node) }
            return .string(d.formatted(.time(pattern: try pattern(p.value, node: p.node))))
        case .implicitMember("units", let styleArgs):
            var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
            if let list = styleArgs?.items.first(where: { $0.label == "allowed" }) {
                guard case .array(let items) = list.value else { throw EvalError("'allowed:' expects an array of units", list.node) }
                allowed = Set(try items.map { try unit($0, node: list.node) })
            }
            var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
            if let w = styleArgs?.items.first(where: { $0.label == "width" }) {
                guard case .implicitMember(let n, nil) = w.value, let known = widths[n] else {
                    throw EvalError("'width:' expects .wide, .abbreviated, .condensedAbbreviated or .narrow", w.node)
                }
                width = known
            }
            // `maximumUnitCount: 1` keeps only the largest units (`1 hr` for 1 h 2 min 5 s).
            var maximum: Int?
            if let m = styleArgs?.items.first(where: { $0.label == "maximumUnitCount" }) {
                let n = try Conversions.int(m.value, node: m.node)
                guard n >= 1 else { throw EvalError("'maximumUnitCount:' must be at least 1, got \(n)", m.node) }
                maximum = n
            }
            return .string(d.formatted(.units(allowed: allowed, width: width, maximumUnitCount: maximum)))
        default:
            throw EvalError("formatted(_:) of a Duration expects .time(pattern:) or .units(allowed:width:)", a.node)
        }
    }

    /// `+`, `-` of two durations, `*` and `/` by a number, `/` of two durations (a Double).
    static func binary(_ op: String, _ l: Value, _ r: Value, node: Syntax?) throws -> Value? {
        switch (l, r) {
        case (.native(let a as Duration), .native(let b as Duration)):
            switch op {
            case "+": return .native(a + b)
            case "-": return .native(a - b)
            case "/":
                guard b != .zero else { throw EvalError("division by a zero duration", node) }
                return .double(a / b)
            default: return nil
            }
        case (.native(let a as Duration), _) where op == "*" || op == "/":
            guard let f = Conversions.double(r) else { return nil }
            if op == "/", f == 0 { throw EvalError("division by zero", node) }
            return .native(try make(.double(seconds(a) * (op == "*" ? f : 1 / f)), unit: 1, node: node))
        case (_, .native(let b as Duration)) where op == "*":
            guard let f = Conversions.double(l) else { return nil }
            return .native(try make(.double(seconds(b) * f), unit: 1, node: node))
        default: return nil
        }
    }

    private static func pattern(_ v: Value, node: Syntax?) throws -> Duration.TimeFormatStyle.Pattern {
        switch v {
        case .native(let p as Duration.TimeFormatStyle.Pattern): return p
        case .implicitMember("hourMinute", nil): return .hourMinute
        case .implicitMember("hourMinuteSecond", nil): return .hourMinuteSecond
        case .implicitMember("minuteSecond", nil): return .minuteSecond
        default: throw EvalError("expected a pattern: .hourMinute, .hourMinuteSecond or .minuteSecond", node)
        }
    }

    private static let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = [
        "wide": .wide, "abbreviated": .abbreviated, "condensedAbbreviated": .condensedAbbreviated, "narrow": .narrow,
    ]

    private static func unit(_ v: Value, node: Syntax?) throws -> Duration.UnitsFormatStyle.Unit {
        let all: [String: Duration.UnitsFormatStyle.Unit] = [
            "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds, "milliseconds": .milliseconds,
            "microseconds": .microseconds, "nanoseconds": .nanoseconds,
        ]
        guard case .implicitMember(let n, nil) = v, let u = all[n] else { throw EvalError("expected a unit such as .hours or .minutes", node) }
        return u
    }
}
