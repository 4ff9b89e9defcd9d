import Foundation
import EaselLayout

/// The render's passes: evaluate, lay out, deliver preferences and lifecycle events, and again
/// while state changes.
extension RenderSession {
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
            forgetFailure()
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
