import Foundation
import Easel

/// `UIScreen.main.bounds`: the screen of the device a preview shows by default in Xcode 15, an
/// iPhone 15 (393 × 852 points at 3×). Views that size themselves from the screen lay out as
/// they would there.
struct DeviceScreen {
    static let typeNames: Set<String> = ["UIScreen"]
    static let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let scale: Double = 3

    static func staticMember(_ type: String, _ name: String) -> Value? {
        guard type == "UIScreen", name == "main" else { return nil }
        return .native(DeviceScreen())
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(is DeviceScreen) = base else { return nil }
        switch name {
        case "bounds": return .native(bounds)
        case "scale", "nativeScale": return .double(scale)
        case "nativeBounds": return .native(CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale))
        default: return nil
        }
    }
}
