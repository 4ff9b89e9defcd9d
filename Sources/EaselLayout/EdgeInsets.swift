import Foundation

/// Insets on each edge (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}
