import Foundation

/// Image: its natural size in points unless `resizable()`, when it takes the proposal
/// (its natural size for an unspecified dimension).
package final class ImageNode: LayoutNode {
    /// How a resizable image fills its frame (SwiftUI's `Image.ResizingMode`).
    package enum ResizingMode: Hashable, Sendable { case stretch, tile }
    /// Sampling quality (SwiftUI's `Image.Interpolation`).
    package enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// Natural size in points (pixels divided by the asset's scale).
    package let naturalSize: CGSize
    /// Non-nil when resizable.
    package let resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    package let interpolation: Interpolation
    /// The decoded or loadable image, opaque to layout.
    package let source: AnyObject?

    package init(
        name: String?, naturalSize: CGSize, resizing: (capInsets: EdgeInsets, mode: ResizingMode)?,
        interpolation: Interpolation = .high, source: AnyObject?
    ) {
        self.naturalSize = naturalSize
        self.resizing = resizing
        self.interpolation = interpolation
        self.source = source
        super.init(kind: "Image", label: name)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        guard resizing != nil else { return naturalSize }
        return p.replacingUnspecifiedDimensions(by: naturalSize)
    }
}
