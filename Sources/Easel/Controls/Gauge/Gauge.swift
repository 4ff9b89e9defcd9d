import Foundation
import EaselLayout

/// A value within a range (SwiftUI's `Gauge`), drawn by the environment's gauge style (see
/// `GaugeStyle`; iOS's default is `.linearCapacity`).
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: some View {
        WithEnvironment { env in
            env.gaugeStyle.makeBody(
                GaugeStyleConfiguration(
                    value: fraction, label: .init(content: AnyView(label)),
                    currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
                    minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
                    maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) },
                    markedValueLabels: .init(content: AnyView(EmptyView()))))
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Slider.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound)),
            label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label for its current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Slider.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound)),
            label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for its current value and its bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Slider.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound)),
            label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge {
    /// A gauge from an already-computed fraction (0…1) and optional labels (the script front end's).
    package init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }
}
