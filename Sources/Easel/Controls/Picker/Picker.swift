import Foundation
import EaselLayout

/// A choice among tagged options (SwiftUI's `Picker`), at rest. Each view of the content is an
/// option, named by its `tag`; the selected one is the option whose tag is the selection.
/// In a list or form the automatic (menu) style is a row: the label leading, the selected option
/// and `chevron.up.chevron.down` trailing in the secondary colour; elsewhere the selected option
/// and the chevrons are a borderless button in the tint. `.pickerStyle(.segmented)` draws iOS's
/// segmented control. (`.inline`, `.wheel` and `.navigationLink` draw as the menu style.)
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: AnyHashable?
    let content: Content

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
    }

    /// A picker with a label view given first (the iOS 13 spelling, deprecated in iOS 16).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    /// A picker with an already-erased selection (the script front end's).
    package init(erasedSelection: AnyHashable?, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.selection = erasedSelection
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("Picker")
        c.environment.isTabViewContent = true
        let options = resolve(content, c).map { node -> (view: AnyView, tag: AnyHashable?) in
            if let m = node as? TabMarkerNode { return (m.taggedView ?? AnyView(ResolvedNodes([m.child])), m.tag) }
            return (AnyView(ResolvedNodes([node])), nil)
        }
        let selected = selection.flatMap { s in options.firstIndex { $0.tag == s } }
        let body: AnyView
        switch ctx.environment.pickerStyle {
        case .segmented:
            body = AnyView(SegmentedControl(options: options.map(\.view), selected: selected))
        case .menu:
            let value = selected.map { options[$0].view } ?? AnyView(EmptyView())
            body = AnyView(MenuPickerBody(label: AnyView(label), value: value))
        }
        return resolve(body, ctx.appending("Picker"))
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// The menu style at rest: a list row with the value trailing, or a tinted button elsewhere.
nonisolated struct MenuPickerBody: View {
    let label: AnyView
    let value: AnyView

    var body: some View {
        WithEnvironment { env in
            let indicator = Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
            if env.isListRow && !env.labelsHidden {
                HStack {
                    label
                    Spacer(minLength: 8)
                    HStack(spacing: 4) {
                        value; indicator
                    }.foregroundColor(.secondary)
                }
            } else {
                HStack(spacing: 4) {
                    value; indicator
                }.foregroundColor(env.controlTint)
            }
        }
    }
}

/// iOS's segmented control: equal segments on a rounded fill, the selected one on a raised thumb.
nonisolated struct SegmentedControl: View {
    let options: [AnyView]
    let selected: Int?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { i in
                options[i]
                    .font(.system(size: SystemMetrics.segmentFontSize, weight: i == selected ? .semibold : .medium))
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if i == selected {
                            RoundedRectangle(cornerRadius: SystemMetrics.segmentThumbRadius)
                                .fill(SystemColors.segmentThumb)
                                .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                        }
                    }
                    .overlay(alignment: .leading) {
                        if i > 0, i != selected, i - 1 != selected {
                            Rectangle().fill(SystemColors.segmentDivider).frame(width: 1).padding(.vertical, 6)
                        }
                    }
            }
        }
        .padding(SystemMetrics.segmentedInset)
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.segmentedHeight, maxHeight: SystemMetrics.segmentedHeight)
        .background(RoundedRectangle(cornerRadius: SystemMetrics.segmentedRadius).fill(SystemColors.tertiarySystemFill))
        .drawnByUIKit()  // a UISegmentedControl on iOS
    }
}

/// What a `PickerStyle` draws as.
struct PickerStyleValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case menu, segmented }
    let kind: Kind
    /// The platform's default: the menu style on iOS.
    static let automatic = PickerStyleValue(kind: .menu)
    static let menu = PickerStyleValue(kind: .menu)
    static let segmented = PickerStyleValue(kind: .segmented)
    /// Drawn as the menu style (see docs/Differences.md).
    static let inline = PickerStyleValue(kind: .menu)
    static let wheel = PickerStyleValue(kind: .menu)
    static let navigationLink = PickerStyleValue(kind: .menu)
}

private enum PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleValue.Kind { .menu } }

extension EnvironmentValues {
    var pickerStyle: PickerStyleValue.Kind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, PickerStyleValue(style).kind)
    }
}
