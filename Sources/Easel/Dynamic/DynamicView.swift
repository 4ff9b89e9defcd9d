import Foundation
import EaselLayout

/// What a dynamically built view's body sees while it is evaluated: its state slots (keyed by
/// property name and stored in the render session by the view's identity, like `@State`) and the
/// environment. Used by front ends that build views at run time (the `easel` command's evaluator).
package final class DynamicViewContext {
    /// The environment the view is resolved in.
    package let environment: EnvironmentValues
    /// The view's structural identity ("HStack/0/Card"), joined from its path when first read:
    /// only state asks for it, and joining the path's names cost about 4,000 instructions a view
    /// (most bodies keep no state).
    package var identity: String { path?.string ?? "" }
    private let path: ViewPath?
    /// Weak: a script shape's `path(in:)` runs when the picture is painted, after the render
    /// session is gone, and may read state then (see `StateSlot`).
    private weak var session: RenderSession?
    private var slots: [String: StateSlot] = [:]

    init(environment: EnvironmentValues, path: ViewPath?, session: RenderSession) {
        self.environment = environment
        self.path = path
        self.session = session
    }

    /// The current value of state `name`, created from `initial` the first time this identity asks.
    package func state(_ name: String, initial: () -> Any) -> Any {
        slot(name, initial: initial).value
    }

    /// Adds a warning to the render's (once per message).
    package func warn(_ message: String) { session?.warn(message) }

    /// Changes state `name`; a change makes the render evaluate bodies again (as `@State` does).
    package func setState(_ name: String, _ value: Any, initial: () -> Any) {
        slot(name, initial: initial).set(value)
    }

    private func slot(_ name: String, initial: () -> Any) -> StateSlot {
        if let s = slots[name] { return s }
        let key = identity + "." + name
        let s = session?.stateSlot(key, initial: initial()) ?? StateSlot(identity: key, value: initial(), session: nil)
        slots[name] = s
        return s
    }
}

/// A view whose body is produced at run time by a closure (a script's struct view). It keeps the
/// same identity rules as a compiled custom view: its state lives in the render session under
/// its structural path, and its body is resolved one level deeper, named `typeName`.
nonisolated package struct DynamicView: View, PrimitiveView {
    package typealias Body = Never
    /// The name the view has in identity paths and messages ("AirplaneView").
    package let typeName: String
    let makeBody: (DynamicViewContext) -> AnyView

    package init(typeName: String, body: @escaping (DynamicViewContext) -> AnyView) {
        self.typeName = typeName
        self.makeBody = body
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard ctx.depth < ctx.depthLimit else {
            ctx.session.fail(.depthLimit(limit: ctx.session.depthLimit, path: ctx.path))
            return []
        }
        if ctx.session.error != nil { return [] }
        var ctx = ctx
        let path = ctx.makePath()
        let context = DynamicViewContext(environment: ctx.environment, path: path, session: ctx.session)
        let body = makeBody(context)
        return body.makeNodes(ctx.appending(typeName))
    }
}

/// Children given as a list (what a view builder produces at run time): each child keeps its
/// index as identity, as the children of a compiled builder do. `HStack { ViewList(children) }`.
nonisolated package struct ViewList: View, PrimitiveView, TupleChildren {
    package typealias Body = Never
    package let children: [AnyView]

    package init(_ children: [AnyView]) { self.children = children }

    var childViews: [AnyView] { children }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        var childContext = ctx
        for (i, child) in children.enumerated() {
            let made = child.makeNodes(childContext.appending(.index(i)))
            childContext.childDrew(made)
            nodes += made
            if nodes.count > ctx.session.nodeLimit {
                ctx.session.fail(.nodeLimit(limit: ctx.session.nodeLimit, path: ctx.path))
                return nodes
            }
        }
        return nodes
    }
}

