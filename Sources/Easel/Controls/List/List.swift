import Foundation
import EaselLayout

/// Rows of data in sections, scrolling vertically (SwiftUI's `List`), drawn in the environment's
/// list style (`.insetGrouped` on iPhone). Rows outside a `Section` form sections of their own.
/// The list fills the space it is offered; its background is the style's (grey for grouped looks).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ListContainer.makeNodes(AnyView(content), kind: "List", look: ctx.environment.listLook, ctx)
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with one row per element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row per number of a constant range (`List(1..<51) { i in … }`).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    // A still image is never in edit mode, and a phone draws a list's selection only there (or as
    // a tap's highlight): these lists draw their rows as `List(content:)` does (Differences).

    /// A list whose rows can be selected one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose rows can be selected several at a time.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with one row per element of identifiable data, selectable one at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element of identifiable data, selectable several at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element, identified by a key path, selectable one at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row per element, identified by a key path, selectable several at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

private enum InListKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether views here are the direct content of a list or form (where a `Section` draws as one).
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
}

/// What `List` and `Form` share: resolving the content, grouping loose rows into sections, and
/// stacking the sections in a vertical scroll view over the style's background, under the
/// navigation title when the list is the root of a `NavigationStack`.
enum ListContainer {
    static func makeNodes(_ content: AnyView, kind: String, look: ListLook, _ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.containsScreen = true
        var c = ctx.appending(kind)
        c.stackAxis = .vertical
        c.environment.listLook = look
        c.environment.isInList = true
        c.environment.isListRow = true
        // Everything goes into the list's vertical scroll view: its rows are laid out lazily.
        c.scrollAxes = .vertical
        // Only a list at the top of its navigation root scrolls the bar with its content.
        let bar = ctx.followsContent ? nil : ctx.environment.navigationBarSlot?.claim()
        c.environment.navigationBarSlot = nil
        let items = resolve(content, c)

        var rowContext = c
        rowContext.environment.isInList = false
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            let body = ListSectionLayout.section(header: [], rows: loose, footer: [], look: look, rowContext.environment)
            sections += resolve(body, rowContext.appending("rows\(sections.count)"))
            loose = []
        }
        for node in items {
            if node is ListSectionNode { flush(); sections.append(node) } else { loose.append(node) }
        }
        flush()

        let background =
            ctx.environment.scrollContentBackground == .hidden
            ? Color.clear
            : look == .plain ? SystemColors.systemBackground : SystemColors.systemGroupedBackground
        // Lazy, as SwiftUI's List is: sections outside the viewport are not drawn.
        let body = ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                if let bar { NavigationBar(slot: bar, drawsBackground: false) }
                ResolvedNodes(sections)
            }
            .padding(.bottom, look == .plain ? 0 : SystemMetrics.listSectionSpacing)
        }
        .environment(\.isListScroller, true)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(alignment: .top) { if let bar, let band = NavigationBar.backgroundBand(bar) { band } }
        .background(background)
        return resolve(body, ctx.appending(kind))
    }
}
