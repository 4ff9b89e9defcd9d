import Foundation

// Animation. SwiftUI animates a change from one state to the next; a still image shows one state
// at rest, so an animation is a value kept only to be passed on, `withAnimation` runs its body at
// once, and the modifiers that take an animation or a transition return the view itself.

/// How a change is animated (SwiftUI's `Animation`). A still image shows no motion: an animation
/// is only a value, equal to another when it was made the same way.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation was made (`easeInOut(duration: 0.3).delay(1.0)`).
    public let description: String

    init(_ description: String) { self.description = description }

    private func then(_ modifier: String) -> Animation { Animation(description + "." + modifier) }

    /// The system's default animation.
    public static let `default` = Animation("default")
    /// Constant speed.
    public static let linear = Animation("linear")
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }
    /// Starts slowly.
    public static let easeIn = Animation("easeIn")
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
    /// Ends slowly.
    public static let easeOut = Animation("easeOut")
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
    /// Starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(duration))") }
    /// A cubic Bézier timing curve.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: TimeInterval = 0.35
    ) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }
    /// The default spring.
    public static let spring = Animation("spring")
    /// A spring by response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }
    /// A spring by duration and bounce (`.spring()` picks the one by response and damping, whose
    /// defaults are the same spring).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }
    /// The default interactive spring.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A stiff spring for interactions.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86,
        blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }
    /// A spring by its physical constants.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double,
        initialVelocity: Double = 0.0
    ) -> Animation {
        Animation("interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))")
    }
    /// A spring without bounce.
    public static let smooth = Animation("smooth")
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// A spring with a little bounce.
    public static let snappy = Animation("snappy")
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// A spring with a visible bounce.
    public static let bouncy = Animation("bouncy")
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// The animation, started after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { then("delay(\(delay))") }
    /// The animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { then("speed(\(speed))") }
    /// The animation, played `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        then("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    /// The animation, played for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { then("repeatForever(autoreverses: \(autoreverses))") }
}

/// The context of a state change (SwiftUI's `Transaction`): the animation it runs with. A still
/// image shows no change, so nothing reads it.
public struct Transaction {
    /// The animation of the change; nil for none.
    public var animation: Animation?
    /// Whether animations of the views the change reaches are turned off.
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// SwiftUI runs `body` and animates the changes it makes with `animation`. A still image shows no
/// motion: `body` runs at once and its result is returned.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// SwiftUI runs `body` with the changes it makes in `transaction`. A still image shows no motion:
/// `body` runs at once and its result is returned.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves the screen (SwiftUI's `AnyTransition`). A still image shows the
/// view in place: a transition is only a value.
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// How the transition was made (`move(edge: .bottom).combined(with: .opacity)`).
    public let description: String

    init(_ description: String) { self.description = description }

    /// No change on insertion or removal.
    public static let identity = AnyTransition("identity")
    /// Fades in and out.
    public static let opacity = AnyTransition("opacity")
    /// Grows in and shrinks out.
    public static let scale = AnyTransition("scale")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(scale: \(scale))") }
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")
    /// Moves in from and out to an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    /// Pushes in from an edge, the old view out the other way.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    /// Moves in from and out to an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(x: \(x), y: \(y))") }
    /// One transition on insertion, another on removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    /// A transition between a modifier applied while the view is inserted or removed (`active`)
    /// and one applied at rest (`identity`).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier(\(E.self))") }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description).combined(with: \(other))") }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(description).animation(\(animation.map(\.description) ?? "nil"))")
    }
}

nonisolated extension View {
    /// SwiftUI animates the view's changes with `animation` when `value` changes. A still image
    /// shows no motion: the view is shown at rest.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// SwiftUI's deprecated spelling, which animates every change of the view. A still image shows
    /// no motion: the view is shown at rest.
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }

    /// SwiftUI animates the view in and out with `t` when it is inserted or removed. A still image
    /// shows the view in place.
    public func transition(_ t: AnyTransition) -> some View { self }

    /// SwiftUI uses `transform` to change the transaction of changes below this view. A still
    /// image shows no change: the closure is not run.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

extension Binding {
    /// `$isOn.animation()`: a binding whose changes animate. A still image shows the value at rest,
    /// so it reads and writes as this binding does.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// `$value.transaction(t)`: a binding whose changes use a transaction; as this binding, here.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
