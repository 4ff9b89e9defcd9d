import Foundation
import Easel

extension Snapshotting where Value: View, Format == String {
    /// A readable dump of the resolved view tree (`.txt`): every view and modifier that reached
    /// layout, with its SwiftUI name, label (a text's string, an image's name), the attributes that
    /// decide its layout and paint (stack alignment and spacing, padding, frame sizes, fills,
    /// fonts and colours, effects) and its frame in points, indented by depth and compared line by
    /// line (`Diffing.lines`). A review shows which view changed and how; no pixels are drawn.
    ///
    /// ```swift
    /// assertSnapshot(of: Card(), as: .tree())            // golden/CardTests/Card.1.txt
    /// ```
    ///
    /// ```
    /// canvas 124 × 59.5 @2x
    /// padding(8) at (0, 0) 124 × 59.5
    /// └─ HStack(alignment: center, spacing: 8) at (8, 8) 108 × 43.5
    ///    ├─ frame(width: 24, height: 24) at (8, 17.5) 24 × 24
    ///    │  └─ Color (fill #FF3B30) at (8, 17.5) 24 × 24
    ///    └─ VStack(alignment: leading, spacing: 2) at (40, 8) 76 × 43.5
    ///       ├─ Text "Snapshot" (17 pt, weight 400, #000000) at (40, 8) 76 × 20.57
    ///       └─ …
    /// ```
    ///
    /// Parameters as `.layout(size:scale:assets:colorScheme:device:)`; nil takes the enclosing
    /// `SnapshotSettings` scope's value, else the default.
    public static func tree(
        size: CGSize? = nil, scale: CGFloat? = nil, assets: AssetProvider? = nil,
        colorScheme: ColorScheme? = nil, device: Device? = nil
    ) -> Snapshotting {
        let s = SnapshotSettings.forCall(SnapshotSettings(scale: scale, colorScheme: colorScheme, device: device, assets: assets))
        return Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            let renderer = s.layoutRenderer(for: view, size: size)
            do { return try renderer.placedLayout().treeDescription } catch {
                throw SnapshotError("the view did not lay out: \(error)")
            }
        }
    }
}
