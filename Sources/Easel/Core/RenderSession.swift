import Foundation
import EaselLayout
import EaselText

/// What resolving views into nodes keeps for one render: state storage, assets, limits, caches,
/// failures and warnings. `ResolveContext` carries it down the tree; the render's fix-point of
/// evaluate → lay out → deliver preferences → (state changed?) evaluate again is in
/// Render/RenderPasses.swift.
final class RenderSession {
    let assets: AssetProvider
    let depthLimit: Int
    let nodeLimit: Int
    private var slots: [String: StateSlot] = [:]
    /// Per-type answers and the shared colour drawing, which every resolve context holds too.
    let caches = ResolveCaches()
    var changedState: [String] = []
    var delivered: [String: Any] = [:]
    private(set) var error: RenderError?
    /// Problems that do not stop the render (a missing image draws nothing).
    private(set) var warnings: [String] = []
    /// Set when the view holds a screen's container (a List, Form, navigation stack or TabView),
    /// which fills a device's screen rather than having a size of its own.
    var containsScreen = false
    /// Set when a view observes a preference; without observers there is nothing to deliver.
    var hasPreferenceObservers = false
    /// The views' `onAppear`, `task` and `onChange` events.
    let lifecycle = LifecycleEvents()
    /// Custom layouts' caches, carried from pass to pass.
    let layoutCaches = LayoutCacheStore()
    /// The frame records of this pass's anchors (`anchorPreference`).
    var anchorRecords: [PlacedFrameRecord] = []
    /// Values `overlayPreferenceValue` / `backgroundPreferenceValue` collected from their placed
    /// primary views, for the next pass (when they differed from the ones used), by identity.
    var readerValues: [String: Any] = [:]
    var readersChanged = false
    var readerPasses = 0
    /// The most passes a render adds for preference readers whose value changed after layout.
    static let preferenceReaderPasses = 2

    // MARK: UIKit's global readings

    /// The session building views on this task: what UIKit's globals (`UIScreen.main`,
    /// `UITraitCollection.current`, `UIFontMetrics.default`) read while a body runs.
    @TaskLocal static var building: Building?
    /// A session as a task-local value (only the task that binds it reads it).
    struct Building: @unchecked Sendable { unowned let session: RenderSession }
    /// The screen of the render: its device, else the phone previews show by default.
    var screen = Device.standard
    /// The environment of the view whose body runs now (set before each body, as its dynamic
    /// properties are bound).
    var bodyEnvironment = EnvironmentValues()
    /// The traits of the render on this task, if a render is building views on it.
    static var buildingTraits: (screen: Device, environment: EnvironmentValues)? {
        building.map { ($0.session.screen, $0.session.bodyEnvironment) }
    }

    init(assets: AssetProvider, depthLimit: Int = 512, nodeLimit: Int = 200_000) {
        self.assets = assets
        self.depthLimit = depthLimit
        self.nodeLimit = nodeLimit
    }

    func fail(_ e: RenderError) { if error == nil { error = e } }
    /// Forgets the failure (a pass that fell back to an earlier picture).
    func forgetFailure() { error = nil }
    func warn(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }

    /// The fonts text is drawn with, to warn about characters none of them has; nil with a
    /// measurer that knows no fonts.
    var fontLibrary: FontLibrary?

    /// Warns once per character of `string` that no face of `font` (fallbacks included) can draw.
    func checkCoverage(_ string: String, font: FontDescriptor) {
        guard let fontLibrary else { return }
        for scalar in fontLibrary.uncoveredScalars(in: string, font: font) {
            warn(
                "no bundled font has the character '\(scalar)' (U+\(String(scalar.value, radix: 16, uppercase: true))); it is drawn as a missing-glyph box (add a font that has it with --font-dir)"
            )
        }
    }

    /// Whether a missing image stops the render (the command line) or draws nothing (SwiftUI's behaviour).
    var missingImagesAreErrors = false

    func missingImage(_ name: String, path: String) {
        if missingImagesAreErrors { fail(.missingImage(name: name)) } else { warn("no image named '\(name)'") }
    }

    // MARK: State

    func stateSlot(_ identity: String, initial: @autoclosure () -> Any) -> StateSlot {
        if let s = slots[identity] { return s }
        let s = StateSlot(identity: identity, value: initial(), session: self)
        slots[identity] = s
        return s
    }

    func stateDidChange(_ identity: String) { changedState.append(identity) }

    /// Binds `@State`, `@Environment` and other dynamic properties of a view before its body runs.
    func bindDynamicProperties<T>(of value: T, _ ctx: ResolveContext) {
        bodyEnvironment = ctx.environment
        if caches.types.hasNoDynamicProperties(T.self) { return }
        let mirror = Mirror(reflecting: value)
        var found = false
        for child in mirror.children {
            guard let property = child.value as? BindableProperty else { continue }
            found = true
            property.bind(
                DynamicPropertyBinder(
                    environment: ctx.environment,
                    identity: ctx.path + "." + (child.label ?? "?"), session: self))
        }
        // A struct's stored properties are the same for every value of its type; classes and
        // enums can differ from value to value, so they are asked each time.
        if !found, mirror.displayStyle == .struct { caches.types.noteNoDynamicProperties(T.self) }
    }
}
