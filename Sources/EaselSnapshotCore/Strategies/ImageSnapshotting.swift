import Foundation
import Easel
import EaselRaster

extension Diffing where Format == Bitmap {
    /// Images stored as PNG and compared pixel by pixel (see `ImageComparison`): they match when
    /// their sizes are equal and at least `precision` of the pixels match at `perceptualPrecision`.
    /// A mismatch attaches `difference.png` (see `DifferenceImage`).
    ///
    /// - Parameter scale: the resolution recorded in written PNGs (pixels per point).
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1, scale: Double = 1) -> Diffing<Bitmap> {
        Diffing(
            toData: { try PNGCodec.encode($0, scale: scale) },
            fromData: { try PNGCodec.decode($0) },
            diff: { expected, actual in
                let c = ImageComparison(expected: expected, actual: actual, perceptualPrecision: perceptualPrecision)
                if c.isIdentical { return SnapshotDiff(isIdentical: true, matches: true, imageComparison: c) }
                let matches = c.matches(precision: precision)
                var diff = SnapshotDiff(
                    isIdentical: false, matches: matches, summary: matches ? "" : describe(c, precision: precision),
                    measurements: c.measurements(precision: precision), imageComparison: c)
                if !matches,
                    let png = try? PNGCodec.encode(
                        DifferenceImage.make(
                            expected: expected, actual: actual,
                            deltaETolerance: c.deltaETolerance), scale: scale)
                {
                    diff.attachments = [.init(fileName: "difference.png", data: png)]
                }
                return diff
            })
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// An image as it is, compared as `Diffing.image`.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1, scale: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { $0 }
    }
}

extension Snapshotting where Value: View, Format == Bitmap {
    /// A view rendered by `ImageRenderer` to PNG, compared as `Diffing.image`. The default strategy
    /// of `assertSnapshot(of:)`.
    ///
    /// A parameter left nil takes the value of the enclosing `SnapshotSettings` scope (a suite's
    /// `.snapshotDefaults(...)` trait, `withSnapshotDefaults(...)`), else the default below.
    ///
    /// - Parameters:
    ///   - size: the size proposed to the view, in points; nil renders it at its ideal size.
    ///   - scale: pixels per point (default 2).
    ///   - precision: the fraction of pixels that must match (default 1 = all).
    ///   - perceptualPrecision: how alike two pixels must look to match (default 1 = identical);
    ///     see `ImageComparison`.
    ///   - assets: where images and named colours come from (default: the renderer's, folders in
    ///     `EASEL_ASSETS`).
    ///   - debug: draw the debug picture (outlined frames, yellow custom alignment lines).
    ///   - colorScheme: light or dark appearance (default light).
    ///   - device: a screen to render on (`Device.iPhone15`): the view in its safe area, the
    ///     canvas the whole screen; default none, the view alone.
    ///   - background: what fills the canvas (default `.automatic`: transparent in light, the
    ///     system background in dark and on a device).
    ///   - locale: the locale to render in: translations from `strings`, right to left for Arabic,
    ///     Hebrew and other right-to-left languages (`ImageRenderer.locale`).
    ///   - strings: the app's translations (`StringCatalog`).
    ///   - dynamicTypeSize: the text size setting (`ImageRenderer.dynamicTypeSize`).
    ///   - layoutDirection: the reading direction (default: the locale's).
    ///   - systemLook: the iOS release whose look system controls, bars and colours take
    ///     (`ImageRenderer.systemLook`; default iOS 17/18's).
    ///
    /// A missing image fails the snapshot naming it: SwiftUI would draw nothing, and a golden
    /// recorded without the image would pass for ever.
    public static func image(
        size: CGSize? = nil, scale: CGFloat? = nil, precision: Double? = nil, perceptualPrecision: Double? = nil,
        assets: AssetProvider? = nil, debug: Bool = false, colorScheme: ColorScheme? = nil,
        device: Device? = nil, background: SnapshotBackground? = nil,
        locale: Locale? = nil, strings: StringCatalog? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil, systemLook: SystemLook? = nil
    ) -> Snapshotting {
        let s = SnapshotSettings.forCall(
            SnapshotSettings(
                scale: scale, precision: precision, perceptualPrecision: perceptualPrecision, colorScheme: colorScheme, device: device,
                background: background, locale: locale, strings: strings, dynamicTypeSize: dynamicTypeSize,
                layoutDirection: layoutDirection, assets: assets, systemLook: systemLook))
        let scale = s.effectiveScale, colorScheme = s.effectiveColorScheme, background = s.effectiveBackground
        return Snapshotting(
            pathExtension: "png",
            diffing: .image(
                precision: s.effectivePrecision, perceptualPrecision: s.effectivePerceptualPrecision,
                scale: Double(scale))
        ) { view in
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            if let size { renderer.proposedSize = ProposedViewSize(size) }
            if let assets = s.assets { renderer.assets = assets }
            renderer.debug = debug
            renderer.colorScheme = colorScheme
            renderer.device = s.device
            renderer.backgroundColor = background.fill(for: colorScheme)
            if s.device != nil, case .transparent = background { renderer.backgroundColor = .clear }
            renderer.locale = s.locale
            renderer.strings = s.strings
            renderer.dynamicTypeSize = s.dynamicTypeSize
            renderer.layoutDirection = s.layoutDirection
            renderer.systemLook = s.systemLook
            renderer.missingImagesAreErrors = true
            do { return try renderer.rasterize().bitmap } catch {
                throw SnapshotError("the view did not render: \(error)")
            }
        }
    }
}
