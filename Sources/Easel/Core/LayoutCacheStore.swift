import Foundation
import EaselLayout

/// Custom layouts' caches from one render pass to the next, by the layout view's identity.
///
/// A render evaluates and lays out its views again while state changes (`onAppear`, preference
/// readers). SwiftUI keeps a layout container's cache while the container lives and calls
/// `updateCache(_:subviews:)` when its subviews change, instead of `makeCache(subviews:)`; so here
/// a layout view at the same place as in the previous pass, with the same layout type, gets that
/// pass's cache and an `updateCache` before its first use.
final class LayoutCacheStore {
    /// This pass's cache holders, and the previous pass's, by identity path.
    private var current: [String: AnyObject] = [:]
    private var previous: [String: AnyObject] = [:]

    /// Starts a pass: what the last one kept becomes what this one may carry on.
    func beginPass() {
        previous = current
        current.removeAll(keepingCapacity: true)
    }

    /// Gives `node` the cache its view had in the previous pass, and keeps its cache for the next.
    func carry(into node: CustomLayoutNode, at identity: String) {
        if let holder = previous[identity] { node.carryCache(from: holder) }
        current[identity] = node.cacheHolder
    }
}
