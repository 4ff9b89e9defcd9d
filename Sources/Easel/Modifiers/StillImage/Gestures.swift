import Foundation

// Gestures. SwiftUI recognises touches and runs the closures attached to a gesture; a still image
// is never touched, so Easel's gestures are values that only carry their settings, their closures
// are never run, and the modifiers that attach them return the view itself.

/// A touch interaction that produces values of type `Value` while it happens (SwiftUI's
/// `Gesture`). A still image is never touched: attaching a gesture changes nothing and its
/// closures are not run.
public protocol Gesture<Value> {
    /// What the gesture reports while it happens (a drag's translation, a rotation's angle).
    associatedtype Value
}

extension Gesture {
    /// SwiftUI runs `action` when the gesture ends. A still image is never touched: the closure is
    /// not run, and the result is the gesture itself.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }

    /// SwiftUI updates `state` while the gesture happens (and resets it when it ends). A still
    /// image is never touched: `state` keeps its resting value and the closure is not run.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }

    /// SwiftUI recognises this gesture and `other` at the same time. A still image recognises
    /// neither; the result is this gesture.
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }

    /// SwiftUI recognises `other` only after this gesture succeeds. A still image recognises
    /// neither; the result is this gesture.
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }

    /// SwiftUI recognises this gesture, or `other` when this one fails. A still image recognises
    /// neither; the result is this gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

extension Gesture where Value: Equatable {
    /// SwiftUI runs `action` each time the gesture's value changes. A still image is never
    /// touched: the closure is not run, and the result is the gesture itself.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// The state a gesture updates while it happens (SwiftUI's `@GestureState`). A still image is
/// never touched, so it always holds its resting value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let resting: Value

    public init(wrappedValue: Value) { resting = wrappedValue }
    public init(initialValue: Value) { resting = initialValue }
    /// A state that goes back to `wrappedValue` when the gesture ends; in a still image it never
    /// leaves it.
    public init(wrappedValue: Value, resetTransaction: Transaction) { resting = wrappedValue }
    /// An optional state, resting at nil.
    public init() where Value: ExpressibleByNilLiteral { resting = nil }

    /// The resting value.
    public var wrappedValue: Value { resting }
    /// The state itself, for `updating(_:body:)` (`$dragOffset`).
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews are recognised (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap, or several (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The number of taps.
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it happened (SwiftUI's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        /// Where the tap happened.
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A press held for a while (SwiftUI's `LongPressGesture`); its value is whether it is pressing.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails.
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag (SwiftUI's `DragGesture`).
public struct DragGesture: Gesture {
    /// Where a drag started, where it is, and how far it has moved.
    public struct Value: Equatable, Sendable {
        /// When this value was recorded.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How fast the finger moves, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now.
        public var predictedEndLocation: CGPoint
        /// How far the drag has moved: `location` minus `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How far the drag would move if the finger lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        public init(
            time: Date = Date(), location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
            predictedEndLocation: CGPoint? = nil
        ) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation ?? location
        }
    }

    /// How far the finger must move before the drag starts.
    public var minimumDistance: CGFloat
    /// The space `location` and `startLocation` are measured in.
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch (SwiftUI's deprecated `MagnificationGesture`); its value is the scale.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// The smallest change of scale that counts.
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Gesture {
    /// The scale and where the pinch started.
    public struct Value: Equatable, Sendable {
        /// The scale relative to the start of the pinch.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch started, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint
    }
    /// The smallest change of scale that counts.
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation (SwiftUI's deprecated `RotationGesture`); its value is the angle.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// The smallest change of angle that counts.
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation (SwiftUI's `RotateGesture`).
public struct RotateGesture: Gesture {
    /// The angle and where the rotation started.
    public struct Value: Equatable, Sendable {
        /// The angle relative to the start of the rotation.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// Where the rotation started, in unit coordinates of the view.
        public var startAnchor: UnitPoint
        /// Where the rotation started.
        public var startLocation: CGPoint
    }
    /// The smallest change of angle that counts.
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

nonisolated extension View {
    /// SwiftUI runs `action` when the view is tapped `count` times. A still image is never
    /// touched: the closure is not run.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// SwiftUI runs `action` with the tap's location when the view is tapped `count` times. A still
    /// image is never touched: the closure is not run.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View { self }

    /// SwiftUI runs `action` when the view is pressed for `minimumDuration` seconds, and
    /// `onPressingChanged` when a press starts or stops. A still image is never touched: the
    /// closures are not run.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// SwiftUI's older spelling with the pressing closure first. A still image is never touched:
    /// the closures are not run.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View { self }

    /// SwiftUI attaches `gesture` to the view. A still image is never touched: the gesture's
    /// closures are not run.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// SwiftUI attaches `gesture` to be recognised together with the subviews' gestures. A still
    /// image is never touched: the gesture's closures are not run.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// SwiftUI attaches `gesture` ahead of the subviews' gestures. A still image is never touched:
    /// the gesture's closures are not run.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
}
