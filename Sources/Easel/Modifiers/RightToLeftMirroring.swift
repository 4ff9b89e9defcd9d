/// `flipsForRightToLeftLayoutDirection(_:)`: a view (an arrow, a drawing with a direction)
/// mirrored horizontally when the layout direction is right to left.
nonisolated struct RightToLeftMirroring: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}

nonisolated extension View {
    /// Sets whether the view mirrors its contents horizontally when the layout direction is
    /// right to left (it does not by default); a left-to-right layout is left as it is.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftMirroring(enabled: enabled))
    }
}
