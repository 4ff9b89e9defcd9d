import Foundation

extension Font.TextStyle {
    /// Point sizes of this style at each Dynamic Type size, `xSmall` … `accessibility5`, as
    /// Apple's Human Interface Guidelines tabulate them for iOS (CONTROLS.md §3).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at a Dynamic Type size.
    public func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat { sizes[dynamicTypeSize.index] }

    /// How much a length relative to this style grows at a Dynamic Type size: the style's size
    /// there over its size at `.large` (what `@ScaledMetric` and `Font.custom(_:size:relativeTo:)` use).
    public func scale(at dynamicTypeSize: DynamicTypeSize) -> CGFloat { size(at: dynamicTypeSize) / size }
}
