import Foundation
import EaselLayout

/// How a picker is drawn (SwiftUI's `PickerStyle`).
public protocol PickerStyle: Sendable {}

/// A built-in `PickerStyle`: what it draws as.
protocol BuiltInPickerStyle: PickerStyle {
    var value: PickerStyleValue { get }
}

extension PickerStyleValue {
    /// What `style` draws as; a style of another type draws as the default.
    init(_ style: some PickerStyle) { self = (style as? any BuiltInPickerStyle)?.value ?? .automatic }
}

/// The platform's default: the menu style on iOS.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var value: PickerStyleValue { .automatic }
}

/// The selection as a button that opens a menu.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var value: PickerStyleValue { .menu }
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var value: PickerStyleValue { .segmented }
}

/// The options inline; drawn as the menu style (see docs/Differences.md).
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var value: PickerStyleValue { .inline }
}

/// A spinning wheel; drawn as the menu style (see docs/Differences.md).
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var value: PickerStyleValue { .wheel }
}

/// A row that pushes the options; drawn as the menu style (see docs/Differences.md).
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var value: PickerStyleValue { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: the menu style on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The selection as a button that opens a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline; drawn as the menu style (see docs/Differences.md).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel; drawn as the menu style (see docs/Differences.md).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options; drawn as the menu style (see docs/Differences.md).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
