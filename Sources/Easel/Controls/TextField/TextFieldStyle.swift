import Foundation
import EaselLayout

/// The look of text fields (SwiftUI's `TextFieldStyle`): plain, or the iOS rounded border.
public protocol TextFieldStyle: Sendable {}

/// A built-in `TextFieldStyle`: what it draws as.
protocol BuiltInTextFieldStyle: TextFieldStyle {
    var value: TextFieldStyleValue { get }
}

extension TextFieldStyleValue {
    /// What `style` draws as; a style of another type draws as the default.
    init(_ style: some TextFieldStyle) { self = (style as? any BuiltInTextFieldStyle)?.value ?? .automatic }
}

/// No chrome (the default).
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    var value: TextFieldStyleValue { .automatic }
}

/// No chrome.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    var value: TextFieldStyleValue { .plain }
}

/// A hairline rounded rectangle on the system background.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    var value: TextFieldStyleValue { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// No chrome (the default).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No chrome.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A hairline rounded rectangle on the system background.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
