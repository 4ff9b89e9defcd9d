import Foundation
import EaselLayout

/// A group of rows with an optional header and footer (SwiftUI's `Section`). In a list or form it
/// is drawn by the list's style (a card of rows under an uppercase footnote header); elsewhere its
/// header, content and footer simply follow one another.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether a collapsible section (`isExpanded:`) shows its rows; always for the others.
    var isExpanded = true

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if !isExpanded {
            // Collapsed: the header alone, its rows hidden (`Section(isExpanded:)`, iOS 17).
            return Section<Parent, EmptyView, Footer>(content: { EmptyView() }, header: { header }, footer: { footer }).makeNodes(ctx)
        }
        var c = ctx.appending("Section")
        // `sectionActions`' content belongs to this section, not to sections nested in it.
        let actions = c.environment.sectionActions
        c.environment.sectionActions = nil
        guard ctx.environment.isInList else {
            return resolve(header, c.appending("header")) + resolve(content, c.appending("content"))
                + (actions.map { resolve($0, c.appending("actions")) } ?? []) + resolve(footer, c.appending("footer"))
        }
        var chrome = c
        chrome.environment.isListRow = false
        chrome.environment.isInList = false
        let headerNodes = resolve(
            ListSectionLayout.headerText(header, ctx.environment.listLook, prominence: ctx.environment.headerProminence, ctx.environment),
            chrome.appending("header"))
        let footerNodes = resolve(footer.font(.footnote).foregroundStyle(Color.secondary), chrome.appending("footer"))
        var rows = c.appending("content")
        rows.environment.isListRow = true
        rows.environment.isInList = false
        // Rows take the options of row modifiers on the section (`Section { … }.listRowBackground(…)`).
        let rowNodes = ListRowModifier.marked(resolve(content, rows) + (actions.map { resolve($0, rows.appending("actions")) } ?? []), rows)
        let body = ListSectionLayout.section(header: headerNodes, rows: rowNodes, footer: footerNodes, look: ctx.environment.listLook, ctx.environment)
        return [ListSectionNode(resolve(body, c))]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (the iOS 17 trailing-closure order).
    public init(@ViewBuilder header: () -> Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section that shows its rows only while `isExpanded` is true (iOS 17).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A titled section that shows its rows only while `isExpanded` is true (iOS 17).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
        self.isExpanded = isExpanded.wrappedValue
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        self.isExpanded = isExpanded.wrappedValue
    }
}

/// A section drawn by a list: layout neutral, marked so the list can tell sections from loose rows.
typealias ListSectionNode = MarkerNode<ListSectionMark>

/// The mark of a list section's node.
final class ListSectionMark {}

extension MarkerNode where Mark == ListSectionMark {
    convenience init(_ nodes: [LayoutNode]) { self.init(kind: "Section", children: nodes, mark: ListSectionMark()) }
}

/// How prominent a section's header is (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

private enum SectionActionsKey: EnvironmentKey { static var defaultValue: AnyView? { nil } }

extension EnvironmentValues {
    /// The actions `sectionActions(content:)` gives the next section down.
    var sectionActions: AnyView? {
        get { self[SectionActionsKey.self] }
        set { self[SectionActionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds `content` (buttons) to the section's actions: on iOS they are rows after the section's
    /// content, in the list's style (outside a list, views after its content). Applied to a view
    /// that is not a section, the actions go to the sections inside it.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.sectionActions, AnyView(content()))
    }
}

private enum HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension EnvironmentValues {
    /// The prominence of section headers below (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws section headers below more prominently: `.increased` is a title3 bold header, not
    /// uppercased.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

extension Section {
    /// A section with a header and a footer given as views (SwiftUI's older spelling,
    /// `Section(header: Text("Fruit"), footer: Text("Fresh")) { … }`).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header given as a view (`Section(header: Text("Fruit")) { … }`).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer given as a view (`Section(footer: Text("Fresh")) { … }`).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}
