import Foundation
import EaselLayout

/// Progress (SwiftUI's `ProgressView`), at rest. With a value: a 4-point capsule track filled in
/// the tint up to the fraction done, taking the width it is offered, with the label above. Without
/// one: the indeterminate spinner, eight gray spokes in 20 × 20 points, with the label below.
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label?

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 6) {
                if let label { label }
                WithEnvironment { env in
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(SystemColors.systemFill)
                            Capsule().fill(env.accentTint).frame(width: proxy.size.width * fraction)
                        }
                    }
                    .frame(height: SystemMetrics.progressTrackHeight)
                }
            }
        } else {
            VStack(spacing: 8) {
                Spinner().frame(width: 20, height: 20)
                if let label { label.foregroundColor(.secondary) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// The indeterminate spinner.
    public init() {
        fraction = nil
        label = nil
    }

    /// A bar for `value` out of `total` (nil: the spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        fraction = value.map { Slider.fraction(Double($0), 0, Double(total)) }
        label = nil
    }
}

extension ProgressView where Label == Text {
    /// The spinner with a title below it.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
    }

    /// A bar with a title above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        fraction = value.map { Slider.fraction(Double($0), 0, Double(total)) }
        label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        fraction = value.map { Slider.fraction(Double($0), 0, Double(total)) }
        label = Text(title)
    }

    /// A bar from an already-computed fraction (the script front end's), with an optional title.
    package init(title: Text?, fraction: Double?) {
        self.fraction = fraction.map { Slider.fraction($0, 0, 1) }
        label = title
    }
}

/// The indeterminate spinner at rest: eight round-capped spokes, fading round the circle.
struct Spinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { i in
                Spoke(angle: Double(i) * .pi / 4)
                    .stroke(Color.gray.opacity(1 - Double(i) * 0.1), style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
            }
        }
    }
}

/// One spoke of the spinner: from 45 % to 90 % of the radius, at an angle clockwise from 12 o'clock.
struct Spoke: Shape {
    let angle: Double

    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let dx = CGFloat(sin(angle)), dy = -CGFloat(cos(angle))
        var p = Path()
        p.move(to: CGPoint(x: rect.midX + dx * r * 0.45, y: rect.midY + dy * r * 0.45))
        p.addLine(to: CGPoint(x: rect.midX + dx * r * 0.9, y: rect.midY + dy * r * 0.9))
        return p
    }
}

/// A stepper's control beside its label (SwiftUI's `Stepper`), at rest: the label leading and
/// the 94 × 32 "−"/"+" control trailing on `tertiarySystemFill`, the row as wide as offered.
public struct Stepper<Label: View>: View {
    let label: Label

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                Image(systemName: "minus").frame(maxWidth: .infinity)
                Rectangle().fill(SystemColors.separator).frame(width: 1, height: 18)
                Image(systemName: "plus").frame(maxWidth: .infinity)
            }
            .frame(width: SystemMetrics.stepperSize.width, height: SystemMetrics.stepperSize.height)
            .background(RoundedRectangle(cornerRadius: SystemMetrics.stepperRadius).fill(SystemColors.tertiarySystemFill))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a string (its value and bounds do not change the picture).
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        label = Text(title)
    }

    /// A stepper titled with a string, with increment and decrement actions.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        label = Text(title)
    }

    /// A stepper titled with a string (the script front end's).
    package init(title: Text) {
        label = title
    }
}

extension Stepper {
    /// A stepper with a label view.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}
