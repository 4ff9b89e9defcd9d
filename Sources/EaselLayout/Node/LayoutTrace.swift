import Foundation

/// A record of the layout conversation: who was proposed what, and what it chose.
///
/// Each entry is one (uncached) question to a node; `depth` is how deep in the question stack it was asked.
package final class LayoutTrace {
    package struct Entry: Sendable {
        package var depth: Int
        package var kind: String
        package var label: String?
        package var proposal: ProposedViewSize
        package var size: CGSize
    }
    package private(set) var entries: [Entry] = []
    var depth = 0
    /// The maximum number of entries kept.
    package var limit: Int

    package init(limit: Int = 10_000) { self.limit = limit }

    func begin() -> Int { depth += 1; return entries.count }
    func end(at index: Int, kind: String, label: String?, proposal: ProposedViewSize, size: CGSize) {
        depth -= 1
        guard entries.count < limit else { return }
        entries.insert(Entry(depth: depth, kind: kind, label: label, proposal: proposal, size: size), at: index)
    }

    /// The conversation as indented lines ("HStack: proposed 200 x nil → 180 x 91").
    package func render() -> String {
        entries.map { e in
            let name = e.label.map { "\(e.kind) \"\($0)\"" } ?? e.kind
            return String(repeating: "  ", count: e.depth)
                + "\(name): proposed \(e.proposal) → chose \(formatLength(e.size.width)) x \(formatLength(e.size.height))"
        }.joined(separator: "\n")
    }
}
