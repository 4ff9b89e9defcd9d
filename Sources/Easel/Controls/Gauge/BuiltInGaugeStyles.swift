import Foundation
import EaselLayout

/// iOS's gauge styles. `.linearCapacity` (the default) is the label above a 4-point capsule track
/// filled in the tint up to the value, the bounds labels at the track's ends and the current value
/// below it, the value labels in the caption font and secondary colour; `.accessoryLinear` marks
/// the value with a dot instead; the circular accessory styles are 58-point rings with the current
/// value inside.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// The label, the filled track between the bounds labels, and the current value.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in GaugeDrawing(configuration: configuration).linear(marker: false, tint: env.accentTint) }
    }
}

/// A track with a dot at the value (SwiftUI's `AccessoryLinearGaugeStyle`).
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// The label, the track with its marker between the bounds labels, and the current value.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in GaugeDrawing(configuration: configuration).linear(marker: true, tint: env.accentTint) }
    }
}

/// A track filled up to the value, as `.linearCapacity` (SwiftUI's `AccessoryLinearCapacityGaugeStyle`).
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `LinearCapacityGaugeStyle`'s gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// An open ring with a marker at the value (SwiftUI's `AccessoryCircularGaugeStyle`).
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// The ring, the current value (else the label) inside, the bounds labels at its ends.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in GaugeDrawing(configuration: configuration).openRing(tint: env.accentTint) }
    }
}

/// A closed ring filled clockwise from the top (SwiftUI's `AccessoryCircularCapacityGaugeStyle`).
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// The ring and the current value (else the label) inside.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in GaugeDrawing(configuration: configuration).capacityRing(tint: env.accentTint) }
    }
}

/// The platform's default (SwiftUI's `DefaultGaugeStyle`): `.linearCapacity` on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `LinearCapacityGaugeStyle`'s gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: `.linearCapacity` on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value, the label above, the current value below, the bounds at its ends.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled up to the value (as `.linearCapacity`).
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value, the current value inside, the bounds at its ends.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled clockwise from the top up to the value, the current value inside.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// What iOS's gauge styles draw, from a gauge's configuration.
nonisolated struct GaugeDrawing {
    let configuration: GaugeStyleConfiguration

    /// The label, the track between the bounds labels, and the current value.
    func linear(marker: Bool, tint: Color) -> some View {
        VStack(alignment: .leading, spacing: SystemMetrics.gaugeSpacing) {
            configuration.label
            HStack(spacing: SystemMetrics.gaugeSpacing) {
                if let minimumValueLabel = configuration.minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
                GeometryReader { proxy in
                    let w = proxy.size.width, h = SystemMetrics.gaugeTrackHeight
                    if marker {
                        let d = SystemMetrics.gaugeMarkerDiameter
                        ZStack(alignment: .leading) {
                            Capsule().fill(SystemColors.systemFill).frame(height: h)
                            Circle().fill(tint).frame(width: d, height: d).offset(x: (w - d) * configuration.value)
                        }
                        .frame(width: w, height: d)
                    } else {
                        ZStack(alignment: .leading) {
                            Capsule().fill(SystemColors.systemFill)
                            Capsule().fill(tint).frame(width: w * configuration.value)
                        }
                        .frame(width: w, height: h)
                    }
                }
                .frame(height: marker ? SystemMetrics.gaugeMarkerDiameter : SystemMetrics.gaugeTrackHeight)
                if let maximumValueLabel = configuration.maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
            }
            if let currentValueLabel = configuration.currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
    }

    /// A closed ring filled clockwise from the top, the current value (else the label) inside.
    func capacityRing(tint: Color) -> some View {
        let line = SystemMetrics.gaugeCircularLineWidth
        return ZStack {
            Circle().inset(by: line / 2).stroke(tint.opacity(0.3), lineWidth: line)
            Circle().inset(by: line / 2).trim(from: 0, to: configuration.value)
                .stroke(tint, style: StrokeStyle(lineWidth: line, lineCap: .round))
                .rotationEffect(.degrees(-90))
            centre
        }
        .frame(width: SystemMetrics.gaugeCircularDiameter, height: SystemMetrics.gaugeCircularDiameter)
    }

    /// A ring open at the bottom with a marker at the value, the current value (else the label)
    /// inside and the bounds labels at its ends.
    func openRing(tint: Color) -> some View {
        let line = SystemMetrics.gaugeCircularLineWidth, d = SystemMetrics.gaugeCircularDiameter
        let span = SystemMetrics.gaugeOpenArcDegrees / 360
        // The arc starts at the bottom-left end: a full turn's trim from 0 at 90° + the gap's half.
        let start = Angle.degrees(90 + (360 - SystemMetrics.gaugeOpenArcDegrees) / 2)
        let markerAngle = (start.degrees + SystemMetrics.gaugeOpenArcDegrees * configuration.value) * .pi / 180
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
                    if let minimumValueLabel = configuration.minimumValueLabel { minimumValueLabel }
                    Spacer(minLength: 0)
                    if let maximumValueLabel = configuration.maximumValueLabel { maximumValueLabel }
                }
                .font(.system(size: 9))
                .foregroundStyle(.secondary)
            }
        }
        .frame(width: d, height: d)
    }

    /// Inside a ring: the current value, else the label, small enough to fit.
    @ViewBuilder var centre: some View {
        if let currentValueLabel = configuration.currentValueLabel {
            currentValueLabel.font(.system(size: 17, weight: .medium)).minimumScaleFactor(0.5).lineLimit(1).padding(.horizontal, 8)
        } else {
            configuration.label.font(.caption).minimumScaleFactor(0.5).lineLimit(1).padding(.horizontal, 8)
        }
    }
}
