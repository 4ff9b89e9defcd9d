import Foundation
import EaselLayout

/// How a gauge is drawn (SwiftUI's `GaugeStyle`): `.gaugeStyle(.accessoryCircular)`.
public struct GaugeStyleValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }
    let kind: Kind
    /// The platform's default: `.linearCapacity` on iOS.
    public static let automatic = GaugeStyleValue(kind: .linearCapacity)
    /// A bar filled up to the value, the label above, the current value below, the bounds at its ends.
    public static let linearCapacity = GaugeStyleValue(kind: .linearCapacity)
    /// A bar with a marker at the value.
    public static let accessoryLinear = GaugeStyleValue(kind: .accessoryLinear)
    /// A bar filled up to the value (as `.linearCapacity`).
    public static let accessoryLinearCapacity = GaugeStyleValue(kind: .accessoryLinearCapacity)
    /// An open ring with a marker at the value, the current value inside, the bounds at its ends.
    public static let accessoryCircular = GaugeStyleValue(kind: .accessoryCircular)
    /// A closed ring filled clockwise from the top up to the value, the current value inside.
    public static let accessoryCircularCapacity = GaugeStyleValue(kind: .accessoryCircularCapacity)
}

private enum GaugeStyleKey: EnvironmentKey { static var defaultValue: GaugeStyleValue.Kind { .linearCapacity } }

extension EnvironmentValues {
    var gaugeStyle: GaugeStyleValue.Kind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of gauges in this view.
    public func gaugeStyle(_ style: GaugeStyleValue) -> some View {
        environment(\.gaugeStyle, style.kind)
    }
}
