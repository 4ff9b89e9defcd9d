import Foundation

/// Dates as text the way Easel shows them everywhere (`Text(_:style:)`, date pickers): the
/// `en_US` locale, an iOS device's default region, and a given time zone.
struct DateText {
    let timeZone: TimeZone

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
        f.locale = Locale(identifier: "en_US")
        f.timeZone = timeZone
        f.dateStyle = date
        f.timeStyle = time
        return f
    }

    /// The calendar the picker's month is laid out in: Gregorian, weeks from Sunday.
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.locale = Locale(identifier: "en_US")
        c.timeZone = timeZone
        c.firstWeekday = 1
        return c
    }
}
