import Foundation
import SwiftSyntax
import Easel

/// `UIScreen.main.bounds`, `UIApplication.shared.windows.first?.safeAreaInsets` (and through
/// `connectedScenes.first as? UIWindowScene`), `UIDevice.current.userInterfaceIdiom` and
/// `UITraitCollection.current.userInterfaceStyle` in scripts: Easel's `UIScreen`, `UIApplication`,
/// `UIDevice` and `UITraitCollection` (the render's screen and appearance), which compiled code
/// reads too, so views that size or pad themselves from the screen lay out as they would there.
enum DeviceScreen {
    static let typeNames: Set<String> = ["UIScreen", "UIApplication", "UIDevice", "UITraitCollection"]

    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("UIScreen", "main"): return .native(UIScreen.main)
        case ("UIApplication", "shared"): return .native(UIApplication.shared)
        // `URL(string: UIApplication.openSettingsURLString)` for a "Settings" button.
        case ("UIApplication", "openSettingsURLString"): return .string(UIApplication.openSettingsURLString)
        case ("UIDevice", "current"): return .native(UIDevice.current)
        case ("UITraitCollection", "current"): return .native(UITraitCollection.current)
        default: return nil
        }
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let object) = base else { return nil }
        switch (object, name) {
        case (let s as UIScreen, "bounds"): return .native(s.bounds)
        case (let s as UIScreen, "scale"): return .double(Double(s.scale))
        case (let s as UIScreen, "nativeScale"): return .double(Double(s.nativeScale))
        case (let s as UIScreen, "nativeBounds"): return .native(s.nativeBounds)
        case (let a as UIApplication, "windows"): return .array(a.windows.map { .native($0) })
        case (let a as UIApplication, "connectedScenes"): return .array(a.connectedScenes.map { .native($0) })
        case (let a as UIApplication, "openSessions"): return .array(a.openSessions.map { .native($0) })
        case (let a as UIApplication, "keyWindow"): return a.keyWindow.map { .native($0) } ?? .null
        case (let a as UIApplication, "alternateIconName"): return a.alternateIconName.map { .string($0) } ?? .null
        case (let a as UIApplication, "supportsAlternateIcons"): return .bool(a.supportsAlternateIcons)
        case (let a as UIApplication, "applicationIconBadgeNumber"): return .int(a.applicationIconBadgeNumber)
        case (let a as UIApplication, "applicationState"): return .implicitMember("\(a.applicationState)", nil)
        case (let w as UIWindowScene, "windows"): return .array(w.windows.map { .native($0) })
        case (let w as UIWindowScene, "keyWindow"): return w.keyWindow.map { .native($0) } ?? .null
        case (let w as UIWindowScene, "screen"): return .native(w.screen)
        case (let w as UIWindowScene, "activationState"): return .implicitMember("\(w.activationState)", nil)
        case (let w as UIWindowScene, "interfaceOrientation"): return .implicitMember("\(w.interfaceOrientation)", nil)
        case (let w as UIWindow, "windowScene"): return w.windowScene.map { .native($0) } ?? .null
        case (let w as UIWindow, "screen"): return w.windowScene.map { .native($0.screen) } ?? .null
        case (let w as UIWindow, "isKeyWindow"): return .bool(w.isKeyWindow)
        case (is UIWindow, "tag"): return .int(0)
        case (let w as UIWindow, "safeAreaInsets"):
            let s = w.safeAreaInsets
            return .tuple(
                [.double(Double(s.top)), .double(Double(s.left)), .double(Double(s.bottom)), .double(Double(s.right))],
                labels: ["top", "left", "bottom", "right"])
        case (let w as UIWindow, "bounds"): return .native(w.bounds)
        case (let w as UIWindow, "frame"): return .native(w.frame)
        case (let d as UIDevice, "userInterfaceIdiom"): return .native(d.userInterfaceIdiom)
        case (let t as UITraitCollection, "userInterfaceStyle"): return .native(t.userInterfaceStyle)
        case (let d as UIDevice, "name"): return .string(d.name)
        case (let d as UIDevice, "model"): return .string(d.model)
        case (let d as UIDevice, "localizedModel"): return .string(d.localizedModel)
        case (let d as UIDevice, "systemName"): return .string(d.systemName)
        case (let d as UIDevice, "systemVersion"): return .string(d.systemVersion)
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
