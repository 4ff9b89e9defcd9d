import Foundation
import EaselLayout

/// UIKit's screen (`UIScreen.main.bounds.width`), as view files read it to size themselves: the
/// screen of the render's device (`--device`, `ImageRenderer.device`, or the screen `--device auto`
/// puts the view on), else of `Device.standard`, the phone a preview shows by default.
nonisolated public final class UIScreen: Sendable {
    /// The screen of the render whose views are being built; outside a render (the root view's
    /// stored properties, read as it is made before its render), `beforeRender`'s, else
    /// `Device.standard`'s.
    public static var main: UIScreen { UIScreen(device: RenderSession.buildingTraits?.screen ?? beforeRender ?? .standard) }

    /// The screen views made outside a render read on this task: `easel render --device NAME`'s
    /// while a file's previews are made.
    @TaskLocal package static var beforeRender: Device?

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
