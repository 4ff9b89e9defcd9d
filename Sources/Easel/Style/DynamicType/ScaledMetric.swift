import Foundation

/// A length that grows and shrinks with Dynamic Type (SwiftUI's `@ScaledMetric`): the declared
/// value at the `.large` setting, scaled like the text style it is relative to (`.body` unless
/// given) at the environment's `dynamicTypeSize`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .title) var iconSize = 24.0   // 24 at .large, 34.3 at .accessibility1
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, BindableProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// A metric scaled relative to the body style.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// A metric scaled relative to a text style.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Value {
        let size = (box.values ?? EnvironmentValues()).dynamicTypeSize
        return baseValue * Value(textStyle.scale(at: size))
    }

    func bind(_ binder: DynamicPropertyBinder) { box.values = binder.environment }
}
