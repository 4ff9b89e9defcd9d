import Foundation
import EaselLayout

/// The search field `searchable` adds under the navigation title, at rest: a rounded field
/// (`searchFieldBackground`) with the magnifying glass and the prompt in the secondary label
/// colour (darker than a text field's placeholder, as iOS draws it), or the text being searched
/// for in the primary colour.
nonisolated struct SearchField: View {
    let text: String
    let prompt: String

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundColor(.secondary)
            if text.isEmpty {
                Text(prompt).foregroundColor(.secondary).lineLimit(1)
            } else {
                Text(text).lineLimit(1)
            }
        }
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.searchFieldHeight, maxHeight: SystemMetrics.searchFieldHeight, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: SystemMetrics.searchFieldCornerRadius).fill(SystemColors.searchFieldBackground))
        .padding(.horizontal, SystemMetrics.toolbarEdgeInset)
        .frame(height: SystemMetrics.searchBarHeight)
    }
}

/// A search field's text and prompt, as `searchable` asks for it.
struct SearchFieldRequest: Equatable {
    let text: String
    let prompt: String
}

/// Puts a search field in the bar of the navigation stack this view is in; applied to the stack
/// itself (`NavigationStack { … }.searchable(text:)`, as often written), in the bar of the first
/// stack inside it.
nonisolated struct SearchFieldWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let field: SearchFieldRequest

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if let slot = ctx.environment.navigationBarSlot {
            slot.setSearch(field)
            return resolve(content, ctx)
        }
        var inner = ctx
        if inner.environment.searchFieldForNextStack == nil { inner.environment.searchFieldForNextStack = field }
        return resolve(content, inner)
    }
}

private enum SearchFieldForNextStackKey: EnvironmentKey { static var defaultValue: SearchFieldRequest? { nil } }

extension EnvironmentValues {
    /// A search field asked for outside any navigation stack, for the first stack inside.
    var searchFieldForNextStack: SearchFieldRequest? {
        get { self[SearchFieldForNextStackKey.self] }
        set { self[SearchFieldForNextStackKey.self] = newValue }
    }
}

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`). On iPhone every placement puts
/// it under the navigation title, as `.automatic` does.
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String

    /// The platform's choice: under the navigation title on iPhone.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the drawer, always shown or hidden as the content scrolls; at rest the same.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
    }
    /// In a split view's sidebar (iPad and Mac); under the title on iPhone.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the toolbar (iPad and Mac); under the title on iPhone.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")

    /// Whether the drawer's field hides as the content scrolls.
    public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
        let name: String
        /// Hides as the content scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
}

nonisolated extension View {
    /// A search field in the navigation bar of the enclosing navigation stack, showing `text` (or
    /// the prompt, "Search" by default, while it is empty). On iPhone every `placement` puts it
    /// under the navigation title.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchFieldWriter(content: self, field: SearchFieldRequest(text: text.wrappedValue, prompt: prompt?.string ?? "Search"))
    }

    /// As above, with the prompt looked up in the app's strings.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// As above, with the prompt shown as it is.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation a binding controls. A still image draws the field at
    /// rest, as when `isPresented` is false.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// As above, with the prompt looked up in the app's strings.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// As above, with the prompt shown as it is.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with suggestions, which show only while the field is being edited: the field at rest.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// As above, with the prompt looked up in the app's strings.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// As above, with the prompt shown as it is.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field holding tokens as well as text. The field is drawn at rest with its text;
    /// the tokens are not drawn (see docs/Differences.md).
    public func searchable<C: RandomAccessCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// As above, with tokens suggested while the field is edited.
    public func searchable<C: RandomAccessCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field whose tokens can be edited in place; drawn as the tokens form is.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// The suggestions of an enclosing search field, shown only while it is edited: nothing here.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// The text a suggestion fills the search field with when chosen: the suggestion as it is.
    public func searchCompletion(_ completion: String) -> some View { self }

    /// The scope bar of an enclosing search field, shown only while it is edited: nothing here.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    /// The scope bar of an enclosing search field, shown only while it is edited (or as
    /// `activation` says once it is): nothing at rest.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View { self }
}

/// When a search field shows its scope bar (SwiftUI's `SearchScopeActivation`).
public struct SearchScopeActivation: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SearchScopeActivation(kind: 0)
    /// When the user types in the field.
    public static let onTextEntry = SearchScopeActivation(kind: 1)
    /// When the field is focused.
    public static let onSearchPresentation = SearchScopeActivation(kind: 2)
}
