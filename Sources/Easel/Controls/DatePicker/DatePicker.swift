import Foundation
import EaselLayout

/// A control for choosing a date (SwiftUI's `DatePicker`), at rest, drawn by the environment's
/// date picker style. The iOS default (`.compact`) is the label leading and the value trailing in
/// `tertiarySystemFill` pills, "Nov 14, 2023" and "9:41 AM", filling the proposed width;
/// `.graphical` is a month calendar with the selected day circled in the tint. Dates are shown in
/// the environment's `locale` (en_US unless set) and `timeZone` (the machine's unless set).
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Which parts of the date the picker shows.
    public typealias Components = DatePickerComponents
    let label: Label
    let selection: Date
    let components: DatePickerComponents

    /// A picker with a label view.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
        self.components = displayedComponents
    }

    /// A picker limited to a range of dates (the range does not change the picture at rest).
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker limited to dates from a first one.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker limited to dates up to a last one.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker showing `date` (the script front end's, where the binding is already read).
    package init(date: Date, displayedComponents: Components, label: Label) {
        self.label = label
        self.selection = date
        self.components = displayedComponents
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let body: AnyView
        switch ctx.environment.datePickerStyle {
        case .compact:
            body = AnyView(CompactDatePicker(label: AnyView(label), date: selection, components: components))
        case .graphical:
            body = AnyView(GraphicalDatePicker(label: AnyView(label), date: selection, components: components))
        }
        return resolve(body, ctx.appending("DatePicker"))
    }
}

extension DatePicker where Label == Text {
    /// A picker titled with a string.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled with a string, limited to a range of dates.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled with a string, limited to dates from a first one.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled with a string, limited to dates up to a last one.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a `DatePicker` shows (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
