import Foundation

/// An observer of a preference over the subtree it is attached to (`onPreferenceChange`).
package struct PreferenceObserver {
    package let key: ObjectIdentifier
    /// The key's default value.
    package let defaultValue: Any
    /// The key's reduce: combines the accumulated value with the next one.
    package let reduce: (inout Any, Any) -> Void
    /// Whether two values are equal (to call the action only on change).
    package let isEqual: (Any, Any) -> Bool
    /// The action, called with the subtree's value.
    package let action: (Any) -> Void
    /// A stable identity for remembering the last value delivered across passes.
    package let identity: String

    package init(
        key: ObjectIdentifier, defaultValue: Any, reduce: @escaping (inout Any, Any) -> Void,
        isEqual: @escaping (Any, Any) -> Bool, action: @escaping (Any) -> Void, identity: String
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.reduce = reduce
        self.isEqual = isEqual
        self.action = action
        self.identity = identity
    }
}
