import Foundation

/// The edges on which a view may extend into the safe area.
package struct SafeAreaEdges: OptionSet, Hashable, Sendable {
    package let rawValue: Int8
    package init(rawValue: Int8) { self.rawValue = rawValue }
    package static let top = SafeAreaEdges(rawValue: 1)
    package static let leading = SafeAreaEdges(rawValue: 2)
    package static let bottom = SafeAreaEdges(rawValue: 4)
    package static let trailing = SafeAreaEdges(rawValue: 8)
    package static let all: SafeAreaEdges = [.top, .leading, .bottom, .trailing]
}
