import Foundation
import SwiftSyntax
import Easel

/// Modifiers of controls, lists and navigation, for scripts.
enum ControlModifiers {
    static let all: [ModifierDeclaration] = [
        ModifierDeclaration("buttonStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            if let style = try ev.scriptStyle(a, conformingTo: "ButtonStyle") { return scriptButtonStyle(view, style, a.node, ev) }
            return try StyleTable.apply(buttonStyles, "button style", view, a)
        },
        ModifierDeclaration("controlSize") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("size") }
            return AnyView(view.controlSize(try Conversions.native(a.value, ControlSize.self, "ControlSize", ev, node: a.node)))
        },
        ModifierDeclaration("buttonBorderShape") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("shape") }
            return AnyView(view.buttonBorderShape(try Conversions.native(a.value, ButtonBorderShape.self, "ButtonBorderShape", ev, node: a.node)))
        },
        ModifierDeclaration("contentMargins", labels: ["for"]) { view, r, ev in
            let placement =
                try r.named("for").map { try Conversions.native($0.value, ContentMarginPlacement.self, "ContentMarginPlacement", ev, node: $0.node) }
                ?? .automatic
            guard let a = r.positional() else { throw r.missing("length") }
            if let len = Conversions.double(a.value) { return AnyView(view.contentMargins(CGFloat(len), for: placement)) }
            if case .native(let insets as EdgeInsets) = a.value { return AnyView(view.contentMargins(insets, for: placement)) }
            let edges = try Conversions.edges(a.value, ev, node: a.node)
            guard let b = r.positional() else { throw r.missing("length") }
            let length: CGFloat? = b.value.isNone ? nil : try Conversions.cgfloat(b.value, node: b.node)
            return AnyView(view.contentMargins(edges, length, for: placement))
        },
        ModifierDeclaration("listRowSpacing") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("spacing") }
            return AnyView(view.listRowSpacing(a.value.isNone ? nil : try Conversions.cgfloat(a.value, node: a.node)))
        },
        ModifierDeclaration("listSectionSpacing") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("spacing") }
            if let len = Conversions.double(a.value) { return AnyView(view.listSectionSpacing(CGFloat(len))) }
            return AnyView(view.listSectionSpacing(try Conversions.native(a.value, ListSectionSpacing.self, "ListSectionSpacing", ev, node: a.node)))
        },
        ModifierDeclaration("toggleStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            if let style = try ev.scriptStyle(a, conformingTo: "ToggleStyle") { return scriptToggleStyle(view, style, a.node, ev) }
            if case .native(let s as SwitchToggleStyle) = a.value { return AnyView(view.toggleStyle(s)) }
            return try StyleTable.apply(toggleStyles, "toggle style", view, a)
        },
        ModifierDeclaration("listStyle") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("style") }
            return try StyleTable.apply(listStyles, "list style", view, a)
        },
        ModifierDeclaration("textFieldStyle") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("style") }
            return try StyleTable.apply(textFieldStyles, "text field style", view, a)
        },
        ModifierDeclaration("pickerStyle") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("style") }
            return try StyleTable.apply(pickerStyles, "picker style", view, a)
        },
        ModifierDeclaration("datePickerStyle") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("style") }
            return try StyleTable.apply(datePickerStyles, "date picker style", view, a)
        },
        ModifierDeclaration("progressViewStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            if let style = try ev.scriptStyle(a, conformingTo: "ProgressViewStyle") { return scriptProgressViewStyle(view, style, a.node, ev) }
            switch a.value {
            case .native(let s as DefaultProgressViewStyle): return AnyView(view.progressViewStyle(s))
            case .native(let s as LinearProgressViewStyle): return AnyView(view.progressViewStyle(s))
            case .native(let s as CircularProgressViewStyle): return AnyView(view.progressViewStyle(s))
            default: return try StyleTable.apply(progressViewStyles, "progress view style", view, a)
            }
        },
        ModifierDeclaration("gaugeStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            if let style = try ev.scriptStyle(a, conformingTo: "GaugeStyle") { return scriptGaugeStyle(view, style, a.node, ev) }
            if case .native(let style as any GaugeStyle) = a.value { return GaugeStyles.apply(style, to: view) }
            return try StyleTable.apply(GaugeStyles.byName, "gauge style", view, a)
        },
        ModifierDeclaration("labelsHidden") { view, _, _ in AnyView(view.labelsHidden()) },
        ModifierDeclaration("controlGroupStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            if let style = try ev.scriptStyle(a, conformingTo: "ControlGroupStyle") {
                // A script's own style: its `makeBody(configuration:)` with the controls and label.
                let node = a.node
                return AnyView(
                    view.controlGroupStyle(making: { configuration in
                        ev.deferred(AnyView(EmptyView())) {
                            let args = Args([Arg(label: "configuration", value: .native(configuration))])
                            return try ev.view(try ev.callMethod(style, "makeBody", args, node: node), node: node)
                        }
                    }))
            }
            return try StyleTable.apply(controlGroupStyles, "control group style", view, a)
        },
        ModifierDeclaration("accentColor") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            return AnyView(view.accentColor(try Conversions.optionalColor(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("navigationViewStyle") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("style") }
            return try StyleTable.apply(navigationViewStyles, "navigation view style", view, a)
        },
        ModifierDeclaration("statusBar", labels: ["hidden"]) { view, r, _ in
            guard let a = r.named("hidden") else { throw r.missing("'hidden:'") }
            return AnyView(view.statusBar(hidden: try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("disabled") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("#1") }
            return AnyView(view.disabled(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("tint") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            return AnyView(view.tint(try Conversions.optionalColor(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("navigationTitle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("title") }
            return AnyView(view.navigationTitle(try Views.title(a, ev)))
        },
        ModifierDeclaration(
            "searchable",
            labels: ["text", "isPresented", "tokens", "suggestedTokens", "editableTokens", "placement", "prompt", "suggestions", "token"]
        ) { view, r, ev in
            guard let t = r.named("text") else { throw r.missing("'text:'") }
            let text = try ControlViews.stringBinding(t, ev)
            // The presentation binding, the suggestions and the tokens show only while the field is
            // edited (Easel's `searchable` overloads draw the field at rest whatever they hold).
            for unused in ["isPresented", "tokens", "suggestedTokens", "editableTokens", "suggestions", "token"] { _ = r.named(unused) }
            _ = r.trailingArgument()
            let placement = try r.named("placement").map {
                try Conversions.native($0.value, SearchFieldPlacement.self, "SearchFieldPlacement", ev, node: $0.node)
            }
            guard let p = r.named("prompt") else { return AnyView(view.searchable(text: text, placement: placement ?? .automatic)) }
            if case .native(let prompt as Text) = p.value { return AnyView(view.searchable(text: text, placement: placement ?? .automatic, prompt: prompt)) }
            return AnyView(view.searchable(text: text, placement: placement ?? .automatic, prompt: try Conversions.string(p.value, node: p.node)))
        },
        ModifierDeclaration("searchSuggestions") { view, r, _ in
            _ = r.trailingArgument() ?? r.positional()
            return AnyView(view.searchSuggestions { EmptyView() })
        },
        ModifierDeclaration("searchCompletion") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("completion") }
            return AnyView(view.searchCompletion(try Conversions.string(a.value, node: a.node)))
        },
        ModifierDeclaration("tabItem") { view, r, ev in
            let label = try Views.content(&r, ev, label: nil)
            return AnyView(view.tabItem { label })
        },
        ModifierDeclaration("tag", labels: ["includeOptional"]) { view, r, _ in
            guard let a = r.positional() else { throw r.missing("tag") }
            _ = r.named("includeOptional")
            return AnyView(view.tag(ScriptTags.hashable(a.value)))
        },
        ModifierDeclaration("tabViewStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            let style: any TabViewStyle = try Conversions.native(a.value, (any TabViewStyle).self, "TabViewStyle", ev, node: a.node)
            return AnyView(view.tabViewStyle(style))
        },
        ModifierDeclaration("toolbarBackground", labels: ["for"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style or visibility") }
            let bars = try toolbarPlacements(&r, ev)
            if case .implicitMember(let name, nil) = a.value, Visibility.allCases.map({ "\($0)" }).contains(name) {
                return AnyView(view.toolbarBackground(try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node), forBars: bars))
            }
            if case .native(let v as Visibility) = a.value { return AnyView(view.toolbarBackground(v, forBars: bars)) }
            func open<S: ShapeStyle>(_ s: S) -> AnyView { AnyView(view.toolbarBackground(s, forBars: bars)) }
            return open(try DrawingModifiers.shapeStyle(a, ev))
        },
        // iOS 18's name for `.toolbarBackground(.visible, for: …)`.
        ModifierDeclaration("toolbarBackgroundVisibility", labels: ["for"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("visibility") }
            let visibility = try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node)
            return AnyView(view.toolbarBackground(visibility, forBars: try toolbarPlacements(&r, ev)))
        },
        ModifierDeclaration("toolbarColorScheme", labels: ["for"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("colour scheme") }
            let scheme = a.value.isNone ? nil : try Conversions.native(a.value, ColorScheme.self, "ColorScheme", ev, node: a.node)
            return AnyView(view.toolbarColorScheme(scheme, forBars: try toolbarPlacements(&r, ev)))
        },
        ModifierDeclaration("toolbar", labels: ["content", "for"]) { view, r, ev in
            // `.toolbar(.hidden, for: .navigationBar, .tabBar)`: a visibility, not items.
            if let v = r.positional() { return try toolbarVisibility(view, v, &r, ev) }
            let items = try Views.content(&r, ev)
            return AnyView(view.toolbar { items })
        },
        // iOS 18's name for `.toolbar(.hidden, for: …)`.
        ModifierDeclaration("toolbarVisibility", labels: ["for"]) { view, r, ev in
            guard let v = r.positional() else { throw r.missing("visibility") }
            return try toolbarVisibility(view, v, &r, ev)
        },
        ModifierDeclaration("navigationBarItems", labels: ["leading", "trailing"]) { view, r, ev in
            let leading = try r.named("leading").map { try ev.view($0.value, node: $0.node) }
            let trailing = try r.named("trailing").map { try ev.view($0.value, node: $0.node) }
            switch (leading, trailing) {
            case (let l?, let t?): return AnyView(view.navigationBarItems(leading: l, trailing: t))
            case (let l?, nil): return AnyView(view.navigationBarItems(leading: l))
            case (nil, let t?): return AnyView(view.navigationBarItems(trailing: t))
            case (nil, nil): throw r.missing("'leading:' or 'trailing:'")
            }
        },
        ModifierDeclaration("navigationBarTitle", labels: ["displayMode"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("title") }
            let title = try Views.title(a, ev)
            guard let m = r.named("displayMode") else { return AnyView(view.navigationTitle(title)) }
            return AnyView(
                view.navigationTitle(title).navigationBarTitleDisplayMode(
                    try Conversions.native(
                        m.value, NavigationBarItem.TitleDisplayMode.self, "NavigationBarItem.TitleDisplayMode", ev, node: m.node)))
        },
        ModifierDeclaration("navigationBarHidden") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("hidden") }
            return AnyView(view.navigationBarHidden(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("navigationBarTitleDisplayMode") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("display mode") }
            return AnyView(
                view.navigationBarTitleDisplayMode(
                    try Conversions.native(
                        a.value, NavigationBarItem.TitleDisplayMode.self,
                        "NavigationBarItem.TitleDisplayMode", ev, node: a.node)))
        },
        ModifierDeclaration("toolbarTitleDisplayMode") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("display mode") }
            return AnyView(
                view.toolbarTitleDisplayMode(
                    try Conversions.native(
                        a.value, ToolbarTitleDisplayMode.self,
                        "ToolbarTitleDisplayMode", ev, node: a.node)))
        },
        ModifierDeclaration("scrollClipDisabled") { view, r, _ in
            guard let a = r.positional() else { return AnyView(view.scrollClipDisabled()) }
            return AnyView(view.scrollClipDisabled(try Conversions.bool(a.value, node: a.node)))
        },
        ModifierDeclaration("scrollIndicators", labels: ["axes"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("visibility") }
            _ = r.named("axes")
            return AnyView(
                view.scrollIndicators(try Conversions.native(a.value, ScrollIndicatorVisibility.self, "ScrollIndicatorVisibility", ev, node: a.node)))
        },
        ModifierDeclaration("headerProminence") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("prominence") }
            return AnyView(view.headerProminence(try Conversions.native(a.value, Prominence.self, "Prominence", ev, node: a.node)))
        },
        ModifierDeclaration("sectionActions", labels: ["content"]) { view, r, ev in
            let actions = try Views.content(&r, ev)
            return AnyView(view.sectionActions { actions })
        },
        ModifierDeclaration("badge") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("count or label") }
            switch a.value {
            case .int(let n): return AnyView(view.badge(n))
            case .string(let s): return AnyView(view.badge(s))
            case .null: return AnyView(view.badge(Optional<Text>.none))
            case .native(let t as Text): return AnyView(view.badge(t))
            default: throw EvalError("badge expects a count, a string or a Text, got \(a.value.typeName)", a.node)
            }
        },
        ModifierDeclaration("scrollContentBackground") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("visibility") }
            return AnyView(view.scrollContentBackground(try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node)))
        },
        ModifierDeclaration("listRowSeparator", labels: ["edges"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("visibility") }
            let v = try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node)
            guard let e = r.named("edges") else { return AnyView(view.listRowSeparator(v)) }
            return AnyView(view.listRowSeparator(v, edges: try verticalEdges(e, ev)))
        },
        ModifierDeclaration("listSectionSeparator", labels: ["edges"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("visibility") }
            let v = try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node)
            guard let e = r.named("edges") else { return AnyView(view.listSectionSeparator(v)) }
            return AnyView(view.listSectionSeparator(v, edges: try verticalEdges(e, ev)))
        },
        // `.listItemTint(.red)` or `.listItemTint(.fixed(.red))`, `.monochrome`; nil for the accent colour.
        ModifierDeclaration("listItemTint") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("tint") }
            if a.value.isNone { return AnyView(view.listItemTint(Optional<ListItemTint>.none)) }
            if case .native(let t as ListItemTint) = a.value { return AnyView(view.listItemTint(t)) }
            if case .implicitMember(let name, _) = a.value, ["fixed", "preferred", "monochrome"].contains(name) {
                return AnyView(view.listItemTint(try Conversions.native(a.value, ListItemTint.self, "ListItemTint", ev, node: a.node)))
            }
            return AnyView(view.listItemTint(try Conversions.color(a.value, ev, node: a.node)))
        },
        ModifierDeclaration("listRowSeparatorTint", labels: ["edges"]) { view, r, ev in
            guard let a = r.positional() else { throw r.missing("colour") }
            let c = try Conversions.optionalColor(a.value, ev, node: a.node)
            guard let e = r.named("edges") else { return AnyView(view.listRowSeparatorTint(c)) }
            return AnyView(view.listRowSeparatorTint(c, edges: try verticalEdges(e, ev)))
        },
        ModifierDeclaration("listRowBackground") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("view") }
            if case .null = a.value { return AnyView(view.listRowBackground(Optional<AnyView>.none)) }
            return AnyView(view.listRowBackground(try ev.view(a.value, node: a.node)))
        },
        ModifierDeclaration("listRowInsets") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("insets") }
            // `nil`, or Optional's `.none` (Backyard Birds writes `.listRowInsets(.none)`).
            if case .null = a.value { return AnyView(view.listRowInsets(nil)) }
            if case .implicitMember("none", nil) = a.value { return AnyView(view.listRowInsets(nil)) }
            return AnyView(view.listRowInsets(try Conversions.native(a.value, EdgeInsets.self, "EdgeInsets", ev, node: a.node)))
        },
        ModifierDeclaration("textCase") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("case") }
            if a.value.isNone { return AnyView(view.textCase(nil)) }
            return AnyView(view.textCase(try Conversions.native(a.value, Text.Case.self, "Text.Case", ev, node: a.node)))
        },
    ]

    /// `.top`, `.bottom`, `.all` or `[.top, .bottom]`.
    private static func verticalEdges(_ a: Arg, _ ev: Evaluator) throws -> VerticalEdge.Set {
        let names: [String: VerticalEdge.Set] = ["top": .top, "bottom": .bottom, "all": .all]
        func one(_ v: Value) throws -> VerticalEdge.Set {
            guard case .implicitMember(let n, nil) = v, let e = names[n] else { throw EvalError("expected .top, .bottom or .all", a.node) }
            return e
        }
        if case .array(let xs) = a.value { return try xs.reduce(into: []) { $0.formUnion(try one($1)) } }
        return try one(a.value)
    }

    static let buttonStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.buttonStyle(.automatic)) }, "borderless": { AnyView($0.buttonStyle(.borderless)) },
        "plain": { AnyView($0.buttonStyle(.plain)) }, "bordered": { AnyView($0.buttonStyle(.bordered)) },
        "borderedProminent": { AnyView($0.buttonStyle(.borderedProminent)) }, "glass": { AnyView($0.buttonStyle(.glass)) },
        "glassProminent": { AnyView($0.buttonStyle(.glassProminent)) },
    ]
    static let textFieldStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.textFieldStyle(.automatic)) }, "plain": { AnyView($0.textFieldStyle(.plain)) },
        "roundedBorder": { AnyView($0.textFieldStyle(.roundedBorder)) },
    ]
    static let pickerStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.pickerStyle(.automatic)) }, "menu": { AnyView($0.pickerStyle(.menu)) },
        "segmented": { AnyView($0.pickerStyle(.segmented)) }, "inline": { AnyView($0.pickerStyle(.inline)) },
        "wheel": { AnyView($0.pickerStyle(.wheel)) }, "navigationLink": { AnyView($0.pickerStyle(.navigationLink)) },
    ]
    static let datePickerStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.datePickerStyle(.automatic)) }, "compact": { AnyView($0.datePickerStyle(.compact)) },
        "graphical": { AnyView($0.datePickerStyle(.graphical)) }, "wheel": { AnyView($0.datePickerStyle(.wheel)) },
    ]
    static let progressViewStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.progressViewStyle(.automatic)) }, "linear": { AnyView($0.progressViewStyle(.linear)) },
        "circular": { AnyView($0.progressViewStyle(.circular)) },
    ]
    static let navigationViewStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.navigationViewStyle(.automatic)) }, "stack": { AnyView($0.navigationViewStyle(.stack)) },
        "columns": { AnyView($0.navigationViewStyle(.columns)) },
    ]
    static let toggleStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.toggleStyle(.automatic)) }, "switch": { AnyView($0.toggleStyle(.switch)) },
        "button": { AnyView($0.toggleStyle(.button)) },
    ]
    static let listStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.listStyle(.automatic)) }, "insetGrouped": { AnyView($0.listStyle(.insetGrouped)) },
        "grouped": { AnyView($0.listStyle(.grouped)) }, "plain": { AnyView($0.listStyle(.plain)) },
        "inset": { AnyView($0.listStyle(.inset)) }, "sidebar": { AnyView($0.listStyle(.sidebar)) },
    ]

    /// A script's own ProgressViewStyle: its `makeBody(configuration:)` is called with the
    /// configuration, whose `fractionCompleted`, `label` and `currentValueLabel` it reads.
    private static func scriptProgressViewStyle(_ view: AnyView, _ style: Value, _ node: Syntax?, _ ev: Evaluator) -> AnyView {
        AnyView(
            view.progressViewStyle(
                ScriptProgressViewStyle { configuration in
                    ev.deferred(AnyView(EmptyView())) {
                        let body = try ev.callMethod(style, "makeBody", Args([Arg(label: "configuration", value: .native(configuration))]), node: node)
                        return try ev.view(body, node: node)
                    }
                }))
    }

    /// A script's own GaugeStyle: its `makeBody(configuration:)` is called with the
    /// configuration, whose `value` and labels it reads.
    private static func scriptGaugeStyle(_ view: AnyView, _ style: Value, _ node: Syntax?, _ ev: Evaluator) -> AnyView {
        AnyView(
            view.gaugeStyle(
                ScriptGaugeStyle { configuration in
                    ev.deferred(AnyView(EmptyView())) {
                        let body = try ev.callMethod(style, "makeBody", Args([Arg(label: "configuration", value: .native(configuration))]), node: node)
                        return try ev.view(body, node: node)
                    }
                }))
    }

    /// A script's own ToggleStyle: its `makeBody(configuration:)` is called with the label, `isOn`,
    /// the `$isOn` binding and `isMixed`.
    private static func scriptToggleStyle(_ view: AnyView, _ style: Value, _ node: Syntax?, _ ev: Evaluator) -> AnyView {
        AnyView(
            view.toggleStyle(
                ScriptToggleStyle { configuration in
                    ev.deferred(AnyView(EmptyView())) {
                        let isOn = configuration.$isOn
                        let binding = BindingBox(
                            get: { .bool(isOn.wrappedValue) },
                            set: { if case .bool(let b) = $0 { isOn.wrappedValue = b } })
                        let config = Value.tuple(
                            [.native(configuration.label), .bool(isOn.wrappedValue), .binding(binding), .bool(configuration.isMixed)],
                            labels: ["label", "isOn", "$isOn", "isMixed"])
                        let body = try ev.callMethod(style, "makeBody", Args([Arg(label: "configuration", value: config)]), node: node)
                        return try ev.view(body, node: node)
                    }
                }))
    }

    /// A script's own ButtonStyle: its `makeBody(configuration:)` is called with the label.
    private static func scriptButtonStyle(_ view: AnyView, _ style: Value, _ node: Syntax?, _ ev: Evaluator) -> AnyView {
        AnyView(
            view.buttonStyle(
                ScriptButtonStyle { configuration in
                    ev.deferred(AnyView(EmptyView())) {
                        let config = Value.tuple(
                            [
                                .native(configuration.label), .bool(configuration.isPressed),
                                configuration.role.map { .native($0) } ?? .null,
                            ],
                            labels: ["label", "isPressed", "role"])
                        let body = try ev.callMethod(style, "makeBody", Args([Arg(label: "configuration", value: config)]), node: node)
                        return try ev.view(body, node: node)
                    }
                }))
    }
}

