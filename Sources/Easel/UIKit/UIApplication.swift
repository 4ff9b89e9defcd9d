import Foundation

/// UIKit's app object (`UIApplication.shared`), as view files reach it: its one window scene and
/// key window on `UIScreen.main` (`UIApplication.shared.windows.first?.safeAreaInsets.top`), in
/// the foreground. What it would do — open a URL, change the icon, end editing — does nothing in
/// a still image.
nonisolated public final class UIApplication: UIResponder, @unchecked Sendable {
    /// The app.
    public static let shared = UIApplication()

    /// The app's window scene: one, showing `UIScreen.main` (one scene per screen, so that the
    /// same screen gives the same scene).
    var scene: UIWindowScene {
        let device = UIScreen.main.device
        return Self.lock.withLock {
            if let s = Self.scenes[device] { return s }
            let s = UIWindowScene(screen: UIScreen(device: device))
            Self.scenes[device] = s
            return s
        }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var scenes: [Device: UIWindowScene] = [:]

    /// The app's windows (deprecated in iOS 15, still read): the scene's one window.
    public var windows: [UIWindow] { scene.windows }
    /// The scenes: the one window scene.
    public var connectedScenes: Set<UIScene> { [scene] }
    /// The scenes' sessions: one per scene.
    public var openSessions: Set<UIScene> { [scene] }
    /// The key window.
    public var keyWindow: UIWindow? { scene.keyWindow }
    /// Always in the foreground.
    public var applicationState: State { .active }
    /// The number on the app's icon.
    public var applicationIconBadgeNumber = 0
    /// nil: the app's own icon.
    public private(set) var alternateIconName: String?
    /// Whether the app may change its icon.
    public var supportsAlternateIcons: Bool { true }
    /// Whether the app takes touches.
    public var isIdleTimerDisabled = false

    /// An app's state.
    public enum State: Int, Hashable, Sendable { case active, inactive, background }

    /// Opens `url`: nothing is opened from a picture; `completionHandler` is told it was not.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    /// Whether a URL could be opened: web links (Safari's), as on a simulator.
    public func canOpenURL(_ url: URL) -> Bool { ["http", "https"].contains(url.scheme?.lowercased() ?? "") }
    /// Sends an action up the responder chain (`#selector(UIResponder.resignFirstResponder)`, to
    /// hide the keyboard): no responder has one in a picture.
    @discardableResult public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
    /// Changes the icon; `completionHandler` is told it failed (nothing changes in a picture).
    public func setAlternateIconName(_ name: String?, completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }
    /// Registers for push notifications: none arrive.
    public func registerForRemoteNotifications() {}
    /// Unregisters from push notifications.
    public func unregisterForRemoteNotifications() {}

    /// The options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link to an installed app.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// What `UIApplication.openSettingsURLString` opens: the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

/// UIKit's scene (`UIApplication.shared.connectedScenes.first`): in the foreground.
nonisolated open class UIScene: UIResponder, @unchecked Sendable {
    /// Always in the foreground.
    public var activationState: ActivationState { .foregroundActive }

    /// A scene's state.
    public enum ActivationState: Int, Hashable, Sendable { case unattached, foregroundActive, foregroundInactive, background }
}

/// UIKit's window scene (`connectedScenes.first as? UIWindowScene`): one window on its screen, in portrait.
nonisolated public final class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's screen.
    public let screen: UIScreen
    private var window: UIWindow!
    /// Its one window, the key window.
    public var keyWindow: UIWindow? { window }
    /// The scene's windows: the key window.
    public var windows: [UIWindow] { [window] }
    /// The screen's orientation.
    public var interfaceOrientation: UIInterfaceOrientation { screen.device.isLandscape ? .landscapeLeft : .portrait }

    package init(screen: UIScreen) {
        self.screen = screen
        super.init()
        window = UIWindow(scene: self)
    }
}

/// UIKit's window (`UIApplication.shared.windows.first?.safeAreaInsets`): the whole screen, with
/// the device's safe area.
nonisolated public final class UIWindow: UIResponder, @unchecked Sendable {
    /// The scene the window is in.
    public private(set) weak var windowScene: UIWindowScene?
    private let screen: UIScreen

    package init(scene: UIWindowScene) {
        windowScene = scene
        screen = scene.screen
    }

    /// The screen's size.
    public var bounds: CGRect { screen.bounds }
    /// The screen's size, at its origin.
    public var frame: CGRect { screen.bounds }
    /// What the status bar, the home indicator and the rounded corners take.
    public var safeAreaInsets: UIEdgeInsets {
        let s = screen.device.safeAreaInsets
        return UIEdgeInsets(top: s.top, left: s.leading, bottom: s.bottom, right: s.trailing)
    }
    /// The key window.
    public var isKeyWindow: Bool { true }
    /// Ends editing in the window: there is none in a picture.
    @discardableResult public func endEditing(_ force: Bool) -> Bool { true }
}

/// An interface orientation (`windowScene.interfaceOrientation`).
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A selector a UIKit action names (`#selector(UIResponder.resignFirstResponder)`, compiled as
/// `Selector("UIResponder.resignFirstResponder")` on Linux, which has no Objective-C runtime).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name as written.
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}
