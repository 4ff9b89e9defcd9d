// Modifiers that change nothing in a still image (interaction, presentations, accessibility,
// animation): ordinary SwiftUI code using them compiles, lays out exactly as without them, and
// none of their closures runs (lifecycle events do run: LifecycleTests).
import XCTest
import Foundation
import Easel

/// Records whether any closure handed to a still-image modifier ran.
private final class Calls: @unchecked Sendable {
    var ran: [String] = []
    func hit(_ name: String) { ran.append(name) }
}

private struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
}

private enum Field: Hashable { case name, email }

/// A view that is `Equatable`, for `equatable()`.
private struct NameTag: View, Equatable {
    let name: String
    var body: some View { Text(name) }
}

/// A profile screen written as app code writes it, with every kind of still-image modifier.
private struct ProfileEditor: View {
    let calls: Calls
    @State private var name = "Ada"
    @State private var email = ""
    @State private var showSheet = false
    @State private var showAlert = false
    @State private var showOldAlert = false
    @State private var showDialog = false
    @State private var pushed = false
    @State private var selected: Contact?
    @State private var scrolledID: Int?
    @State private var scale: CGFloat = 1
    @FocusState private var focused: Bool
    @FocusState private var field: Field?
    @AccessibilityFocusState private var voiceOver: Bool
    @AccessibilityFocusState private var voiceOverField: Field?
    @GestureState private var dragOffset: CGSize = .zero
    @Namespace var ns

    private let contacts = [Contact(id: 1, name: "Grace"), Contact(id: 2, name: "Alan")]

    func load() async { calls.hit("load") }

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text(name)
                    .font(.title)
                    .matchedGeometryEffect(id: "title", in: ns)
                    .accessibilityLabel("Name")
                    .accessibilityHint(Text("Your name"))
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityRemoveTraits([.isStaticText, .isImage])
                    .accessibilityIdentifier("profile.name")
                    .onTapGesture { calls.hit("tap") }
                    .onTapGesture(count: 2) { location in calls.hit("tap at \(location)") }
                    .onLongPressGesture { calls.hit("long press") }
                    .onLongPressGesture(minimumDuration: 1, perform: { calls.hit("long") }, onPressingChanged: { _ in calls.hit("pressing") })
                    .textSelection(.enabled)
                    .help("The name others see")
                TextField("Name", text: $name)
                    .focused($focused)
                    .accessibilityFocused($voiceOver)
                    .accessibilityFocused($voiceOverField, equals: .email)
                    .textInputAutocapitalization(.words)
                    .autocorrectionDisabled()
                    .textContentType(.name)
                    .submitLabel(.next)
                    .onSubmit { field = .email }
                TextField("Email", text: $email)
                    .focused($field, equals: .email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .textContentType(.emailAddress)
                    .onSubmit(of: .text) { calls.hit("submit") }
                List {
                    ForEach(contacts) { contact in
                        Text(contact.name)
                            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                                Button("Delete", role: .destructive) { calls.hit("delete") }
                            }
                            .contextMenu {
                                Button("Copy") { calls.hit("copy") }
                            }
                            .id(contact.id)
                    }
                    .onDelete { _ in calls.hit("onDelete") }
                    .onMove { _, _ in calls.hit("onMove") }
                }
                .refreshable { await load() }
                .scrollDismissesKeyboard(.interactively)
                .tabBarMinimizeBehavior(.onScrollDown)
                .scrollPosition(id: $scrolledID)
                .scrollDisabled(false)
                .scrollBounceBehavior(.basedOnSize)
                Button("Save") { showAlert = true }
                    .disabled(name.isEmpty)
                    .allowsHitTesting(true)
                    .contentShape(Rectangle())
                    .accessibilityElement(children: .combine)
                    .accessibilityAction { calls.hit("accessibility action") }
                    .accessibilityAction(named: "Reset") { calls.hit("reset") }
            }
            .padding()
            .scaleEffect(1)
            .gesture(
                DragGesture(minimumDistance: 5)
                    .updating($dragOffset) { value, state, _ in state = value.translation }
                    .onChanged { value in calls.hit("drag \(value.translation) \(value.location) \(value.startLocation)") }
                    .onEnded { _ in calls.hit("drag ended") }
            )
            .simultaneousGesture(MagnificationGesture().onChanged { value in scale = value })
            .highPriorityGesture(TapGesture(count: 2).onEnded { calls.hit("double tap") })
            .gesture(RotationGesture().onEnded { _ in calls.hit("rotated") }, including: .subviews)
            .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in calls.hit("pressed") })
            .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
            .animation(.spring, value: showSheet)
            .animation(.easeInOut(duration: 0.3).delay(0.1), value: name)
            .transition(.move(edge: .bottom).combined(with: .opacity))
            .navigationTitle("Profile")
            .navigationDestination(for: Contact.self) { contact in Text(contact.name) }
            .navigationDestination(isPresented: $pushed) { Text("Pushed") }
            .sheet(isPresented: $showSheet, onDismiss: { calls.hit("dismissed") }) {
                Text("Detail")
                    .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled()
            }
            .sheet(item: $selected) { contact in Text(contact.name) }
            .fullScreenCover(isPresented: $showSheet) { Text("Cover") }
            .popover(isPresented: $showSheet) { Text("Popover") }
            .alert("Saved", isPresented: $showAlert) {
                Button("OK", role: .cancel) { calls.hit("ok") }
            } message: {
                Text("Your profile was saved.")
            }
            .alert(Text("Oops"), isPresented: $showAlert) {
                Button("Retry") { calls.hit("retry") }
            }
            .alert(isPresented: $showOldAlert) {
                Alert(
                    title: Text("Delete?"), message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { calls.hit("old delete") },
                    secondaryButton: .cancel())
            }
            .alert(isPresented: $showOldAlert) {
                Alert(title: Text("Done"), dismissButton: .default(Text("OK")))
            }
            .confirmationDialog("Sign out?", isPresented: $showDialog, titleVisibility: .visible) {
                Button("Sign out", role: .destructive) { calls.hit("sign out") }
            }
        }
        .onAppear { calls.hit("appear") }
        .onAppear()
        .onDisappear { calls.hit("disappear") }
        .task { await load() }
        .task(id: name) { await load() }
        .onChange(of: name) { oldValue, newValue in calls.hit("changed \(oldValue) \(newValue)") }
        .onChange(of: email) { calls.hit("email changed") }
        .onChange(of: showSheet, initial: true) { _, _ in calls.hit("sheet changed") }
        .onHover { _ in calls.hit("hover") }
        .onOpenURL { _ in calls.hit("url") }
        .accessibilityHidden(false)
        .accessibilityValue("Editing")
    }
}