/// The bars after `for:` (`for: .navigationBar, .tabBar`).
private func toolbarPlacements(_ r: inout ArgReader, _ ev: Evaluator) throws -> [ToolbarPlacement] {
    var bars: [ToolbarPlacement] = []
    while let b = r.named("for") ?? r.positional() {
        bars.append(try Conversions.native(b.value, ToolbarPlacement.self, "ToolbarPlacement", ev, node: b.node))
    }
    return bars
}

/// `.toolbar(.hidden, for: .navigationBar)` and `.toolbarVisibility(.hidden, for: .navigationBar)`:
/// the visibility `v` of the bars after it, applied by Easel's `toolbar(_:for:)`.
private func toolbarVisibility(_ view: AnyView, _ v: Arg, _ r: inout ArgReader, _ ev: Evaluator) throws -> AnyView {
    let visibility = try Conversions.native(v.value, Visibility.self, "Visibility", ev, node: v.node)
    return AnyView(view.toolbar(visibility, forBars: try toolbarPlacements(&r, ev)))
}

/// SwiftUI's older spelling of the built-in styles as types (`.buttonStyle(PlainButtonStyle())`):
/// each makes the style's static member (`.plain`), which the style tables above apply.
enum StyleTypes {
    static let members: [String: String] = [
        "DefaultButtonStyle": "automatic", "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless",
        "BorderedButtonStyle": "bordered", "BorderedProminentButtonStyle": "borderedProminent",
        "GlassButtonStyle": "glass", "GlassProminentButtonStyle": "glassProminent",
        "DefaultTextFieldStyle": "automatic", "PlainTextFieldStyle": "plain", "RoundedBorderTextFieldStyle": "roundedBorder",
        "DefaultListStyle": "automatic", "PlainListStyle": "plain", "GroupedListStyle": "grouped", "InsetListStyle": "inset",
        "InsetGroupedListStyle": "insetGrouped", "SidebarListStyle": "sidebar",
        "DefaultPickerStyle": "automatic", "MenuPickerStyle": "menu", "SegmentedPickerStyle": "segmented", "InlinePickerStyle": "inline",
        "WheelPickerStyle": "wheel", "NavigationLinkPickerStyle": "navigationLink",
        "DefaultToggleStyle": "automatic", "ButtonToggleStyle": "button", "GroupedFormStyle": "grouped",
        "ColumnsFormStyle": "columns", "AutomaticFormStyle": "automatic",
        "DefaultDatePickerStyle": "automatic", "CompactDatePickerStyle": "compact", "GraphicalDatePickerStyle": "graphical",
        "WheelDatePickerStyle": "wheel",
        "StackNavigationViewStyle": "stack", "DefaultNavigationViewStyle": "automatic", "DoubleColumnNavigationViewStyle": "columns",
        "ColumnNavigationViewStyle": "columns", "AutomaticNavigationSplitViewStyle": "automatic", "BalancedNavigationSplitViewStyle": "balanced",
        "ProminentDetailNavigationSplitViewStyle": "prominentDetail", "DefaultMenuStyle": "automatic", "ButtonMenuStyle": "button",
        "BorderlessButtonMenuStyle": "borderlessButton", "SidebarAdaptableTabViewStyle": "sidebarAdaptable", "TabBarOnlyTabViewStyle": "tabBarOnly",
        "DefaultLabelStyle": "automatic", "TitleOnlyLabelStyle": "titleOnly", "IconOnlyLabelStyle": "iconOnly", "TitleAndIconLabelStyle": "titleAndIcon",
        "AutomaticControlGroupStyle": "automatic", "NavigationControlGroupStyle": "navigation", "PaletteControlGroupStyle": "palette",
        "MenuControlGroupStyle": "menu", "CompactMenuControlGroupStyle": "compactMenu",
    ]

