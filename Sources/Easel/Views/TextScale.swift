import Foundation
import EaselLayout

extension Text {
    /// A logical size of text relative to its font (`textScale(_:isEnabled:)`): the font's own
    /// size, or a smaller one for secondary text set beside the main text, such as a unit after a
    /// number.
    public struct Scale: Equatable, Hashable, Sendable {
        /// The share of the font's size the text is drawn at.
        let factor: CGFloat

        /// The font's own size.
        public static let `default` = Scale(factor: 1)
        /// A smaller size for secondary text: 80 % of the font's size in Easel (Apple publishes no
        /// figure; docs/Differences.md).
        public static let secondary = Scale(factor: 0.8)
    }
}

private enum TextScaleKey: EnvironmentKey { static var defaultValue: Text.Scale { .default } }

extension EnvironmentValues {
    /// The text scale of text in this environment (`textScale(_:isEnabled:)`).
    var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Applies a text scale to text in this view, whatever font it has: `.secondary` draws it
    /// smaller. When `isEnabled` is false, the scale is left as it is.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
    }
}
