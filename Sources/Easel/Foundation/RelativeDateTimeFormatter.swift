import Foundation

/// Foundation's relative date formatter on Apple's platforms, which Linux's Foundation lacks:
/// "2 hours ago", "in 3 days", "yesterday". It formats with Foundation's
/// `Date.AnchoredRelativeFormatStyle` (the same ICU data), and its "now" is the render's
/// (`RenderClock.now`, which `easel render --now` fixes).
nonisolated open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago".
        case full
        /// "two hours ago".
        case spellOut
        /// "2 hr. ago".
        case short
        /// "2h ago".
        case abbreviated
    }

    /// Whether a day close by is named ("yesterday") or counted ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        case numeric
        case named
    }

    /// Where the text goes, which decides its capitalisation on Apple's platforms; English text is
    /// the same in every context here.
    public enum Context: Int, Sendable {
        case unknown, dynamic, standalone, listItem, beginningOfSentence, middleOfSentence
    }

    open var unitsStyle = UnitsStyle.full
    open var dateTimeStyle = DateTimeStyle.numeric
    open var formattingContext = Context.unknown
    open var locale: Locale! = .current
    open var calendar: Calendar! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` described from `referenceDate`: "in 2 hr.", "3 days ago".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units, locale: locale ?? .current)
        style.calendar = calendar ?? .current
        return style.format(referenceDate)
    }

    /// The moment `timeInterval` seconds from now, described from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = RenderClock.now
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The moment `dateComponents` from now, described from now.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = RenderClock.now
        return localizedString(for: (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A date described from now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: RenderClock.now)
    }
}
