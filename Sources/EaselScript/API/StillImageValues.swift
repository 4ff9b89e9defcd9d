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

/// The gesture and timer types scripts construct, and UIKit's appearance proxies (whose settings do
/// not reach Easel's SwiftUI look), for scripts.
enum StillImageValues {
    static let gestureTypes = [
        "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnificationGesture",
        "MagnifyGesture", "RotationGesture", "RotateGesture",
    ]

    /// `PreviewDevice(rawValue: "iPhone SE (3rd generation)")`: Xcode's preview device, which
    /// `easel render --device` chooses instead.
    static let previewTypes = ["PreviewDevice"]

    static let all: [ValueDeclaration] =
        [
            // `@State var path = NavigationPath()`: the pushed values, held as an array (append, count,
            // isEmpty, removeLast); a still image shows the stack's root whatever it holds.
            ValueDeclaration("NavigationPath") { r, _ in
                guard let a = r.positional() else { return .array([]) }
                guard case .array = a.value else { throw EvalError("NavigationPath(_:) takes a sequence of values", a.node) }
                return a.value
            },
            // `Transaction()`, `Transaction(animation: .spring())`: passed to `withTransaction` and
            // `AsyncImage`, which a still image runs without motion; its animation is not kept.
            // `Notification.Name("didSave")`: a name for `publisher(for:)`, which never publishes here.
            ValueDeclaration("Notification.Name", labels: ["rawValue"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "Notification.Name"))
            },
            ValueDeclaration("Transaction", labels: ["animation"]) { r, _ in
                _ = r.named("animation")
                return .native(Transaction())
            },
        ]
        + previewTypes.map { type in
            ValueDeclaration(type, labels: ["rawValue", "stringLiteral"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: type))
            }
        }
        + gestureTypes.map { type in
            ValueDeclaration(
                type,
                labels: [
                    "minimumDistance", "coordinateSpace", "count", "minimumDuration", "maximumDistance", "minimumScaleDelta",
                    "minimumAngleDelta",
                ]
            ) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: type))
            }
        }

    /// The notifications view files listen for with `.onReceive(NotificationCenter.default.publisher(for:))`
    /// (the keyboard showing, the app going to the background). None is ever posted to a still image.
    static let notificationNames: [String: [String]] = [
        "UIResponder": [
            "keyboardWillShowNotification", "keyboardDidShowNotification", "keyboardWillHideNotification", "keyboardDidHideNotification",
            "keyboardWillChangeFrameNotification", "keyboardDidChangeFrameNotification",
        ],
        "UIApplication": [
            "didBecomeActiveNotification", "willResignActiveNotification", "didEnterBackgroundNotification",
            "willEnterForegroundNotification", "willTerminateNotification", "didReceiveMemoryWarningNotification",
            "userDidTakeScreenshotNotification", "significantTimeChangeNotification",
        ],
        "UIDevice": ["orientationDidChangeNotification", "batteryLevelDidChangeNotification", "batteryStateDidChangeNotification"],
        "NSNotification.Name": ["NSCalendarDayChanged", "NSSystemTimeZoneDidChange"],
    ]

    /// `NotificationCenter.default` and the notification names, as values that do nothing.
    nonisolated(unsafe) static let statics: [String: [String: Any]] =
        notificationNames.mapValues { names in
            Dictionary(uniqueKeysWithValues: names.map { ($0, InertValue(typeName: "Notification.Name") as Any) })
        }.merging([
            "NotificationCenter": ["default": InertValue(typeName: "NotificationCenter")],
            // `AnyTransition.opacity.combined(with: .slide)`: how a view enters or leaves, which a
            // still image never shows (`.transition(_:)` changes nothing).
            "AnyTransition": Dictionary(
                uniqueKeysWithValues: ["identity", "opacity", "scale", "slide"].map { ($0, InertValue(typeName: "AnyTransition") as Any) }),
        ]) { a, _ in a }

    /// UIKit classes whose appearance proxies view files configure (`UITabBar.appearance().isHidden = true`).
    static let appearanceTypes = [
        "UITabBar", "UINavigationBar", "UITableView", "UITableViewCell", "UIScrollView", "UIPageControl",
        "UITextView", "UISegmentedControl", "UIToolbar", "UISwitch", "UIView", "UILabel", "UITextField",
    ]

    static let functions: [StaticFunctionDeclaration] =
        appearanceTypes.map { type in
            StaticFunctionDeclaration(type, "appearance", labels: ["whenContainedInInstancesOf", "for"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "\(type) appearance"))
            }
        }
        + ["move", "push", "offset", "asymmetric", "scale", "modifier"].map { name in
            StaticFunctionDeclaration(
                "AnyTransition", name, labels: ["edge", "from", "x", "y", "insertion", "removal", "scale", "anchor", "active", "identity"]
            ) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "AnyTransition"))
            }
        } + [
            StaticFunctionDeclaration("Timer", "publish", labels: ["every", "tolerance", "on", "in", "options"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "Timer.TimerPublisher"))
            }
        ]
}
