import Foundation
import EaselPaint
import EaselLayout

/// A name for an image in an asset catalog (SwiftUI's `ImageResource`; Xcode generates static members
/// such as `.paulHudson` — with Easel, declare them in an extension).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle?
    public init(name: String, bundle: Bundle? = nil) {
        self.name = name
        self.bundle = bundle
    }
}

/// A bitmap image from the assets (SwiftUI's `Image`): its natural size unless `resizable()`.
nonisolated public struct Image: View, PrimitiveView {
    public typealias Body = Never
    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable { case stretch, tile }
    /// Sampling quality.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    let name: String
    let bundle: Bundle?
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var interpolationQuality: Interpolation = .high
    /// The SF Symbol name for `Image(systemName:)`; nil for asset images.
    var systemName: String?
    /// The picture of `Image(uiImage:)` made from bytes, drawn instead of an asset.
    var embedded: ImageAsset?
    /// The Core Graphics image of `Image(uiImage: UIImage(cgImage:))` or `Image(_:scale:label:)`
    /// and its pixels per point, computed when drawn.
    var coreGraphics: (image: CGImage, scale: CGFloat)?
    /// `Image(uiImage: UIImage())`: nothing to draw, and nothing missing.
    var isEmptyUIImage = false
    /// The symbol rendering mode `symbolRenderingMode(_:)` gave this image (nil: the environment's).
    var symbolRendering: SymbolRenderingMode?
    /// `renderingMode(_:)`; nil: the asset catalog's intent for the image.
    var templateRendering: TemplateRenderingMode?

    /// The image named `name` in the assets.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        self.bundle = bundle
    }

    /// The image named `name` in the assets, as decoration that accessibility skips: drawn as
    /// `Image(_:bundle:)` draws it.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image of an asset symbol.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }

    /// Makes the image take the size it is proposed, stretching or tiling its pixels.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.resizing = (capInsets, resizingMode)
        return i
    }

    /// How the image is sampled when scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolationQuality = interpolation
        return i
    }

    /// Draws the image as a template (its shape, in the foreground colour) or as it is; nil
    /// follows the asset catalog's "Render As" (`template-rendering-intent`).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self
        i.templateRendering = mode
        return i
    }
    /// Accepted for compatibility; images are always anti-aliased when scaled.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The image, a symbol, drawn in a symbol rendering mode (nil: the environment's): SwiftUI's
    /// `Image.symbolRenderingMode(_:)`, which keeps it an image, so that `resizable()` still applies.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.symbolRendering = mode
        return i
    }

    /// The dynamic range an image may be shown in (SwiftUI's `Image.DynamicRange`, iOS 17).
    public struct DynamicRange: Hashable, Sendable {
        let name: String
        /// Standard dynamic range.
        public static let standard = DynamicRange(name: "standard")
        /// Some high dynamic range, kept near standard content.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// The display's full high dynamic range.
        public static let high = DynamicRange(name: "high")
    }

    /// Accepted for compatibility: Easel's pictures are standard dynamic range (8-bit sRGB), so
    /// every image is drawn as in `.standard`.
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }

    /// How an image's colours are drawn: as they are, or as a template whose shape (its opacity)
    /// is filled with the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        // A tab bar item's image is UIKit's bar item image: its natural size, resizable or not.
        if resizing != nil, ctx.environment.isBarItem {
            var natural = self
            natural.resizing = nil
            return natural.makeNodes(ctx)
        }
        if let systemName { return [symbolNode(systemName, ctx)] }
        // A custom symbol of the asset catalog (`NAME.symbolset`) where no image has the name.
        if !isEmptyUIImage, embedded == nil, coreGraphics == nil, asset(in: ctx.environment) == nil,
            let template = (ctx.environment.assetProvider as? CatalogAssetProvider)?.symbolTemplate(named: name),
            let node = customSymbolNode(template, ctx)
        {
            return [node]
        }
        guard !isEmptyUIImage, var asset = asset(ctx) else {
            return [ImageNode(name: name, naturalSize: .zero, resizing: nodeResizing, interpolation: nodeInterpolation, source: nil)]
        }
        if isTemplate(in: ctx.environment) {
            asset = TemplateImage.tinted(asset, (ctx.environment.foregroundColor ?? .primary).resolvedValue(in: ctx.environment))
        }
        // Redacted as a placeholder: a shape of the image's size in the foreground colour's placeholder ink.
        let placeholder = ctx.environment.placeholderInk(for: (ctx.environment.foregroundColor ?? .primary).resolvedValue(in: ctx.environment))
        return [
            ImageNode(
                name: name, naturalSize: asset.pointSize, resizing: nodeResizing,
                interpolation: nodeInterpolation, source: placeholder.map { PlaceholderImageFill(color: $0) as AnyObject } ?? asset)
        ]
    }
}

extension Image {
    /// The image's asset at the environment's display scale; nil when the assets have none.
    func asset(in env: EnvironmentValues) -> ImageAsset? {
        if let coreGraphics {
            return coreGraphics.image.asset(CIRenderInputs(assets: env.assetProvider, scale: env.displayScale), pointScale: coreGraphics.scale)
        }
        return embedded ?? env.assetProvider?.image(named: name, bundle: bundle, scale: env.displayScale)
    }

    /// The image's asset, a missing one reported to the session (a warning, or an error when
    /// missing images are errors).
    func asset(_ ctx: ResolveContext) -> ImageAsset? {
        if let embedded { return embedded }
        guard let asset = asset(in: ctx.environment) else {
            if let coreGraphics {
                // An asset the Core Image recipe reads is missing (reported as `Image(_:)` reports
                // one), or a step failed.
                let missing = coreGraphics.image.image.missingAssets(ctx.environment)
                for name in missing { ctx.session.missingImage(name, path: ctx.path) }
                if missing.isEmpty { ctx.session.warn("a Core Image image could not be drawn (a result of more than 64 million pixels)") }
                return nil
            }
            ctx.session.missingImage(name, path: ctx.path)
            return nil
        }
        return asset
    }

    /// `resizable(capInsets:resizingMode:)` as the layout engine takes it.
    var nodeResizing: (capInsets: EdgeInsets, mode: ImageNode.ResizingMode)? {
        resizing.map { ($0.capInsets, $0.mode == .tile ? .tile : .stretch) }
    }

    /// `interpolation(_:)` as the layout engine takes it.
    var nodeInterpolation: ImageNode.Interpolation {
        switch interpolationQuality {
        case .none: return .none
        case .low: return .low
        case .medium: return .medium
        case .high: return .high
        }
    }
}
