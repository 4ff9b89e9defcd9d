import Foundation
import EaselLayout

/// The outline of bordered buttons' background (SwiftUI's `ButtonBorderShape`).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(radius: CGFloat?) }
    let kind: Kind

    /// The style's own shape: a rounded rectangle whose radius follows the control size (a
    /// capsule in the iOS 26 look and for the glass styles).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle around the label (a square frame's inscribed circle).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(0, radius) : nil))
    }

    /// The background shape of a bordered button in `env`, whose control size gives the corners'
    /// radius; `.automatic` is a capsule in the iOS 26 look and where `capsuleByDefault` says so.
    func shape(in env: EnvironmentValues, capsuleByDefault: Bool = false) -> AnyShape {
        let radius = env.controlSize.bordered.cornerRadius
        switch kind {
        case .automatic where capsuleByDefault || env.systemLook.metrics.borderedButtonsAreCapsules:
            return AnyShape(Capsule(style: .continuous))
        case .automatic, .roundedRectangle(radius: nil): return AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        case .roundedRectangle(let r?): return AnyShape(RoundedRectangle(cornerRadius: r, style: .continuous))
        case .capsule: return AnyShape(Capsule(style: .continuous))
        case .circle: return AnyShape(Circle())
        }
    }
}

private enum ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The outline of bordered buttons here (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The outline of bordered buttons' background in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

/// What `.bordered`, `.borderedProminent` and the glass styles share: the label padded for the
/// control size, in its text style, over a fill or glass in the border shape.
struct BorderedButtonBackground {
    static func body(_ label: some View, foreground: Color, fill: Color, _ env: EnvironmentValues) -> some View {
        padded(label, foreground: foreground, env)
            .background(env.buttonBorderShape.shape(in: env).fill(fill))
    }

    /// The glass styles' look: the padded label on `glass`, in a capsule unless the border shape
    /// is set.
    static func body(_ label: some View, foreground: Color, glass: Glass, _ env: EnvironmentValues) -> some View {
        padded(label, foreground: foreground, env).glassEffect(glass, in: env.buttonBorderShape.shape(in: env, capsuleByDefault: true))
    }

    private static func padded(_ label: some View, foreground: Color, _ env: EnvironmentValues) -> some View {
        let m = env.controlSize.bordered
        return
            label
            .font(env.font ?? m.textStyle.map { Font.system($0) })
            .foregroundStyle(foreground)
            .padding(.horizontal, m.horizontalPadding)
            .padding(.vertical, m.verticalPadding)
    }
}