    static let all: [ValueDeclaration] = members.sorted { $0.key < $1.key }.map { type, member in
        ValueDeclaration(type) { _, _ in .implicitMember(member, nil) }
    }
}

/// Static members of the control value types (`.destructive`, `.hidden`, `.uppercase`, `.inline`).
enum ControlValues {
    /// Immutable after initialisation (its values are plain values), so safe to read from any thread.
    nonisolated(unsafe) static let all: [String: [String: Any]] = [
        "ButtonRole": [
            "destructive": ButtonRole.destructive, "cancel": ButtonRole.cancel, "confirm": ButtonRole.confirm, "close": ButtonRole.close,
        ],
        "Visibility": ["automatic": Visibility.automatic, "visible": Visibility.visible, "hidden": Visibility.hidden],
        "EditMode": ["inactive": EditMode.inactive, "transient": EditMode.transient, "active": EditMode.active],
        "SystemLook": named(SystemLook.self),
        "Prominence": ["standard": Prominence.standard, "increased": Prominence.increased],
        "LegibilityWeight": ["regular": LegibilityWeight.regular, "bold": LegibilityWeight.bold],
        "ColorSchemeContrast": ["standard": ColorSchemeContrast.standard, "increased": ColorSchemeContrast.increased],
        "DynamicTypeSize": named(DynamicTypeSize.self),
        "ContentSizeCategory": named(ContentSizeCategory.self),
        "ToolbarPlacement": [
            "automatic": ToolbarPlacement.automatic, "navigationBar": ToolbarPlacement.navigationBar,
            "tabBar": ToolbarPlacement.tabBar, "bottomBar": ToolbarPlacement.bottomBar,
        ],
        "ScrollIndicatorVisibility": [
            "automatic": ScrollIndicatorVisibility.automatic, "visible": ScrollIndicatorVisibility.visible,
            "hidden": ScrollIndicatorVisibility.hidden, "never": ScrollIndicatorVisibility.never,
        ],
        "Text.Case": ["uppercase": Text.Case.uppercase, "lowercase": Text.Case.lowercase],
        "Text.Scale": ["default": Text.Scale.default, "secondary": Text.Scale.secondary],
        "TimelineViewDefaultContext.Cadence": [
            "live": TimelineViewDefaultContext.Cadence.live,
            "seconds": TimelineViewDefaultContext.Cadence.seconds,
            "minutes": TimelineViewDefaultContext.Cadence.minutes,
        ],
        "TabViewStyle": [
            "automatic": DefaultTabViewStyle(), "page": PageTabViewStyle(), "sidebarAdaptable": SidebarAdaptableTabViewStyle(),
            "tabBarOnly": TabBarOnlyTabViewStyle(),
        ],
        "TabRole": ["search": TabRole.search],
        "ControlSize": named(ControlSize.self),
        "ToolbarTitleDisplayMode": [
            "automatic": ToolbarTitleDisplayMode.automatic, "large": ToolbarTitleDisplayMode.large,
            "inline": ToolbarTitleDisplayMode.inline, "inlineLarge": ToolbarTitleDisplayMode.inlineLarge,
        ],
        "ContentMarginPlacement": [
            "automatic": ContentMarginPlacement.automatic, "scrollContent": ContentMarginPlacement.scrollContent,
            "scrollIndicators": ContentMarginPlacement.scrollIndicators,
        ],
        "ListSectionSpacing": ["default": ListSectionSpacing.default, "compact": ListSectionSpacing.compact],
        "UIUserInterfaceIdiom": Dictionary(
            uniqueKeysWithValues: UIUserInterfaceIdiom.allCases.map { ("\($0)", $0 as Any) }),
        "UIUserInterfaceStyle": Dictionary(
            uniqueKeysWithValues: UIUserInterfaceStyle.allCases.map { ("\($0)", $0 as Any) }),
        "SearchFieldPlacement": [
            "automatic": SearchFieldPlacement.automatic, "navigationBarDrawer": SearchFieldPlacement.navigationBarDrawer,
            "sidebar": SearchFieldPlacement.sidebar, "toolbar": SearchFieldPlacement.toolbar,
        ],
        "SearchFieldPlacement.NavigationBarDrawerDisplayMode": [
            "automatic": SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic,
            "always": SearchFieldPlacement.NavigationBarDrawerDisplayMode.always,
        ],
        "ButtonBorderShape": [
            "automatic": ButtonBorderShape.automatic, "capsule": ButtonBorderShape.capsule,
            "circle": ButtonBorderShape.circle, "roundedRectangle": ButtonBorderShape.roundedRectangle,
        ],
        "NavigationSplitViewColumn": [
            "sidebar": NavigationSplitViewColumn.sidebar, "content": NavigationSplitViewColumn.content,
            "detail": NavigationSplitViewColumn.detail,
        ],
        "NavigationSplitViewVisibility": [
            "automatic": NavigationSplitViewVisibility.automatic, "all": NavigationSplitViewVisibility.all,
            "doubleColumn": NavigationSplitViewVisibility.doubleColumn,
            "detailOnly": NavigationSplitViewVisibility.detailOnly,
        ],
        "NavigationSplitViewStyle": [
            "automatic": AutomaticNavigationSplitViewStyle(), "balanced": BalancedNavigationSplitViewStyle(),
            "prominentDetail": ProminentDetailNavigationSplitViewStyle(),
        ],
        "PageTabViewStyle.IndexDisplayMode": [
            "automatic": PageTabViewStyle.IndexDisplayMode.automatic, "always": PageTabViewStyle.IndexDisplayMode.always,
            "never": PageTabViewStyle.IndexDisplayMode.never,
        ],
        "ToolbarItemPlacement": [
            "automatic": ToolbarItemPlacement.automatic, "primaryAction": ToolbarItemPlacement.primaryAction,
            "confirmationAction": ToolbarItemPlacement.confirmationAction,
            "destructiveAction": ToolbarItemPlacement.destructiveAction,
            "cancellationAction": ToolbarItemPlacement.cancellationAction, "navigation": ToolbarItemPlacement.navigation,
            "principal": ToolbarItemPlacement.principal, "topBarLeading": ToolbarItemPlacement.topBarLeading,
            "topBarTrailing": ToolbarItemPlacement.topBarTrailing,
            "navigationBarLeading": ToolbarItemPlacement.navigationBarLeading,
            "navigationBarTrailing": ToolbarItemPlacement.navigationBarTrailing,
            "bottomBar": ToolbarItemPlacement.bottomBar, "keyboard": ToolbarItemPlacement.keyboard,
            "status": ToolbarItemPlacement.status, "secondaryAction": ToolbarItemPlacement.secondaryAction,
        ],
        "SpacerSizing": ["flexible": SpacerSizing.flexible, "fixed": SpacerSizing.fixed],
        "NavigationBarItem.TitleDisplayMode": [
            "automatic": NavigationBarItem.TitleDisplayMode.automatic,
            "inline": NavigationBarItem.TitleDisplayMode.inline,
            "large": NavigationBarItem.TitleDisplayMode.large,
        ],
    ]
}

