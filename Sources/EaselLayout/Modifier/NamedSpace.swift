import Foundation

/// A named coordinate space where it is drawn: its name and its frame on the canvas (points).
/// Unchecked: a name is a value a view was given (`AnyHashable` is not `Sendable`), never mutated.
package struct NamedSpace: Hashable, @unchecked Sendable {
    package var name: AnyHashable
    package var frame: CGRect

    package init(name: AnyHashable, frame: CGRect) {
        self.name = name
        self.frame = frame
    }
}
