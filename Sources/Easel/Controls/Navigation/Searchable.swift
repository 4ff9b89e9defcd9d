import Foundation
import EaselLayout

/// The search field `searchable` adds under the navigation title, at rest: a rounded field
/// (`searchFieldBackground`) with the magnifying glass and the prompt in the secondary label
/// colour (darker than a text field's placeholder, as iOS draws it), or the text being searched
/// for in the primary colour.
struct SearchField: View {
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

extension View {
    /// A search field in the navigation bar of the enclosing navigation stack, showing `text` (or
    /// the prompt, "Search" by default, while it is empty).
    public func searchable(text: Binding<String>, prompt: String? = nil) -> some View {
        let text = text.wrappedValue, prompt = prompt ?? "Search"
        return NavigationBarSlotWriter(content: self) { slot, _ in slot.setSearch(text: text, prompt: prompt) }
    }

    /// A search field with a prompt given as text.
    public func searchable(text: Binding<String>, prompt: Text) -> some View {
        let text = text.wrappedValue, prompt = prompt.string
        return NavigationBarSlotWriter(content: self) { slot, _ in slot.setSearch(text: text, prompt: prompt) }
    }
}