/// A script `ForEach`'s elements: resolved as a `ViewList` of `IdentifiedContent`s (each at its
/// index, then its identity), without erasing each element to an `AnyView` first (an allocation,
/// a generic metadata look-up and a dynamic dispatch per element of a 10,000-element grid).
nonisolated package struct IdentifiedViewList: View, PrimitiveView {
    package typealias Body = Never
    package let elements: [IdentifiedContent]

    package init(_ elements: [IdentifiedContent]) { self.elements = elements }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(elements.count)
        appendNodes(ctx, to: &nodes)
        return nodes
    }

    /// The elements' nodes appended to `nodes`, each element at its index, then its identity.
    /// Outside a tab view (where elements are tagged), one context serves every element and only
    /// its path changes, and an element with an integer id keeps both steps unmade
    /// (`ResolveContext.setPath(_:index:then:)`): a copy of the context, a `ViewPath` and an
    /// array per element were most of what a 10,000-element grid's list cost.
    func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode]) {
        let start = nodes.count
        let rightToLeft = ctx.environment.layoutDirection == .rightToLeft
        defer { if rightToLeft { for n in nodes[start...] { ctx.stamp(n) } } }
        if ctx.environment.isTabViewContent {
            for (i, element) in elements.enumerated() {
                nodes += element.makeNodes(ctx.appending(.index(i)))
                if nodes.count - start > ctx.session.nodeLimit {
                    ctx.session.fail(.nodeLimit(limit: ctx.session.nodeLimit, path: ctx.path))
                    return
                }
            }
            return
        }
        let parent = ctx.viewPath
        // Read once: each read of the unowned session is a runtime call.
        let nodeLimit = ctx.session.nodeLimit
        var elementContext = ctx
        elementContext.depth += 2
        // Whether the context's path is `parent` and two positions (then only they change).
        var underParent = false
        for i in elements.indices {
            if elements[i].tagIsIntegerText {
                // `.index(integerID)` (`init(integerID:content:)`), read without copying the component.
                let id = elements[i].integerID
                if underParent {
                    elementContext.replaceLastIndices(i, then: id)
                } else {
                    elementContext.setPath(parent, index: i, then: id)
                    underParent = true
                }
            } else {
                elementContext.viewPath = ViewPath(parent: ViewPath(parent: parent, .index(i)), elements[i].component)
                underParent = false
            }
            elements[i].content.appendNodes(elementContext, to: &nodes)
            if nodes.count - start > nodeLimit {
                ctx.session.fail(.nodeLimit(limit: ctx.session.nodeLimit, path: ctx.path))
                return
            }
        }
    }
}

/// A view resolved with its path extended by `component` (a script's `ForEach` element, by its
/// identity), so that state inside it follows the element, not its position.
/// In a picker or tab view the element's views are tagged with `tag` (its id, as the script's
/// tags compare), as SwiftUI tags a `ForEach`'s views.
nonisolated package struct IdentifiedContent: View, PrimitiveView {
    package typealias Body = Never
    let component: ViewPath.Component
    let content: AnyView
    let tag: AnyHashable?
    /// Whether the tag is the text of the integer id (`init(integerID:content:)`), made only when
    /// read.
    let tagIsIntegerText: Bool
    /// The integer id when `tagIsIntegerText` (the component is then `.index(integerID)`), 0
    /// otherwise: a list reads it without copying the component (an enum with references).
    let integerID: Int

    package init(component: String, content: AnyView, tag: AnyHashable? = nil) {
        self.component = .name(component)
        self.content = content
        self.tag = tag
        self.tagIsIntegerText = false
        self.integerID = 0
    }

    /// An element identified by an integer (`ForEach(0..<100)`): the same path and tag as
    /// `init(component: String(id), content:, tag: AnyHashable(String(id)))`, without making the
    /// text and the tag for every element (a grid of 10,000 elements reads neither).
    package init(integerID: Int, content: AnyView) {
        self.component = .index(integerID)
        self.content = content
        self.tag = nil
        self.tagIsIntegerText = true
        self.integerID = integerID
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let nodes = content.makeNodes(ctx.appending(component))
        guard ctx.environment.isTabViewContent else { return nodes }
        if tagIsIntegerText, case .index(let id) = component { return taggedByIdentity(nodes, AnyHashable(String(id)), view: content) }
        guard let tag else { return nodes }
        return taggedByIdentity(nodes, tag, view: content)
    }
}

/// A view that reads its environment while resolving (for a script's `@Environment` in a modifier
/// or a computed value that needs it).
nonisolated package struct EnvironmentReader: View, PrimitiveView {
    package typealias Body = Never
    let make: (EnvironmentValues) -> AnyView
    package init(_ make: @escaping (EnvironmentValues) -> AnyView) { self.make = make }
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { make(ctx.environment).makeNodes(ctx) }
}
