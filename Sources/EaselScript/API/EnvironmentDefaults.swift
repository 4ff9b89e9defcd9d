import Foundation
import SwiftSyntax

/// Environment values a view may read that Easel's environment does not hold, with the values an
/// iPhone in portrait gives by default: compact width, regular height, an active scene. Actions (`dismiss`, `openURL`) do nothing in a still picture.
enum EnvironmentDefaults {
    static func value(_ key: String) -> Value? {
        switch key {
        case "horizontalSizeClass": return .implicitMember("compact", nil)
        case "verticalSizeClass": return .implicitMember("regular", nil)
        case "scenePhase": return .implicitMember("active", nil)
        case "isPresented", "isSearching", "isFocused": return .bool(false)
        case "dismiss", "openURL", "dismissSearch", "refresh":
            return .closure(Closure(name: key, params: [], usesShorthand: true, body: .native({ _ in .void }), scope: Scope(parent: nil)))
        default: return nil
        }
    }
}
