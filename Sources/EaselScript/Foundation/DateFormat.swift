import Easel
import Foundation
import SwiftSyntax

/// Foundation's date format styles as view files write them — `.dateTime` with its fields
/// (`.dateTime.day().month(.wide).year()`, `.dateTime.hour(.defaultDigits(amPM: .omitted)).minute()`),
/// `.iso8601` and `.relative(presentation: .named)` — formatted with Foundation in a given
/// locale and the render's time zone (`RenderClock.timeZone`), as `date.formatted(date:time:)` is.
struct DateFormat: Hashable {
    /// One field of a `.dateTime` style: its name, the symbol option given (`.wide`, `.twoDigits`)
    /// and, for the hour, how the day period is shown.
    struct Field: Hashable {
        var name: String
        var option: String?
        var amPM: String?
    }
    enum Kind: Hashable { case dateTime([Field]), iso8601, relative(named: Bool, unitsStyle: String) }
    var kind: Kind

    private typealias Style = Date.FormatStyle
    /// Each field's options, by the name view files write; nil is the field's default.
    private static let options: [String: [String?: @Sendable (Style) -> Style]] = [
        "era": [nil: { $0.era() }, "abbreviated": { $0.era(.abbreviated) }, "wide": { $0.era(.wide) }, "narrow": { $0.era(.narrow) }],
        "year": [nil: { $0.year() }, "defaultDigits": { $0.year(.defaultDigits) }, "twoDigits": { $0.year(.twoDigits) }],
        "month": [
            nil: { $0.month() }, "defaultDigits": { $0.month(.defaultDigits) }, "twoDigits": { $0.month(.twoDigits) },
            "wide": { $0.month(.wide) }, "abbreviated": { $0.month(.abbreviated) }, "narrow": { $0.month(.narrow) },
        ],
        "day": [
            nil: { $0.day() }, "defaultDigits": { $0.day(.defaultDigits) }, "twoDigits": { $0.day(.twoDigits) },
            "ordinalOfDayInMonth": { $0.day(.ordinalOfDayInMonth) },
        ],
        "weekday": [
            nil: { $0.weekday() }, "abbreviated": { $0.weekday(.abbreviated) }, "wide": { $0.weekday(.wide) },
            "narrow": { $0.weekday(.narrow) }, "short": { $0.weekday(.short) }, "oneDigit": { $0.weekday(.oneDigit) },
            "twoDigits": { $0.weekday(.twoDigits) },
        ],
        "minute": [nil: { $0.minute() }, "defaultDigits": { $0.minute(.defaultDigits) }, "twoDigits": { $0.minute(.twoDigits) }],
        "second": [nil: { $0.second() }, "defaultDigits": { $0.second(.defaultDigits) }, "twoDigits": { $0.second(.twoDigits) }],
    ]
    /// The hour's digits and day periods (`.hour(.defaultDigits(amPM: .omitted))`).
    private static let hourDigits: [String: @Sendable (Style.Symbol.Hour.AMPMStyle) -> Style.Symbol.Hour] = [
        "defaultDigits": { .defaultDigits(amPM: $0) }, "twoDigits": { .twoDigits(amPM: $0) },
        "conversationalDefaultDigits": { .conversationalDefaultDigits(amPM: $0) },
        "conversationalTwoDigits": { .conversationalTwoDigits(amPM: $0) },
    ]
    private static let amPMStyles: [String: Style.Symbol.Hour.AMPMStyle] = ["omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide]
    private static let unitsStyles: [String: Date.RelativeFormatStyle.UnitsStyle] = [
        "wide": .wide, "spellOut": .spellOut, "abbreviated": .abbreviated, "narrow": .narrow,
    ]

    func format(_ date: Date, locale: Locale) -> String {
        switch kind {
        case .dateTime(let fields):
            var s = Style(locale: locale, timeZone: RenderClock.timeZone)
            for f in fields {
                if f.name == "hour" {
                    s = f.option.map { s.hour(Self.hourDigits[$0]!(Self.amPMStyles[f.amPM ?? "abbreviated"]!)) } ?? s.hour()
                } else {
                    s = Self.options[f.name]![f.option]!(s)
                }
            }
            return date.formatted(s)
        case .iso8601:
            return date.formatted(Date.ISO8601FormatStyle(timeZone: RenderClock.timeZone))
        case .relative(let named, let unitsStyle):
            return date.formatted(Date.RelativeFormatStyle(presentation: named ? .named : .numeric, unitsStyle: Self.unitsStyles[unitsStyle]!, locale: locale))
        }
    }

    /// The style an implicit member starts (`.dateTime`, `.iso8601`, `.relative(presentation: .named)`), or nil.
    static func start(_ name: String, _ args: Args?, _ ev: Evaluator, node: Syntax?) throws -> DateFormat? {
        switch (name, args) {
        case ("dateTime", nil): return DateFormat(kind: .dateTime([]))
        case ("iso8601", nil): return DateFormat(kind: .iso8601)
        case ("relative", let args?):
            var r = ArgReader(args, "relative", ev, node: node, known: ["presentation", "unitsStyle"])
            let presentation = try r.named("presentation").map { try choice($0, ["named", "numeric"], "presentation") } ?? "numeric"
            let units = try r.named("unitsStyle").map { try choice($0, Array(unitsStyles.keys), "unitsStyle") } ?? "wide"
            try r.finish()
            return DateFormat(kind: .relative(named: presentation == "named", unitsStyle: units))
        default: return nil
        }
    }

    /// `.day()`, `.month(.wide)`, `.hour(.twoDigits(amPM: .omitted))` on a `.dateTime` style; nil for another method.
    func applying(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> DateFormat? {
        guard case .dateTime(var fields) = kind, name == "hour" || Self.options[name] != nil else { return nil }
        var r = ArgReader(args, name, ev, node: node)
        var field = Field(name: name)
        if let a = r.positional() {
            if name == "hour" {
                guard case .implicitMember(let digits, let inner) = a.value, Self.hourDigits[digits] != nil else {
                    throw EvalError("'.hour(_:)' expects one of " + Self.hourDigits.keys.sorted().map { "." + $0 + "(amPM:)" }.joined(separator: ", "), a.node)
                }
                field.option = digits
                if let inner {
                    var ir = ArgReader(inner, digits, ev, node: a.node, known: ["amPM"])
                    field.amPM = try ir.named("amPM").map { try Self.choice($0, Array(Self.amPMStyles.keys), "amPM") }
                    try ir.finish()
                }
            } else {
                field.option = try Self.choice(a, Self.options[name]!.keys.compactMap { $0 }, name)
            }
        }
        try r.finish()
        fields.append(field)
        return DateFormat(kind: .dateTime(fields))
    }

    /// The name of an implicit member among `names`, or an error listing them.
    private static func choice(_ a: Arg, _ names: [String], _ what: String) throws -> String {
        guard case .implicitMember(let n, nil) = a.value, names.contains(n) else {
            throw EvalError("'\(what):' expects one of " + names.sorted().map { "." + $0 }.joined(separator: ", ") + ", got \(a.value.debugText)", a.node)
        }
        return n
    }
}
