import Foundation

nonisolated extension View {
    /// iOS 26 groups toolbar items on one shared glass background; `.hidden` gives an item its
    /// own. Easel draws toolbar items without glass backgrounds (docs/Differences.md), so the item
    /// is unchanged.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some View { self }
}