/// The same screen without the still-image modifiers.
private struct PlainProfileEditor: View {
    let calls: Calls
    @State private var name = "Ada"
    @State private var email = ""

    private let contacts = [Contact(id: 1, name: "Grace"), Contact(id: 2, name: "Alan")]

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text(name)
                    .font(.title)
                TextField("Name", text: $name)
                TextField("Email", text: $email)
                List {
                    ForEach(contacts) { contact in
                        Text(contact.name)
                            .id(contact.id)
                    }
                }
                Button("Save") {}
            }
            .padding()
            .scaleEffect(1)
            .navigationTitle("Profile")
        }
    }
}

final class StillImageModifierTests: XCTestCase {
    func testTheScreenLaysOutAsWithoutTheModifiers() throws {
        let calls = Calls()
        let size = ProposedViewSize(width: 390, height: 600)
        let modified = try layout(ProfileEditor(calls: calls), proposed: size)
        let plain = try layout(PlainProfileEditor(calls: calls), proposed: size)
        XCTAssertEqual(try modified.jsonData(), try plain.jsonData())
        XCTAssertEqual(modified, plain)
        // Only the lifecycle events run (they change nothing here): appearing, the initial
        // change, then the tasks (LifecycleTests).
        XCTAssertEqual(calls.ran, ["appear", "sheet changed", "load", "load"], "closures of still-image modifiers ran")
    }

