import Foundation

// Interaction and input. SwiftUI uses these to decide what can be touched, focused, hovered,
// selected or typed, and how the keyboard looks; a still image is never touched and shows no
// keyboard, so Easel accepts them, never runs their closures and returns the view itself.
//
// `refreshable`'s closure is `@Sendable` in SwiftUI, whose views are isolated to the main actor;
// Easel's `View` is not, and a `@Sendable` closure could not capture a view with `@State`, so Easel
// takes a plain `@escaping () async -> Void`.

nonisolated extension View {
    /// Disables the controls in this view: `isEnabled` becomes false in its environment (a view
    /// inside cannot enable itself again with `disabled(false)`), and the built-in controls draw
    /// their tinted parts in the disabled grey (`EnvironmentValues.controlTint`).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { enabled in enabled = enabled && !disabled }
    }

    /// Whether buttons in this view repeat their action while held: nothing to see at rest.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }

    /// SwiftUI lets touches pass through the view when `enabled` is false. A still image is never
    /// touched: the view is unchanged.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// SwiftUI uses `shape` for the area that receives touches. A still image is never touched: the
    /// view is unchanged.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// SwiftUI uses `shape` for the kinds of content shape given (hit testing, drag previews, hover
    /// and context-menu previews). A still image shows none of them: the view is unchanged.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// SwiftUI shows `text` as a tooltip when the pointer rests on the view. A still image shows no
    /// pointer: the view is unchanged.
    public func help(_ text: String) -> some View { self }
    /// The tooltip from any string; a still image shows the view unchanged.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// The tooltip from a text; a still image shows the view unchanged.
    public func help(_ text: Text) -> some View { self }

    /// SwiftUI lets the user select the view's text. A still image shows nothing selected.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// SwiftUI moves focus to the view when `binding` holds `value`, and sets it when the view gains
    /// focus. A still image shows the view unfocused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// SwiftUI moves focus to the view when `condition` is true, and sets it when the view gains
    /// focus. A still image shows the view unfocused.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// VoiceOver's focus moves to the view when `condition` is true. A still image shows no
    /// VoiceOver cursor.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// VoiceOver's focus moves to the view when `binding` holds `value`. A still image shows no
    /// VoiceOver cursor.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }

    /// SwiftUI lets the view take focus. A still image shows the view unfocused.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// SwiftUI runs `action` when the pointer enters or leaves the view. A still image shows no
    /// pointer: the closure is not run.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// SwiftUI runs `action` when the user submits a text field below this view. A still image
    /// submits nothing: the closure is not run.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// SwiftUI lets the user pull a list or scroll view down to run `action`. A still image shows
    /// it at rest: the closure is not run.
    public func refreshable(action: @escaping () async -> Void) -> some View { self }

    /// SwiftUI shows `type` of keyboard when a text field below this view is edited. A still image
    /// shows no keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// SwiftUI capitalises typed text as `autocapitalization` says. A still image shows no typing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// SwiftUI's older spelling of `textInputAutocapitalization(_:)`. A still image shows no typing.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// SwiftUI turns autocorrection off for text fields below this view. A still image shows no
    /// typing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// SwiftUI's older spelling of `autocorrectionDisabled(_:)`. A still image shows no typing.
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// SwiftUI labels the keyboard's return key with `submitLabel`. A still image shows no keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// SwiftUI tells the keyboard what a text field holds, for suggestions and autofill. A still
    /// image shows no keyboard.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// SwiftUI triggers the control (a button, a toggle) when `key` is pressed with `modifiers` on
    /// a hardware keyboard. A still image presses no key: the view is unchanged.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// SwiftUI triggers the control when `shortcut` is pressed on a hardware keyboard (`.defaultAction`:
    /// Return, `.cancelAction`: Escape). A still image presses no key: the view is unchanged.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// SwiftUI marks the view as private, redacted when the environment's redaction reasons include
    /// privacy (a widget on a locked device). A still image of an app redacts nothing: the view is
    /// unchanged.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// SwiftUI highlights or lifts the view while an iPad pointer hovers over it. A still image
    /// shows no pointer: the view is unchanged.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// SwiftUI runs `action` when the user chooses Rename from the navigation title's menu. A still
    /// image shows the menu closed: the closure is not run.
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }

    /// SwiftUI lets the app's own gestures win over the system's near `edges` (the home indicator's
    /// swipe). A still image is never touched: the view is unchanged.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// SwiftUI hides or shows the home indicator and other system overlays while the view is on
    /// screen. Easel's `--status-bar` draws the home indicator whatever this says (docs/Differences.md).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

nonisolated extension View where Self: Equatable {
    /// SwiftUI compares the view with its previous value (`==`) and skips updating its body when
    /// they are equal. A still image draws the body once: the view is unchanged.
    public func equatable() -> some View { self }
}

/// A key on a hardware keyboard, for `keyboardShortcut(_:modifiers:)` (SwiftUI's `KeyEquivalent`):
/// a character (`"s"`, a string literal of one character) or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    /// The key of a one-character literal (`"s"`).
    public init(extendedGraphemeClusterLiteral character: Character) { self.init(character) }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key with its modifiers (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers

    /// `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a dialog or form.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape (and Command-period): the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// How a view reacts to an iPad pointer hovering over it (SwiftUI's `HoverEffect`).
public struct HoverEffect: Hashable, Sendable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view, the pointer turned into it.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifted and scaled up with a shadow.
    public static let lift = HoverEffect(name: "lift")
}

/// Whether the user can select a view's text (SwiftUI's `TextSelectability`).
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text that can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Which view has focus (SwiftUI's `@FocusState`): `Bool` for one field, an optional value to
/// tell several apart. Its value is kept like `@State`'s; a still image shows no view focused
/// whatever it holds.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, BindableProperty {
    let state: State<Value>

    init(resting: Value) { state = State(wrappedValue: resting) }

    // Declared here rather than in constrained extensions so that a view's memberwise initialiser
    // leaves `@FocusState private var focused: Bool` out, as SwiftUI's does.

    /// A focus state for one field: false, nothing focused.
    public init() where Value == Bool { self.init(resting: false) }

    /// A focus state for several fields: nil, none focused.
    public init<T: Hashable>() where Value == T? { self.init(resting: nil) }

    /// The focused field (false or nil when none is).
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value, for `focused(_:)` and `focused(_:equals:)` (`$focusedField`).
    public var projectedValue: Binding {
        let state = self.state
        return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }

    /// A binding to a focus state (SwiftUI's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        /// The focused field.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    func bind(_ binder: DynamicPropertyBinder) { state.bind(binder) }
}

/// Which view has VoiceOver's focus (SwiftUI's `@AccessibilityFocusState`): kept as `@FocusState`
/// is, `Bool` for one view or an optional value to tell several apart.
public typealias AccessibilityFocusState<Value: Hashable> = FocusState<Value>

/// What submits a text field (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the keyboard's return key (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How typed text is capitalised (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's capitalisation styles, for the older `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// The kind of keyboard a text field shows (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Hashable, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The older name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// What a text field holds, for the keyboard's suggestions and autofill (UIKit's
/// `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
}

/// Whether a held button repeats its action (SwiftUI's `ButtonRepeatBehavior`).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Repeats while held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Never repeats.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus: false, as nothing has focus in a still
    /// image at rest.
    public var isFocused: Bool { false }
}

/// Where the pointer is while it hovers over a view (SwiftUI's `HoverPhase`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at a location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

nonisolated extension View {
    /// SwiftUI calls `action` as a pointer moves over the view. A still image has no pointer: the
    /// view is unchanged and `action` never runs.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        self
    }
}
