import Foundation

/// The text size a person chose in Settings (SwiftUI's `DynamicTypeSize`), from extra small to
/// the five accessibility sizes. `.large` is iOS's default.
///
/// Text in a text style (`.body`, `.headline`, ...) takes the style's size at this setting,
/// custom fonts made with `Font.custom(_:size:)` or `relativeTo:` scale with their style, and
/// `@ScaledMetric` values scale the same way. Set it for a view with `.dynamicTypeSize(_:)`, for
/// a whole render with `ImageRenderer.dynamicTypeSize`, or with `easel render --dynamic-type`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size's position from `xSmall` (0) to `accessibility5` (11): the column of the type table.
    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// The size SwiftUI names `name` (`"xxLarge"`, `"accessibility3"`, in any case), for the command line.
    package init?(name: String) {
        guard let s = Self.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) else { return nil }
        self = s
    }

    /// The size of this setting that lies in `range`: itself, or the nearest end of the range.
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        let allowed = Self.allCases.filter { range.contains($0) }
        guard let first = allowed.first, let last = allowed.last else { return self }
        return self < first ? first : self > last ? last : self
    }
}

/// The older name of a Dynamic Type setting (SwiftUI's `ContentSizeCategory`), read and written
/// through `EnvironmentValues.sizeCategory`; the same setting as `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The Dynamic Type size of this category (both lists run in the same order).
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }

    init(_ size: DynamicTypeSize) { self = Self.allCases[size.index] }
}
