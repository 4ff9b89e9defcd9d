/// Calls a main-actor-isolated requirement (a style's `makeBody(configuration:)`, a modifier's
/// `body(content:)`) from the resolver, on the thread that renders.
///
/// SwiftUI's `View`, `ViewModifier` and style protocols are `@MainActor` (since the iOS 18 SDK),
/// and so are Easel's, so that code written for SwiftUI compiles unchanged: a view's stored
/// properties may be made by main-actor initialisers (`@StateObject var model = Model()` for a
/// `@MainActor` class), and its body may read main-actor state. Easel resolves views on the
/// thread that renders: the main thread for `ImageRenderer` called there (tests, the compiled
/// engine's program), a worker for scripts (whose views run no compiled user code) and batches.
/// The requirement is passed as a closure without captures, so that its arguments cross no
/// isolation boundary; a synchronous function's isolation is not part of its representation.
@inline(__always)
func callMainActorRequirement<A, B, R>(_ requirement: @MainActor (A, B) -> R, _ a: A, _ b: B) -> R {
    withoutActuallyEscaping(requirement) { isolated in
        unsafeBitCast(isolated, to: ((A, B) -> R).self)(a, b)
    }
}
