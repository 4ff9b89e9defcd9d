import Foundation
import SwiftSyntax
import Easel

/// Modifiers scripts accept and leave out because they change nothing in a still image:
/// interaction, animation, accessibility.
enum StillImageModifiers {
    static let all: [ModifierDeclaration] = [
        "accessibilityLabel", "accessibilityHidden",
        "accessibilityIdentifier", "onDisappear", "onTapGesture", "animation", "transition", "help",
        "contentShape", "textSelection", "allowsHitTesting", "buttonRepeatBehavior",
        "antialiased",
        // Scrolling, editing and drag-and-drop behaviour: nothing to see at rest.
        "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled", "selectionDisabled", "scrollTargetLayout",
        "scrollTargetBehavior", "scrollPosition", "scrollDisabled", "scrollDismissesKeyboard", "scrollBounceBehavior",
        "scrollIndicatorsFlash", "tabBarMinimizeBehavior", "dropDestination", "draggable", "symbolEffect", "symbolEffectsRemoved",
        "scrollTransition", "defaultScrollAnchor",
        // iOS 26's shared glass background of toolbar items, which Easel does not draw.
        "sharedBackgroundVisibility",
        // Gestures and events: their closures never run in a still image.
        "gesture", "simultaneousGesture", "highPriorityGesture", "onLongPressGesture", "onReceive", "onSubmit", "onDrag", "onDrop",
        "onHover", "onOpenURL", "refreshable", "sensoryFeedback", "onContinuousHover", "focused", "focusable",
        // Handoff and Spotlight activities: advertised and continued by a running app, never drawn.
        "userActivity", "onContinueUserActivity",
        // Values published to the focused scene's commands and menus (macOS's menu bar, iPad's keyboard shortcuts).
        "focusedValue", "focusedSceneValue",
        // Presentations that a still image shows closed: sheets, alerts, menus, destinations (and the
        // back button of a pushed screen: a still image shows the stack's root, which has none).
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions", "fileImporter", "fileExporter",
        "navigationDestination", "navigationBarBackButtonHidden", "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled",
        // Keyboard and input settings a still image does not show.
        "keyboardType", "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled", "disableAutocorrection",
        "submitLabel", "textContentType",
        // Animation bookkeeping and accessibility.
        "matchedGeometryEffect", "accessibilityElement", "accessibilityValue", "accessibilityHint", "accessibilityAddTraits",
        "accessibilityAction", "accessibilityActions", "accessibilityRemoveTraits", "accessibilitySortPriority", "handlesExternalEvents", "transaction",
        "accessibilityHeading", "accessibilityRepresentation", "accessibilityFocused", "accessibilityShowsLargeContentViewer",
        "accessibilityInputLabels", "accessibilityRotor", "accessibilityIgnoresInvertColors",
        // Split view column sizes and styles: an iPhone shows one column at the full width.
        "navigationSplitViewStyle", "navigationSplitViewColumnWidth",
        // Transitions between states and screens: a still image shows one state.
        "contentTransition", "matchedTransitionSource", "navigationTransition",
        // Scroll observation: a still image does not scroll, so the closures never run.
        "onScrollGeometryChange", "onScrollPhaseChange", "onScrollVisibilityChange",
        // Appearance Easel does not draw yet (docs/Differences.md).
        "menuStyle", "indexViewStyle", "badgeProminence", "listSectionSeparatorTint", "toolbarTitleMenu",
        // The older accessibility spellings and adjustable elements.
        "accessibility", "accessibilityAdjustableAction",
        // Presentations and menus, closed at rest: the older action sheet, the inspector (a sheet on
        // iPhone), the order of a menu's items.
        "actionSheet", "inspector", "menuOrder", "photosPicker", "appStoreOverlay", "refundRequestSheet", "manageSubscriptionsSheet",
        // StoreKit's offer code sheet, closed.
        "offerCodeRedemption",
        // A toolbar's role changes the back button of a pushed screen and an iPad's title position;
        // an iPhone's root screen looks the same. `isDetailLink` picks a split view's column.
        "toolbarRole", "isDetailLink",
        // Hardware keyboards, pointers, the system's gestures, renaming and privacy redaction: nothing
        // to see on an iPhone at rest. `equatable()` only skips updates of a body drawn once here.
        "keyboardShortcut", "hoverEffect", "defersSystemGestures", "renameAction", "privacySensitive", "equatable",
        // High dynamic range: Easel's pictures are standard dynamic range (8-bit sRGB).
        "allowedDynamicRange",
        // Sheets' settings (a still image shows no sheet), a search field's scope bar and a text
        // view's find bar (shown only while editing), the system overlays, and more of VoiceOver's.
        "presentationCornerRadius", "presentationBackground", "presentationBackgroundInteraction", "presentationContentInteraction",
        "presentationCompactAdaptation", "searchScopes", "findNavigator", "persistentSystemOverlays",
        "accessibilityRespondsToUserInteraction", "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters", "speechAdjustedPitch",
        "speechAnnouncementsQueued",
    ].map(ModifierDeclaration.noOp)
}
