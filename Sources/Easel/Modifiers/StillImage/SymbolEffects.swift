import Foundation

// SF Symbols' animations (the Symbols framework's effects, iOS 17): a symbol bounces, pulses or
// fills its layers in turn when a value changes or while an effect is active. A still image shows
// the symbol at rest, as scripts do.

/// An animation of a symbol image (the Symbols framework's `SymbolEffect`).
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays while it is active (`.symbolEffect(.pulse, isActive: true)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that plays once when a value changes (`.symbolEffect(.bounce, value: count)`).
public protocol DiscreteSymbolEffect {}
/// An effect that plays when a symbol is replaced by another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}

/// One of the symbol effects with its options (`.bounce.down.byLayer`): each effect type of the
/// Symbols framework is this type here, since a still image plays none of them.
public struct _SymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, ContentTransitionSymbolEffect,
    TransitionSymbolEffect
{
    let name: String
    var options: [String] = []

    func with(_ option: String) -> _SymbolEffect {
        var e = self
        e.options.append(option)
        return e
    }

    /// Upwards (bounce, scale, replace).
    public var up: _SymbolEffect { with("up") }
    /// Downwards (bounce, scale).
    public var down: _SymbolEffect { with("down") }
    /// Layer by layer.
    public var byLayer: _SymbolEffect { with("byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: _SymbolEffect { with("wholeSymbol") }
    /// The symbol's layers one after another (variable colour).
    public var iterative: _SymbolEffect { with("iterative") }
    /// The symbol's layers adding up (variable colour).
    public var cumulative: _SymbolEffect { with("cumulative") }
    /// Back and forth (variable colour).
    public var reversing: _SymbolEffect { with("reversing") }
    /// One way only (variable colour).
    public var nonReversing: _SymbolEffect { with("nonReversing") }
    /// Inactive layers hidden (variable colour).
    public var hideInactiveLayers: _SymbolEffect { with("hideInactiveLayers") }
    /// Inactive layers dimmed (variable colour).
    public var dimInactiveLayers: _SymbolEffect { with("dimInactiveLayers") }
    /// The old symbol down, the new one up (replace).
    public var downUp: _SymbolEffect { with("downUp") }
    /// Both symbols up (replace).
    public var upUp: _SymbolEffect { with("upUp") }
    /// The old symbol off, the new one up (replace).
    public var offUp: _SymbolEffect { with("offUp") }
    /// Clockwise (rotate).
    public var clockwise: _SymbolEffect { with("clockwise") }
    /// Counterclockwise (rotate).
    public var counterClockwise: _SymbolEffect { with("counterClockwise") }
    /// Pulsing (breathe, wiggle).
    public var pulse: _SymbolEffect { with("pulse") }
    /// Along the symbol's own axis (wiggle).
    public var forward: _SymbolEffect { with("forward") }
    /// Against the symbol's own axis (wiggle).
    public var backward: _SymbolEffect { with("backward") }
    /// Left (wiggle).
    public var left: _SymbolEffect { with("left") }
    /// Right (wiggle).
    public var right: _SymbolEffect { with("right") }
}

public typealias BounceSymbolEffect = _SymbolEffect
public typealias PulseSymbolEffect = _SymbolEffect
public typealias VariableColorSymbolEffect = _SymbolEffect
public typealias ScaleSymbolEffect = _SymbolEffect
public typealias AppearSymbolEffect = _SymbolEffect
public typealias DisappearSymbolEffect = _SymbolEffect
public typealias ReplaceSymbolEffect = _SymbolEffect
public typealias WiggleSymbolEffect = _SymbolEffect
public typealias RotateSymbolEffect = _SymbolEffect
public typealias BreatheSymbolEffect = _SymbolEffect

extension SymbolEffect where Self == _SymbolEffect {
    /// A bounce.
    public static var bounce: _SymbolEffect { _SymbolEffect(name: "bounce") }
    /// A pulse of the symbol's opacity.
    public static var pulse: _SymbolEffect { _SymbolEffect(name: "pulse") }
    /// The symbol's layers filled in turn.
    public static var variableColor: _SymbolEffect { _SymbolEffect(name: "variableColor") }
    /// A change of scale.
    public static var scale: _SymbolEffect { _SymbolEffect(name: "scale") }
    /// The symbol appearing.
    public static var appear: _SymbolEffect { _SymbolEffect(name: "appear") }
    /// The symbol disappearing.
    public static var disappear: _SymbolEffect { _SymbolEffect(name: "disappear") }
    /// One symbol replacing another.
    public static var replace: _SymbolEffect { _SymbolEffect(name: "replace") }
    /// A wiggle (iOS 18).
    public static var wiggle: _SymbolEffect { _SymbolEffect(name: "wiggle") }
    /// A rotation (iOS 18).
    public static var rotate: _SymbolEffect { _SymbolEffect(name: "rotate") }
    /// A breath (iOS 18).
    public static var breathe: _SymbolEffect { _SymbolEffect(name: "breathe") }
}

/// How a symbol effect plays (the Symbols framework's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Hashable, Sendable {
    let name: String
    /// Plays once, at the default speed.
    public static let `default` = SymbolEffectOptions(name: "default")
    /// Plays without repeating.
    public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat") }
    /// Repeats without end.
    public static let repeating = SymbolEffectOptions(name: "repeating")
    /// Plays at `speed` times the default speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "speed") }
    /// These options, played at `speed` times the default speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// These options, repeated `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
}

extension ContentTransition {
    /// The symbol replaced through `effect` (`.contentTransition(.symbolEffect(.replace))`).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition
    { ContentTransition(name: "symbolEffect") }

    /// The symbol replaced through the automatic effect.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

nonisolated extension View {
    /// SF Symbols plays `effect` on the view's symbols while `isActive` is true. A still image
    /// shows them at rest.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true)
        -> some View
    { self }

    /// SF Symbols plays `effect` once on the view's symbols when `value` changes. A still image
    /// shows them at rest.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// SwiftUI removes the symbol effects of the view's symbols. None play in a still image.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
