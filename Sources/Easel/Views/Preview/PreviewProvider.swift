import Foundation

/// Xcode's preview declaration (SwiftUI's `PreviewProvider`); the `easel` command renders its previews.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// A `Group` seen through an existential: its views one by one.
protocol PreviewGroupViews {
    var groupedViews: [AnyView] { get }
}

extension Group: PreviewGroupViews {
    var groupedViews: [AnyView] {
        if let tuple = content as? any TupleChildren { return tuple.childViews }
        return [AnyView(content)]
    }
}

/// A `TupleView`'s children, read through an existential.
protocol TupleChildren {
    var childViews: [AnyView] { get }
}

extension TupleView: TupleChildren {
    var childViews: [AnyView] { children }
}

/// The previews a `PreviewProvider`'s `previews` shows: each view of a top-level `Group` (Xcode
/// shows one canvas per view), else nil (the view is one preview).
package func groupedPreviews(_ previews: any View) -> [AnyView]? {
    (previews as? any PreviewGroupViews)?.groupedViews
}
