import Foundation

/// UIKit's haptic feedback generators, made in a view's property or a button's action. A still
/// image feels nothing: `prepare()`, `impactOccurred()`, `notificationOccurred(_:)` and
/// `selectionChanged()` do nothing.
nonisolated open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    /// Readies the engine.
    public func prepare() {}
}

/// A tap (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`).
nonisolated public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How heavy the tap is.
    public enum FeedbackStyle: Int, Hashable, Sendable, CaseIterable { case light, medium, heavy, soft, rigid }
    /// The generator's style.
    public let style: FeedbackStyle
    public init(style: FeedbackStyle = .medium) { self.style = style }
    /// Taps.
    public func impactOccurred() {}
    /// Taps with an intensity from 0 to 1.
    public func impactOccurred(intensity: CGFloat) {}
    /// Taps at a point (iOS 17.5).
    public func impactOccurred(at location: CGPoint) {}
    /// Taps with an intensity at a point (iOS 17.5).
    public func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// A success, warning or error (`UINotificationFeedbackGenerator().notificationOccurred(.success)`).
nonisolated public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// What happened.
    public enum FeedbackType: Int, Hashable, Sendable, CaseIterable { case success, warning, error }
    /// Signals it.
    public func notificationOccurred(_ type: FeedbackType) {}
    /// Signals it at a point (iOS 17.5).
    public func notificationOccurred(_ type: FeedbackType, at location: CGPoint) {}
}

/// A selection changing (`UISelectionFeedbackGenerator().selectionChanged()`).
nonisolated public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Signals it.
    public func selectionChanged() {}
    /// Signals it at a point (iOS 17.5).
    public func selectionChanged(at location: CGPoint) {}
}
