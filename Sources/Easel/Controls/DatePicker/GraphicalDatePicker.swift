import Foundation
import EaselLayout

/// iOS's graphical date picker at rest: the selected date's month as a calendar. A header with
/// the month and year (semibold, a chevron in the tint) and the previous/next chevrons; the
/// weekdays from the locale's first weekday (Sunday in en_US) in `tertiaryLabel`; six rows of 44-point weeks with the days in 20-point
/// digits, the selected one semibold in the tint on a light tint circle and today's in the tint;
/// with `.hourAndMinute`, a "Time" row with the time in a pill. The label is not shown (as on iOS).
nonisolated struct GraphicalDatePicker: View {
    let label: AnyView
    /// The selected date; its month is the one shown.
    let date: Date
    let components: DatePickerComponents
    /// The days of the shown month drawn selected: nil for `date`'s day (a `MultiDatePicker` gives
    /// its selection's days in that month).
    var selectedDays: Set<Int>? = nil
    /// The dates that can be chosen (a `MultiDatePicker`'s bounds); days outside are drawn dimmed.
    var bounds: DateBounds = DateBounds()

    var body: some View {
        WithEnvironment { env in
            let tint = env.controlTint
            let text = DateText(timeZone: env.timeZone, locale: env.locale)
            VStack(spacing: 0) {
                if components.contains(.date) || components.isEmpty {
                    header(tint, text)
                    weekdays(text)
                    weeks(tint, text)
                }
                if components.contains(.hourAndMinute) {
                    if components.contains(.date) { Divider().padding(.horizontal, SystemMetrics.calendarInset) }
                    HStack {
                        Text("Time")
                        Spacer(minLength: 8)
                        DatePickerPill(text: text.time(date))
                    }
                    .padding(.horizontal, SystemMetrics.calendarInset)
                    .frame(height: SystemMetrics.calendarTimeRowHeight)
                }
            }
            .frame(idealWidth: SystemMetrics.calendarIdealWidth, maxWidth: .infinity)
        }
    }

    func header(_ tint: Color, _ text: DateText) -> some View {
        HStack(spacing: 0) {
            Text(verbatim: text.month(date)).font(.headline)
            Image(systemName: "chevron.right").font(.headline).foregroundColor(tint).padding(.leading, 4)
            Spacer(minLength: 8)
            HStack(spacing: SystemMetrics.calendarArrowSpacing) {
                Image(systemName: "chevron.left")
                Image(systemName: "chevron.right")
            }
            .font(.title3.weight(.medium))
            .foregroundColor(tint)
        }
        .padding(.horizontal, SystemMetrics.calendarInset)
        .frame(height: SystemMetrics.calendarHeaderHeight)
    }

    func weekdays(_ text: DateText) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(text.weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                Text(verbatim: symbol.uppercased())
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundColor(SystemColors.tertiaryLabel)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal, SystemMetrics.calendarGridInset)
        .frame(height: SystemMetrics.calendarWeekdayHeight)
    }

    func weeks(_ tint: Color, _ text: DateText) -> some View {
        let calendar = text.calendar
        let cells = GraphicalDatePicker.monthCells(of: date, calendar: calendar)
        let selected = selectedDays ?? [calendar.component(.day, from: date)]
        let today = GraphicalDatePicker.dayOfToday(in: date, calendar: calendar)
        let enabled = bounds.enabledDays(inMonthOf: date, calendar: calendar)
        return VStack(spacing: 0) {
            ForEach(0..<6, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { weekday in
                        GraphicalDatePicker.dayCell(cells[week * 7 + weekday], selected: selected, enabled: enabled, today: today, tint: tint)
                            .frame(maxWidth: .infinity)
                            .frame(height: SystemMetrics.calendarRowHeight)
                    }
                }
            }
        }
        .padding(.horizontal, SystemMetrics.calendarGridInset)
    }

    @ViewBuilder
    static func dayCell(_ day: Int?, selected: Set<Int>, enabled: ClosedRange<Int>?, today: Int?, tint: Color) -> some View {
        if let day {
            if enabled.map({ !$0.contains(day) }) ?? true {
                Text(verbatim: "\(day)")
                    .font(.system(size: 20))
                    .foregroundColor(SystemColors.tertiaryLabel)
            } else if selected.contains(day) {
                Text(verbatim: "\(day)")
                    .font(.system(size: 20, weight: .semibold))
                    .foregroundColor(tint)
                    .background(
                        Circle().fill(tint.opacity(0.12)).frame(width: SystemMetrics.calendarSelectionDiameter, height: SystemMetrics.calendarSelectionDiameter)
                    )
            } else {
                Text(verbatim: "\(day)")
                    .font(.system(size: 20))
                    .foregroundColor(day == today ? tint : nil)
            }
        } else {
            Color.clear.frame(width: 1, height: 1)
        }
    }

    /// The 42 cells of a six-week month page: nil before the first day and after the last.
    static func monthCells(of date: Date, calendar c: Calendar) -> [Int?] {
        guard let month = c.dateInterval(of: .month, for: date), let days = c.range(of: .day, in: .month, for: date) else {
            return Array(repeating: nil, count: 42)
        }
        let lead = (c.component(.weekday, from: month.start) - c.firstWeekday + 7) % 7
        var cells: [Int?] = Array(repeating: nil, count: lead) + days.map { Optional($0) }
        cells += Array(repeating: nil, count: max(0, 42 - cells.count))
        return Array(cells.prefix(42))
    }

    /// Today's day of the month when today is in `date`'s month.
    static func dayOfToday(in date: Date, calendar c: Calendar) -> Int? {
        let now = RenderClock.now
        guard c.isDate(now, equalTo: date, toGranularity: .month) else { return nil }
        return c.component(.day, from: now)
    }
}
