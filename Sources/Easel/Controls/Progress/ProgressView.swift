import Foundation
import EaselLayout

/// Progress (SwiftUI's `ProgressView`), at rest, drawn by the environment's progress view style
/// (`progressViewStyle(_:)`). The default style on iOS draws, with a value, a 4-point capsule track
/// filled in the tint up to the fraction done, taking the width it is offered, with the label above
/// and the current value below; without one, the indeterminate spinner, eight gray spokes in 20 ×
/// 20 points, with the label below.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
        let style = ctx.environment.progressViewStyle
        var c = ctx.appending("ProgressView")
        // `ProgressView(configuration)` in the style's body draws with the style around this one.
        c.environment.progressViewStyle = style.outer
        return resolve(style.makeBody(configuration), c)
    }

    /// The fraction of `value` out of `total`, kept within 0…1 (nil: indeterminate).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { Slider.fraction(Double($0), 0, Double(total)) }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The indeterminate spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValue: nil)
    }

    /// A bar for `value` out of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValue: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Indeterminate progress described by a label view.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValue: nil)
    }

    /// A bar for `value` out of `total` (nil: indeterminate) described by a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValue: nil)
    }
}

extension ProgressView {
    /// A bar for `value` out of `total` (nil: indeterminate) described by a label view, with a view
    /// of the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValue: currentValueLabel())
    }

    /// Progress from already-computed parts (the script front end's): a fraction, clamped to
    /// 0…1 (nil: indeterminate), and optional labels.
    package init(fraction: Double?, label: Label?, currentValue: CurrentValueLabel?) {
        self.fraction = fraction.map { Slider.fraction($0, 0, 1) }
        self.label = label
        self.currentValueLabel = currentValue
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// The spinner with a title below it.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValue: nil)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValue: nil)
    }

    /// A bar with a title above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValue: nil)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValue: nil)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Progress of a style's configuration, for a style's body: drawn in the progress view style
    /// that was in effect where the style was set (the default one at the top).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValue: configuration.currentValueLabel)
    }
}

/// The indeterminate spinner at rest: eight round-capped spokes, fading round the circle, in gray
/// or in a tint, `side` points square.
nonisolated struct Spinner: View {
    var side: CGFloat = SystemMetrics.spinnerSide
    var tint: Color?

    var body: some View {
        let width = SystemMetrics.spinnerSpokeWidth * side / SystemMetrics.spinnerSide
        ZStack {
            ForEach(0..<8, id: \.self) { i in
                Spoke(angle: Double(i) * .pi / 4)
                    .stroke((tint ?? Color.gray).opacity(1 - Double(i) * 0.1), style: StrokeStyle(lineWidth: width, lineCap: .round))
            }
        }
        .frame(width: side, height: side)
    }
}

/// One spoke of the spinner: from 45 % to 90 % of the radius, at an angle clockwise from 12 o'clock.
nonisolated struct Spoke: Shape {
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