extension ControlValues {
    /// The cases of an enum by their Swift names (`"xxLarge"`, `"accessibilityMedium"`).
    static func named<T: CaseIterable>(_: T.Type) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: T.allCases.map { ("\($0)", $0 as Any) })
    }
}

/// Tags as scripts compare them: a tag and a selection match when their values print alike
/// (`.home` and `Tab.home`, `1` and `1`).
enum ScriptTags {
    static func hashable(_ v: Value) -> AnyHashable { AnyHashable(v.description) }
}

/// A picked photo's members for scripts: `item.itemIdentifier`, and
/// `try await item.loadTransferable(type: Data.self)`, which answers nil as compiled code's does
/// (no photo library here).
enum PhotosPickerItems {
    static func member(_ base: Value, _ name: String) -> Value? {
        guard name == "itemIdentifier", case .native(let item as PhotosPickerItem) = base else { return nil }
        return item.itemIdentifier.map { .string($0) } ?? .null
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard name == "loadTransferable", case .native(is PhotosPickerItem) = base else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: ["type"])
        guard r.named("type") != nil else { throw r.missing("'type:'") }
        try r.finish()
        return .null
    }
}

/// Tab view styles written as initialisers (`PageTabViewStyle(indexDisplayMode: .never)`).
enum TabViewStyles {
    static let values: [ValueDeclaration] = [
        // What the share sheet would show: never drawn, so its arguments are left unread.
        ValueDeclaration("SharePreview", labels: ["image", "icon"]) { r, _ in
            r.skipRemaining()
            return .native(SharePreview(""))
        },
        // An item picked from the photo library: never picked in a still image.
        ValueDeclaration("PhotosPickerItem", labels: ["itemIdentifier"]) { r, ev in
            guard let id = r.named("itemIdentifier") else { throw r.missing("'itemIdentifier:'") }
            return .native(PhotosPickerItem(itemIdentifier: try Conversions.string(id.value, node: id.node)))
        },
        ValueDeclaration("PageTabViewStyle", labels: ["indexDisplayMode"]) { r, ev in .native(try pageStyle(&r, ev)) },
        ValueDeclaration("DefaultTabViewStyle") { _, _ in .native(DefaultTabViewStyle()) },
    ]
    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("SearchFieldPlacement", "navigationBarDrawer", labels: ["displayMode"]) { r, ev in
            guard let a = r.named("displayMode") else { throw r.missing("'displayMode:'") }
            let mode = try Conversions.native(
                a.value, SearchFieldPlacement.NavigationBarDrawerDisplayMode.self, "SearchFieldPlacement.NavigationBarDrawerDisplayMode", ev,
                node: a.node)
            return .native(SearchFieldPlacement.navigationBarDrawer(displayMode: mode))
        },
        StaticFunctionDeclaration("ListSectionSpacing", "custom") { r, _ in
            guard let spacing = try r.cgfloat(nil) else { throw r.missing("spacing") }
            return .native(ListSectionSpacing.custom(spacing))
        },
        StaticFunctionDeclaration("ButtonBorderShape", "roundedRectangle", labels: ["radius"]) { r, _ in
            guard let radius = try r.cgfloat("radius") else { throw r.missing("'radius:'") }
            return .native(ButtonBorderShape.roundedRectangle(radius: radius))
        },
        StaticFunctionDeclaration("TabViewStyle", "page", labels: ["indexDisplayMode"]) { r, ev in .native(try pageStyle(&r, ev)) },
    ]

    /// `PageTabViewStyle(indexDisplayMode: .never)`, `.page(indexDisplayMode: .always)`.
    private static func pageStyle(_ r: inout ArgReader, _ ev: Evaluator) throws -> PageTabViewStyle {
        guard let m = r.named("indexDisplayMode") else { return PageTabViewStyle() }
        return PageTabViewStyle(
            indexDisplayMode: try Conversions.native(m.value, PageTabViewStyle.IndexDisplayMode.self, "PageTabViewStyle.IndexDisplayMode", ev, node: m.node))
    }
}

