import Foundation
import EaselLayout

/// What a `DatePickerStyle` draws as.
struct DatePickerStyleValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case compact, graphical }
    let kind: Kind
    /// The platform's default: `.compact` on iOS.
    static let automatic = DatePickerStyleValue(kind: .compact)
    /// The value in pills beside the label.
    static let compact = DatePickerStyleValue(kind: .compact)
    /// A month calendar.
    static let graphical = DatePickerStyleValue(kind: .graphical)
    /// Spinning wheels; drawn as `.compact` (see docs/Differences.md).
    static let wheel = DatePickerStyleValue(kind: .compact)
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
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, DatePickerStyleValue(style).kind)
    }
}

/// How a date picker is drawn (SwiftUI's `DatePickerStyle`).
public protocol DatePickerStyle: Sendable {}

/// A built-in `DatePickerStyle`: what it draws as.
protocol BuiltInDatePickerStyle: DatePickerStyle {
    var value: DatePickerStyleValue { get }
}

extension DatePickerStyleValue {
    /// What `style` draws as; a style of another type draws as the default.
    init(_ style: some DatePickerStyle) { self = (style as? any BuiltInDatePickerStyle)?.value ?? .automatic }
}

/// The platform's default: `.compact` on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var value: DatePickerStyleValue { .automatic }
}

/// The value in pills beside the label.
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var value: DatePickerStyleValue { .compact }
}

/// A month calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var value: DatePickerStyleValue { .graphical }
}

/// Spinning wheels; drawn as `.compact` (see docs/Differences.md).
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var value: DatePickerStyleValue { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: `.compact` on iOS.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The value in pills beside the label.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels; drawn as `.compact` (see docs/Differences.md).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
