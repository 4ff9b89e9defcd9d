import Foundation
import EaselLayout

/// What resolving a view into nodes carries down the tree: environment, identity, the session.
struct ResolveContext {
    var environment: EnvironmentValues
    /// Structural identity: the path of positions, types and explicit ids from the root
    /// (nil at the root). A last step by position is made a `ViewPath` only when read, and
    /// made again at each read (see `pendingIndex`).
    var viewPath: ViewPath? {
        get {
            guard let i = pendingIndex else { return madePath }
            guard let outer = pendingOuterIndex else { return ViewPath(parent: madePath, .index(i)) }
            return ViewPath(parent: ViewPath(parent: madePath, .index(outer)), .index(i))
        }
        set {
            madePath = newValue
            pendingIndex = nil
            pendingOuterIndex = nil
        }
    }
    /// The path as far as it was made a `ViewPath`: `viewPath` itself, its parent when
    /// `pendingIndex` is set, its grandparent when `pendingOuterIndex` is set too.
    private var madePath: ViewPath?
    /// The last step of the path when it is a position (a builder's child, a `ForEach` element
    /// with an integer id) not yet made a `ViewPath`. Most views never read their path (only
    /// views with state, custom modifiers and messages do), so the leaves of a grid allocate
    /// none.
    private var pendingIndex: Int?
    /// The step before `pendingIndex` when it is a position too, not yet made a `ViewPath`
    /// either (a script `ForEach` element: its index in the list, then its integer id), so that
    /// such a path is made only when read as well.
    private var pendingOuterIndex: Int?
    /// The structural identity as text ("VStack/0/Card"; empty at the root).
    var path: String { viewPath?.string ?? "" }
    /// The axis of the nearest enclosing stack or layout (for Spacer and Divider, and for
    /// `followsContent`): it reaches a spacer however deep in modifiers and custom views it is.
    /// A container node also orients the spacers among its direct children that this left
    /// without an axis (`LayoutNode.orient`): node trees built without views, and layouts whose
    /// axis only their value knows (`AnyLayout`, a script's layout).
    var stackAxis: Axis?
    var depth: Int
    /// The session's `depthLimit`, copied: checked at every view, where reading it through the
    /// unowned `session` costs a reference count check.
    let depthLimit: Int
    unowned let session: RenderSession
    /// The session's caches (`ResolveCaches`), held strongly: read without the unowned
    /// reference's runtime check.
    let caches: ResolveCaches
    /// The nearest scroll view's viewport, for `containerRelativeFrame` (nil: the window).
    var container: ContainerGeometry?
    /// Set by `containerRelativeFrame` when it meets `container`, so that the scroll view keeps
    /// the viewport up to date only when something reads it.
    var containerIsRead: ContainerReads?
    /// The axes along which the nearest scroll view scrolls this content from its start (empty
    /// outside scroll views): where a lazy stack may leave rows past the screen unlaid.
    var scrollAxes: Axis.Set = []
    /// Whether an earlier child of a vertical stack drew something above this view, so that it
    /// is not at the top of its navigation root: a list here does not take the navigation bar
    /// into its scrolled content, and the bar stays above the root (`NavigationBarSlot`).
    var followsContent = false

    /// Records that a builder's child resolved with this context drew `nodes`: in a vertical
    /// stack, the children after it follow content (see `followsContent`).
    mutating func childDrew(_ nodes: [LayoutNode]) {
        if !nodes.isEmpty && stackAxis == .vertical { followsContent = true }
    }

    init(environment: EnvironmentValues, viewPath: ViewPath?, stackAxis: Axis?, depth: Int, session: RenderSession) {
        self.environment = environment
        self.madePath = viewPath
        self.stackAxis = stackAxis
        self.depth = depth
        self.session = session
        self.caches = session.caches
        self.depthLimit = session.depthLimit
    }

    /// Marks a node created here with this context's layout direction.
    func stamp(_ node: LayoutNode) {
        if environment.layoutDirection == .rightToLeft { node.isRightToLeft = true }
    }

