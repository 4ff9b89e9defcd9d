import Foundation

// Keyframe and phase animation (iOS 17). SwiftUI plays the keyframes from the start value (or
// steps through the phases from the first) when the trigger changes, or for ever; a still image
// is the moment before anything plays: the content built from the initial value (the first
// phase). The keyframes are values only, never evaluated.

/// Keyframes for a `KeyframeAnimator` (SwiftUI's `Keyframes`): tracks of keyframes, which a still
/// image never plays.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes a `KeyframesBuilder` or a track's builder gathered, kept only as a value.
public struct KeyframeList<Value>: Keyframes, KeyframeTrackContent {
    let count: Int

    /// The parts one after another.
    static func joining(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList(count: parts.reduce(0) { $0 + $1.count }) }
}

/// Gathers the tracks of a keyframe animation (SwiftUI's `KeyframesBuilder`).
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeList<Value> where K.Value == Value { KeyframeList(count: 1) }
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> { .joining(parts) }
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList(count: 0) }
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { .joining(parts) }
}

/// A keyframe of a track (SwiftUI's `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// Gathers the keyframes of a track (SwiftUI's `KeyframeTrackContentBuilder`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeList<Value> where K.Value == Value {
        KeyframeList(count: 1)
    }
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> { .joining(parts) }
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList(count: 0) }
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { .joining(parts) }
}

/// The keyframes of one property of the animated value (SwiftUI's `KeyframeTrack`), whose
/// keyframes are values of the property's type.
public struct KeyframeTrack<Root, Property>: Keyframes {
    public typealias Value = Root
    let keyframes: KeyframeList<Property>

    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> KeyframeList<Property>) {
        keyframes = content()
    }
}

extension KeyframeTrack where Root == Property {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Property> content: () -> KeyframeList<Property>) { keyframes = content() }
}

/// The pace of a keyframe's interpolation (SwiftUI's `UnitCurve`).
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
}

/// A spring's response (SwiftUI's `Spring`), a value a spring keyframe is given.
public struct Spring: Hashable, Sendable {
    /// How long the spring takes to settle, in seconds.
    public var duration: TimeInterval
    /// How much it overshoots: 0 for none.
    public var bounce: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring of a mass on a spring of `stiffness` with `damping` (SwiftUI's physical form): its
    /// period `2π√(mass / stiffness)` is the duration, and its damping ratio
    /// `damping / (2√(stiffness · mass))` gives the bounce (`1 − ratio` below critical damping,
    /// `1 / ratio − 1` above it, which only `allowOverDamping` keeps).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass > 0 && mass.isFinite ? mass : 1, k = stiffness > 0 && stiffness.isFinite ? stiffness : 1
        let c = damping >= 0 && damping.isFinite ? damping : 0
        let ratio = c / (2 * (k * m).squareRoot())
        self.init(duration: 2 * Double.pi * (m / k).squareRoot(), bounce: ratio <= 1 ? 1 - ratio : (allowOverDamping ? 1 / ratio - 1 : 0))
        self.mass = m
    }

    /// A spring that settles in about `response` seconds with `dampingRatio` (SwiftUI's older form
    /// of `duration` and `bounce`).
    public init(response: Double, dampingRatio: Double) {
        let ratio = dampingRatio > 0 && dampingRatio.isFinite ? dampingRatio : 1
        self.init(duration: response, bounce: ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// The mass of the spring's physical form (1 unless given).
    public var mass: Double = 1
    /// The stiffness of the spring's physical form: `(2π / duration)² · mass`.
    public var stiffness: Double { (2 * Double.pi / duration) * (2 * Double.pi / duration) * mass }
    /// The damping of the spring's physical form: `4π · ratio · mass / duration`.
    public var damping: Double { 4 * Double.pi * dampingRatio * mass / duration }
    /// How quickly it settles, in seconds: its duration.
    public var response: Double { duration }
    /// The fraction of critical damping: `1 − bounce` (`1 / (1 + bounce)` for a negative bounce).
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

/// Moves to a value at a constant pace (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// Moves to a value along a spring (SwiftUI's `SpringKeyframe`).
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// Moves to a value along a cubic curve (SwiftUI's `CubicKeyframe`).
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// Jumps to a value (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A view animated along keyframes (SwiftUI's `KeyframeAnimator`): in a still image, the content
/// built from the initial value.
nonisolated public struct KeyframeAnimator<Value, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays the keyframes for ever (or once, when `repeating` is false).
    public init<K>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes each time `trigger` changes.
    public init<K>(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The animator the script front end builds: its content and initial value (the keyframes,
    /// never played, are left out).
    package init(initialValue: Value, content: @escaping (Value) -> Content) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

/// A view animated through phases (SwiftUI's `PhaseAnimator`): in a still image, the content built
/// from the first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Steps through the phases for ever.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// Steps through the phases each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// The animator the script front end builds: its content and first phase.
    package init(firstPhase: Phase?, content: @escaping (Phase) -> Content) {
        first = firstPhase
        self.content = content
    }

    @ViewBuilder public var body: some View {
        if let first { content(first) }
    }
}

/// The view a keyframe or phase animator modifier gives its content closure (SwiftUI's
/// `PlaceholderContentView`): the modified view.
nonisolated public struct PlaceholderContentView<Content: View>: View {
    let content: Content
    package init(content: Content) { self.content = content }
    public var body: some View { content }
}

nonisolated extension View {
    /// Plays keyframes on this view for ever (or once): in a still image, the content built from the
    /// view and the initial value.
    public func keyframeAnimator<Value, K>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Plays keyframes on this view each time `trigger` changes: in a still image, the content built
    /// from the view and the initial value.
    public func keyframeAnimator<Value, K>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Steps this view through phases: in a still image, the content built from the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases) { phase in content(PlaceholderContentView(content: self), phase) }
    }

    /// Steps this view through phases each time `trigger` changes: the first phase in a still image.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases) { phase in content(PlaceholderContentView(content: self), phase) }
    }
}
