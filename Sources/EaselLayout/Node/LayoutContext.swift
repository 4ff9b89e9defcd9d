import Foundation

/// What a layout pass shares: the text measurer, the render scale, limits and an optional trace.
package final class LayoutContext {
    /// Measures text (the text stage implements it).
    package let measurer: TextMeasuring
    /// Points to pixels; positions are rounded to this grid.
    package let scale: CGFloat
    /// Records the proposal/response conversation when set (`easel explain`).
    @exclusivity(unchecked) package var trace: LayoutTrace?
    /// Most nodes a GeometryReader may create during one pass, to stop runaway content.
    package var nodeLimit: Int
    /// Nodes created so far during placement (GeometryReader content).
    var nodesCreated = 0
    /// Whether a GeometryReader or Canvas was asked its size with an unspecified dimension during
    /// the pass (it then answers 10 points, a size with no meaning for its content), or a
    /// `containerRelativeFrame` asked a scroll view for a length it did not have.
    package internal(set) var readerLackedAProposal = false
    /// Whether a view at the top-leading corner ignored the safe area of a layout without a
    /// screen (`ZStack { Color.black … }.ignoresSafeArea()` at a view's root): a design for the
    /// whole screen.
    package internal(set) var ignoredAMissingSafeArea = false
    /// Errors found during the pass (for example too many nodes); the first one wins.
    package internal(set) var error: LayoutError?
    /// The screen and its safe area (absolute points) when rendering on a device; nil otherwise,
    /// when nothing has a safe area to ignore.
    package var safeArea: SafeAreaGeometry?
    /// The safe area of the node being placed: the innermost one a `safeAreaPadding` ancestor
    /// made, or the device's (`safeArea`).
    package var currentSafeArea: SafeAreaGeometry? { addedSafeAreas.last ?? safeArea }
    /// The window's size for container-relative frames outside any scroll view: the device's
    /// safe area, or the size proposed to the root (nil on an axis asked for its ideal length).
    package var windowSize = ContainerSize(width: nil, height: nil)

    /// The screen's length along an axis (the window's, without a screen): the most of any view
    /// that can show; nil for a layout at the view's own size, where nothing bounds it.
    package func screenLength(along axis: Axis) -> CGFloat? {
        let screen = safeArea.map { axis == .horizontal ? $0.screen.width : $0.screen.height }
        return screen ?? (axis == .horizontal ? windowSize.width : windowSize.height)
    }
    /// `error != nil`, as a flag the placement pass reads for every node.
    @exclusivity(unchecked) private(set) var failed = false

    /// The named coordinate spaces around the node being placed, outermost first: those its
    /// ancestors entered (`CoordinateSpaceNode`), for a GeometryReader's `frame(in: .named(…))`.
    /// (This and the next two are updated for every node placed, in `willPlace`, which calls
    /// nothing else: unchecked for exclusivity, as a runtime check cost more than the update.)
    @exclusivity(unchecked) package private(set) var coordinateSpaces: [NamedSpace] = []
    /// The placement depth of the node that entered each of `coordinateSpaces`.
    @exclusivity(unchecked) private var coordinateSpaceDepths: [Int] = []
    /// The depth of the node being placed.
    @exclusivity(unchecked) private var placementDepth = 0
    /// The safe areas `safeAreaPadding` ancestors of the node being placed made, outermost
    /// first, and the placement depth of the node that made each.
    @exclusivity(unchecked) private var addedSafeAreas: [SafeAreaGeometry] = []
    @exclusivity(unchecked) private var addedSafeAreaDepths: [Int] = []

    /// Enters a named coordinate space for the subtree of the node being placed.
    package func enterCoordinateSpace(_ space: NamedSpace) {
        coordinateSpaces.append(space)
        coordinateSpaceDepths.append(placementDepth)
    }

    /// Gives the subtree of the node being placed a safe area of its own (`safeAreaPadding`).
    package func enterSafeArea(_ area: SafeAreaGeometry) {
        addedSafeAreas.append(area)
        addedSafeAreaDepths.append(placementDepth)
    }

    /// The placement pass is about to place a node at `depth`: placement goes depth first, so the
    /// spaces (and safe areas) entered at this depth or deeper belong to subtrees already placed,
    /// not to ancestors.
    @inline(__always) func willPlace(depth: Int) {
        placementDepth = depth
        while let d = coordinateSpaceDepths.last, d >= depth {
            coordinateSpaceDepths.removeLast()
            coordinateSpaces.removeLast()
        }
        while let d = addedSafeAreaDepths.last, d >= depth {
            addedSafeAreaDepths.removeLast()
            addedSafeAreas.removeLast()
        }
    }

    package init(measurer: TextMeasuring, scale: CGFloat = 1, trace: LayoutTrace? = nil, nodeLimit: Int = 1_000_000) {
        self.measurer = measurer
        self.scale = scale
        self.trace = trace
        self.nodeLimit = nodeLimit
    }

    /// The pixel boundary nearest to `v` points, counted in pixels: `⌊v · scale + ½⌋` (a half
    /// rounds up, towards +x and +y), SwiftUI's "nearest or up". A view is drawn with each edge
    /// on such a boundary (`PixelFrame`). Not finite when `v` is not.
    @inlinable package func pixelBoundary(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) }

    /// `v` points rounded up to a whole number of pixels, in points: `⌈v · scale⌉ / scale`, as
    /// SwiftUI rounds a text's measured size. A value within a millionth of a pixel above a
    /// boundary counts as on it, so that arithmetic noise does not add a pixel. Not finite when
    /// `v` is not; a length too large to count in pixels is left as it is.
    @inlinable package func pixelCeiling(_ v: CGFloat) -> CGFloat {
        let pixels = v * scale
        return pixels.isFinite ? (pixels - 1e-6).rounded(.up) / scale : v
    }

    func fail(_ e: LayoutError) { if error == nil { error = e; failed = true } }
}