/// Styles chosen by an implicit member (`.buttonStyle(.bordered)`): each table maps the member's
/// name to Easel's modifier called with that style.
extension ControlModifiers {
    static let controlGroupStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.controlGroupStyle(.automatic)) }, "navigation": { AnyView($0.controlGroupStyle(.navigation)) },
        "palette": { AnyView($0.controlGroupStyle(.palette)) }, "menu": { AnyView($0.controlGroupStyle(.menu)) },
        "compactMenu": { AnyView($0.controlGroupStyle(.compactMenu)) },
    ]
}

enum StyleTable {
    static func apply(_ table: [String: @Sendable (AnyView) -> AnyView], _ what: String, _ view: AnyView, _ a: Arg) throws -> AnyView {
        guard case .implicitMember(let n, nil) = a.value else { throw EvalError("expected a \(what), got \(a.value.debugText)", a.node) }
        guard let f = table[n] else {
            throw EvalError("unsupported \(what) '.\(n)'" + Suggest.didYouMean(n, among: Array(table.keys)), a.node)
        }
        return f(view)
    }
}

/// A script's ProgressViewStyle as a compiled one.
nonisolated private struct ScriptProgressViewStyle: ProgressViewStyle {
    let make: (ProgressViewStyleConfiguration) -> AnyView
    func makeBody(configuration: Configuration) -> some View { make(configuration) }
}

