import Foundation
import EaselLayout

/// A value chosen along a track (SwiftUI's `Slider`), at rest: a 4-point capsule track, the part
/// up to the value in the tint and the rest in `systemFill`, under a 28-point white thumb with a
/// soft shadow; the slider takes the width it is offered and is 28 points tall. Its value labels,
/// when given, sit at the track's two ends; its label is not drawn, as on iOS.
nonisolated public struct Slider: View {
    let fraction: Double
    /// The views at the track's two ends (SwiftUI's `minimumValueLabel` and `maximumValueLabel`).
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?

    /// A slider for a value in a range (0...1 by default).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(fraction: Self.fraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound)))
    }

    /// A slider with a label, which iOS does not draw (it names the slider for accessibility).
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step)
    }

    /// A slider with a label (not drawn on iOS) and views at its two ends, such as a small and a
    /// large speaker symbol.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            fraction: Self.fraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound)),
            minimumValueLabel: AnyView(minimumValueLabel()), maximumValueLabel: AnyView(maximumValueLabel()))
    }

    /// A slider from an already-computed position in its range, 0 to 1, with the views at its ends
    /// (the script front end's).
    package init(fraction: Double, minimumValueLabel: AnyView? = nil, maximumValueLabel: AnyView? = nil) {
        self.fraction = Self.fraction(fraction, 0, 1)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Where the value sits in its range, 0 to 1 (NaN and inverted ranges read as 0).
    package static func fraction(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        guard v.isFinite, lo.isFinite, hi.isFinite, hi > lo else { return 0 }
        return min(1, max(0, (v - lo) / (hi - lo)))
    }

    /// The track, between the value labels when there are any (8 points from each, centred on the
    /// track's height).
    public var body: some View {
        if minimumValueLabel == nil && maximumValueLabel == nil {
            track
        } else {
            HStack(spacing: 8) {
                minimumValueLabel
                track
                maximumValueLabel
            }
        }
    }

    private var track: some View {
        WithEnvironment { env in
            let metrics = env.systemLook.metrics, thumb = metrics.sliderThumbSize
            GeometryReader { proxy in
                let travel = max(0, proxy.size.width - thumb.width)
                let x = thumb.width / 2 + travel * fraction
                ZStack(alignment: .leading) {
                    Capsule().fill(SystemColors.systemFill).frame(height: metrics.sliderTrackHeight)
                    Capsule().fill(env.controlTint).frame(width: x, height: metrics.sliderTrackHeight)
                    Group {
                        // A circle on iOS 18, a capsule on iOS 26.
                        if thumb.width == thumb.height { Slider.thumb(Circle()) } else { Slider.thumb(Capsule()) }
                    }
                    .frame(width: thumb.width, height: thumb.height)
                    .offset(x: x - thumb.width / 2)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .frame(height: max(thumb.height, metrics.sliderTrackHeight))
        }
    }

    /// The white thumb with its shadow.
    private static func thumb(_ shape: some Shape) -> some View {
        shape.fill(Color.white).shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
    }
}
