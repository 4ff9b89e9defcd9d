import Foundation

/// The dates a date picker lets a person choose (a `MultiDatePicker`'s `in:` range): from the day of
/// `lower` to `upper`, which the range includes or not; either end may be open.
struct DateBounds {
    var lower: Date?
    var upper: Date?
    var includesUpper = false

    /// Whether the day that starts at `dayStart` can be chosen.
    func contains(dayStart: Date, calendar: Calendar) -> Bool {
        if let lower, dayStart < calendar.startOfDay(for: lower) { return false }
        if let upper { return includesUpper ? dayStart <= upper : dayStart < upper }
        return true
    }

    /// The days of `date`'s month that can be chosen, or nil when none can.
    func enabledDays(inMonthOf date: Date, calendar: Calendar) -> ClosedRange<Int>? {
        guard let month = calendar.dateInterval(of: .month, for: date), let days = calendar.range(of: .day, in: .month, for: date) else {
            return nil
        }
        let open = days.filter { day in
            calendar.date(byAdding: .day, value: day - 1, to: month.start).map { contains(dayStart: $0, calendar: calendar) } ?? false
        }
        guard let first = open.first, let last = open.last else { return nil }
        return first...last
    }

    /// `date` moved into the bounds: the first day that can be chosen when it is earlier, the
    /// last when it is later.
    func clamped(_ date: Date, calendar: Calendar) -> Date {
        if let lower, date < lower { return lower }
        if let upper, !contains(dayStart: calendar.startOfDay(for: date), calendar: calendar) {
            return includesUpper ? upper : upper.addingTimeInterval(-1)
        }
        return date
    }
}