/// iOS's gauge styles, each by its static name (`.accessoryCircular`) and its type
/// (`AccessoryCircularGaugeStyle()`).
enum GaugeStyles {
    static let all: [(name: String, type: String, make: @Sendable () -> any GaugeStyle)] = [
        ("automatic", "DefaultGaugeStyle", { DefaultGaugeStyle() }),
        ("linearCapacity", "LinearCapacityGaugeStyle", { LinearCapacityGaugeStyle() }),
        ("accessoryLinear", "AccessoryLinearGaugeStyle", { AccessoryLinearGaugeStyle() }),
        ("accessoryLinearCapacity", "AccessoryLinearCapacityGaugeStyle", { AccessoryLinearCapacityGaugeStyle() }),
        ("accessoryCircular", "AccessoryCircularGaugeStyle", { AccessoryCircularGaugeStyle() }),
        ("accessoryCircularCapacity", "AccessoryCircularCapacityGaugeStyle", { AccessoryCircularCapacityGaugeStyle() }),
    ]
    static let values: [ValueDeclaration] = all.map { style in ValueDeclaration(style.type) { _, _ in .native(style.make()) } }
    static let byName: [String: @Sendable (AnyView) -> AnyView] = Dictionary(
        uniqueKeysWithValues: all.map { style in (style.name, { @Sendable view in apply(style.make(), to: view) }) })

