import Foundation
import EaselLayout

/// A value chosen along a track (SwiftUI's `Slider`), at rest: a 4-point capsule track, the part
/// up to the value in the tint and the rest in `systemFill`, under a 28-point white thumb with a
/// soft shadow; the slider takes the width it is offered and is 28 points tall.
public struct Slider: View {
    let fraction: Double

    /// A slider for a value in a range (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1) {
        fraction = Self.fraction(Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound))
    }

    /// A slider from an already-computed position in its range, 0 to 1 (the script front end's).
    package init(fraction: Double) {
        self.fraction = Self.fraction(fraction, 0, 1)
    }

    /// Where the value sits in its range, 0 to 1 (NaN and inverted ranges read as 0).
    package static func fraction(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
        guard v.isFinite, lo.isFinite, hi.isFinite, hi > lo else { return 0 }
        return min(1, max(0, (v - lo) / (hi - lo)))
    }

    public var body: some View {
        GeometryReader { proxy in
            let thumb = SystemMetrics.sliderThumbSize
            let travel = max(0, proxy.size.width - thumb)
            let x = thumb / 2 + travel * fraction
            WithEnvironment { env in
                ZStack(alignment: .leading) {
                    Capsule().fill(SystemColors.systemFill).frame(height: SystemMetrics.sliderTrackHeight)
                    Capsule().fill(env.controlTint).frame(width: x, height: SystemMetrics.sliderTrackHeight)
                    Circle()
                        .fill(Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
                        .frame(width: thumb, height: thumb)
                        .offset(x: x - thumb / 2)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .frame(height: SystemMetrics.sliderThumbSize)
    }
}
