import Foundation

/// How a menu's label is drawn (SwiftUI's `MenuStyle`). A menu at rest shows its label, drawn
/// as it is, in every style.
public protocol MenuStyle: Sendable {}

/// The platform's choice.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// The label as a button.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

/// The label as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's choice.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The label as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The label as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
