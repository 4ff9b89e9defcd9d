import Foundation

/// Dates as text the way Easel shows them (`Text(_:style:)`, date pickers): in a locale (the
/// environment's for date pickers, its default for `Text(_:style:)`) and a given time zone.
struct DateText {
    let timeZone: TimeZone
    let locale: Locale

    /// "Nov 14, 2023".
    func day(_ date: Date) -> String { formatter(date: .medium, time: .none).string(from: date) }
    /// "9:41 AM".
    func time(_ date: Date) -> String { formatter(date: .none, time: .short).string(from: date) }
    /// "November 2023".
    func month(_ date: Date) -> String {
        let f = formatter(date: .none, time: .none)
        f.setLocalizedDateFormatFromTemplate("MMMM y")
        return f.string(from: date)
    }

    func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateStyle = date
        f.timeStyle = time
        return f
    }

    /// The calendar the picker's month is laid out in: Gregorian, weeks from the locale's first
    /// weekday (Sunday in en_US, Monday in most of Europe).
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.locale = locale
        c.timeZone = timeZone
        return c
    }

    /// The short weekday names from the calendar's first weekday on ("SUN" … or "MO." …).
    var weekdaySymbols: [String] {
        let c = calendar, symbols = c.shortStandaloneWeekdaySymbols
        let first = (c.firstWeekday - 1) % symbols.count
        return Array(symbols[first...] + symbols[..<first])
    }
}
