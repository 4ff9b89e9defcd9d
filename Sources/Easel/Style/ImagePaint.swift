import Foundation
import EaselLayout
import EaselPaint

/// A shape style that fills a shape by repeating a region of an image (SwiftUI's `ImagePaint`):
/// `Rectangle().fill(ImagePaint(image: Image("brick"), scale: 0.5))`.
///
/// The tiles start at the top-left corner of the filled frame. Each tile is `sourceRect` (a unit
/// rectangle of the image: (0, 0, 1, 1) is all of it) at the image's size in points times `scale`.
/// It fills and strokes shapes (`fill`, `stroke`, `strokeBorder`, `border`, `background`); where
/// only one colour can be taken (text, a symbol) it gives the primary label colour.
public struct ImagePaint: ShapeStyle {
    /// The image repeated.
    public var image: Image
    /// The region of the image that is repeated, in unit coordinates.
    public var sourceRect: CGRect
    /// The scale of each tile: 1 draws the image at its size in points.
    public var scale: CGFloat

    /// An image paint repeating `sourceRect` of `image` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var resolvedColor: Color { .primary }

    /// The tiles in an environment: the image's asset and the tile's size in points; nil when
    /// the asset is missing, or the region or scale leave nothing to repeat.
    func tiles(in env: EnvironmentValues) -> ImageTiles? {
        guard let asset = image.asset(in: env) else { return nil }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let region = sourceRect.standardized.intersection(unit)
        guard scale.isFinite, scale > 0, !region.isNull, region.width > 0, region.height > 0 else { return nil }
        let size = CGSize(width: asset.pointSize.width * region.width * scale, height: asset.pointSize.height * region.height * scale)
        return ImageTiles(source: asset, sourceRect: region, tileSize: size)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// An image paint repeating `sourceRect` of `image` at `scale` (`.fill(.image(Image("dots")))`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