    func testEachModifierReturnsTheViewAtRest() throws {
        let plain = try layout(Text("Close").padding())
        let calls = Calls()
        let modified = try layout(
            Text("Close").padding()
                .accessibilityLabel("Close")
                .onTapGesture { calls.hit("tap") }
                .animation(.default, value: 1)
                .transition(.slide)
                .matchedGeometryEffect(id: 1, in: Namespace().wrappedValue)
                .scrollTargetLayout()
                .scrollTargetBehavior(.paging)
                .scrollTargetBehavior(.viewAligned)
                .defaultScrollAnchor(.bottom)
                .transaction { $0.animation = nil }
                .buttonRepeatBehavior(.enabled)
                .accessibilitySortPriority(1))
        XCTAssertEqual(modified, plain)
        XCTAssertEqual(calls.ran, [])
    }

    func testShortcutsHoverAndTheOlderAccessibilityAndActionSheetLeaveTheViewAtRest() throws {
        let plain = try layout(NavigationStack { Text("Close").padding().navigationTitle("Files") })
        let calls = Calls()
        let showSheet = Binding.constant(true)
        let modified = try layout(
            NavigationStack {
                Text("Close").padding()
                    .accessibility(label: Text("Close"))
                    .accessibility(hint: Text("Closes the file"))
                    .accessibility(value: Text("Open"))
                    .accessibility(hidden: false)
                    .accessibility(identifier: "close")
                    .accessibility(addTraits: .isButton)
                    .accessibility(removeTraits: [.isImage, .isStaticText])
                    .accessibility(sortPriority: 1)
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: calls.hit("up")
                        case .decrement: calls.hit("down")
                        }
                    }
                    .actionSheet(isPresented: showSheet) {
                        calls.hit("sheet")
                        return ActionSheet(
                            title: Text("Delete?"), message: Text("This cannot be undone."),
                            buttons: [.destructive(Text("Delete")) { calls.hit("delete") }, .default(Text("Keep")), .cancel()])
                    }
                    .actionSheet(item: .constant(Contact(id: 1, name: "Grace"))) { contact in ActionSheet(title: Text(contact.name)) }
                    .menuOrder(.fixed)
                    .keyboardShortcut("s", modifiers: [.command, .shift])
                    .keyboardShortcut(.return, modifiers: [])
                    .keyboardShortcut(.defaultAction)
                    .keyboardShortcut(KeyboardShortcut("w"))
                    .privacySensitive()
                    .hoverEffect(.lift)
                    .hoverEffect(.highlight, isEnabled: false)
                    .renameAction { calls.hit("rename") }
                    .defersSystemGestures(on: .bottom)
                    .inspector(isPresented: showSheet) { Text("Inspector") }
                    .navigationTitle("Files")
                    .toolbarTitleMenu { Button("Rename") { calls.hit("rename") } }
            })
        XCTAssertEqual(modified, plain)
        XCTAssertEqual(calls.ran, [], "closures of still-image modifiers ran")
        XCTAssertEqual(try layout(NameTag(name: "Grace").equatable()), try layout(NameTag(name: "Grace")))
    }

    func testSheetSettingsScopesFindBarsOverlaysAndSpeechLeaveTheViewAtRest() throws {
        let plain = try layout(NavigationStack { Text("Notes").padding().navigationTitle("Files") })
        let modified = try layout(
            NavigationStack {
                Text("Notes").padding()
                    .presentationCornerRadius(24)
                    .presentationBackground(.ultraThinMaterial)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationContentInteraction(.scrolls)
                    .presentationCompactAdaptation(.popover)
                    .searchScopes(.constant(1)) { Text("All").tag(1) }
                    .searchScopes(.constant(1), activation: .onTextEntry) { Text("All").tag(1) }
                    .findNavigator(isPresented: .constant(true))
                    .persistentSystemOverlays(.hidden)
                    .accessibilityRespondsToUserInteraction()
                    .speechAlwaysIncludesPunctuation()
                    .speechSpellsOutCharacters(false)
                    .speechAdjustedPitch(0.5)
                    .speechAnnouncementsQueued()
                    .navigationTitle("Files")
            })
        XCTAssertEqual(modified, plain)
    }

    /// Symbol effects, haptics, drag and drop, scroll transitions, more of VoiceOver's and the
    /// toolbar's settings: none of their closures runs, and the screen is laid out as without them.
    func testSymbolEffectsFeedbackDragAndDropAndScrollTransitionsLeaveTheViewAtRest() throws {
        let calls = Calls()
        let plain = try layout(NavigationStack { Image(systemName: "heart").padding().navigationTitle("Likes") })
        let modified = try layout(
            NavigationStack {
                Image(systemName: "heart").padding()
                    .symbolEffect(.bounce.down.byLayer, options: .repeat(2), value: 3)
                    .symbolEffect(.variableColor.iterative.reversing, isActive: true)
                    .symbolEffectsRemoved(false)
                    .contentTransition(.symbolEffect(.replace.downUp))
                    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 3)
                    .sensoryFeedback(trigger: 3) { _, _ in
                        calls.hit("feedback")
                        return .success
                    }
                    .draggable("heart")
                    .dropDestination(for: String.self) { _, _ in
                        calls.hit("drop")
                        return true
                    }
                    .scrollTransition { content, phase in
                        calls.hit("scrollTransition")
                        return content.opacity(phase.isIdentity ? 1 : 0)
                    }
                    .onContinuousHover { _ in calls.hit("hover") }
                    .accessibilityHeading(.h1)
                    .accessibilityInputLabels(["Heart", "Like"])
                    .accessibilityShowsLargeContentViewer()
                    .accessibilityIgnoresInvertColors()
                    .accessibilityRepresentation { Text("Like") }
                    .toolbarRole(.editor)
                    .isDetailLink(false)
                    .handlesExternalEvents(preferring: ["likes"], allowing: ["*"])
                    .manageSubscriptionsSheet(isPresented: .constant(true))
                    .refundRequestSheet(for: 1, isPresented: .constant(true))
                    .navigationTitle("Likes")
            })
        XCTAssertEqual(modified, plain)
        XCTAssertEqual(calls.ran, [])
    }

    func testTheValuesOfShortcutsAndActionSheetsAreSwiftUIs() {
        XCTAssertEqual(KeyboardShortcut("s").modifiers, .command)
        XCTAssertEqual(KeyboardShortcut("s").key.character, "s")
        XCTAssertEqual(KeyboardShortcut.defaultAction, KeyboardShortcut(.return, modifiers: []))
        XCTAssertNotEqual(KeyboardShortcut.defaultAction, .cancelAction)
        XCTAssertTrue(EventModifiers.all.contains([.command, .option, .shift, .control]))
        XCTAssertEqual(ActionSheet(title: Text("A")).buttons.map(\.style), [.cancel])
        let sheet = ActionSheet(title: Text("A"), buttons: [.default(Text("B")), .destructive(Text("C"))])
        XCTAssertEqual(sheet.buttons.map(\.style), [.default, .destructive])
        XCTAssertNotEqual(HoverEffect.lift, .highlight)
        XCTAssertNotEqual(MenuOrder.fixed, .priority)
    }

    func testWithAnimationRunsItsBodyAtOnce() {
        var ran = false
        let result = withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
            ran = true; return 3
        }
        XCTAssertTrue(ran)
        XCTAssertEqual(result, 3)
        XCTAssertEqual(withTransaction(Transaction(animation: .linear)) { 4 }, 4)
        XCTAssertEqual(Animation.easeIn(duration: 1).delay(2), Animation.easeIn(duration: 1).delay(2))
        XCTAssertNotEqual(Animation.easeIn, Animation.easeOut)
        _ = Animation.spring()
        _ = Animation.smooth
        _ = Animation.bouncy(duration: 1).repeatForever(autoreverses: false)
    }

    func testGestureValuesAndFocusState() {
        let v = DragGesture.Value(location: CGPoint(x: 30, y: 50), startLocation: CGPoint(x: 10, y: 20))
        XCTAssertEqual(v.translation, CGSize(width: 20, height: 30))
        let focus = FocusState<Bool>()
        XCTAssertFalse(focus.wrappedValue)
        let field = FocusState<Field?>()
        XCTAssertNil(field.wrappedValue)
        XCTAssertNotEqual(Namespace().wrappedValue, Namespace().wrappedValue)
        XCTAssertEqual(PresentationDetent.fraction(0.5), .fraction(0.5))
        XCTAssertEqual(Alert(title: Text("A")).buttons.count, 1)
    }
}
