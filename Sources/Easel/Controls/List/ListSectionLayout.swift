import Foundation
import EaselLayout

/// How list styles compose a section from its resolved header, rows and footer, with iOS's
/// figures from `SystemMetrics` (CONTROLS.md §5).
enum ListSectionLayout {
    /// The header's text style: uppercase footnote in the secondary colour (grouped looks; as
    /// written in the iOS 26 look), or a semibold subheadline as written (plain).
    static func headerText<H: View>(_ header: H, _ look: ListLook, prominence: Prominence = .standard, _ env: EnvironmentValues) -> AnyView {
        // `headerProminence(.increased)`: a title3 bold header as written (CONTROLS.md §5, estimate).
        if prominence == .increased { return AnyView(header.font(.title3.bold()).foregroundStyle(Color.primary)) }
        switch look {
        case .plain:
            return AnyView(header.font(.subheadline.weight(.semibold)).foregroundStyle(Color.secondary))
        case .grouped, .insetGrouped:
            let header = header.font(.footnote).foregroundStyle(Color.secondary)
            return env.systemLook.metrics.uppercasesSectionHeaders ? AnyView(header.textCase(.uppercase)) : AnyView(header)
        }
    }

    /// A section: header, card of rows, footer.
    ///
    /// - Rows are inset 16 across and 6.5 above and below, at least 44 tall, leading-aligned and as
    ///   wide as the card; separators (one pixel, `separator` colour) start at the row's leftmost
    ///   text (else its leading inset) and run to the card's trailing edge, between rows only
    ///   (`ListRowSeparated`).
    /// - Inset grouped: the card is inset 16 from the list's edges, with radius 10 (26 in the iOS 26
    ///   look), on
    ///   `secondarySystemGroupedBackground`; grouped: the same edge to edge; plain: no card.
    /// - The header sits 6 above the card, aligned with the rows' text, 17 below what precedes it
    ///   (35 when there is no header); the footer 6 below the card.
    /// - `listSectionSpacing` replaces the space above a section (35, or 17 above its header): the
    ///   gap from what precedes it (a card or a footer) to its header or card; `contentMargins`
    ///   replace the card's 16 from the list's sides.
    static func section(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], look: ListLook, _ env: EnvironmentValues) -> some View {
        let margins = env.scrollContentMargins
        let cardInset = look == .insetGrouped ? SystemMetrics.listCardInset : 0
        let leading = margins.leading ?? cardInset, trailing = margins.trailing ?? cardInset
        let spacing = env.listSectionSpacing ?? SystemMetrics.listSectionSpacing
        let headerSpacing = env.listSectionSpacing ?? SystemMetrics.listHeaderTopSpacing
        return VStack(alignment: .leading, spacing: 0) {
            if !header.isEmpty {
                VStack(alignment: .leading, spacing: 0) { ResolvedNodes(header) }
                    // `defaultMinListHeaderHeight`: the header and its space above the card at least
                    // that tall, the header at the bottom.
                    .frame(maxWidth: .infinity, minHeight: minHeaderHeight(env), alignment: .bottomLeading)
                    .padding(.leading, leading + SystemMetrics.listRowHorizontalInset)
                    .padding(.trailing, trailing + SystemMetrics.listRowHorizontalInset)
                    .padding(.top, look == .plain ? 6 : 0)
                    .padding(.bottom, SystemMetrics.listHeaderCardSpacing)
            }
            card(rows, look, rowSpacing: env.listRowSpacing, minRowHeight: env.defaultMinListRowHeight, radius: env.systemLook.metrics.listCardCornerRadius)
                .padding(.leading, leading)
                .padding(.trailing, trailing)
            if !footer.isEmpty {
                VStack(alignment: .leading, spacing: 0) { ResolvedNodes(footer) }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.leading, leading + SystemMetrics.listRowHorizontalInset)
                    .padding(.trailing, trailing + SystemMetrics.listRowHorizontalInset)
                    .padding(.top, SystemMetrics.listHeaderCardSpacing)
            }
        }
        .padding(.top, look == .plain ? 0 : (header.isEmpty ? spacing : headerSpacing))
    }

    /// The least height of a header, without its 6 points above the card (`defaultMinListHeaderHeight`).
    private static func minHeaderHeight(_ env: EnvironmentValues) -> CGFloat? {
        env.defaultMinListHeaderHeight.map { max(0, $0 - SystemMetrics.listHeaderCardSpacing) }
    }

    /// The section's rows on their card; with `listRowSpacing`, each row its own card, the rows
    /// that far apart and without separators.
    private static func card(_ rows: [LayoutNode], _ look: ListLook, rowSpacing: CGFloat?, minRowHeight: CGFloat, radius: CGFloat) -> some View {
        let background = look == .plain ? SystemColors.systemBackground : SystemColors.secondarySystemGroupedBackground
        let radius = look == .insetGrouped ? radius : 0
        let options = rows.map { ($0 as? ListRowMarkerNode)?.options }
        if let rowSpacing, rowSpacing > 0 {
            return AnyView(
                LazyVStack(spacing: rowSpacing) {
                    ForEach(0..<rows.count) { i in
                        row(rows[i], options: options[i], separated: false, minHeight: minRowHeight)
                            .background(background)
                            .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
                    }
                })
        }
        // Lazy as SwiftUI's list rows are: rows past the screen are not laid out.
        return AnyView(
            LazyVStack(spacing: 0) {
                ForEach(0..<rows.count) { i in
                    // A separator below a row unless it, or the row under it, hides it.
                    let hidden = options[i]?.separatorBelow == .hidden || (i + 1 < rows.count && options[i + 1]?.separatorAbove == .hidden)
                    row(rows[i], options: options[i], separated: i < rows.count - 1 && !hidden, minHeight: minRowHeight)
                }
            }
            .background(background)
            .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous)))
    }

    private static func row(_ node: LayoutNode, options: ListRowOptions?, separated: Bool, minHeight: CGFloat) -> some View {
        let insets =
            options?.insets
            ?? EdgeInsets(
                top: SystemMetrics.listRowVerticalInset, leading: SystemMetrics.listRowHorizontalInset,
                bottom: SystemMetrics.listRowVerticalInset, trailing: SystemMetrics.listRowHorizontalInset)
        let content: AnyView =
            options?.badge.map { badge in
                AnyView(
                    HStack(spacing: 8) {
                        ResolvedNodes([node]); Spacer(minLength: 0); badge.foregroundStyle(.secondary)
                    })
            } ?? AnyView(ResolvedNodes([node]))
        let cell =
            content
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
        let filled = options?.background.map { b in AnyView(cell.background { b }) } ?? AnyView(cell)
        guard separated else { return AnyView(filled) }
        return AnyView(
            ListRowSeparated(
                row: filled,
                separator: VStack(spacing: 0) {
                    if let tint = options?.separatorTint { Divider().overlay(tint) } else { Divider() }
                },
                leadingInset: insets.leading))
    }
}
