import Foundation
import EaselLayout

/// A calendar for choosing several dates (SwiftUI's `MultiDatePicker`, iOS 16), at rest: the month
/// calendar of the graphical date picker with every selected day of the shown month circled in the
/// tint, and the days outside the bounds dimmed. It shows the month of its earliest selected date
/// (today's month when nothing is selected, as on a device, moved into the bounds). The label is
/// not shown, as on iOS.
nonisolated public struct MultiDatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Set<DateComponents>
    let bounds: DateBounds

    /// A picker with a label view.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, bounds: DateBounds(), label: label())
    }

    /// A picker whose dates lie in a range (its upper bound excluded).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, bounds: DateBounds(lower: bounds.lowerBound, upper: bounds.upperBound), label: label())
    }

    /// A picker whose dates start at a first one.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, bounds: DateBounds(lower: bounds.lowerBound), label: label())
    }

    /// A picker whose dates end before a last one.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, bounds: DateBounds(upper: bounds.upperBound), label: label())
    }

    /// A picker showing `selection` (the script front end's, where the binding is already read).
    package init(selection: Set<DateComponents>, lower: Date?, upper: Date?, label: Label) {
        self.init(selection: selection, bounds: DateBounds(lower: lower, upper: upper), label: label)
    }

    init(selection: Set<DateComponents>, bounds: DateBounds, label: Label) {
        self.label = label
        self.selection = selection
        self.bounds = bounds
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let calendar = DateText(timeZone: ctx.environment.timeZone, locale: ctx.environment.locale).calendar
        let dates = selection.compactMap { components -> Date? in
            var c = components
            c.calendar = nil
            return calendar.date(from: c)
        }
        let shown = dates.min() ?? bounds.clamped(RenderClock.now, calendar: calendar)
        let days = Set(dates.filter { calendar.isDate($0, equalTo: shown, toGranularity: .month) }.map { calendar.component(.day, from: $0) })
        let body = GraphicalDatePicker(label: AnyView(label), date: shown, components: .date, selectedDays: days, bounds: bounds)
        return resolve(body, ctx.appending("MultiDatePicker"))
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled with a string.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled with a string, its dates in a range (its upper bound excluded).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker titled with a string, its dates starting at a first one.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker titled with a string, its dates ending before a last one.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
}
