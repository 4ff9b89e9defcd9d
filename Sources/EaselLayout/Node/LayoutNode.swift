import Foundation

/// One node of the layout tree: a primitive view (Text, Image, Color …), a modifier (frame, padding …)
/// or a container (HStack, ZStack …). Both front ends build the same node tree.
///
/// Subclasses implement SwiftUI's contract:
/// 1. `computeSize(_:_:)` — the size the node chooses for a proposal (cached per proposal per pass);
/// 2. `placements(_:_:_:)` — where each child goes inside a chosen size, and what it is proposed;
/// 3. `computeExplicitAlignment(_:_:_:_:)` — explicit guide values the node exposes to its parent.
package class LayoutNode {
    // The fields a layout pass reads for every node come first, next to the object header, so
    // that a pass touches as few cache lines per node as possible (Swift keeps declaration order).

    /// The children, in drawing order (one child without an array: `ChildList`).
    @exclusivity(unchecked) package internal(set) var children: ChildList<LayoutNode> {
        didSet { firstChildRef = children.first.map { Unmanaged.passUnretained($0) } }
    }
    /// `children.first`, without a switch over the `ChildList` (and an array's buffer to load,
    /// for two or more) and without reference counting. `children` holds the strong reference.
    @exclusivity(unchecked) final var firstChildRef: Unmanaged<LayoutNode>?
    /// Not drawn (`hidden()`); still laid out.
    @exclusivity(unchecked) package var isHidden = false
    /// Lays its children out right to left (`layoutDirection(.rightToLeft)`): their horizontal
    /// positions are mirrored within this node, so leading means right.
    @exclusivity(unchecked) package var isRightToLeft = false
    /// How `Placer` finds this node's children's placements: through `placements(_:_:_:)`
    /// (`.general`) or, for node types of this module known not to override it, directly.
    @exclusivity(unchecked) final var placementPath = PlacementPath.general
    /// Whether this node or a descendant can give explicit guide values (alignmentGuide, Text,
    /// custom layouts). When false, guide queries skip the subtree.
    @exclusivity(unchecked) package private(set) var mayHaveExplicitGuides: Bool
    /// How many sizes the inline cache below holds (here, beside the other one-byte fields).
    @exclusivity(unchecked) private var cachedCount: UInt8 = 0
    /// The stack layout priority (`layoutPriority(_:)`).
    @exclusivity(unchecked) package var layoutPriority: Double = 0
    /// The node whose view this one modifies (a padding's, a background's primary), whose layout
    /// traits (priority, grid cell settings) it carries to its parent, as in SwiftUI; nil for
    /// leaves and containers.
    package var modifiedChild: LayoutNode? { nil }
    /// Cached answers: the first three inline (most nodes are asked at most three questions: a
    /// stack's minimum, maximum and share), the rest in a dictionary.
    @exclusivity(unchecked) private var cachedProposal0 = CachedProposal.unspecified
    @exclusivity(unchecked) private var cachedSize0 = CGSize.zero
    @exclusivity(unchecked) private var cachedProposal1 = CachedProposal.unspecified
    @exclusivity(unchecked) private var cachedSize1 = CGSize.zero
    @exclusivity(unchecked) private var cachedProposal2 = CachedProposal.unspecified
    @exclusivity(unchecked) private var cachedSize2 = CGSize.zero

    /// The SwiftUI name of the view or modifier ("HStack", "Text", "frame", …).
    package let kind: String
    /// Drawing order among siblings (`zIndex(_:)`): higher draws later, on top; equal values keep
    /// their order. Not read by layout.
    package var zIndex: Double = 0
    /// An image's asset name or a text's string. (Unchecked for exclusivity: assigned in every
    /// node's `init`, where a runtime check per node cost more than the assignment.)
    @exclusivity(unchecked) package var label: String?
    /// Preference values this node writes (`preference(key:value:)`).
    package var preferenceWrites: [PreferenceWrite] = []
    /// Preference observers attached here (`onPreferenceChange`).
    package var preferenceObservers: [PreferenceObserver] = []
    /// Values for custom layouts (`layoutValue(key:value:)`), keyed by the `LayoutValueKey` type.
    package var layoutValues = [ObjectIdentifier: Any]()
    /// Children entirely outside the enclosing clip (a scroll view's viewport) are not drawn
    /// (lazy stacks, which SwiftUI does not even create off screen).
    package var drawsOnlyVisibleChildren = false
    /// Records where this node is placed, when an anchor was made of it. (Read for every node
    /// placed, so unchecked for exclusivity, like the other fields a pass reads.)
    @exclusivity(unchecked) package var frameRecord: PlacedFrameRecord?
    /// Places the last child before the others (still drawn in order): a background that reads
    /// its primary's anchors (`backgroundPreferenceValue`) needs the primary placed first.
    package var placesLastChildFirst = false

    /// Cached answers after the first three. (The empty dictionaries here are `Dictionary()`, not
    /// `[:]`: a literal is built through `init(dictionaryLiteral:)`, a call per node.)
    @exclusivity(unchecked) private var sizeCache = [ProposedViewSize: CGSize]()

    /// A node without children (a leaf, or a container whose children are set later).
    package init(kind: String, label: String? = nil) {
        self.kind = kind
        self.label = label
        self.children = ChildList()
        self.firstChildRef = nil
        self.mayHaveExplicitGuides = false
        self.mayHaveExplicitGuides = providesExplicitGuides
    }

    /// A node with one child, kept without an array.
    package init(kind: String, label: String? = nil, child: LayoutNode) {
        self.kind = kind
        self.label = label
        self.children = ChildList(child)
        self.firstChildRef = Unmanaged.passUnretained(child)
        self.mayHaveExplicitGuides = false
        self.mayHaveExplicitGuides = providesExplicitGuides || child.mayHaveExplicitGuides
    }

    /// A node with the children of an array.
    package init(kind: String, label: String? = nil, children: [LayoutNode]) {
        self.kind = kind
        self.label = label
        self.children = ChildList(children)
        self.firstChildRef = children.first.map { Unmanaged.passUnretained($0) }
        self.mayHaveExplicitGuides = false
        self.mayHaveExplicitGuides = providesExplicitGuides || children.contains { $0.mayHaveExplicitGuides }
    }

    /// Override to return true in node types that answer explicit guides themselves.
    package var providesExplicitGuides: Bool { false }

    @inline(__always) private func cachedSize(_ p: ProposedViewSize) -> CGSize? {
        let n = cachedCount
        if n == 0 { return nil }
        if cachedProposal0.matches(p) { return cachedSize0 }
        if n == 1 { return nil }
        if cachedProposal1.matches(p) { return cachedSize1 }
        if n == 2 { return nil }
        if cachedProposal2.matches(p) { return cachedSize2 }
        return sizeCache.isEmpty ? nil : sizeCache[p]
    }

    private func storeSize(_ s: CGSize, for p: ProposedViewSize) {
        switch cachedCount {
        case 0: cachedProposal0 = CachedProposal(p); cachedSize0 = s; cachedCount = 1
        case 1: cachedProposal1 = CachedProposal(p); cachedSize1 = s; cachedCount = 2
        case 2: cachedProposal2 = CachedProposal(p); cachedSize2 = s; cachedCount = 3
        default: sizeCache[p] = s
        }
    }

    /// The size this node chooses for `proposal`. Answers are cached for the node's lifetime,
    /// so repeated probes by stacks cost nothing and layout stays linear in the number of nodes.
    package final func sizeThatFits(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        if let s = cachedSize(proposal) { return s }
        let mark = ctx.trace?.begin()
        var s = computeSize(proposal, ctx)
        // An infinite answer is valid only to an infinite proposal (a stack probing flexibility).
        func valid(_ v: CGFloat, _ p: CGFloat?) -> Bool { !v.isNaN && v >= 0 && (v.isFinite || p == .infinity) }
        if !valid(s.width, proposal.width) || !valid(s.height, proposal.height) {
            ctx.fail(.invalidSize(kind: kind, detail: "\(formatLength(s.width)) x \(formatLength(s.height)) for proposal \(proposal)"))
            s = CGSize(width: valid(s.width, proposal.width) ? s.width : 0, height: valid(s.height, proposal.height) ? s.height : 0)
        }
        storeSize(s, for: proposal)
        if let mark { ctx.trace?.end(at: mark, kind: kind, label: label, proposal: proposal, size: s) }
        return s
    }

    /// Dimensions of this node at a chosen size: default guides plus its explicit ones.
    package final func dimensions(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> ViewDimensions {
        guard mayHaveExplicitGuides else { return ViewDimensions(width: size.width, height: size.height) }
        return ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, proposal, size, ctx) }
    }

    /// The explicit value of `key` in this node's coordinates, or `nil`.
    package final func explicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        guard mayHaveExplicitGuides else { return nil }
        return computeExplicitAlignment(key, proposal, size, ctx)
    }

    // MARK: - Subclass hooks

    /// Override: the size for a proposal. Default: the size of the first child (layout neutral).
    package func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        children.first?.sizeThatFits(proposal, ctx) ?? .zero
    }

    /// Override: children's origins (in this node's coordinates) and proposals. Default: every child
    /// at the origin with the same proposal.
    package func placements(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        children.map { Placement(node: $0, origin: .zero, proposal: proposal) }
    }

    /// Override: the space this node's view prefers around it (`ViewSpacing`), which a stack with
    /// `spacing: nil` puts between neighbours. Default: a modifier's view prefers the spacing of
    /// the view it modifies (`modifiedChild`: a frame's content, a background's primary), any
    /// other view the system spacing on every edge.
    package func viewSpacing(_ ctx: LayoutContext) -> ViewSpacing { modifiedChild?.viewSpacing(ctx) ?? ViewSpacing() }

    /// Override: explicit guides. Default: the first child's (a layout-neutral wrapper).
    package func computeExplicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        guard let child = children.first else { return nil }
        return child.explicitAlignment(key, proposal, child.sizeThatFits(proposal, ctx), ctx)
    }

    /// Override: how far drawing is displaced from the layout position (`offset`).
    package var drawOffset: CGSize { .zero }

    /// Override: content created at placement time (GeometryReader), given the absolute frame.
    package func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {}

    /// Replaces the children (for front ends that build nodes in stages).
    package func setChildren(_ nodes: [LayoutNode]) {
        children = ChildList(nodes)
        clearSizeCache()
        mayHaveExplicitGuides = providesExplicitGuides || nodes.contains { $0.mayHaveExplicitGuides }
    }

    func clearSizeCache() {
        cachedCount = 0
        if !sizeCache.isEmpty { sizeCache.removeAll(keepingCapacity: true) }
    }

    /// Forgets cached sizes in this subtree (before a new pass over the same nodes).
    package func invalidate() {
        clearSizeCache()
        didInvalidate()
        for c in children { c.invalidate() }
    }

    /// Override: clear subclass caches.
    package func didInvalidate() {}

    /// Number of nodes in this subtree.
    package var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }
}

