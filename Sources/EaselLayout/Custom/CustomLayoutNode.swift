import Foundation

/// A container laid out by a custom `Layout` (kind: the layout's type name).
package final class CustomLayoutNode: LayoutNode {
    private let box: AnyLayoutBox
    private var globalOrigin: CGPoint = .zero
    private let recorder = PlacementRecorder()

    package override var providesExplicitGuides: Bool { true }

    /// `kind` names the node when the layout's Swift type is not the name to show (a layout
    /// declared by a script); by default it is the layout's type name.
    package init<L: Layout>(layout: L, children: [LayoutNode], kind: String? = nil) {
        let name = kind ?? String(describing: L.self)
        self.box = LayoutBox(layout, name: name)
        super.init(kind: name, children: children)
        let properties = (layout as? LayoutPropertiesOfInstance)?.properties ?? L.layoutProperties
        if let axis = properties.stackOrientation { LayoutNode.orient(children, along: axis) }
    }

    /// What holds the layout's cache, for the next render pass of the same view (`carryCache(from:)`).
    package var cacheHolder: AnyObject { box }

    /// Takes on the cache of the same view's layout in the previous pass (held by `holder`), if
    /// it had the same layout type: the layout updates it (`updateCache`) before its first use
    /// instead of making a new one.
    package func carryCache(from holder: AnyObject) {
        if let previous = holder as? AnyLayoutBox { box.adopt(previous) }
    }

    func subviews(_ ctx: LayoutContext) -> LayoutSubviews {
        LayoutSubviews(
            items: children.enumerated().map { LayoutSubview(node: $1, ctx: ctx, recorder: recorder, index: $0) }, isRightToLeft: isRightToLeft)
    }

    /// A negative length the layout answers is zero: Apple's Food Truck sample answers
    /// `(0 - spacing) * 0.5` to the zero proposal a stack probes with, and SwiftUI draws it. A
    /// length that is not a number is still an error.
    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let s = box.sizeThatFits(p, subviews(ctx))
        return CGSize(width: s.width < 0 ? 0 : s.width, height: s.height < 0 ? 0 : s.height)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        self.globalOrigin = globalOrigin
    }

    private func place(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        recorder.placed.removeAll()
        let bounds = CGRect(origin: globalOrigin, size: size)
        box.placeSubviews(bounds, p, subviews(ctx))
        return children.enumerated().map { i, child in
            if let (point, proposal) = recorder.placed[i] {
                return Placement(node: child, origin: CGPoint(x: point.x - globalOrigin.x, y: point.y - globalOrigin.y), proposal: proposal)
            }
            // Unplaced subviews sit at the centre with their ideal size, as in SwiftUI.
            let s = child.sizeThatFits(.unspecified, ctx)
            return Placement(node: child, origin: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), proposal: .unspecified)
        }
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        place(p, size, ctx)
    }

    /// What the layout's `spacing(subviews:cache:)` reports.
    package override func viewSpacing(_ ctx: LayoutContext) -> ViewSpacing { box.spacing(subviews(ctx)) }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        let bounds = CGRect(origin: globalOrigin, size: size)
        if let v = box.explicitAlignment(key, bounds, p, subviews(ctx)) { return v - (key.axis == .horizontal ? bounds.minX : bounds.minY) }
        guard key.merge != .none else { return nil }
        var values: [CGFloat] = []
        for pl in place(p, size, ctx) {
            let s = pl.node.sizeThatFits(pl.proposal, ctx)
            if let v = pl.node.explicitAlignment(key, pl.proposal, s, ctx) { values.append(v + pl.origin[key.axis]) }
        }
        return AlignmentMerging.merge(values, key.merge)
    }
}

/// Type erasure for a `Layout` and its cache.
class AnyLayoutBox {
    /// The layout's name: its type's, or a script's layout type's (every script layout is one
    /// Swift type, so the name tells two of them apart).
    let name: String
    init(name: String) { self.name = name }
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews) -> CGSize { .zero }
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) {}
    func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) -> CGFloat? { nil }
    func spacing(_ s: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
    func adopt(_ previous: AnyLayoutBox) {}
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    var cache: L.Cache?
    /// Set when `cache` came from the previous render pass: updated before its first use.
    private var needsUpdate = false
    init(_ layout: L, name: String) {
        self.layout = layout
        super.init(name: name)
    }

    /// Takes the previous pass's cache when that layout was of the same type (and name).
    override func adopt(_ previous: AnyLayoutBox) {
        guard previous.name == name, let previous = previous as? LayoutBox<L>, let c = previous.cache else { return }
        cache = c
        needsUpdate = true
    }

    private func withCache<R>(_ s: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c: L.Cache
        if let cache {
            c = cache
            if needsUpdate {
                needsUpdate = false
                layout.updateCache(&c, subviews: s)
            }
        } else {
            c = layout.makeCache(subviews: s)
        }
        let r = body(&c)
        cache = c
        return r
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews) -> CGSize {
        withCache(s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }
    override func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) {
        withCache(s) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) }
    }
    override func spacing(_ s: LayoutSubviews) -> ViewSpacing {
        withCache(s) { layout.spacing(subviews: s, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) -> CGFloat? {
        withCache(s) { c in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: b, proposal: p, subviews: s, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: b, proposal: p, subviews: s, cache: &c)
        }
    }
}
