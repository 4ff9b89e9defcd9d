import Foundation
import EaselLayout
import EaselRaster

/// UIKit's image as SwiftUI code hands it to `Image(uiImage:)`: an asset by name, an SF Symbol,
/// or PNG or JPEG bytes (`UIImage(data:)`). Easel's stand-in for UIKit's `UIImage`.
///
/// Easel's assets belong to a render, not to the process, so an image made by name is looked up
/// when it is drawn: `UIImage(named:)` never returns nil, its `size` is zero until then, and a
/// missing asset is reported as `Image(_:)`'s is.
public final class UIImage: @unchecked Sendable {  // immutable after init
    enum Content {
        /// `UIImage()`: no picture (a placeholder a view replaces later).
        case empty
        case named(String, Bundle?)
        case symbol(String)
        case decoded(ImageAsset)
        /// `UIImage(cgImage:)` / `UIImage(ciImage:)`: Core Image's pixels, computed when drawn.
        case coreGraphics(CGImage)
    }

    let content: Content
    /// Pixels per point of an image made from a Core Graphics image.
    private var coreGraphicsScale: CGFloat = 1

    private init(_ content: Content) { self.content = content }

    /// An image with no picture, zero points wide and high (what `@State var photo = UIImage()`
    /// holds until something replaces it).
    public convenience init() { self.init(.empty) }

    /// The asset named `name`, found when the image is drawn.
    public convenience init?(named name: String) { self.init(.named(name, nil)) }

    /// The asset named `name` in a bundle, found when the image is drawn.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(.named(name, bundle))
    }

    /// An asset symbol's image.
    public convenience init(resource: ImageResource) { self.init(.named(resource.name, resource.bundle)) }

    /// The SF Symbol `name`.
    public convenience init?(systemName name: String) { self.init(.symbol(name)) }

    /// An image from PNG or JPEG bytes at a scale (2 for an `@2x` picture); nil when the bytes are
    /// neither.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard scale.isFinite, scale > 0, let asset = ImageAsset(name: "UIImage(data:)", data: data, scale: scale, location: "UIImage(data:)") else {
            return nil
        }
        self.init(.decoded(asset))
    }

    /// An image from a PNG or JPEG file; nil when it cannot be read or is neither.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// A Core Graphics image's pixels (one per point at scale 1).
    public convenience init(cgImage: CGImage) { self.init(.coreGraphics(cgImage)) }

    /// A Core Graphics image's pixels at a scale (2: two pixels per point), turned upright from an
    /// orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let oriented = orientation == .up ? cgImage : CGImage(image: CIImage(cgImage: cgImage).oriented(forExifOrientation: orientation.exif))
        self.init(.coreGraphics(oriented))
        coreGraphicsScale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// A Core Image image's pixels, computed when drawn.
    public convenience init(ciImage: CIImage) { self.init(.coreGraphics(CGImage(image: ciImage))) }

    /// The Core Graphics image of an image made from one (or from a Core Image image); nil otherwise.
    public var cgImage: CGImage? {
        if case .coreGraphics(let c) = content { return c }
        return nil
    }

    /// The Core Image image of an image made from a Core Graphics or Core Image image; nil otherwise.
    public var ciImage: CIImage? {
        if case .coreGraphics(let c) = content { return c.image }
        return nil
    }

    /// The size in points: the picture's for an image made from bytes or from Core Graphics
    /// pixels; for one found by name, its asset's while a view's body runs in a render (a tab
    /// bar's icon resized to fit), else zero (Easel finds those when it draws them).
    public var size: CGSize {
        if case .decoded(let a) = content { return a.pointSize }
        if case .coreGraphics(let c) = content {
            return CGSize(width: CGFloat(c.width) / coreGraphicsScale, height: CGFloat(c.height) / coreGraphicsScale)
        }
        return namedAsset?.pointSize ?? .zero
    }

    /// Pixels per point: 1, or the scale an image made from bytes or Core Graphics pixels was
    /// given, or its asset's (as `size`).
    public var scale: CGFloat {
        if case .decoded(let a) = content { return a.scale }
        if case .coreGraphics = content { return coreGraphicsScale }
        return namedAsset?.scale ?? 1
    }

    /// The asset of an image made by name, from the render whose body runs now.
    private var namedAsset: ImageAsset? {
        guard case .named(let name, let bundle) = content, let env = RenderSession.buildingTraits?.environment else { return nil }
        return Image(name, bundle: bundle).asset(in: env)
    }

    /// How an image is turned to be upright (UIKit's `UIImage.Orientation`).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// The EXIF orientation of the same turn.
        var exif: Int32 { [1, 3, 8, 6, 2, 4, 5, 7][rawValue] }
    }

    /// The picture as PNG bytes, for an image made from bytes; nil otherwise.
    public func pngData() -> Data? {
        guard case .decoded(let a) = content else { return nil }
        if !JPEGCodec.isJPEG(a.data) { return a.data }
        return (try? ImageCodec.decode(a.data)).flatMap { try? PNGCodec.encode($0) }
    }

    /// The picture's bytes when it was made from a JPEG; Easel writes no JPEG, so nil otherwise.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .decoded(let a) = content, JPEGCodec.isJPEG(a.data) else { return nil }
        return a.data
    }

    /// UIKit's symbol and traits configuration, accepted by `UIImage(named:in:with:)`.
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    /// A symbol's size, weight and colours (`UIImage(systemName: "star", withConfiguration:
    /// UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))`), as a UIKit view's code gives
    /// them; the symbol drawn through `Image(uiImage:)` takes SwiftUI's font and colours instead.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: SymbolWeight) {}
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {}
        public init(weight: SymbolWeight) {}
        public init(scale: SymbolScale) {}
        public init(font: UIFont) {}
        public init(font: UIFont, scale: SymbolScale) {}
        public init(hierarchicalColor: UIColor) {}
        public init(paletteColors: [UIColor]) {}
        /// The configuration with another's settings added.
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration { self }
        /// The multicolour configuration.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(scale: .default) }
        /// The unspecified configuration.
        public static let unspecified = SymbolConfiguration(scale: .unspecified)
    }

    /// A symbol's stroke weight.
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    /// A symbol's size relative to its font.
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
    /// Whether an image is drawn in its colours or as a template.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// An SF Symbol with a configuration (which the drawing does not read; see `SymbolConfiguration`).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) { self.init(systemName: name) }
    /// An SF Symbol, for a trait collection.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) { self.init(systemName: name) }

    /// The same image; the rendering mode is SwiftUI's `renderingMode(_:)` where it is drawn.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The same image; its tint is SwiftUI's foreground style where it is drawn.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// As above.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    /// The same image (the configuration is not read).
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    /// The same image (the configuration is not read).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    /// The same image (stretching is SwiftUI's `resizable(capInsets:)` where it is drawn).
    public func resizableImage(withCapInsets insets: UIEdgeInsets) -> UIImage { self }
    /// The turn the image is drawn with.
    public var imageOrientation: Orientation { .up }
}

