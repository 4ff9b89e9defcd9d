import Foundation

/// Foundation's duration formatter on Apple's platforms, which Linux's Foundation declares but
/// does not provide: "1:02:03", "1h 2m", "1 hr, 2 min", "1 hour, 2 minutes". The units of a
/// time interval are counted with the calendar from the reference date (as Apple's does), and
/// written in English whatever the locale.
nonisolated open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:03".
        case positional = 0
        /// "1h 2m 3s".
        case abbreviated
        /// "1 hr, 2 min, 3 sec".
        case short
        /// "1 hour, 2 minutes, 3 seconds".
        case full
        /// "one hour, two minutes, three seconds".
        case spellOut
        /// "1hr 2min 3sec".
        case brief
    }

    /// Which zero-valued units are left out, or (positional) padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every allowed unit is written.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units dropped; otherwise every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional: every unit written with two digits ("01:02:03").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units written, largest first.
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var unitsStyle = UnitsStyle.positional
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// At most this many units (0: no limit), the largest ones.
    open var maximumUnitCount = 0
    /// "About 1 hour".
    open var includesApproximationPhrase = false
    /// "1 hour remaining".
    open var includesTimeRemainingPhrase = false
    /// Accepted; the largest unit is not collapsed.
    open var collapsesLargestUnit = false
    /// Accepted; the last unit is written whole.
    open var allowsFractionalUnits = false
    /// The calendar units are counted in (Gregorian, in UTC, when nil).
    open var calendar: Calendar?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The units in order, largest first, with their calendar components.
    static let units: [(unit: NSCalendar.Unit, component: Calendar.Component)] = [
        (.year, .year), (.month, .month), (.weekOfMonth, .weekOfMonth), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second),
    ]

    private var countingCalendar: Calendar {
        if let calendar { return calendar }
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(secondsFromGMT: 0)!
        return c
    }

    /// `ti` seconds written in the allowed units (nil for a NaN or infinite interval).
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite, abs(ti) < 1e15 else { return nil }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The time from `startDate` to `endDate` written in the allowed units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let allowed = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !allowed.isEmpty else { return nil }
        let parts = countingCalendar.dateComponents(Set(allowed.map(\.component)), from: startDate, to: endDate)
        return write(allowed.map { ($0.component, parts.value(for: $0.component) ?? 0) })
    }

    /// `components`' allowed units written (those it does not set count as zero).
    open func string(from components: DateComponents) -> String? {
        let allowed = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !allowed.isEmpty else { return nil }
        return write(allowed.map { ($0.component, components.value(for: $0.component) ?? 0) })
    }

    /// A `TimeInterval` (or any number), `DateComponents`, or nil.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let ti as TimeInterval: return string(from: ti)
        case let n as Int: return string(from: TimeInterval(n))
        case let c as DateComponents: return string(from: c)
        default: return nil
        }
    }

    // MARK: Writing

    private func write(_ values: [(Calendar.Component, Int)]) -> String {
        let negative = values.contains { $0.1 < 0 }
        var shown = values.map { ($0.0, abs($0.1)) }
        let behavior = zeroFormattingBehavior
        if unitsStyle == .positional {
            if !behavior.contains(.pad), behavior.contains(.default) || behavior.contains(.dropLeading) {
                // Leading zero units go, down to minutes and seconds (or the last two units).
                while shown.count > 2, shown[0].1 == 0 { shown.removeFirst() }
            }
        } else {
            let dropAll = behavior.contains(.default) || behavior == .dropAll
            if dropAll {
                let nonZero = shown.filter { $0.1 != 0 }
                shown = nonZero.isEmpty ? [shown[shown.count - 1]] : nonZero
            } else {
                if behavior.contains(.dropLeading) { while shown.count > 1, shown[0].1 == 0 { shown.removeFirst() } }
                if behavior.contains(.dropTrailing) { while shown.count > 1, shown[shown.count - 1].1 == 0 { shown.removeLast() } }
                if behavior.contains(.dropMiddle), shown.count > 2 {
                    shown = [shown[0]] + shown[1..<(shown.count - 1)].filter { $0.1 != 0 } + [shown[shown.count - 1]]
                }
            }
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        var text: String
        if unitsStyle == .positional {
            text = shown.enumerated().map { i, part in
                i == 0 && !behavior.contains(.pad) ? String(part.1) : (part.1 < 10 ? "0" : "") + String(part.1)
            }.joined(separator: ":")
        } else {
            let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
            text = shown.map { Self.written($0.1, $0.0, unitsStyle) }.joined(separator: separator)
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// One unit's count and name in `style` (English).
    static func written(_ n: Int, _ component: Calendar.Component, _ style: UnitsStyle) -> String {
        let one = n == 1
        let names: (full: String, short: String, abbreviated: String, brief: String)
        switch component {
        case .year: names = ("year", one ? "yr" : "yrs", "y", one ? "yr" : "yrs")
        case .month: names = ("month", one ? "mth" : "mths", "mo", one ? "mth" : "mths")
        case .weekOfMonth: names = ("week", one ? "wk" : "wks", "w", one ? "wk" : "wks")
        case .day: names = ("day", one ? "day" : "days", "d", one ? "day" : "days")
        case .hour: names = ("hour", "hr", "h", "hr")
        case .minute: names = ("minute", "min", "m", "min")
        default: names = ("second", "sec", "s", "sec")
        }
        switch style {
        case .abbreviated: return "\(n)\(names.abbreviated)"
        case .brief: return "\(n)\(names.brief)"
        case .short: return "\(n) \(names.short)"
        case .spellOut:
            let f = NumberFormatter()
            f.locale = Locale(identifier: "en_US")
            f.numberStyle = .spellOut
            return (f.string(from: NSNumber(value: n)) ?? String(n)) + " " + names.full + (one ? "" : "s")
        case .full, .positional: return "\(n) \(names.full)" + (one ? "" : "s")
        }
    }
}
