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
    /// What the script set on the object (`gesture.name = id`), read back as set; copies of the
    /// value are the same object.
    let settings = Settings()

    final class Settings {
        var values: [String: Value] = [:]
    }
}

/// One of UIKit's haptic feedback generators (`UIImpactFeedbackGenerator(style: .medium)`,
/// `UINotificationFeedbackGenerator()`, `UISelectionFeedbackGenerator()`), made in a view's
/// property or a button's action. A still image feels nothing: its methods (`prepare()`,
/// `impactOccurred()`, `notificationOccurred(.success)`, `selectionChanged()`) do nothing and
/// return nothing; any other method is an error naming it.
struct FeedbackGenerator: CustomStringConvertible {
    enum Kind: String, CaseIterable {
        case impact = "UIImpactFeedbackGenerator"
        case notification = "UINotificationFeedbackGenerator"
        case selection = "UISelectionFeedbackGenerator"
    }
    let kind: Kind
    var description: String { kind.rawValue }

    /// `UIImpactFeedbackGenerator.FeedbackStyle`'s cases, which `style:` names.
    static let impactStyles = UIImpactFeedbackGenerator.FeedbackStyle.allCases.map { "\($0)" }
    /// `UINotificationFeedbackGenerator.FeedbackType`'s cases.
    static let notificationTypes = UINotificationFeedbackGenerator.FeedbackType.allCases.map { "\($0)" }

    /// The kind's methods, by name, with the labels each takes (`at:` is iOS 17.5's location).
    var methods: [String: [String]] {
        switch kind {
        case .impact: return ["prepare": [], "impactOccurred": ["intensity", "at"]]
        case .notification: return ["prepare": [], "notificationOccurred": ["at"]]
        case .selection: return ["prepare": [], "selectionChanged": ["at"]]
        }
    }

    /// Checks a call of `name` and does nothing (nil when the value is not a generator).
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let g as FeedbackGenerator) = base else { return nil }
        guard let labels = g.methods[name] else {
            throw EvalError("value of type '\(g.kind.rawValue)' has no method '\(name)'" + Suggest.didYouMean(name, among: Array(g.methods.keys)), node)
        }
        var r = ArgReader(args, name, ev, node: node, known: labels)
        if name == "notificationOccurred" {
            guard let type = r.positional() else { throw r.missing("the notification's type (.success, .warning or .error)") }
            try check(type, among: notificationTypes, "UINotificationFeedbackGenerator.FeedbackType")
        }
        if let intensity = r.named("intensity") { _ = try Conversions.cgfloat(intensity.value, node: intensity.node) }
        _ = r.named("at")
        try r.finish()
        return .void
    }

    /// `UIImpactFeedbackGenerator(style: .heavy)` and the other two initialisers.
    static func make(_ kind: Kind, _ r: inout ArgReader) throws -> Value {
        if kind == .impact, let style = r.named("style") { try check(style, among: impactStyles, "UIImpactFeedbackGenerator.FeedbackStyle") }
        _ = r.named("view")
        return .native(FeedbackGenerator(kind: kind))
    }

    /// An argument written as one of `names` (`.medium`).
    private static func check(_ a: Arg, among names: [String], _ type: String) throws {
        guard case .implicitMember(let n, nil) = a.value, names.contains(n) else {
            throw EvalError("expected a \(type) (\(names.map { "." + $0 }.joined(separator: ", "))), got \(a.value.description)", a.node)
        }
    }
}

/// The gesture and timer types scripts construct, and UIKit's appearance proxies (whose settings do
/// not reach Easel's SwiftUI look), for scripts.
enum StillImageValues {
    static let gestureTypes = [
        "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnificationGesture",
        "MagnifyGesture", "RotationGesture", "RotateGesture", "SimultaneousGesture", "ExclusiveGesture", "SequenceGesture",
        // iOS 13's `ContextMenu { … }`, given to `.contextMenu(_:)`: shown on a long press.
        "ContextMenu",
    ]

