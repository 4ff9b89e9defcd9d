import Foundation

/// What resolving asks about every view and keeps for a render session: the per-type answers
/// (`ViewTypes`) and the drawing of the colour filled last (`SharedFill`).
///
/// An object of its own, which every `ResolveContext` holds strongly, so that a view reads it
/// without going through the context's unowned reference to the session: each read of that
/// reference is a runtime call that checks the session is alive and retains it, and a release
/// after (three a grid cell for these). It refers to neither the session nor a context, so a
/// context that outlives its render (in a closure a node keeps) keeps only this alive.
///
/// Both fields are exempt from the runtime's exclusivity check (a check cost more than the
/// look-up): each is changed only inside its own methods, whose closures never reach back here.
final class ResolveCaches {
    /// Per-type answers for resolving (built-in or custom, dynamic properties), read in place.
    @exclusivity(unchecked) var types = ViewTypes()
    /// The drawing of the colour filled last, shared by views of that colour.
    @exclusivity(unchecked) var fill = SharedFill()
}
