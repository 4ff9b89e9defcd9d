import Foundation
import EaselLayout

/// A value within a range (SwiftUI's `Gauge`), drawn in the environment's gauge style: iOS's
/// default `.linearCapacity` is the label above a 4-point capsule track filled in the tint up to
/// the value, the bounds labels at the track's ends and the current value below it, the value
/// labels in the caption font and secondary colour; the circular accessory styles are 58-point
/// rings with the current value inside.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: some View {
        WithEnvironment { env in
            switch env.gaugeStyle {
            case .linearCapacity, .accessoryLinearCapacity: linear(marker: false, tint: env.accentTint)
            case .accessoryLinear: linear(marker: true, tint: env.accentTint)
            case .accessoryCircularCapacity: capacityRing(tint: env.accentTint)
            case .accessoryCircular: openRing(tint: env.accentTint)
            }
        }
    }

    /// The label, the track between the bounds labels, and the current value.
    private func linear(marker: Bool, tint: Color) -> some View {
        VStack(alignment: .leading, spacing: SystemMetrics.gaugeSpacing) {
            label
            HStack(spacing: SystemMetrics.gaugeSpacing) {
                if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
                GeometryReader { proxy in
                    let w = proxy.size.width, h = SystemMetrics.gaugeTrackHeight
                    if marker {
                        let d = SystemMetrics.gaugeMarkerDiameter
                        ZStack(alignment: .leading) {
                            Capsule().fill(SystemColors.systemFill).frame(height: h)
                            Circle().fill(tint).frame(width: d, height: d).offset(x: (w - d) * fraction)
                        }
                        .frame(width: w, height: d)
                    } else {
                        ZStack(alignment: .leading) {
                            Capsule().fill(SystemColors.systemFill)
                            Capsule().fill(tint).frame(width: w * fraction)
                        }
                        .frame(width: w, height: h)
                    }
                }
                .frame(height: marker ? SystemMetrics.gaugeMarkerDiameter : SystemMetrics.gaugeTrackHeight)
                if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
            }
            if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
    }

    /// A closed ring filled clockwise from the top, the current value (else the label) inside.
    private func capacityRing(tint: Color) -> some View {
        let line = SystemMetrics.gaugeCircularLineWidth
        return ZStack {
            Circle().inset(by: line / 2).stroke(tint.opacity(0.3), lineWidth: line)
            Circle().inset(by: line / 2).trim(from: 0, to: fraction)
                .stroke(tint, style: StrokeStyle(lineWidth: line, lineCap: .round))
                .rotationEffect(.degrees(-90))
            centre
        }
        .frame(width: SystemMetrics.gaugeCircularDiameter, height: SystemMetrics.gaugeCircularDiameter)
    }

    /// A ring open at the bottom with a marker at the value, the current value (else the label)
    /// inside and the bounds labels at its ends.
    private func openRing(tint: Color) -> some View {
        let line = SystemMetrics.gaugeCircularLineWidth, d = SystemMetrics.gaugeCircularDiameter
        let span = SystemMetrics.gaugeOpenArcDegrees / 360
        // The arc starts at the bottom-left end: a full turn's trim from 0 at 90° + the gap's half.
        let start = Angle.degrees(90 + (360 - SystemMetrics.gaugeOpenArcDegrees) / 2)
        let markerAngle = (start.degrees + SystemMetrics.gaugeOpenArcDegrees * fraction) * .pi / 180
        let r = (d - line) / 2
        return ZStack {
            Circle().inset(by: line / 2).trim(from: 0, to: span)
                .stroke(tint.opacity(0.3), style: StrokeStyle(lineWidth: line, lineCap: .round))
                .rotationEffect(start)
            Circle()
                .strokeBorder(Color.white, lineWidth: 1.5)
                .background(Circle().fill(tint))
                .frame(width: line + 2, height: line + 2)
                .offset(x: r * CGFloat(cos(markerAngle)), y: r * CGFloat(sin(markerAngle)))
            centre
            VStack {
                Spacer(minLength: 0)
                HStack {
                    if let minimumValueLabel { minimumValueLabel }
                    Spacer(minLength: 0)
                    if let maximumValueLabel { maximumValueLabel }
                }
                .font(.system(size: 9))
                .foregroundStyle(.secondary)
            }
        }
        .frame(width: d, height: d)
    }

    /// Inside a ring: the current value, else the label, small enough to fit.
    @ViewBuilder private var centre: some View {
        if let currentValueLabel {
            currentValueLabel.font(.system(size: 17, weight: .medium)).minimumScaleFactor(0.5).lineLimit(1).padding(.horizontal, 8)
        } else {
            label.font(.caption).minimumScaleFactor(0.5).lineLimit(1).padding(.horizontal, 8)
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
