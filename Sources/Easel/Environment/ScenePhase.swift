import Foundation

/// Whether a scene is in the foreground and taking events (SwiftUI's `ScenePhase`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// In the background: not visible.
    case background
    /// Visible, not taking events (the app switcher, a call coming in).
    case inactive
    /// In the foreground, taking events.
    case active
}

private enum ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active`, as on a screen being looked at, unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
