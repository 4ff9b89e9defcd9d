import Foundation

private enum BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `background(in:)` and `background()` fill with (`backgroundStyle(_:)`); nil for
    /// the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style that `background(in:)` and `background()` fill with in this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}

/// The fill of `background(in:)` and `background()`: the environment's background style, else
/// the system background.
nonisolated struct EnvironmentBackgroundFill<S: Shape>: View {
    let shape: S
    let fillStyle: FillStyle

    var body: some View {
        WithEnvironment { env in
            if let style = env.backgroundStyle {
                shape.fill(style, style: fillStyle)
            } else {
                shape.fill(BackgroundStyle(), style: fillStyle)
            }
        }
    }
}
