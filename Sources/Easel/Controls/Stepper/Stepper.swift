import Foundation
import EaselLayout

/// A stepper's control beside its label (SwiftUI's `Stepper`), at rest: the label leading and
/// the 94 × 32 "−"/"+" control trailing on `tertiarySystemFill`, the row as wide as offered.
nonisolated public struct Stepper<Label: View>: View {
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
    /// `onEditingChanged` is never called: a still image is never touched.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(titleKey)
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
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

    /// As above, with an action told when editing starts and ends (never called: a still image is
    /// never touched); the iOS 13 order, the action before the label.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// As above, the label before the action.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.label = label()
    }

    /// A stepper with a label view and increment and decrement actions (never called: a still
    /// image is never touched).
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
}
