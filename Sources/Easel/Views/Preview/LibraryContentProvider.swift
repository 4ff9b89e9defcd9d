import Foundation

/// Views and modifiers an app offers to Xcode's library (SwiftUI's `LibraryContentProvider`, from
/// DeveloperToolsSupport): read by Xcode, never drawn, so a file that declares one compiles and
/// renders its views as if it did not.
@MainActor @preconcurrency public protocol LibraryContentProvider {
    /// The type the modifiers are shown on.
    associatedtype ModifierBase = Any
    /// The views offered.
    @LibraryContentBuilder var views: [LibraryItem] { get }
    /// The modifiers offered, applied to `base`.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    /// No views.
    public var views: [LibraryItem] { [] }
    /// No modifiers.
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One entry of Xcode's library: a snippet, never evaluated here.
public struct LibraryItem {
    /// Where the library files the item.
    public struct Category: Hashable, Sendable {
        let name: String
        public static let layout = Category(name: "layout")
        public static let control = Category(name: "control")
        public static let effect = Category(name: "effect")
        public static let other = Category(name: "other")
    }

    /// The item's title, as the library shows it.
    public let title: String?

    public init<T>(
        _ snippet: @autoclosure @escaping () -> T, visible: Bool = true, title: String? = nil, category: Category = .other,
        matchingSignature: String? = nil
    ) {
        self.title = title
    }
}

/// Builds a list of library items from the items written (SwiftUI's `LibraryContentBuilder`).
@resultBuilder public enum LibraryContentBuilder {
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildBlock(_ parts: [LibraryItem]...) -> [LibraryItem] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LibraryItem]?) -> [LibraryItem] { part ?? [] }
    public static func buildEither(first: [LibraryItem]) -> [LibraryItem] { first }
    public static func buildEither(second: [LibraryItem]) -> [LibraryItem] { second }
    public static func buildArray(_ parts: [[LibraryItem]]) -> [LibraryItem] { parts.flatMap { $0 } }
}
