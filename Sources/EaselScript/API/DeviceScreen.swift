import Foundation
import SwiftSyntax
import Easel

/// `UIScreen.main.bounds`, `UIApplication.shared.windows.first?.safeAreaInsets` (and through
/// `connectedScenes.first as? UIWindowScene`) and
/// `UIDevice.current.userInterfaceIdiom`: the screen, window and device a preview shows by default
/// in Xcode 15, an iPhone 15 (393 × 852 points at 3×, safe area 59 at the top and 34 at the bottom,
/// iOS 17). Views that size or pad themselves from the screen lay out as they would there.
struct DeviceScreen {
    static let typeNames: Set<String> = ["UIScreen", "UIApplication", "UIDevice"]
    static let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let scale: Double = 3
    static let safeArea = (top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)

    /// `UIApplication.shared`, its one window scene (`connectedScenes.first as? UIWindowScene`)
    /// and that scene's key window.
    struct Application {}
    struct Scene {}
    struct Window {}
    struct Device {}

    /// UIKit's `UIUserInterfaceIdiom`.
    enum UIUserInterfaceIdiom: Hashable, CaseIterable {
        case unspecified, phone, pad, tv, carPlay, mac, vision
    }

    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("UIScreen", "main"): return .native(DeviceScreen())
        case ("UIApplication", "shared"): return .native(Application())
        case ("UIDevice", "current"): return .native(Device())
        default: return nil
        }
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        switch (base, name) {
        case (.native(is DeviceScreen), "bounds"): return .native(bounds)
        case (.native(is DeviceScreen), "scale"), (.native(is DeviceScreen), "nativeScale"): return .double(scale)
        case (.native(is DeviceScreen), "nativeBounds"):
            return .native(CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale))
        case (.native(is Application), "windows"), (.native(is Scene), "windows"): return .array([.native(Window())])
        case (.native(is Application), "connectedScenes"), (.native(is Application), "openSessions"): return .array([.native(Scene())])
        case (.native(is Scene), "keyWindow"), (.native(is Window), "window"): return .native(Window())
        case (.native(is Scene), "screen"), (.native(is Window), "screen"): return .native(DeviceScreen())
        case (.native(is Scene), "activationState"): return .implicitMember("foregroundActive", nil)
        case (.native(is Scene), "interfaceOrientation"): return .implicitMember("portrait", nil)
        case (.native(is Window), "windowScene"): return .native(Scene())
        case (.native(is Window), "isKeyWindow"): return .bool(true)
        case (.native(is Window), "tag"): return .int(0)
        case (.native(is Application), "keyWindow"): return .native(Window())
        case (.native(is Application), "alternateIconName"): return .null  // the app's own icon
        case (.native(is Application), "supportsAlternateIcons"): return .bool(true)
        case (.native(is Application), "applicationIconBadgeNumber"): return .int(0)
        case (.native(is Application), "applicationState"): return .implicitMember("active", nil)
        case (.native(is Window), "safeAreaInsets"):
            return .tuple(
                [.double(safeArea.top), .double(safeArea.left), .double(safeArea.bottom), .double(safeArea.right)],
                labels: ["top", "left", "bottom", "right"])
        case (.native(is Window), "bounds"), (.native(is Window), "frame"): return .native(bounds)
        case (.native(is Device), "userInterfaceIdiom"): return .native(UIUserInterfaceIdiom.phone)
        case (.native(is Device), "name"), (.native(is Device), "model"), (.native(is Device), "localizedModel"): return .string("iPhone")
        case (.native(is Device), "systemName"): return .string("iOS")
        case (.native(is Device), "systemVersion"): return .string("17.0")
        default: return nil
        }
    }
}

extension Evaluator {
    /// `UIApplication.shared.delegate`: the app's `UIApplicationDelegate` (an older template's
    /// `AppDelegate`, often holding the Core Data container), made once; nil when it has none.
    func applicationDelegate(node: Syntax?) throws -> Value {
        if let d = appDelegate { return d }
        guard let decl = types.values.sorted(by: { $0.name < $1.name }).first(where: { $0.conformances.contains("UIApplicationDelegate") }) else {
            return .null
        }
        let d = try instantiate(decl, Args(), node: node)
        appDelegate = d
        return d
    }
}
