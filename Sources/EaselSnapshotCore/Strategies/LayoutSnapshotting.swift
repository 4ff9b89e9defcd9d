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
    /// - Parameters:
    ///   - size: the size proposed to the view, in points; nil lays it out at its ideal size.
    ///   - scale: the scale frames are rounded to (origins snap to its pixel grid).
    ///   - assets: where images and named colours come from; nil uses the renderer's default.
    ///   - colorScheme: the appearance (it can change what a view shows).
    ///   - device: a screen to lay the view out on (its safe area), or nil.
    public static func layout(size: CGSize? = nil, scale: CGFloat = SnapshotDefaults.scale, assets: AssetProvider? = nil,
                              colorScheme: ColorScheme = SnapshotDefaults.colorScheme, device: Device? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { view in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            if let size { renderer.proposedSize = ProposedViewSize(size) }
            if let assets { renderer.assets = assets }
            renderer.colorScheme = colorScheme
            renderer.device = device
            renderer.missingImagesAreErrors = true
            do {
                return String(decoding: try renderer.layout().jsonData(pretty: true), as: UTF8.self) + "\n"
            } catch {
                throw SnapshotError("the view did not lay out: \(error)")
            }
        }
    }
}
