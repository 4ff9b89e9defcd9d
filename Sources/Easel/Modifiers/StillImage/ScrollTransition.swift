import Foundation

/// Where a view is in a scroll transition (SwiftUI's `ScrollTransitionPhase`).
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the leading or top edge of the visible region.
    case topLeading
    /// Inside the visible region.
    case identity
    /// Past the trailing or bottom edge of the visible region.
    case bottomTrailing

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition is driven (SwiftUI's `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    /// Follows the scroll position.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// Animates between the phases.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Animates between the phases with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// The identity configuration (no change).
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    /// The same configuration with a threshold for the phases.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }

    /// The part of a view that must be visible for the identity phase.
    public struct Threshold: Sendable {
        let amount: Double
        public static let visible = Threshold(amount: 0)
        public static let hidden = Threshold(amount: 1)
        public static let centered = Threshold(amount: 0.5)
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
        public static func hidden(_ amount: Double) -> Threshold { Threshold(amount: amount) }
    }
}

nonisolated extension View {
    /// SwiftUI applies `transition`'s effects as the view scrolls in and out of the visible region.
    /// A still image is drawn at rest, where the visible views are at `identity`: the view is drawn
    /// as it is, without the effects (as in scripts).
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View { self }

    /// As above, with one configuration for the top-leading edge and one for the bottom-trailing.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View { self }
}
