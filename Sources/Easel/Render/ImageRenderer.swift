import Foundation
import EaselLayout
import EaselText
import EaselPaint
import EaselRaster

/// Renders a view (SwiftUI's `ImageRenderer`): lays it out, and gives the layout as data or the
/// picture as PNG.
///
/// ```swift
/// let renderer = ImageRenderer(content: ContentView())
/// renderer.scale = 2
/// let layout = try renderer.layout()        // frames of every view, in points
/// try renderer.write(to: URL(fileURLWithPath: "out.png"))
/// ```
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point (1, 2 or 3).
    public var scale: CGFloat = 1
    /// The size proposed to the view; with none, the canvas is the view's ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether the picture has an opaque background (white in light mode, black in dark).
    public var isOpaque = false
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// Where images and named colours come from (default: folders in EASEL_ASSETS).
    public var assets: AssetProvider = FolderAssetProvider.fromEnvironment()
    /// The text measurer (default: FreeType with the fonts bundled in Easel).
    package var textMeasurer: TextMeasuring = ImageRendererDefaults.textEngine
    /// Records the layout conversation when set.
    package var trace: LayoutTrace?
    /// Whether a missing image is an error (true for the command line) or draws nothing (SwiftUI).
    public var missingImagesAreErrors = false
    /// Largest canvas side in pixels.
    public var canvasLimit = 16_384
    /// The memory one render may allocate (canvas, layers, shadow blurs); past it the render fails
    /// with an error naming what was too big. Default: half the machine's memory, at most 16 GiB.
    package var memoryBudget = MemoryBudget.machineDefault
    /// A colour filling the whole canvas behind the view, margins included (Easel's addition;
    /// takes precedence over `isOpaque`).
    public var backgroundColor: Color?
    /// The screen to render on (Easel's addition): the view is proposed the device's safe area
    /// and placed in it, the canvas is the whole screen, views that ignore the safe area (a
    /// `background` colour, `ignoresSafeArea()`) reach the screen's edges, and the screen is
    /// filled with the system background unless `backgroundColor` says otherwise. `proposedSize`
    /// is not used when a device is set.
    public var device: Device?
    /// Whether the device's status bar (9:41, full signal, Wi-Fi and battery) and home indicator
    /// are drawn over the picture, as in a screenshot of the device (Easel's addition; only with a
    /// device, and off by default so that component pictures show only the view).
    public var showsStatusBar = false
    /// The device a view that holds a screen's container — a List, Form, navigation stack or
    /// TabView, or a `containerRelativeFrame` outside scroll views — is rendered on when no device
    /// and no size are given (Easel's addition: such a
    /// view fills a screen and has no useful size of its own). A view whose ideal width is wider
    /// than the device's screen (a paragraph of text on one line) goes on it too, wrapped as
    /// Xcode's canvas shows it, and so does a view holding a vertical scroll view whose ideal
    /// height is taller than the screen, or a `GeometryReader`, `Canvas` or `containerRelativeFrame`
    /// left without a size to read (a reader at the root, a frame relative to a root scroll view),
    /// or ignoring the safe area at the view's top-leading corner (a design for the whole screen,
    /// `ZStack { Color.black … }.ignoresSafeArea()`). Nil by default; `easel render` sets it (`--device auto`).
    ///
    /// Other views are laid out as Xcode's `.sizeThatFits` preview layout does: offered the
    /// screen's safe area, on a canvas of their own size (a row with a `Spacer` spans the screen's
    /// width, a text wraps at it); a view that takes all the height it is offered (a stack pushed
    /// apart by a `Spacer`, `frame(maxHeight: .infinity)`, a colour behind its content) is the
    /// layout of a screen and goes on the device.
    public var screenDevice: Device?
    /// The device whose screen a view is fitted in when neither `device` nor `screenDevice` is set
    /// (Easel's addition; Xcode's `.sizeThatFits` preview layout): the view is offered the screen's
    /// safe area and the canvas is the view's own size. Nil: the view is asked for its ideal size.
    public var fittingDevice: Device?
    /// The locale to render in (Easel's addition): texts are translated for it from `strings`, and a
    /// right-to-left language (Arabic, Hebrew, ...) lays the view out right to left, as an app
    /// running in that language does. Nil keeps en_US, left to right.
    public var locale: Locale?
    /// The app's translations (Easel's addition): `Text("Welcome")` shows the `locale`'s string for
    /// the key "Welcome" when the catalog has one.
    public var strings: StringCatalog?
    /// The Dynamic Type size to render at (Easel's addition, the Settings app's text size):
    /// text styles, relative custom fonts and `@ScaledMetric` values follow it. Nil keeps the
    /// environment's default (`.large`, as on iOS).
    public var dynamicTypeSize: DynamicTypeSize?
    /// The layout direction (Easel's addition); nil follows `locale` (right to left for Arabic,
    /// Hebrew, ...; left to right otherwise).
    public var layoutDirection: LayoutDirection?
    /// The iOS release whose look system controls, bars and colours take (Easel's addition):
    /// iOS 26's with `.iOS26`. Nil keeps the environment's default, iOS 17/18's.
    public var systemLook: SystemLook?
    /// Messages about things that did not stop the render (a missing image).
    public private(set) var warnings: [String] = []
    /// Whether `placedLayout()` starts making the canvas's memory ready on another thread as soon
    /// as the canvas's size is certain (from the device or a whole proposal before the view is
    /// resolved, else once the root is measured; a view that `screenDevice` may still take, once it
    /// goes on the screen), for a `rasterize(_:)` that follows: the first canvas of a process then
    /// does not wait for the kernel's fresh pages (`RasterCanvas.prepareStorage`). `easel render`
    /// sets it; `rasterize()` does it for its own layout.
    package var preparesCanvas = false

    public init(content: Content) { self.content = content }

    /// The result of a layout: the placed tree and the canvas it sits in (points).
    public struct Layout {
        package let root: PlacedNode
        public let canvasSize: CGSize
        public let scale: CGFloat
        package let context: LayoutContext
        /// The device the layout is on, if any.
        public let device: Device?
        /// The device's status bar and home indicator, drawn over the view (`showsStatusBar`).
        package var chrome: (root: PlacedNode, context: LayoutContext)?
        /// The layout as Codable data.
        public var snapshot: LayoutSnapshot { LayoutSnapshot(root: root, canvasSize: canvasSize, scale: scale, context) }
        /// The placed tree as indented text: each view's name, label, layout and paint attributes
        /// and frame in points, one a line (the `.tree` snapshot strategy's format).
        public var treeDescription: String { LayoutTree.text(root, canvasSize: canvasSize, scale: scale, context) }
    }

    /// Lays the view out (running state and preferences to a fix-point) and returns the placed tree.
    public func placedLayout() throws -> Layout {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw RenderError.invalidCanvas("scale \(scale)") }
        for v in [proposedSize.width, proposedSize.height] {
            if let v, !(v.isFinite && v >= 0) { throw RenderError.invalidCanvas("proposed size \(proposedSize)") }
            if let v, v * scale > CGFloat(canvasLimit) {
                throw RenderError.canvasTooLarge(
                    width: Double((proposedSize.width ?? 0) * scale),
                    height: Double((proposedSize.height ?? 0) * scale), limit: canvasLimit)
            }
        }
        if let device { return try layout(on: device) }
        let screen = proposedSize == .unspecified ? screenDevice : nil
        let fitting = proposedSize == .unspecified ? screenDevice ?? fittingDevice : nil
        // The canvas is prepared (`preparesCanvas`) once its size is certain: a device's (above, in
        // `layout(on:)`) or a whole proposal's before the view is resolved; else the measured root's,
        // unless `screen` may still take the view (then the screen's, as the view is placed on it:
        // `idealLayout` or `layout(on:)`). A fitted view the screen did not take is not prepared once
        // that is decided: only its display list would be painted meanwhile, which hid nothing
        // (docs/Performance.md, stop 56).
        let proposedCanvas = proposedSize.width.flatMap { width in
            proposedSize.height.map { CGSize(width: ImageRenderer.wholePixels(width, scale), height: ImageRenderer.wholePixels($0, scale)) }
        }
        if let proposedCanvas { prepareCanvas(proposedCanvas, onDevice: false) }
        let ideal: Layout
        let idealKeptAFailure: Bool
        do {
            (ideal, idealKeptAFailure) = try idealLayout(screen: screen, fitting: fitting, preparesMeasured: proposedCanvas == nil && screen == nil)
        } catch is ReaderWithoutSize {
            // The view failed at its ideal size because a reader had none to read: on the screen.
            return try layout(on: screen!)
        }
        if let screen {
            // A view holding a screen's container was put on the device as it was laid out; a view
            // wider than the screen, taking all the height it was offered, drawing outside its own
            // frame, or holding a GeometryReader or Canvas that had no size to read (a reader in a
            // scroll view), is laid out again on it.
            if ideal.device != nil { return ideal }
            if ideal.canvasSize.width > screen.size.width || abs(ideal.root.frame.height - screen.safeAreaSize.height) < 0.5
                || ideal.context.readerLackedAProposal || ideal.context.ignoredAMissingSafeArea
                || Self.drawsOutside(ideal.root, CGRect(origin: .zero, size: ideal.canvasSize))
            {
                // A view whose own error was kept aside (a script's, reported after the render)
                // keeps it: the screen's layout, failing the same way, does not replace this one.
                do {
                    return try layout(on: screen, replacing: !idealKeptAFailure)
                } catch  where !ideal.context.readerLackedAProposal {
                    // The view's state is what the first layout's actions left: when the views it
                    // changed cannot be drawn again (the first layout drew them before those changes,
                    // with a warning), the first layout is the picture, within the canvas limit below
                    // (the screen's canvas, prepared for the second layout, goes unused).
                }
            }
        }
        // Checked in floating point: a view of 1e300 points must not reach integer pixel arithmetic.
        let canvas = ideal.canvasSize
        if !(canvas.width * scale <= CGFloat(canvasLimit) && canvas.height * scale <= CGFloat(canvasLimit)) {
            throw RenderError.canvasTooLarge(width: Double(canvas.width * scale), height: Double(canvas.height * scale), limit: canvasLimit)
        }
        return ideal
    }

    /// A session and environment for one layout run.
    private func start() -> (RenderSession, EnvironmentValues) {
        let session = RenderSession(assets: assets)
        session.fontLibrary = (textMeasurer as? FreeTypeTextEngine)?.library
        session.missingImagesAreErrors = missingImagesAreErrors
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.displayScale = scale
        env.assetProvider = assets
        env.stringCatalog = strings
        if let locale {
            env.locale = locale
            if locale.isRightToLeft { env.layoutDirection = .rightToLeft }
        }
        if let layoutDirection { env.layoutDirection = layoutDirection }
        if let dynamicTypeSize { env.dynamicTypeSize = dynamicTypeSize }
        if let systemLook { env.systemLook = systemLook }
        env.widgetScreen = device ?? screenDevice
        session.screen = device ?? screenDevice ?? .standard
        // The device's size classes (an iPhone in portrait's without one).
        if let screen = device ?? screenDevice {
            env.horizontalSizeClass = screen.horizontalSizeClass
            env.verticalSizeClass = screen.verticalSizeClass
        }
        return (session, env)
    }

    /// The view laid out on a canvas of its own size: asked for `proposedSize` (its ideal size where
    /// that is unspecified), or offered the safe area of `fitting`'s screen; put on `screen` instead
    /// when it holds a screen's container (known once it is resolved, so that it is resolved once;
    /// the screen's canvas is then prepared, `preparesCanvas`). `preparesMeasured`: the canvas of the
    /// view's own size is the picture's (nothing may replace it), prepared once the root is measured.
    /// `keptAFailure`: the layout ended with an error its content kept aside, to report after the
    /// render (a script's).
    private func idealLayout(screen: Device? = nil, fitting: Device? = nil, preparesMeasured: Bool = false) throws -> (
        layout: Layout, keptAFailure: Bool
    ) {
        let (session, env) = start()
        let offer = fitting.map { ProposedViewSize($0.safeAreaSize) } ?? proposedSize
        var idealContext: LayoutContext?
        let run: (PlacedNode, LayoutContext)
        do {
            run = try session.run(content, environment: env) { root in
                if let screen, session.containsScreen {
                    prepareCanvas(of: screen)
                    return place(root, on: screen)
                }
                let ctx = LayoutContext(measurer: textMeasurer, scale: scale, trace: trace)
                idealContext = ctx
                ctx.windowSize = ContainerSize(width: offer.width, height: offer.height)
                let size = root.sizeThatFits(offer, ctx)
                // Centred along a proposed axis.
                let origin = CGPoint(x: ((proposedSize.width ?? size.width) - size.width) / 2, y: ((proposedSize.height ?? size.height) - size.height) / 2)
                if preparesMeasured { prepareCanvas(canvasSize(of: size, ctx), onDevice: false) }
                return (Placer.place(root, proposal: offer, origin: origin, ctx), ctx)
            }
        } catch {
            if screen != nil, idealContext?.readerLackedAProposal == true { throw ReaderWithoutSize() }
            throw error
        }
        let (placed, ctx) = run
        warnings = session.warnings
        let keptAFailure = session.lifecycle.contentFailure?.failure() != nil
        // The pass drawn was placed on the screen (only a screen's layout has a safe area).
        if let screen, ctx.safeArea != nil { return (try deviceLayout(placed, ctx, on: screen), keptAFailure) }
        // The canvas of the pass drawn: the last, or the one before lifecycle actions that left the
        // view undrawable.
        let layout = Layout(root: placed, canvasSize: canvasSize(of: placed.frame.size, ctx), scale: scale, context: ctx, device: nil)
        return (layout, keptAFailure)
    }

    /// The canvas of a view of `size` laid out with `ctx`, covering whole pixels. Along an axis the
    /// view chose, it is the view's frame as drawn (both edges on the pixel grid, so a 465.4-point
    /// view is 465 pixels with no empty last column); along a proposed axis, the proposal rounded
    /// up, so a background fills the partial last column and row too.
    private func canvasSize(of size: CGSize, _ ctx: LayoutContext) -> CGSize {
        func drawn(_ length: CGFloat) -> CGFloat { ctx.pixelBoundary(length) / scale }
        return CGSize(
            width: ImageRenderer.wholePixels(proposedSize.width ?? drawn(size.width), scale),
            height: ImageRenderer.wholePixels(proposedSize.height ?? drawn(size.height), scale))
    }

    /// Whether a view the tree draws lies more than a point outside `canvas`: a circle moved by
    /// `offset(x: 100)` in an 80-point component, which the component's own canvas would cut off or
    /// lose (Xcode's canvas shows it on the device). What scroll views, clips and masks hold, and
    /// hidden views, do not count.
    static func drawsOutside(_ p: PlacedNode, _ canvas: CGRect) -> Bool {
        if p.isHidden { return false }
        // A clip (`clipped`, `clipShape`, `cornerRadius`, a scroll view's) or a mask draws nothing
        // outside its frame.
        let bounded =
            switch p.node {
            case let effect as EffectNode: if case .clip? = effect.effect as? Effect { true } else { false }
            case let secondary as SecondaryNode: secondary.role == .mask
            default: false
            }
        if p.children.isEmpty || bounded {
            guard p.frame.width > 0, p.frame.height > 0 else { return false }
            return !canvas.insetBy(dx: -1, dy: -1).contains(p.frame)
        }
        for child in p.children where drawsOutside(child, canvas) { return true }
        return false
    }

    /// The ideal layout failed where a GeometryReader or Canvas had no size to read: the view is laid
    /// out on the screen instead.
    private struct ReaderWithoutSize: Error {}

    /// The layout on a device's screen: the view proposed the safe area and placed in it. When it
    /// is `replacing` a layout already made, which is the picture if this one fails, an error its
    /// content kept aside (a script's, which the content reports after the render) fails it, and is
    /// dropped with it.
    private func layout(on device: Device, replacing: Bool = false) throws -> Layout {
        try checkCanvas(of: device)
        prepareCanvas(of: device)
        let (session, env) = start()
        let placed: PlacedNode, ctx: LayoutContext
        do {
            (placed, ctx) = try session.run(content, environment: env) { root in place(root, on: device) }
            if replacing, let failure = session.lifecycle.contentFailure?.failure() { throw failure }
        } catch {
            if replacing { session.lifecycle.contentFailure?.forget() }
            throw error
        }
        warnings = session.warnings
        return try deviceLayout(placed, ctx, on: device)
    }

    /// Refuses a device whose screen is larger than the canvas limit at this scale.
    private func checkCanvas(of device: Device) throws {
        if !(device.size.width * scale <= CGFloat(canvasLimit) && device.size.height * scale <= CGFloat(canvasLimit)) {
            throw RenderError.canvasTooLarge(width: Double(device.size.width * scale), height: Double(device.size.height * scale), limit: canvasLimit)
        }
    }

    /// The root laid out on a device's screen: proposed the safe area and placed in it.
    private func place(_ root: LayoutNode, on device: Device) -> (PlacedNode, LayoutContext) {
        let ctx = LayoutContext(measurer: textMeasurer, scale: scale, trace: trace)
        let insets = device.safeAreaInsets
        ctx.safeArea = SafeAreaGeometry(screen: CGRect(origin: .zero, size: device.size), insets: insets)
        ctx.windowSize = ContainerSize(width: device.safeAreaSize.width, height: device.safeAreaSize.height)
        let proposal = ProposedViewSize(device.safeAreaSize)
        let size = root.sizeThatFits(proposal, ctx)
        // A root smaller than the safe area sits in its middle, as in an app's window.
        let origin = CGPoint(
            x: insets.leading + (device.safeAreaSize.width - size.width) / 2,
            y: insets.top + (device.safeAreaSize.height - size.height) / 2)
        return (Placer.place(root, proposal: proposal, origin: origin, ctx), ctx)
    }

    /// A device's screen as a canvas: its size in points rounded up to whole pixels.
    private func canvasSize(of device: Device) -> CGSize {
        CGSize(width: ImageRenderer.wholePixels(device.size.width, scale), height: ImageRenderer.wholePixels(device.size.height, scale))
    }

    /// Starts preparing the memory of a device's canvas (`preparesCanvas`).
    private func prepareCanvas(of device: Device) {
        if preparesCanvas { prepareCanvas(canvasSize(of: device), onDevice: true) }
    }

    /// Starts preparing the memory of a `size` canvas cleared as `rasterize(_:)` will clear it,
    /// when `preparesCanvas` is set and the canvas fits the canvas limit (checked in floating
    /// point, as `placedLayout()` does later: a view of 1e300 points must not reach integer pixel
    /// arithmetic) and the memory budget.
    private func prepareCanvas(_ size: CGSize, onDevice: Bool) {
        guard preparesCanvas, size.width * scale <= CGFloat(canvasLimit), size.height * scale <= CGFloat(canvasLimit) else { return }
        DisplayListRenderer.prepareCanvas(size: size, scale: scale, background: canvasBackground(onDevice: onDevice), budget: memoryBudget)
    }

    /// The colour `rasterize(_:)` clears the canvas to (nil: transparent): `backgroundColor`, else
    /// the system background when opaque or on a device.
    private func canvasBackground(onDevice: Bool) -> ColorValue? {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.assetProvider = assets
        return backgroundColor.map { $0.resolvedValue(in: environment) }
            ?? (isOpaque || onDevice ? (colorScheme == .dark ? .black : .white) : nil)
    }

    /// A layout placed on a device: the screen's canvas, and the device's chrome when asked for.
    private func deviceLayout(_ placed: PlacedNode, _ ctx: LayoutContext, on device: Device) throws -> Layout {
        try checkCanvas(of: device)
        let canvas = canvasSize(of: device)
        var layout = Layout(root: placed, canvasSize: canvas, scale: scale, context: ctx, device: device)
        if showsStatusBar {
            // The chrome is its own view, laid out on the whole screen in the same appearance.
            let chrome = ImageRenderer<DeviceChrome>(content: DeviceChrome(device: device))
            chrome.scale = scale
            chrome.colorScheme = colorScheme
            chrome.textMeasurer = textMeasurer
            chrome.proposedSize = ProposedViewSize(device.size)
            let l = try chrome.placedLayout()
            layout.chrome = (l.root, l.context)
        }
        return layout
    }

    /// `length` points rounded up to whole pixels (ignoring floating-point noise), at least one.
    static func wholePixels(_ length: CGFloat, _ scale: CGFloat) -> CGFloat {
        max(1, (length * scale - 1e-9).rounded(.up)) / scale
    }

    /// The layout as data: canvas and every node's kind, label and absolute frame in points.
    public func layout() throws -> LayoutSnapshot { try placedLayout().snapshot }

    /// Outlines every frame (red leaves, green containers), as the seed articles' pictures do.
    public var debug = false
    /// y positions (points) of yellow alignment lines drawn across the canvas in debug mode.
    public var debugAlignmentLines: [CGFloat] = []
    /// zlib level of the PNG (0–9; lower is faster).
    public var compressionLevel = PNGCodec.defaultLevel

    /// Draws the view into a canvas of premultiplied RGBA pixels.
    package func rasterize() throws -> RasterCanvas {
        let prepares = preparesCanvas
        preparesCanvas = true
        defer { preparesCanvas = prepares }
        let l = try placedLayout()
        return try rasterize(l)
    }

    /// Draws a layout this renderer made (`placedLayout()`) into a canvas: paint, then raster.
    package func rasterize(_ l: Layout) throws -> RasterCanvas {
        var list = Painter.displayList(
            for: l.root, context: l.context,
            options: PaintOptions(debug: debug, debugAlignmentLines: debugAlignmentLines))
        if let chrome = l.chrome { list.append(contentsOf: Painter.displayList(for: chrome.root, context: chrome.context).commands) }
        let background = canvasBackground(onDevice: l.device != nil)
        return try DisplayListRenderer.render(list, size: l.canvasSize, scale: l.scale, background: background, budget: memoryBudget)
    }

    /// The picture as PNG bytes (RGBA, or RGB when opaque; pHYs matching the scale).
    public func pngData() throws -> Data {
        try PNGCodec.encode(rasterize(), scale: Double(scale), level: compressionLevel)
    }

    /// Writes the picture as a PNG file: to a temporary file first, then renamed, so a failure never
    /// leaves a partial file or replaces an existing one.
    public func write(to url: URL) throws {
        try PNGCodec.writeAtomically(pngData(), to: url)
    }
}

/// Shared defaults for renderers.
public enum ImageRendererDefaults {
    /// One FreeType engine for the process: its caches serve every render.
    package static let textEngine = FreeTypeTextEngine()

    /// Adds a folder of .ttf / .otf / .ttc files where `.custom(_:size:)` looks for families
    /// (after the bundled fonts, before fontconfig).
    public static func addFontDirectory(_ url: URL) {
        FontLibrary.shared.addFontDirectory(url)
    }

    /// Whether characters that no bundled font (nor an added folder's) has are drawn with the
    /// machine's fonts, found through fontconfig, instead of the missing-glyph box. Off by default,
    /// so that a picture is the same on every machine; set it before the first render.
    public static var usesSystemFonts: Bool {
        get { FontLibrary.shared.usesSystemFallbacks }
        set { FontLibrary.shared.usesSystemFallbacks = newValue }
    }
}
