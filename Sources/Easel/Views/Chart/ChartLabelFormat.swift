import Foundation

/// The text of an axis value's label: categories as they are, numbers with the step's decimals and
/// the locale's grouping, dates in the tick's calendar unit ("Jun 3", "Jun", "2024", "3 PM").
package struct ChartLabelFormat {
    package var locale: Locale
    package var calendar: Calendar

    package init(locale: Locale, calendar: Calendar) {
        self.locale = locale
        self.calendar = calendar
    }

    /// An environment in this locale and time zone, for format styles.
    package var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.locale = locale
        env.timeZone = calendar.timeZone
        return env
    }

    package func number(_ x: Double, step: Double?) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .decimal
        var decimals = 0
        if let step, step > 0, step.isFinite {
            var s = step
            while s != s.rounded(), decimals < 6 {
                s *= 10
                decimals += 1
                s = (s * 1e6).rounded() / 1e6
            }
        } else if x != x.rounded() {
            decimals = 2
        }
        f.minimumFractionDigits = 0
        f.maximumFractionDigits = decimals
        // Negative zero reads as 0.
        return f.string(from: NSNumber(value: x == 0 ? 0 : x)) ?? String(x)
    }

    package func date(_ seconds: Double, unit: Calendar.Component) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        let template: String
        switch unit {
        case .minute, .second: template = "jmm"
        case .hour: template = "j"
        case .day, .weekOfYear, .weekday: template = "MMMd"
        case .month: template = "MMM"
        default: template = "y"
        }
        f.setLocalizedDateFormatFromTemplate(template)
        return f.string(from: Date(timeIntervalSinceReferenceDate: seconds))
    }
}
