import Foundation

// Accessibility. SwiftUI hands labels, values, hints, traits and actions to VoiceOver and other
// assistive technologies; none of that is drawn, so a still image shows the view unchanged. Easel
// accepts them, never runs their actions and returns the view itself.

/// How an accessibility element treats the elements of its subviews (SwiftUI's
/// `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The subviews' elements are hidden; the new element stands alone.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The subviews' labels and values are merged into the new element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The new element contains the subviews' elements.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What an accessibility element is and how it behaves (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// The direction an assistive technology adjusts a value in (SwiftUI's
/// `AccessibilityAdjustmentDirection`): VoiceOver's swipe up or down on an adjustable element.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up: a larger value.
    case increment
    /// Down: a smaller value.
    case decrement
}

/// A standard accessibility action (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// The element's main action (a double tap in VoiceOver).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismisses a modal view (the two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (the two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deletes the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Shows the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

nonisolated extension View {
    /// SwiftUI gives assistive technologies `label` in place of the view's own. Nothing is drawn: a
    /// still image shows the view unchanged.
    public func accessibilityLabel(_ label: String) -> some View { self }
    /// The accessibility label from any string; a still image shows the view unchanged.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The accessibility label from a text; a still image shows the view unchanged.
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// SwiftUI gives assistive technologies `value` as the element's current value. Nothing is
    /// drawn: a still image shows the view unchanged.
    public func accessibilityValue(_ value: String) -> some View { self }
    /// The accessibility value from any string; a still image shows the view unchanged.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// The accessibility value from a text; a still image shows the view unchanged.
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// SwiftUI gives assistive technologies `hint`, what using the element does. Nothing is drawn:
    /// a still image shows the view unchanged.
    public func accessibilityHint(_ hint: String) -> some View { self }
    /// The accessibility hint from any string; a still image shows the view unchanged.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// The accessibility hint from a text; a still image shows the view unchanged.
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// SwiftUI hides the view from assistive technologies. A still image shows the view unchanged.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// SwiftUI names the view for UI tests. A still image shows the view unchanged.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// SwiftUI makes the view one accessibility element, its subviews' elements treated as
    /// `children` says. A still image shows the view unchanged.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// SwiftUI adds `traits` to the view's element. A still image shows the view unchanged.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// SwiftUI removes `traits` from the view's element. A still image shows the view unchanged.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// SwiftUI orders the view among its siblings for assistive technologies, higher first. A still
    /// image shows the view unchanged.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// SwiftUI runs `handler` when an assistive technology performs `actionKind`. A still image
    /// shows the view unchanged: the closure is not run.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default,
        _ handler: @escaping () -> Void
    ) -> some View { self }

    /// SwiftUI offers a custom action named `name`, running `handler`. A still image shows the view
    /// unchanged: the closure is not run.
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View { self }

    /// A custom action named by a text; a still image shows the view unchanged and the closure is
    /// not run.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// SwiftUI offers the actions of `content` (buttons, toggles) as the view's custom actions. A
    /// still image shows the view unchanged.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// SwiftUI offers a custom action described by `label`, running `action`. A still image shows
    /// the view unchanged: neither closure is run.
    public func accessibilityAction<Label: View>(
        action: @escaping () -> Void,
        @ViewBuilder label: () -> Label
    ) -> some View { self }

    /// SwiftUI makes the view adjustable: an assistive technology calls `handler` with the
    /// direction the user asks for (VoiceOver's swipe up or down). A still image shows the view
    /// unchanged: the closure is not run.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        self
    }

    // MARK: The older spellings

    /// SwiftUI's deprecated spelling of `accessibilityLabel(_:)`. A still image shows the view
    /// unchanged.
    public func accessibility(label: Text) -> some View { self }

    /// SwiftUI's deprecated spelling of `accessibilityHint(_:)`. A still image shows the view
    /// unchanged.
    public func accessibility(hint: Text) -> some View { self }

    /// SwiftUI's deprecated spelling of `accessibilityValue(_:)`. A still image shows the view
    /// unchanged.
    public func accessibility(value: Text) -> some View { self }

    /// SwiftUI's deprecated spelling of `accessibilityHidden(_:)`. A still image shows the view
    /// unchanged.
    public func accessibility(hidden: Bool) -> some View { self }

    /// SwiftUI's deprecated spelling of `accessibilityIdentifier(_:)`. A still image shows the view
    /// unchanged.
    public func accessibility(identifier: String) -> some View { self }

    /// SwiftUI's deprecated spelling of `accessibilityAddTraits(_:)`. A still image shows the view
    /// unchanged.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }

    /// SwiftUI's deprecated spelling of `accessibilityRemoveTraits(_:)`. A still image shows the
    /// view unchanged.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }

    /// SwiftUI's deprecated spelling of `accessibilitySortPriority(_:)`. A still image shows the
    /// view unchanged.
    public func accessibility(sortPriority: Double) -> some View { self }

    /// SwiftUI tells VoiceOver whether the view responds to touches. A still image shows the view
    /// unchanged.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// SwiftUI has VoiceOver speak the view's punctuation. A still image shows the view unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// SwiftUI has VoiceOver spell the view's text letter by letter. A still image shows the view
    /// unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// SwiftUI raises or lowers VoiceOver's pitch for the view. A still image shows the view unchanged.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// SwiftUI queues VoiceOver's announcements of the view. A still image shows the view unchanged.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}

/// The level of a heading for VoiceOver's rotor (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

nonisolated extension View {
    /// SwiftUI marks the view as a heading of `level` for VoiceOver. A still image has no
    /// VoiceOver: the view is unchanged.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// SwiftUI gives VoiceOver `representation`'s accessibility in place of this view's. A still
    /// image shows this view.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// SwiftUI lets Voice Control and Full Keyboard Access use these names for the view. A still
    /// image is not used: the view is unchanged.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// As above, with keys looked up in the app's strings.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// As above, with strings used as they are.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// SwiftUI shows the view enlarged in the Large Content Viewer when it is long-pressed at the
    /// largest text sizes. A still image is never pressed: the view is unchanged.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// As above, showing `largeContentView` in the viewer.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// SwiftUI keeps the view's colours when Smart Invert is on. Smart Invert is off for a still
    /// image: the view is unchanged.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
