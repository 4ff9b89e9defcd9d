import Foundation
import EaselLayout

/// Builds views from closures (SwiftUI's `@ViewBuilder`): any number of children, `if`/`else`,
/// optionals, `switch` and availability checks.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [AnyView] = []
        for child in repeat each content { children.append(AnyView(child)) }
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder; each keeps its position as identity.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    let children: [AnyView]

    init(value: T, children: [AnyView]) {
        self.value = value
        self.children = children
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        // The children's parent path is made once (`ctx.viewPath` makes a pending position
        // anew at each read).
        var childContext = ctx
        childContext.viewPath = ctx.viewPath
        var nodes: [LayoutNode] = []
        for (i, child) in children.enumerated() {
            let made = child.makeNodes(childContext.appending(.index(i)))
            childContext.childDrew(made)
            nodes += made
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): return resolve(v, ctx.appending("if"))
        case .falseContent(let v): return resolve(v, ctx.appending("else"))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let v): return resolve(v, ctx.appending("some"))
        case .none: return []
        }
    }
}
