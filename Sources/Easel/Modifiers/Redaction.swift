import Foundation
import EaselPaint

/// Why a view's content is hidden (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The data shown is not the real data yet (a loading screen, a widget's placeholder): text and
    /// images are drawn as placeholder shapes of their size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The data is private: only views marked `privacySensitive()` are hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The data is out of date (a widget awaiting a refresh).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// The opacity of the text's or image's colour a placeholder shape is filled with (Easel's
    /// estimate; docs/Differences.md).
    package static let placeholderOpacity: Double = 0.3
}

private enum RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }

extension EnvironmentValues {
    /// The reasons the views are redacted, set by `redacted(reason:)`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The colour placeholder shapes are drawn in for content of `color`, or nil when the content
    /// is not redacted as a placeholder.
    package func placeholderInk(for color: @autoclosure () -> ColorValue) -> ColorValue? {
        guard redactionReasons.contains(.placeholder) else { return nil }
        var ink = color()
        ink.opacity *= RedactionReasons.placeholderOpacity
        return ink
    }
}

nonisolated extension View {
    /// Adds `reason` to the reasons the view's content is redacted: with `.placeholder`, its texts
    /// are drawn as rounded bars the size of their lines and its images as shapes of their size.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows the view's content even where an enclosing view is redacted.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
