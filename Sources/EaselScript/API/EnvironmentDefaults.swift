import Foundation
import SwiftSyntax
import Easel

/// Environment values a view may read that scripts read as script values: the size classes, the
/// scene phase and the presentation flags as Easel's environment holds them (an iPhone in portrait,
/// an active scene, nothing presented), and actions (`dismiss`, `openURL`) as closures that do
/// nothing in a still picture.
enum EnvironmentDefaults {
    static func value(_ key: String, in env: EnvironmentValues) -> Value? {
        /// An action that does nothing.
        func nothing(_ name: String) -> Value {
            .closure(Closure(name: name, params: [], usesShorthand: true, body: .native({ _ in .void }), scope: Scope(parent: nil)))
        }
        func member<T>(_ v: T?) -> Value { v.map { .implicitMember(String(describing: $0), nil) } ?? .null }
        switch key {
        case "horizontalSizeClass": return member(env.horizontalSizeClass)
        case "verticalSizeClass": return member(env.verticalSizeClass)
        case "scenePhase": return member(Optional(env.scenePhase))
        case "isPresented": return .bool(env.isPresented)
        case "isSearching": return .bool(env.isSearching)
        case "isFocused": return .bool(env.isFocused)
        case "presentationMode":
            // `mode.wrappedValue.isPresented` and `mode.wrappedValue.dismiss()`.
            let mode = env.presentationMode.wrappedValue
            let value = Value.tuple([.bool(mode.isPresented), nothing("dismiss")], labels: ["isPresented", "dismiss"])
            return .binding(BindingBox(get: { value }, set: { _ in }))
        case "refresh": return env.refresh == nil ? .null : nothing(key)
        case "dismiss", "openURL", "dismissSearch": return nothing(key)
        default: return nil
        }
    }
}
