import Foundation

/// Foundation's user activity on Apple's platforms (Handoff, Spotlight, state restoration), which
/// Linux's Foundation lacks: what `userActivity(_:isActive:_:)` updates and
/// `onContinueUserActivity(_:perform:)` receives. A still image advertises and continues no
/// activity, so an activity made here only holds what it is given.
nonisolated open class NSUserActivity: @unchecked Sendable {
    /// The kind of activity, a reverse-DNS string the app declares.
    public let activityType: String
    /// The title shown to the user (Spotlight, Handoff).
    open var title: String?
    /// The app's own values for continuing the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The web page continuing the activity where the app is not installed.
    open var webpageURL: URL?
    /// Whether the activity may be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether Spotlight may index the activity.
    open var isEligibleForSearch = false
    /// Whether the activity is indexed for everyone (a public page).
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest the activity.
    open var isEligibleForPrediction = false
    /// The keys of `userInfo` needed to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity needs saving.
    open var needsSave = false

    /// An activity of the given type.
    public init(activityType: String) { self.activityType = activityType }

    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
    /// Makes this the current activity (nothing to advertise in a still image).
    open func becomeCurrent() {}
    /// Stops being the current activity.
    open func resignCurrent() {}
    /// Ends the activity.
    open func invalidate() {}
}

nonisolated extension View {
    /// SwiftUI advertises an activity of `activityType` for Handoff and Spotlight while `isActive`,
    /// calling `update` to fill it in. A still image advertises nothing: the view is unchanged.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { self }

    /// SwiftUI advertises an activity for `element` while it is not nil. A still image advertises
    /// nothing: the view is unchanged.
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }

    /// SwiftUI calls `action` when the app is asked to continue an activity of `activityType`. A
    /// still image continues none: the view is unchanged.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
}
