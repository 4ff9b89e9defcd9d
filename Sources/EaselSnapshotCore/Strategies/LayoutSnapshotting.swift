import Foundation
import Easel

extension Snapshotting where Value: View, Format == String {
    /// A view's layout as JSON (`.json`): `ImageRenderer.layout()` — every node's kind, label and
    /// frame in points (absolute, where it is drawn), text lines and baselines — pretty-printed
    /// with sorted keys and compared line by line (`Diffing.lines`), so a failure shows which
    /// frames moved. No pixels are drawn: fonts are measured, nothing is rasterized.
    ///
    /// ```swift
    /// assertSnapshot(of: Card(), as: .layout(size: CGSize(width: 320, height: 200)))
    /// ```
    ///
    /// A parameter left nil takes the value of the enclosing `SnapshotSettings` scope, else the
    /// default below.
    ///
    /// - Parameters:
    ///   - size: the size proposed to the view, in points; nil lays it out at its ideal size.
    ///   - scale: the scale frames are rounded to (origins snap to its pixel grid; default 2).
    ///   - assets: where images and named colours come from (default: the renderer's).
    ///   - colorScheme: the appearance (it can change what a view shows; default light).
    ///   - device: a screen to lay the view out on (its safe area); default none.
    public static func layout(
        size: CGSize? = nil, scale: CGFloat? = nil, assets: AssetProvider? = nil,
        colorScheme: ColorScheme? = nil, device: Device? = nil
    ) -> Snapshotting {
        let s = SnapshotSettings.forCall(SnapshotSettings(scale: scale, colorScheme: colorScheme, device: device, assets: assets))
        return Snapshotting(pathExtension: "json", diffing: .lines) { view in
            let renderer = s.layoutRenderer(for: view, size: size)
            do {
                return String(decoding: try renderer.layout().jsonData(pretty: true), as: UTF8.self) + "\n"
            } catch {
                throw SnapshotError("the view did not lay out: \(error)")
            }
        }
    }
}

extension SnapshotSettings {
    /// A renderer that lays `view` out with these settings (the layout and tree strategies).
    func layoutRenderer<V: View>(for view: V, size: CGSize?) -> ImageRenderer<V> {
        let renderer = ImageRenderer(content: view)
        renderer.scale = effectiveScale
        if let size { renderer.proposedSize = ProposedViewSize(size) }
        if let assets { renderer.assets = assets }
        renderer.colorScheme = effectiveColorScheme
        renderer.device = device
        renderer.locale = locale
        renderer.strings = strings
        renderer.dynamicTypeSize = dynamicTypeSize
        renderer.layoutDirection = layoutDirection
        renderer.systemLook = systemLook
        renderer.missingImagesAreErrors = true
        return renderer
    }
}