    /// `view.gaugeStyle(style)` for a style of any type.
    static func apply(_ style: any GaugeStyle, to view: AnyView) -> AnyView {
        func apply<S: GaugeStyle>(_ s: S) -> AnyView { AnyView(view.gaugeStyle(s)) }
        return apply(style)
    }
}

/// A script's GaugeStyle as a compiled one.
nonisolated private struct ScriptGaugeStyle: GaugeStyle {
    let make: (GaugeStyleConfiguration) -> AnyView
    func makeBody(configuration: Configuration) -> some View { make(configuration) }
}

/// The control styles written as initialisers that take a tint (`LinearProgressViewStyle(tint:
/// .red)`, `CircularProgressViewStyle()`, `SwitchToggleStyle(tint: .orange)`), each Easel's style
/// of that name.
enum ProgressViewStyles {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("DefaultProgressViewStyle") { _, _ in .native(DefaultProgressViewStyle()) },
        ValueDeclaration("LinearProgressViewStyle", labels: ["tint"]) { r, ev in
            guard let t = r.named("tint") else { return .native(LinearProgressViewStyle()) }
            return .native(LinearProgressViewStyle(tint: try Conversions.color(t.value, ev, node: t.node)))
        },
        ValueDeclaration("CircularProgressViewStyle", labels: ["tint"]) { r, ev in
            guard let t = r.named("tint") else { return .native(CircularProgressViewStyle()) }
            return .native(CircularProgressViewStyle(tint: try Conversions.color(t.value, ev, node: t.node)))
        },
        // `SwitchToggleStyle(tint: .orange)`: the switch with another colour when on.
        ValueDeclaration("SwitchToggleStyle", labels: ["tint"]) { r, ev in
            guard let t = r.named("tint") else { return .native(SwitchToggleStyle()) }
            return .native(SwitchToggleStyle(tint: try Conversions.color(t.value, ev, node: t.node)))
        },
    ]
}

/// A script's ToggleStyle as a compiled one.
nonisolated private struct ScriptToggleStyle: ToggleStyle {
    let make: (ToggleStyleConfiguration) -> AnyView
    func makeBody(configuration: Configuration) -> some View { make(configuration) }
}

/// A script's ButtonStyle as a compiled one.
nonisolated private struct ScriptButtonStyle: ButtonStyle {
    let make: (ButtonStyleConfiguration) -> AnyView
    func makeBody(configuration: Configuration) -> some View { make(configuration) }
}
