import Foundation
import SwiftSyntax
import Easel

/// Easel's `RelativeDateTimeFormatter` in scripts ("2 hr. ago", "tomorrow"): made in the device's
/// locale and calendar, as a `DateFormatter` is, its styles set in place, and "now" the render's.
enum RelativeDateTimeFormatterValues {
    private static let unitsStyles: [String: RelativeDateTimeFormatter.UnitsStyle] = [
        "full": .full, "spellOut": .spellOut, "short": .short, "abbreviated": .abbreviated,
    ]
    private static let dateTimeStyles: [String: RelativeDateTimeFormatter.DateTimeStyle] = ["numeric": .numeric, "named": .named]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("RelativeDateTimeFormatter") { r, ev in
            try r.finish()
            let f = RelativeDateTimeFormatter()
            f.locale = ev.deviceLocale
            f.calendar = FoundationValues.calendar(ev)
            return .native(f)
        }
    ]

    /// `formatter.unitsStyle = .abbreviated`, `.dateTimeStyle = .named`, `.locale`, `.calendar`;
    /// `formattingContext` changes nothing in English.
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let f as RelativeDateTimeFormatter) = base else { return false }
        switch (name, value) {
        case ("unitsStyle", .implicitMember(let n, nil)):
            guard let s = unitsStyles[n] else {
                throw EvalError("'.\(n)' is not a RelativeDateTimeFormatter.UnitsStyle" + Suggest.didYouMean(n, among: Array(unitsStyles.keys)), node)
            }
            f.unitsStyle = s
        case ("dateTimeStyle", .implicitMember(let n, nil)):
            guard let s = dateTimeStyles[n] else { throw EvalError("'.\(n)' is not a RelativeDateTimeFormatter.DateTimeStyle", node) }
            f.dateTimeStyle = s
        case ("formattingContext", .implicitMember):
            break
        case ("locale", .native(let l as Locale)): f.locale = l
        case ("calendar", .native(let c as Calendar)): f.calendar = c
        default: throw EvalError("cannot set '\(name)' of RelativeDateTimeFormatter to \(value.typeName)", node)
        }
        return true
    }

    /// `localizedString(for:relativeTo:)`, `localizedString(fromTimeInterval:)`, `string(for:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let f as RelativeDateTimeFormatter) = base else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: ["for", "relativeTo", "fromTimeInterval"])
        let text: String?
        switch name {
        case "localizedString":
            if let seconds = r.named("fromTimeInterval") {
                guard let s = Conversions.double(seconds.value), s.isFinite else {
                    throw EvalError("localizedString(fromTimeInterval:) takes a finite number of seconds, got \(seconds.value)", seconds.node)
                }
                text = f.localizedString(fromTimeInterval: s)
            } else {
                guard let date = r.named("for"), let reference = r.named("relativeTo") else { throw r.missing("'for:' and 'relativeTo:'") }
                text = f.localizedString(
                    for: try Conversions.native(date.value, Date.self, "Date", ev, node: date.node),
                    relativeTo: try Conversions.native(reference.value, Date.self, "Date", ev, node: reference.node))
            }
        case "string":
            guard let a = r.named("for") else { throw r.missing("'for:'") }
            var v = a.value
            if case .binding(let b) = v { v = b.get() }
            if case .native(let d as Date) = v { text = f.string(for: d) } else { text = nil }
        default: return nil
        }
        try r.finish()
        return text.map { .string($0) } ?? .null
    }
}
