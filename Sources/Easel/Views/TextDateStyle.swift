import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date (SwiftUI's `Text.DateStyle`). Text is formatted in the
    /// `en_US` locale and the machine's time zone, as scripts' formatters are; the relative styles
    /// count from the moment the view is made (a still image has no clock that ticks).
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case date, time, relative, offset, timer }
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

    /// A date in one of SwiftUI's styles.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: DateStyle.text(date, style, now: Date()))
    }
}

extension Text.DateStyle {
    /// The text for `date` in `style`, counted from `now`.
    package static func text(_ date: Date, _ style: Text.DateStyle, now: Date) -> String {
        switch style.kind {
        case .date, .time:
            let f = DateText(timeZone: .current, locale: EnvironmentValues().locale).formatter(date: style.kind == .date ? .long : .none, time: style.kind == .time ? .short : .none)
            return f.string(from: date)
        case .relative:
            return units(abs(date.timeIntervalSince(now)), short: true).joined(separator: ", ")
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + (units(abs(seconds), short: false).first ?? "0 seconds")
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }

    /// The two largest non-zero units of a duration ("2 hr", "5 min"), or its largest in full words.
    static func units(_ seconds: Double, short: Bool) -> [String] {
        let names: [(Int, String, String)] = [(31_536_000, "yr", "year"), (604_800, "wk", "week"), (86_400, "day", "day"),
                                              (3600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second")]
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
}