extension Image {
    /// An image from UIKit's image: its asset, symbol or bytes.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .empty:
            self.init("UIImage()")
            isEmptyUIImage = true
        case .named(let name, let bundle): self.init(name, bundle: bundle)
        case .symbol(let name): self.init(systemName: name)
        case .decoded(let asset):
            self.init(asset.name)
            embedded = asset
        case .coreGraphics(let cg):
            self.init("CGImage")
            coreGraphics = (cg, uiImage.scale)
        }
    }

    /// A Core Graphics image's pixels, `scale` pixels per point, turned upright from an orientation;
    /// `label` names it for accessibility.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }

    /// A Core Graphics image's pixels, `scale` pixels per point, turned upright from an
    /// orientation, as decoration that accessibility skips.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init("CGImage")
        let oriented = orientation == .up ? cgImage : CGImage(image: CIImage(cgImage: cgImage).oriented(forExifOrientation: orientation.exif))
        coreGraphics = (oriented, scale.isFinite && scale > 0 ? scale : 1)
    }

    /// How an image is turned to be upright (SwiftUI's `Image.Orientation`).
    public enum Orientation: CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored

        /// The EXIF orientation of the same turn.
        var exif: Int32 {
            switch self {
            case .up: return 1
            case .upMirrored: return 2
            case .down: return 3
            case .downMirrored: return 4
            case .leftMirrored: return 5
            case .right: return 6
            case .rightMirrored: return 7
            case .left: return 8
            }
        }
    }
}

extension UIImage: Hashable {
    /// The same image object: UIKit's `UIImage` is an `NSObject`, equal to itself only, so
    /// `onChange(of: model.photo)` compiles and fires when the image is replaced.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
