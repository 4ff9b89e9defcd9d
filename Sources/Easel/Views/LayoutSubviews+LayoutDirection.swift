extension LayoutSubviews {
    /// The layout direction the container inherits (SwiftUI's `LayoutSubviews.layoutDirection`):
    /// `.rightToLeft` inside `.environment(\.layoutDirection, .rightToLeft)`, where Easel mirrors
    /// what the layout places, as SwiftUI does.
    public var layoutDirection: LayoutDirection { isRightToLeft ? .rightToLeft : .leftToRight }
}
