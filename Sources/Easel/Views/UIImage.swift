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
    }

    let content: Content

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

    /// The size in points: the picture's for an image made from bytes, zero for one found by name
    /// (Easel finds those when it draws them).
    public var size: CGSize {
        if case .decoded(let a) = content { return a.pointSize }
        return .zero
    }

    /// Pixels per point: 1, or the scale an image made from bytes was given.
    public var scale: CGFloat {
        if case .decoded(let a) = content { return a.scale }
        return 1
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
    public final class Configuration: @unchecked Sendable {}
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
        }
    }
}
