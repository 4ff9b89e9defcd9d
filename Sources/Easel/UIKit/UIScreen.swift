import Foundation
import EaselLayout

/// UIKit's screen (`UIScreen.main.bounds.width`), as view files read it to size themselves: the
/// screen of `Device.standard`, the phone a preview shows by default, so a view sized from it
/// lays out as it would there. A render on another `--device` still reads this one
/// (docs/Differences.md).
nonisolated public final class UIScreen: Sendable {
    /// The device's screen.
    public static let main = UIScreen(device: .standard)

    /// The device whose screen this is.
    package let device: Device

    package init(device: Device) { self.device = device }

    /// The screen in points, from the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// Pixels per point of the panel (the same on the phones Easel knows).
    public var nativeScale: CGFloat { device.scale }
    /// The screen in pixels, portrait.
    public var nativeBounds: CGRect {
        let portrait = device.isLandscape ? CGSize(width: device.size.height, height: device.size.width) : device.size
        return CGRect(x: 0, y: 0, width: portrait.width * device.scale, height: portrait.height * device.scale)
    }
}
