import Foundation
import SwiftSyntax
import Easel

/// Easel's `DateComponentsFormatter` in scripts ("1:02:03", "1h 2m"): its settings set in place
/// (`formatter.allowedUnits = [.hour, .minute]`, `.unitsStyle = .abbreviated`), its strings made
/// from a time interval, two dates or date components.
enum DateComponentsFormatterValues {
    private static let unitsStyles: [String: DateComponentsFormatter.UnitsStyle] = [
        "positional": .positional, "abbreviated": .abbreviated, "short": .short, "full": .full, "spellOut": .spellOut, "brief": .brief,
    ]
    private static let zeroBehaviors: [String: DateComponentsFormatter.ZeroFormattingBehavior] = [
        "none": .none, "default": .default, "dropLeading": .dropLeading, "dropMiddle": .dropMiddle, "dropTrailing": .dropTrailing,
        "dropAll": .dropAll, "pad": .pad,
    ]
    private static let units: [String: NSCalendar.Unit] = [
        "year": .year, "month": .month, "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfMonth, "day": .day, "hour": .hour,
        "minute": .minute, "second": .second,
    ]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("DateComponentsFormatter") { r, ev in
            try r.finish()
            return .native(DateComponentsFormatter())
        }
    ]

    /// The implicit members of an option set's array literal (`[.hour, .minute]`, `.pad`), looked up in `table`.
    private static func options<T: OptionSet>(_ value: Value, _ table: [String: T], _ type: String, node: Syntax?) throws -> T {
        let items: [Value]
        if case .array(let a) = value { items = a } else { items = [value] }
        var set = T()
        for item in items {
            guard case .implicitMember(let n, nil) = item, let o = table[n] else {
                throw EvalError("'\(item)' is not a \(type)" + Suggest.didYouMean("\(item)", among: Array(table.keys)), node)
            }
            set.formUnion(o)
        }
        return set
    }

    /// `allowedUnits`, `unitsStyle`, `zeroFormattingBehavior`, `maximumUnitCount`, the phrases, `calendar`.
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let f as DateComponentsFormatter) = base else { return false }
        switch (name, value) {
        case ("allowedUnits", _): f.allowedUnits = try options(value, units, "NSCalendar.Unit", node: node)
        case ("unitsStyle", .implicitMember(let n, nil)):
            guard let s = unitsStyles[n] else {
                throw EvalError("'.\(n)' is not a DateComponentsFormatter.UnitsStyle" + Suggest.didYouMean(n, among: Array(unitsStyles.keys)), node)
            }
            f.unitsStyle = s
        case ("zeroFormattingBehavior", _):
            f.zeroFormattingBehavior = try options(value, zeroBehaviors, "DateComponentsFormatter.ZeroFormattingBehavior", node: node)
        case ("maximumUnitCount", .int(let n)): f.maximumUnitCount = max(0, n)
        case ("includesApproximationPhrase", .bool(let b)): f.includesApproximationPhrase = b
        case ("includesTimeRemainingPhrase", .bool(let b)): f.includesTimeRemainingPhrase = b
        case ("collapsesLargestUnit", .bool(let b)): f.collapsesLargestUnit = b
        case ("allowsFractionalUnits", .bool(let b)): f.allowsFractionalUnits = b
        case ("calendar", .native(let c as Calendar)): f.calendar = c
        case ("formattingContext", .implicitMember): break
        default: throw EvalError("cannot set '\(name)' of DateComponentsFormatter to \(value.typeName)", node)
        }
        return true
    }

    /// `string(from:)` of a number of seconds or `DateComponents`, `string(from:to:)` of two dates,
    /// `string(for:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let f as DateComponentsFormatter) = base, name == "string" else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: ["from", "to", "for"])
        let text: String?
        if let a = r.named("for") ?? r.named("from") {
            var v = a.value
            if case .binding(let b) = v { v = b.get() }
            if let end = r.named("to") {
                text = f.string(
                    from: try Conversions.native(v, Date.self, "Date", ev, node: a.node),
                    to: try Conversions.native(end.value, Date.self, "Date", ev, node: end.node))
            } else if case .native(let c as DateComponents) = v {
                text = f.string(from: c)
            } else if let seconds = Conversions.double(v) {
                text = f.string(from: seconds)
            } else if case .null = v {
                text = nil
            } else {
                throw EvalError("string(from:) takes a number of seconds, DateComponents or two dates, got \(v.typeName)", a.node)
            }
        } else {
            throw r.missing("'from:'")
        }
        try r.finish()
        return text.map { .string($0) } ?? .null
    }
}
