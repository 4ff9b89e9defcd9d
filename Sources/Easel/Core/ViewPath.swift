import Foundation

/// A view's structural identity: the positions, type names and explicit ids from the root down
/// to it ("VStack/0/HStack/3/Card"). State is stored under it and messages name views by it.
///
/// Resolving a 10,000-view tree extends the path at every level, but only views with state (and
/// error messages) read it, so each step only links to its parent; the text is built on first read.
final class ViewPath {
    /// One step down the tree.
    enum Component {
        /// A fixed name ("HStack", "if", "content").
        case name(String)
        /// A child's position in a builder or list.
        case index(Int)
        /// A custom view or modifier, named by its type without generic arguments ("Card").
        case type(Any.Type)
        /// A `ForEach` element's id, or an explicit `.id(_:)`, with an optional prefix ("id=").
        case id(AnyHashable, prefix: String)
    }

    let parent: ViewPath?
    let component: Component

    init(parent: ViewPath?, _ component: Component) {
        self.parent = parent
        self.component = component
    }

    /// The path as text, components joined by "/".
    private(set) lazy var string: String = {
        let own: String
        switch component {
        case .name(let s): own = s
        case .index(let i): own = String(i)
        case .type(let t): own = typeName(t)
        case .id(let id, let prefix): own = prefix + String(describing: id.base)
        }
        guard let parent else { return own }
        let p = parent.string
        return p.isEmpty ? own : p + "/" + own
    }()
}