/// A proposal kept in a node's inline size cache: 16 bytes instead of `ProposedViewSize`'s 32, with
/// an unspecified dimension stored as one particular NaN.
struct CachedProposal {
    var width: CGFloat
    var height: CGFloat

    /// The NaN that stands for `nil`.
    static let unspecifiedBits: UInt = 0x7FF8_0EA5_E100_0001
    static let unspecified = CachedProposal(ProposedViewSize.unspecified)

    @inline(__always) init(_ p: ProposedViewSize) {
        width = p.width ?? CGFloat(bitPattern: Self.unspecifiedBits)
        height = p.height ?? CGFloat(bitPattern: Self.unspecifiedBits)
    }

    /// `ProposedViewSize ==`: both unspecified, or both specified and equal.
    @inline(__always) static func same(_ stored: CGFloat, _ v: CGFloat?) -> Bool {
        if let v { return stored == v }
        return stored.bitPattern == unspecifiedBits
    }

    @inline(__always) func matches(_ p: ProposedViewSize) -> Bool {
        Self.same(width, p.width) && Self.same(height, p.height)
    }
}

/// How the placement pass reaches a node's children (see `LayoutNode.placementPath`).
enum PlacementPath: UInt8 {
    /// Ask `placements(_:_:_:)`.
    case general
    /// `LayoutNode`'s own `placements`: every child at the origin with the same proposal.
    case inherited
    /// A `SingleChildNode` that does not override `placements`: `childProposal` and `childOrigin`.
    case singleChild
    /// A `StackNode`: its cached arrangement.
    case arranged
}
