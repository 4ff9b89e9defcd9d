import Foundation
import EaselLayout

/// How a date picker is drawn (SwiftUI's `DatePickerStyle`).
public struct DatePickerStyleValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case compact, graphical }
    let kind: Kind
    /// The platform's default: `.compact` on iOS.
    public static let automatic = DatePickerStyleValue(kind: .compact)
    /// The value in pills beside the label.
    public static let compact = DatePickerStyleValue(kind: .compact)
    /// A month calendar.
    public static let graphical = DatePickerStyleValue(kind: .graphical)
    /// Spinning wheels; drawn as `.compact` (see docs/Differences.md).
    public static let wheel = DatePickerStyleValue(kind: .compact)
}

private enum DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleValue.Kind { .compact } }

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleValue.Kind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of date pickers in this view.
    public func datePickerStyle(_ style: DatePickerStyleValue) -> some View {
        environment(\.datePickerStyle, style.kind)
    }
}
