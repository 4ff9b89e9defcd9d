import Foundation

/// Lengths Easel uses where a view does not give its own, shared by every container that needs
/// them (stacks, grids, `ViewSpacing`), so none reaches into another's file for them.
package enum LayoutDefaults {
    /// The space between neighbouring children of a stack or grid, and a `ViewSpacing`'s, when
    /// none is given (SwiftUI varies it by content; see docs/Differences.md).
    package static let spacing: CGFloat = 8
}
