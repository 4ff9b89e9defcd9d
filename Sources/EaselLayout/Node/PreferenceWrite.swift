import Foundation

/// What a node does to a preference (type-erased; the API's `PreferenceKey` fills it in): sets a
/// value, which replaces whatever its subtree gave (`preference(key:value:)`, `anchorPreference`),
/// or changes the subtree's value (`transformPreference`, `transformAnchorPreference`). A node's
/// writes apply in the order the modifiers were applied, innermost first.
package struct PreferenceWrite {
    package let key: ObjectIdentifier
    /// The value set, or nil for a transform.
    package let value: Any?
    /// Changes the value so far (the key's default when the subtree gave none).
    package let transform: ((inout Any) -> Void)?
    package init(key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
        self.transform = nil
    }
    package init(key: ObjectIdentifier, transform: @escaping (inout Any) -> Void) {
        self.key = key
        self.value = nil
        self.transform = transform
    }
}
