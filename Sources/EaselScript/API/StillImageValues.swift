import Foundation
import SwiftSyntax
import Easel

/// A value that only matters when something happens — a gesture, a timer's publisher — which a
/// still image never sees. Every method returns the value itself (`DragGesture().onChanged { … }`,
/// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`), and the closures it is given
/// never run; the modifiers that take one (`.gesture`, `.onReceive`) change nothing.
struct InertValue: CustomStringConvertible {
    let typeName: String
    var description: String { typeName }
}

/// The gesture and timer types scripts construct, for scripts.
enum StillImageValues {
    static let gestureTypes = ["DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnificationGesture",
                               "MagnifyGesture", "RotationGesture", "RotateGesture"]

    static let all: [ValueDeclaration] = gestureTypes.map { type in
        ValueDeclaration(type, labels: ["minimumDistance", "coordinateSpace", "count", "minimumDuration", "maximumDistance", "minimumScaleDelta",
                                        "minimumAngleDelta"]) { r, _ in
            r.skipRemaining()
            return .native(InertValue(typeName: type))
        }
    }

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("Timer", "publish", labels: ["every", "tolerance", "on", "in", "options"]) { r, _ in
            r.skipRemaining()
            return .native(InertValue(typeName: "Timer.TimerPublisher"))
        },
    ]
}
