import Foundation
import ArgumentParser
import Easel
import EaselScript
import EaselText
import EaselRaster

/// Options every subcommand shares.
struct SceneOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale = PixelScale(2)
    @Option(help: "Size proposed to the view, WxH in points (default: its ideal size).") var size: SizeOption?
    @Option(help: "A folder with NAME.png / NAME@2x.png images or .xcassets catalogs (repeatable).") var assets: [String] = []
    @Option(name: .customLong("font-dir"), help: "A folder of extra fonts (repeatable).") var fontDirs: [String] = []
    @Flag(
        name: .customLong("system-fonts"),
        help: "Draw characters no bundled font has with the machine's fonts, found through fontconfig (pictures then depend on the machine).")
    var systemFonts = false
    @Option(help: "Background: a colour name, #RRGGBB, or transparent (default: transparent; the system background with --device).") var background:
        BackgroundOption?
    @Option(
        help: ArgumentHelp(
            "Render on a device's screen (the view in its safe area, backgrounds reaching under the bars; add 'landscape' to turn it); 'auto' puts views holding a List, Form, NavigationStack or TabView, and views that take all the height they are offered, on an iPhone 15 screen, and fits others in that screen on a canvas of their own size (Xcode's sizeThatFits); 'none' asks the view for its ideal size.",
            valueName: "name"))
    var device = DeviceOption.auto
    @Flag(
        name: .customLong("status-bar"),
        help: "Draw the device's status bar (9:41, full signal, Wi-Fi and battery) and home indicator over a picture rendered on a device.")
    var statusBar = false
    @Option(name: .customLong("color-scheme"), help: "light or dark.") var colorScheme = ColorSchemeOption.light
    @Option(
        name: .customLong("dynamic-type"),
        help: ArgumentHelp("The Dynamic Type size (the text size setting; default: the environment's, large as on iOS).", valueName: "size"))
    var dynamicType: DynamicTypeOption?
    @Option(
        help: ArgumentHelp(
            "The iOS release whose look system controls, bars and colours take: ios18 (iOS 17 and 18, the default) or ios26 (Liquid Glass).",
            valueName: "release"))
    var look: LookOption?
    @Option(name: .customLong("layout-direction"), help: "ltr or rtl (default: the locale's).") var layoutDirection: LayoutDirectionOption?
    @Flag(help: "Outline every frame (red leaves, green containers).") var debug = false
    @Option(name: [.customLong("view"), .customLong("preview")], help: "Render only this view type or preview (by its title or display name).")
    var view: String?
    @Flag(help: "Print parse, evaluate, layout, raster and encode times.") var timings = false
    @Option(name: .customLong("max-memory"), help: "Memory one render may use: bytes, or with K, M, G (default: half the machine's, at most 16G).")
    var maxMemory: MemoryAmount?
    @Option(help: "Seconds one file's evaluation may take.") var timeout: Double = 30
    @Option(
        name: .customLong("max-steps"),
        help: ArgumentHelp("Evaluation steps (expressions evaluated) one render may take (default: \(Script.defaultStepLimit)).", valueName: "count"))
    var maxSteps: Int = Script.defaultStepLimit
    @Option(
        help: ArgumentHelp(
            "The moment the render happens in, ISO 8601 (2026-01-01T09:41:00Z, or a day: 2026-01-01): what Date(), .now, relative date texts and a date picker's today show (default: the machine's clock).",
            valueName: "date"))
    var now: NowOption?
    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("The time zone dates are shown in: Europe/Berlin, UTC, PST (default: the machine's).", valueName: "zone"))
    var timeZone: TimeZoneOption?
    @Option(help: "The seed of the scene's random values (shuffled(), randomElement(), random(in:), UUID()): a file draws the same values on every render.")
    var seed: UInt64 = Script.defaultRandomSeed
    @Option(
        help: ArgumentHelp(
            "auto (interpret the file, compile it when the interpreter cannot evaluate it), interpret, or compile (with the installed Swift compiler, against Easel; programs are cached).",
            valueName: "engine"))
    var engine = EngineOption.auto
    @Option(name: .customLong("define"), help: ArgumentHelp("A compilation condition for #if, added to DEBUG (repeatable).", valueName: "NAME"))
    var defines: [String] = []

    @Option(
        help: ArgumentHelp(
            "The project whose other Swift files (models, shared views, extensions) the scene may use; default: the nearest folder above the file with Package.swift, an .xcodeproj or .git.",
            valueName: "folder"))
    var project: String?
    @Option(
        help: ArgumentHelp(
            "Checked-out Swift packages the project imports: a folder of checkouts (Xcode's SourcePackages/checkouts) or one package (repeatable). Without it, the checkouts `easel resolve` fetched and SwiftPM's .build/checkouts are read.",
            valueName: "folder"))
    var packages: [String] = []
    @Flag(help: "Use only the scene file, none of its project's other files.") var standalone = false
    @Flag(help: "Make warnings errors: an image missing from the asset folders fails the file instead of drawing nothing.") var strict = false
    @Option(
        help: ArgumentHelp(
            "Render in this locale (de, ar, pt-BR): texts translated from --strings, right to left for Arabic, Hebrew, Persian and Urdu; 'all' renders once per language of --strings (FILE.de.png, FILE.ar.png, ...).",
            valueName: "id"))
    var locale: String?
    @Option(
        help: ArgumentHelp(
            "The app's translations: a Localizable.xcstrings catalog, a <language>.lproj/*.strings or .stringsdict file, or a folder holding them (default: the project's own, unless --standalone).",
            valueName: "path"))
    var strings: String?

    /// `#if` is evaluated as an iOS debug build: DEBUG, os(iOS), canImport(UIKit), plus --define names.
    var conditions: CompilationConditions { CompilationConditions(defining: defines) }

    /// Largest canvas side in pixels (ImageRenderer's default).
    static let canvasLimit = 16_384.0

    func validate() throws {
        if size != nil, case .device = device { throw ValidationError("use --size or --device, not both") }
        if statusBar,
            size != nil
                || {
                    if case .none = device { return true }; return false
                }()
        {
            throw ValidationError("--status-bar draws a device's bars: use it with --device (or the default, auto), not with --size or --device none")
        }
        if let size, !size.fits(limit: Self.canvasLimit, scale: scale.value) {
            throw ValidationError(
                "--size \(size.text): each side must be a number of points from 0 to \(Int(Self.canvasLimit / scale.value)) at --scale \(formatLength(CGFloat(scale.value)))"
            )
        }
        for d in defines where d.isEmpty || d.first!.isNumber || !d.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            throw ValidationError("--define takes a name such as BETA (got '\(d)')")
        }
        if let locale, locale.isEmpty || locale.count > 64 || !locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw ValidationError("--locale takes a locale identifier such as de, ar or pt-BR (got '\(locale)')")
        }
        if let strings, !FileManager.default.fileExists(atPath: strings) { throw ValidationError("--strings: no such file or folder: \(strings)") }
        if locale == "all", strings == nil { throw ValidationError("--locale all renders every language of --strings; give --strings") }
        guard timeout.isFinite, timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout must be a number of seconds from 0 to 86400") }
        guard maxSteps >= 1, maxSteps <= 1_000_000_000_000 else { throw ValidationError("--max-steps must be a count from 1 to 1000000000000") }
        for d in assets + fontDirs + packages + (project.map { [$0] } ?? []) {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: d, isDirectory: &isDir), isDir.boolValue else {
                throw ValidationError("not a folder: \(d)")
            }
        }
    }

    /// The memory budget of one render.
    var memoryBudget: MemoryBudget { maxMemory.map { MemoryBudget(bytes: $0.bytes) } ?? .machineDefault }

    /// A renderer for one preview of `script` with these options; the texts are looked up in the
    /// script's string tables (`--strings`, else the project's). The preview's traits choose the
    /// canvas where `--device` is `auto` and no `--size` is given: `previewLayout(.fixed(width:height:))`
    /// proposes that size, `.sizeThatFits` fits the view in the iPhone 15's screen (offered its safe
    /// area, on a canvas of the view's size, as Xcode does), and a device, `.device` layout or
    /// orientation puts it on that device (the iPhone 15 when the name is not one Easel knows).
    func renderer(for render: ScriptRender, of script: Script, assets provider: AssetProvider, withBackground: Bool) throws -> ImageRenderer<AnyView> {
        let r = ImageRenderer(content: render.view)
        // The background fills the whole canvas, margins and the last partial pixel included.
        if withBackground, let background { r.backgroundColor = background.color ?? .clear }
        r.scale = CGFloat(scale.value)
        if let size { r.proposedSize = size.proposal }
        switch device {
        case .auto where size == nil:
            if case .fixed(let w, let h)? = render.traits.layout {
                r.proposedSize = ProposedViewSize(width: w, height: h)
            } else if let d = render.traits.chosenDevice(fallback: DeviceOption.screenDefault) {
                r.device = d
            } else if render.traits.layout == .sizeThatFits {
                r.fittingDevice = DeviceOption.screenDefault
            } else {
                r.screenDevice = DeviceOption.screenDefault
            }
        case .auto: r.screenDevice = DeviceOption.screenDefault
        case .none: break
        case .device(let d): r.device = d
        }
        r.showsStatusBar = statusBar
        r.colorScheme = colorScheme.scheme
        r.dynamicTypeSize = dynamicType?.size
        r.systemLook = look?.look
        r.layoutDirection = layoutDirection?.direction
        r.assets = provider
        r.debug = debug
        r.missingImagesAreErrors = strict
        r.memoryBudget = memoryBudget
        if let locale, locale != "all" { r.locale = Locale(identifier: locale) }
        r.strings = script.strings
        return r
    }

    /// The locales each preview is rendered in: every language of `--strings` for `--locale all`,
    /// else one (the `--locale` given, or none).
    func localesToRender() throws -> [String?] {
        guard locale == "all", let strings else { return [nil] }
        let languages = try StringCatalogs.shared.catalog(at: strings).languages
        guard !languages.isEmpty else { throw ValidationError("--locale all: \(strings) has no translations") }
        return languages
    }

    /// The asset folders of `--assets` and `EASEL_ASSETS`, in that order.
    var assetFolders: [URL] {
        var folders = assets.map { URL(fileURLWithPath: $0) }
        if let env = ProcessInfo.processInfo.environment["EASEL_ASSETS"] {
            folders += env.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        return folders
    }

    func assetProvider() -> AssetProvider { CatalogAssetProvider(folders: assetFolders) }

    /// The settings that hold for the whole process: the fonts and the render clock.
    func applyProcessSettings() {
        for d in fontDirs { FontLibrary.shared.addFontDirectory(URL(fileURLWithPath: d)) }
        if systemFonts { FontLibrary.shared.usesSystemFallbacks = true }
        RenderClock.fixedNow = now?.date
        RenderClock.fixedTimeZone = timeZone?.zone
    }
}
