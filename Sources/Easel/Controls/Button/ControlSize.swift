import Foundation
import EaselLayout

/// How large controls are drawn (SwiftUI's `ControlSize`): bordered buttons take its padding,
/// corner radius and text style.
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's look at this size. Heights as seen in SwiftUI with SF (CONTROLS.md §8,
    /// estimates): mini ≈22 (footnote), small ≈28 (subheadline), regular ≈34, large ≈50 (radius
    /// ≈12); extraLarge continues the steps.
    struct BorderedMetrics {
        var horizontalPadding: CGFloat
        var verticalPadding: CGFloat
        var cornerRadius: CGFloat
        /// The label's text style when the environment sets no font.
        var textStyle: Font.TextStyle?
    }

    var bordered: BorderedMetrics {
        switch self {
        case .mini: return BorderedMetrics(horizontalPadding: 7, verticalPadding: 2, cornerRadius: 5, textStyle: .footnote)
        case .small: return BorderedMetrics(horizontalPadding: 10, verticalPadding: 4, cornerRadius: 6, textStyle: .subheadline)
        case .regular:
            return BorderedMetrics(
                horizontalPadding: SystemMetrics.borderedButtonHorizontalPadding,
                verticalPadding: SystemMetrics.borderedButtonVerticalPadding,
                cornerRadius: SystemMetrics.borderedButtonCornerRadius, textStyle: nil)
        case .large: return BorderedMetrics(horizontalPadding: 20, verticalPadding: 14, cornerRadius: 12, textStyle: nil)
        case .extraLarge: return BorderedMetrics(horizontalPadding: 24, verticalPadding: 17, cornerRadius: 14, textStyle: nil)
        }
    }
}

private enum ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
    /// The size of controls here (`controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The size of controls in this view (bordered buttons' padding, corner radius and text).
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
}
