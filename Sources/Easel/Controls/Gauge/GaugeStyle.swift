import Foundation
import EaselLayout

/// How a gauge is drawn (SwiftUI's `GaugeStyle`): one of iOS's styles (`.gaugeStyle(.accessoryCircular)`,
/// see BuiltInGaugeStyles.swift) or an app's own, whose `makeBody(configuration:)` draws the gauge
/// from its value (0…1 within its bounds) and labels.
public protocol GaugeStyle {
    associatedtype Body: View
    /// The view of a gauge with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// The parts of a gauge given to its style (SwiftUI's `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// The gauge's label as a view.
    nonisolated public struct Label: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The gauge's current-value label as a view.
    nonisolated public struct CurrentValueLabel: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The gauge's minimum-value label as a view.
    nonisolated public struct MinimumValueLabel: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The gauge's maximum-value label as a view.
    nonisolated public struct MaximumValueLabel: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The gauge's marked-value labels as a view.
    nonisolated public struct MarkedValueLabels: View, StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// Where the value lies within the gauge's bounds, 0…1.
    public let value: Double
    /// The label.
    public var label: Label
    /// The current-value label, nil when the gauge has none.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum-value label, nil when the gauge has none.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum-value label, nil when the gauge has none.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked-value labels (empty when the gauge has none).
    public var markedValueLabels: MarkedValueLabels
}

/// A gauge style with its type erased, as the environment keeps it.
struct AnyGaugeStyle {
    let makeBody: (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        makeBody = { AnyView(callMainActorRequirement({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}

private enum GaugeStyleKey: EnvironmentKey { static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(DefaultGaugeStyle()) } }

extension EnvironmentValues {
    /// The style gauges in this environment use.
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
