import Foundation

/// UIKit's responder, whose subclasses (`UIApplication`, `UIWindow`, `UIScene`) view files reach,
/// and the notifications they listen for with `.onReceive(NotificationCenter.default.publisher(for:))`:
/// the keyboard showing, the app going to the background, the device turning. None is posted to a
/// still image. As UIKit's, an `NSObject`: equal only to itself.
nonisolated open class UIResponder: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Gives up the keyboard: there is none in a picture.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Whether this object has the keyboard: never in a picture.
    open var isFirstResponder: Bool { false }

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame when it has moved.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard's frame before it moves.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

    /// The notification names of UIKit's classes, by class and name, for scripts.
    package static let notificationNames: [String: [String: Notification.Name]] = [
        "UIResponder": [
            "keyboardWillShowNotification": keyboardWillShowNotification, "keyboardDidShowNotification": keyboardDidShowNotification,
            "keyboardWillHideNotification": keyboardWillHideNotification, "keyboardDidHideNotification": keyboardDidHideNotification,
            "keyboardWillChangeFrameNotification": keyboardWillChangeFrameNotification,
            "keyboardDidChangeFrameNotification": keyboardDidChangeFrameNotification,
        ],
        "UIApplication": [
            "didBecomeActiveNotification": UIApplication.didBecomeActiveNotification,
            "willResignActiveNotification": UIApplication.willResignActiveNotification,
            "didEnterBackgroundNotification": UIApplication.didEnterBackgroundNotification,
            "willEnterForegroundNotification": UIApplication.willEnterForegroundNotification,
            "willTerminateNotification": UIApplication.willTerminateNotification,
            "didReceiveMemoryWarningNotification": UIApplication.didReceiveMemoryWarningNotification,
            "userDidTakeScreenshotNotification": UIApplication.userDidTakeScreenshotNotification,
            "significantTimeChangeNotification": UIApplication.significantTimeChangeNotification,
        ],
        "UIDevice": [
            "orientationDidChangeNotification": UIDevice.orientationDidChangeNotification,
            "batteryLevelDidChangeNotification": UIDevice.batteryLevelDidChangeNotification,
            "batteryStateDidChangeNotification": UIDevice.batteryStateDidChangeNotification,
        ],
    ]
}
