import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date (SwiftUI's `Text.DateStyle`). The text is formatted when it
    /// is resolved, in the environment's `locale` and `timeZone`; the relative styles count from the
    /// moment the view is made (a still image has no clock that ticks).
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        /// The date alone: "June 3, 2025".
        public static let date = DateStyle(kind: .date)
        /// The time alone: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The time from now to the date: "2 hr, 5 min".
        public static let relative = DateStyle(kind: .relative)
        /// The signed time from now to the date: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A count from or to the date: "2:05:00".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date in one of SwiftUI's styles, in the environment's locale and time zone.
    public init(_ date: Date, style: DateStyle) {
        self.init(formatted: DateStyle.formatted(date, style, now: RenderClock.now))
    }
}

extension Text.DateStyle {
    /// A date in `style`, counted from `now`, as it reads in an environment.
    package static func formatted(_ date: Date, _ style: Text.DateStyle, now: Date) -> FormattedValue {
        FormattedValue(identity: [AnyHashable(date), AnyHashable(style), AnyHashable(now)]) { env in
            text(date, style, now: now, locale: env.locale, timeZone: env.timeZone)
        }
    }

    /// The text for `date` in `style`, counted from `now`, in `locale` and `timeZone`.
    ///
    /// English durations are written as SwiftUI writes them ("2 hr, 5 min", "+2 hours"); other
    /// languages get Foundation's abbreviated and wide unit names ("2 Std., 5 Min.", "+2 Stunden").
    package static func text(
        _ date: Date, _ style: Text.DateStyle, now: Date, locale: Locale = EnvironmentValues().locale,
        timeZone: TimeZone = EnvironmentValues().timeZone
    ) -> String {
        let english = locale.language.languageCode == .english
        switch style.kind {
        case .date, .time:
            let f = DateText(timeZone: timeZone, locale: locale).formatter(
                date: style.kind == .date ? .long : .none, time: style.kind == .time ? .short : .none)
            return f.string(from: date)
        case .relative:
            let seconds = abs(boundedInterval(date.timeIntervalSince(now)))
            if english { return units(seconds, short: true).joined(separator: ", ") }
            return duration(seconds, count: 2, width: .abbreviated, locale: locale)
        case .offset:
            let seconds = boundedInterval(date.timeIntervalSince(now))
            let sign = seconds < 0 ? "-" : "+"
            if english { return sign + (units(abs(seconds), short: false).first ?? "0 seconds") }
            return sign + duration(abs(seconds), count: 1, width: .wide, locale: locale)
        case .timer:
            return TimerInterval.text(seconds: abs(boundedInterval(date.timeIntervalSince(now))), showsHours: true)
        }
    }

    /// An interval between dates as these styles count it: NaN is none, and an infinite or
    /// astronomical one (a date from `.infinity`) is held to about 30 million years, which the
    /// counts of units still hold.
    static func boundedInterval(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : max(-1e15, min(1e15, seconds))
    }

    /// The two largest non-zero units of a duration ("2 hr", "5 min"), or its largest in full words.
    static func units(_ seconds: Double, short: Bool) -> [String] {
        let names: [(Int, String, String)] = [
            (31_536_000, "yr", "year"), (604_800, "wk", "week"), (86_400, "day", "day"),
            (3600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
        ]
        var rest = Int(seconds.rounded(.down))
        var out: [String] = []
        for (size, abbreviation, word) in names where rest >= size {
            let n = rest / size
            rest -= n * size
            let name = short && abbreviation != "day" ? abbreviation : word + (n == 1 ? "" : "s")
            out.append("\(n) \(name)")
            if out.count == (short ? 2 : 1) { break }
        }
        return out.isEmpty ? [short ? "0 sec" : "0 seconds"] : out
    }

    /// A duration in its `count` largest non-zero units, in `locale`'s words.
    private static func duration(_ seconds: Double, count: Int, width: Duration.UnitsFormatStyle.UnitWidth, locale: Locale) -> String {
        let whole = Int64(min(seconds.rounded(.down), 1e15))
        let all: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
        return Duration.seconds(whole).formatted(.units(allowed: all, width: width, maximumUnitCount: count).locale(locale))
    }
}