    /// The context one level down, at `component`.
    func appending(_ component: ViewPath.Component) -> ResolveContext {
        var c = self
        if case .index(let i) = component {
            if let outer = pendingIndex, pendingOuterIndex == nil {
                // Two positions in a row: both kept unmade.
                c.pendingOuterIndex = outer
                c.pendingIndex = i
            } else {
                c.setPath(viewPath, index: i)
            }
        } else {
            c.viewPath = ViewPath(parent: viewPath, component)
        }
        c.depth += 1
        return c
    }

    /// Sets this context's path to `parent` followed by the position `index`, made a
    /// `ViewPath` only when read.
    mutating func setPath(_ parent: ViewPath?, index: Int) {
        madePath = parent
        pendingIndex = index
        pendingOuterIndex = nil
    }

    /// Replaces the last position of a path set by `setPath(_:index:)` (or `setPath(_:index:then:)`),
    /// keeping the steps before it: a `ForEach` of integer ids sets its elements' parent once.
    mutating func replaceLastIndex(with index: Int) {
        pendingIndex = index
    }

    /// Replaces the two last positions of a path set by `setPath(_:index:then:)`, keeping the
    /// steps before them (a script `ForEach`'s elements).
    mutating func replaceLastIndices(_ outer: Int, then index: Int) {
        pendingOuterIndex = outer
        pendingIndex = index
    }

    /// Sets this context's path to `parent` followed by the positions `outer` and `index`,
    /// made `ViewPath`s only when read.
    mutating func setPath(_ parent: ViewPath?, index outer: Int, then index: Int) {
        madePath = parent
        pendingOuterIndex = outer
        pendingIndex = index
    }

    /// The context one level down, at a named step ("HStack", "if").
    func appending(_ name: String) -> ResolveContext { appending(.name(name)) }

    /// The path, its pending steps made `ViewPath`s now and kept, for a view that reads its path
    /// and then resolves below it (a script view's state identity, then its body): the steps
    /// appended after share the objects made here instead of making them again.
    mutating func makePath() -> ViewPath? {
        let made = viewPath
        viewPath = made
        return made
    }
}

/// Resolves any view into layout nodes: primitives directly, custom views through their body after
/// binding their `@State`, `@Environment` and other dynamic properties.
func resolve<V: View>(_ view: V, _ ctx: ResolveContext) -> [LayoutNode] {
    // Built-in views nest too: a style whose body makes its own control again (`Button` in a
    // `ButtonStyle` that sets itself) never reaches a custom view's check.
    guard ctx.depth < ctx.depthLimit else {
        ctx.session.fail(.depthLimit(limit: ctx.session.depthLimit, path: ctx.path))
        return []
    }
    if V.self == AnyView.self {
        // An erased view goes straight to its storage (see `AnyView.erased(_:)`).
        let nodes = AnyView.erased(view).makeNodes(ctx)
        if ctx.environment.layoutDirection == .rightToLeft { for n in nodes { ctx.stamp(n) } }
        return nodes
    }
    if let primitive = ctx.caches.types.primitive(V.self) {
        let nodes = withUnsafePointer(to: view) { primitive.makeNodes(at: $0, ctx) }
        if ctx.environment.layoutDirection == .rightToLeft { for n in nodes { ctx.stamp(n) } }
        return nodes
    }
    return resolveBody(of: view, ctx)
}

/// `resolve(_:_:)` of a custom view: its body, after binding its dynamic properties. Out of line
/// (see `resolveBody(of:_:appendingTo:)`).
@inline(never)
private func resolveBody<V: View>(of view: V, _ ctx: ResolveContext) -> [LayoutNode] {
    guard ctx.depth < ctx.depthLimit else {
        ctx.session.fail(.depthLimit(limit: ctx.session.depthLimit, path: ctx.path))
        return []
    }
    ctx.session.bindDynamicProperties(of: view, ctx)
    return resolve(view.body, ctx.appending(.type(V.self)))
}

/// A short type name for identity paths and messages ("Card<HStack<…>>" → "Card").
package func typeName(_ t: Any.Type) -> String {
    let s = String(describing: t)
    if let i = s.firstIndex(of: "<") { return String(s[..<i]) }
    return s
}

/// Whether a scroll view's content has a container-relative frame.
final class ContainerReads {
    var any = false
}
