import Foundation
import EaselLayout

/// Content that keeps an error aside and goes on resolving (a script's views: the error is
/// reported after the render). Through it the render session can tell that a pass after lifecycle
/// actions failed, and draw the pass before it instead, with a warning.
nonisolated package struct ContentWithKeptErrors: View, PrimitiveView {
    package typealias Body = Never
    let content: AnyView
    let failure: () -> (any Error)?
    let forget: () -> Void

    /// `failure` answers the error kept so far; `forget` drops it.
    package init(_ content: AnyView, failure: @escaping () -> (any Error)?, forget: @escaping () -> Void) {
        self.content = content
        self.failure = failure
        self.forget = forget
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.lifecycle.contentFailure = (failure, forget)
        return resolve(content, ctx)
    }
}
