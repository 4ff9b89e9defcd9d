import Foundation
import EaselLayout

/// iOS 26's Liquid Glass as a material for `glassEffect(_:in:)` (SwiftUI's `Glass`): `.regular`,
/// the more transparent `.clear`, and `.identity` (no glass), optionally tinted with a colour.
///
/// Easel draws glass as a translucent material: what is behind the shape blurred, under the
/// system background's tint (or the given colour), with a light rim. The refraction and
/// highlights that follow the device's motion are not drawn (docs/Differences.md).
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass.
    public static let regular = Glass(variant: .regular, tintColor: nil, isInteractive: false)
    /// A more transparent glass, for content over media.
    public static let clear = Glass(variant: .clear, tintColor: nil, isInteractive: false)
    /// No glass: the view is drawn as it is.
    public static let identity = Glass(variant: .identity, tintColor: nil, isInteractive: false)

    /// The same glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// The same glass reacting to touches, which a still image does not show.
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }

    /// The blur's sigma in points (estimates).
    static let regularBlur: CGFloat = 10
    static let clearBlur: CGFloat = 4
    /// The system background's tint over the blur, light and dark (estimates).
    static let regularTintOpacity = 0.6
    static let clearTintOpacity = 0.15
    /// A colour's opacity over the blur: regular, clear (estimates).
    static let regularColorOpacity = 0.8
    static let clearColorOpacity = 0.45
    /// The rim: a 1-point line in white at these opacities, light and dark (estimates).
    static let rimOpacityLight = 0.5
    static let rimOpacityDark = 0.2

    /// The material the glass fills its shape with; nil for `.identity`.
    var material: Material? {
        let blur: CGFloat, background: Double, colorOpacity: Double
        switch variant {
        case .identity: return nil
        case .regular: (blur, background, colorOpacity) = (Glass.regularBlur, Glass.regularTintOpacity, Glass.regularColorOpacity)
        case .clear: (blur, background, colorOpacity) = (Glass.clearBlur, Glass.clearTintOpacity, Glass.clearColorOpacity)
        }
        var m = Material(blur: blur, lightOpacity: background, darkOpacity: background)
        if let tintColor { m.customTint = tintColor.opacity(colorOpacity) }
        return m
    }

    /// The glass in `shape`, to go behind a view.
    func background(in shape: some Shape) -> some View {
        WithEnvironment { env in
            if let material {
                shape.fill(material)
                    .overlay(
                        shape.stroke(Color.white.opacity(env.colorScheme == .dark ? Glass.rimOpacityDark : Glass.rimOpacityLight), lineWidth: 1))
            }
        }
    }
}

/// The shape glass takes when none is given: a capsule (SwiftUI's `DefaultGlassEffectShape`).
nonisolated public struct DefaultGlassEffectShape: Shape {
    /// Creates the shape.
    public init() {}
    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

nonisolated extension View {
    /// Puts Liquid Glass (iOS 26) in `shape` behind this view, the shape filling the view's frame.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background(glass.background(in: shape))
    }

    /// Names this view's glass for morphing between shapes in `namespace` as views come and go;
    /// a still image shows the glass at rest.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this view's glass with others of the same `id` in `namespace` into one shape when they
    /// are close; Easel draws each view's glass on its own (docs/Differences.md).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// How this view's glass appears and disappears; a still image shows it present.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// How glass comes and goes (SwiftUI's `GlassEffectTransition`, iOS 26).
public struct GlassEffectTransition: Equatable, Sendable {
    let name: String
    /// Glass morphs from a nearby glass shape of the same container.
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// Glass fades in and out as a material.
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// No transition.
    public static let identity = GlassEffectTransition(name: "identity")
}

/// Views whose glass shapes blend and morph together (SwiftUI's `GlassEffectContainer`, iOS 26):
/// Easel draws the content, each view with its own glass.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// Creates a container; glass shapes closer than `spacing` would merge on iOS.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}