    static let all: [ValueDeclaration] =
        [
            // `@State var path = NavigationPath()`: the pushed values, held as an array (append, count,
            // isEmpty, removeLast); a still image shows the stack's root whatever it holds.
            ValueDeclaration("NavigationPath") { r, _ in
                guard let a = r.positional() else { return .array([]) }
                guard case .array = a.value else { throw EvalError("NavigationPath(_:) takes a sequence of values", a.node) }
                return a.value
            },
            // `AnyCancellable { … }` and `[AnyCancellable]()`: the subscriptions a model keeps, which
            // a still image never cancels (`sink` and `assign` give one too).
            ValueDeclaration("AnyCancellable") { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "AnyCancellable"))
            },
            // `Transaction()`, `Transaction(animation: .spring())`: passed to `withTransaction` and
            // `AsyncImage`, which a still image runs without motion; its animation is not kept.
        ]
        // `Notification.Name("didSave")` (`NSNotification.Name`, its Objective-C spelling): a name
        // for `publisher(for:)`, which never publishes here.
        + ["Notification.Name", "NSNotification.Name"].map { type in
            ValueDeclaration(type, labels: ["rawValue"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "Notification.Name"))
            }
        }
        + [
            // `Logger(subsystem:category:)` (OSLog): messages go to the device's log, which a
            // picture does not show; `logger.error("…")` and the other levels do nothing.
            ValueDeclaration("Logger", labels: ["subsystem", "category"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "Logger"))
            },
            // `OSLog(subsystem:category:)` and `OSSignpostID(log:)`, which `os_log` and
            // `os_signpost` write to: nothing is written (Easel's `OSLog`).
            ValueDeclaration("OSLog", labels: ["subsystem", "category"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "OSLog"))
            },
            ValueDeclaration("OSSignpostID", labels: ["log", "object"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "OSSignpostID"))
            },
            // `Timer()` or `Timer(timeInterval:repeats:block:)`: made but not scheduled, so it
            // never fires (`Timer.scheduledTimer` fires only after the picture is taken).
            ValueDeclaration("Timer", labels: ["timeInterval", "repeats", "block", "fire", "fireAt", "interval", "target", "selector", "userInfo"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "Timer"))
            },
            ValueDeclaration("Transaction", labels: ["animation"]) { r, _ in
                _ = r.named("animation")
                return .native(Transaction())
            },
        ]
        + FeedbackGenerator.Kind.allCases.map { kind in
            ValueDeclaration(kind.rawValue, labels: kind == .impact ? ["style", "view"] : ["view"]) { r, _ in
                try FeedbackGenerator.make(kind, &r)
            }
        }
        + [
            // `.indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))`: the page dots'
            // backing, which Easel does not draw yet (docs/Differences.md).
            ValueDeclaration("PageIndexViewStyle", labels: ["backgroundDisplayMode"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "PageIndexViewStyle"))
            }
        ]
        // `let appearance = UINavigationBarAppearance(); …; UINavigationBar.appearance().standardAppearance
        // = appearance`: configured as the appearance proxies are (see `appearanceTypes`).
        + [
            // `OpenURLAction { url in … }`: what a tapped link does.
            ValueDeclaration("OpenURLAction", labels: ["handler"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "OpenURLAction"))
            }
        ]
        + ["UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance", "UIBarButtonItemAppearance"].map { type in
            ValueDeclaration(type, labels: ["idiom", "barAppearance", "style"]) { r, _ in
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
    static let notificationNames: [String: [String]] = UIResponder.notificationNames.mapValues { $0.keys.sorted() }.merging([
        "NSNotification.Name": ["NSCalendarDayChanged", "NSSystemTimeZoneDidChange"]
    ]) { a, _ in a }

    /// `NotificationCenter.default` and the notification names, as values that do nothing.
    nonisolated(unsafe) static let statics: [String: [String: Any]] =
        notificationNames.mapValues { names in
            Dictionary(uniqueKeysWithValues: names.map { ($0, InertValue(typeName: "Notification.Name") as Any) })
        }.merging([
            "NotificationCenter": ["default": InertValue(typeName: "NotificationCenter")],
            // `OSLog.default`, `OSSignpostID.exclusive`: logs and signposts nothing records.
            "OSLog": ["default": InertValue(typeName: "OSLog"), "disabled": InertValue(typeName: "OSLog")],
            "OSSignpostID": [
                "exclusive": InertValue(typeName: "OSSignpostID"), "invalid": InertValue(typeName: "OSSignpostID"),
                "null": InertValue(typeName: "OSSignpostID"),
            ],
            // `UIAccessibility.isReduceMotionEnabled`: the device's settings, all off (Easel's `UIAccessibility`).
            "UIAccessibility": UIAccessibility.settings,
            // The schedulers timers and Combine's operators name (`.debounce(for: 0.5, scheduler:
            // RunLoop.main)`), which never fire in a still image.
            "RunLoop": ["main": InertValue(typeName: "RunLoop"), "current": InertValue(typeName: "RunLoop")],
            // `AnyTransition.opacity.combined(with: .slide)`: how a view enters or leaves, which a
            // still image never shows (`.transition(_:)` changes nothing).
            "AnyTransition": Dictionary(
                uniqueKeysWithValues: ["identity", "opacity", "scale", "slide"].map { ($0, InertValue(typeName: "AnyTransition") as Any) }),
            // The values the still-image modifiers take, written with their type
            // (`.keyboardShortcut(KeyboardShortcut.defaultAction)`).
            "KeyboardShortcut": ["defaultAction": KeyboardShortcut.defaultAction, "cancelAction": KeyboardShortcut.cancelAction],
            "KeyEquivalent": [
                "upArrow": KeyEquivalent.upArrow, "downArrow": KeyEquivalent.downArrow, "leftArrow": KeyEquivalent.leftArrow,
                "rightArrow": KeyEquivalent.rightArrow, "escape": KeyEquivalent.escape, "delete": KeyEquivalent.delete,
                "deleteForward": KeyEquivalent.deleteForward, "home": KeyEquivalent.home, "end": KeyEquivalent.end,
                "pageUp": KeyEquivalent.pageUp, "pageDown": KeyEquivalent.pageDown, "clear": KeyEquivalent.clear,
                "tab": KeyEquivalent.tab, "space": KeyEquivalent.space, "return": KeyEquivalent.return,
            ],
            "EventModifiers": [
                "capsLock": EventModifiers.capsLock, "shift": EventModifiers.shift, "control": EventModifiers.control,
                "option": EventModifiers.option, "command": EventModifiers.command, "numericPad": EventModifiers.numericPad,
                "function": EventModifiers.function, "all": EventModifiers.all,
            ],
            "HoverEffect": ["automatic": HoverEffect.automatic, "highlight": HoverEffect.highlight, "lift": HoverEffect.lift],
            "MenuOrder": ["automatic": MenuOrder.automatic, "priority": MenuOrder.priority, "fixed": MenuOrder.fixed],
            "AccessibilityAdjustmentDirection": [
                "increment": AccessibilityAdjustmentDirection.increment, "decrement": AccessibilityAdjustmentDirection.decrement,
            ],
            // Which gestures of a view and its subviews are recognised (`including: GestureMask.none`).
            "GestureMask": ["all": GestureMask.all, "gesture": GestureMask.gesture, "subviews": GestureMask.subviews, "none": GestureMask.none],
            "LocationButton.Title": [
                "currentLocation": LocationButton.Title.currentLocation, "sendCurrentLocation": LocationButton.Title.sendCurrentLocation,
                "sendMyCurrentLocation": LocationButton.Title.sendMyCurrentLocation,
                "shareCurrentLocation": LocationButton.Title.shareCurrentLocation,
                "shareMyCurrentLocation": LocationButton.Title.shareMyCurrentLocation,
            ],
            "TabBarMinimizeBehavior": [
                "automatic": TabBarMinimizeBehavior.automatic, "onScrollDown": TabBarMinimizeBehavior.onScrollDown,
                "onScrollUp": TabBarMinimizeBehavior.onScrollUp, "never": TabBarMinimizeBehavior.never,
            ],
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
            },
            // `UIAccessibility.post(notification: .announcement, argument: "Saved")`: nobody listens.
            StaticFunctionDeclaration("UIAccessibility", "post", labels: ["notification", "argument"]) { r, _ in
                r.skipRemaining()
                return .void
            },
            // A timer fires after the picture is taken: its block never runs (an `onAppear` that
            // schedules one goes on past it).
            StaticFunctionDeclaration(
                "Timer", "scheduledTimer", labels: ["withTimeInterval", "timeInterval", "target", "selector", "userInfo", "repeats", "block"]
            ) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "Timer"))
            },
        ]
}
