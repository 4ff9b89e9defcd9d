import Foundation
import EaselLayout

/// Storage for environment values whose keys exist only at run time (a script's `EnvironmentKey`
/// types have no Swift type): one ordinary key holding a dictionary by name.
private enum DynamicEnvironmentStorageKey: EnvironmentKey {
    static var defaultValue: [String: Any] { [:] }
}

extension EnvironmentValues {
    /// A value stored under a key known only by name (`nil` when never set). Writable through key
    /// paths, so `view.environment(\.[dynamicKey: "Accent"], value)` sets it like any other value.
    package subscript(dynamicKey key: String) -> Any? {
        get { self[DynamicEnvironmentStorageKey.self][key] }
        set { self[DynamicEnvironmentStorageKey.self][key] = newValue }
    }
}
