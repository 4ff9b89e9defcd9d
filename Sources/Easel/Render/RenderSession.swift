import Foundation
import EaselLayout
import EaselText

/// One static render: state storage, assets, limits and the fix-point of evaluate → lay out →
/// deliver preferences → (state changed?) evaluate again.
final class RenderSession {
    let assets: AssetProvider
    let depthLimit: Int
    let nodeLimit: Int
    private var slots: [String: StateSlot] = [:]
    /// Per-type answers and the shared colour drawing, which every resolve context holds too.
    let caches = ResolveCaches()
    private(set) var changedState: [String] = []
    private var delivered: [String: Any] = [:]
    private(set) var error: RenderError?
    /// Problems that do not stop the render (a missing image draws nothing).
    private(set) var warnings: [String] = []
    /// Set when the view holds a screen's container (a List, Form, navigation stack or TabView),
    /// which fills a device's screen rather than having a size of its own.
    var containsScreen = false
    /// Whether the view holds a vertical scroll view: taller than a screen, it is put on one.
    var containsVerticalScroll = false
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
    private var readerValues: [String: Any] = [:]
    private var readersChanged = false
    private var readerPasses = 0
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
    private(set) var bodyEnvironment = EnvironmentValues()
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

    // MARK: Passes

    /// The most evaluate/layout passes before a render gives up on state that keeps changing.
    static let passLimit = 8

    /// Runs the fix-point for a root view and returns the last pass's placed tree.
    func run<Content: View>(
        _ content: Content, environment: EnvironmentValues,
        layout: (LayoutNode) -> (PlacedNode, LayoutContext)
    ) throws -> (PlacedNode, LayoutContext) {
        bodyEnvironment = environment
        return try RenderSession.$building.withValue(Building(session: self)) { try passes(content, environment: environment, layout: layout) }
    }

    private func passes<Content: View>(
        _ content: Content, environment: EnvironmentValues,
        layout: (LayoutNode) -> (PlacedNode, LayoutContext)
    ) throws -> (PlacedNode, LayoutContext) {
        var pass = 0
        // The last pass drawn whole after lifecycle actions ran: what the picture falls back to
        // when the views they changed cannot be drawn.
        var beforeFailure: (PlacedNode, LayoutContext)?
        func fallBack(_ failure: Error) throws -> (PlacedNode, LayoutContext) {
            guard let drawn = beforeFailure else { throw failure }
            error = nil
            lifecycle.contentFailure?.forget()
            warn(
                "the view could not be drawn as its onAppear, task or onChange actions left it (\(failure)); the picture shows it before their last changes"
            )
            return drawn
        }
        while true {
            pass += 1
            changedState.removeAll()
            lifecycle.beginPass()
            layoutCaches.beginPass()
            anchorRecords.removeAll()
            readersChanged = false
            let ctx = ResolveContext(environment: environment, viewPath: nil, stackAxis: nil, depth: 0, session: self)
            let nodes = resolve(content, ctx)
            if let error { return try fallBack(error) }
            let root: LayoutNode =
                nodes.count == 1
                ? nodes[0]
                : StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: nodes)
            let (placed, lctx) = layout(root)
            if let e = lctx.error { return try fallBack(RenderError.layout(e)) }
            if let error { return try fallBack(error) }
            if let failure = lifecycle.contentFailure?.failure() {
                guard beforeFailure != nil else { return (placed, lctx) }  // the content reports it
                return try fallBack(failure)
            }
            deliverPreferences(placed)
            // Actions can change objects the session does not watch (an `ObservableObject`'s
            // properties), so a pass where any ran is followed by another.
            let actionsRan = lifecycle.deliver(placed, warn: warn)
            if changedState.isEmpty && actionsRan.isEmpty {
                // A preference reader's value changed after layout: one more pass with it, a
                // bounded number of times (a value that is new every pass must not stop a render).
                guard readersChanged, readerPasses < RenderSession.preferenceReaderPasses, pass < RenderSession.passLimit else {
                    return (placed, lctx)
                }
                readerPasses += 1
                continue
            }
            if !actionsRan.isEmpty || beforeFailure != nil { beforeFailure = (placed, lctx) }
            if pass >= RenderSession.passLimit {
                throw RenderError.stateDidNotSettle(passes: pass, state: Array(Set(changedState + actionsRan)).sorted())
            }
        }
    }

    /// The value a preference reader (`overlayPreferenceValue`) collected after the last pass's
    /// layout, when it differed from the one it used.
    func preferenceReaderValue(_ identity: String) -> Any? { readerValues[identity] }

    /// A preference reader's value from this pass's placed tree: kept for another pass when it
    /// differs from the value the reader used, or when an anchor was resolved before its view was
    /// placed (the kept value's anchors are then placed ones).
    func preferenceReaderCollected(_ identity: String, value: Any, isEqual: Bool) {
        guard !isEqual || anchorRecords.contains(where: \.wasReadBeforePlacement) else { return }
        readerValues[identity] = value
        readersChanged = true
    }

    /// Collects preferences bottom-up and calls `onPreferenceChange` actions whose value differs
    /// from what they were last given.
    private func deliverPreferences(_ root: PlacedNode) {
        guard hasPreferenceObservers else { return }
        var actions: [() -> Void] = []
        func walk(_ p: PlacedNode) {
            for observer in p.node.preferenceObservers {
                let value =
                    PreferenceValues.value(
                        of: p, children: \.children, node: \.node, key: observer.key, defaultValue: { observer.defaultValue },
                        reduce: observer.reduce) ?? observer.defaultValue
                let id = observer.identity
                if let last = delivered[id], observer.isEqual(last, value) { continue }
                delivered[id] = value
                let v = value
                actions.append { observer.action(v) }
            }
            p.children.forEach(walk)
        }
        walk(root)
        for a in actions { a() }
    }

}

/// Why a render failed.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case depthLimit(limit: Int, path: String)
    case nodeLimit(limit: Int, path: String)
    case stateDidNotSettle(passes: Int, state: [String])
    case layout(LayoutError)
    case canvasTooLarge(width: Double, height: Double, limit: Int)
    case invalidCanvas(String)
    case missingImage(name: String)

    public var description: String {
        switch self {
        case .depthLimit(let limit, let path):
            return "views nest deeper than \(limit) levels (a view that contains itself?) at \(path)"
        case .nodeLimit(let limit, let path):
            return "more than \(limit) views were created (a runaway loop?) at \(path)"
        case .stateDidNotSettle(let passes, let state):
            return "state still changing after \(passes) passes: \(state.joined(separator: ", "))"
        case .layout(let e): return e.description
        case .canvasTooLarge(let w, let h, let limit):
            return
                "canvas \(formatLength(CGFloat(w.rounded(.up)))) x \(formatLength(CGFloat(h.rounded(.up)))) pixels is larger than the limit of \(limit) pixels a side"
        case .invalidCanvas(let detail): return "invalid canvas: \(detail)"
        case .missingImage(let name): return "no image named '\(name)' in the asset folders"
        }
    }
}
