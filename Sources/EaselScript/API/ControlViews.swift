import Foundation
import SwiftSyntax
import Easel

/// Scroll views, lazy stacks, controls, lists and navigation, for scripts.
enum ControlViews {
    static let all: [ViewDeclaration] = [
        ViewDeclaration("ScrollView", labels: ["showsIndicators", "content"]) { r, ev in
            let axes = try r.positional().map { try Views.axes($0, ev) }
            let shows = try r.named("showsIndicators").map { try Conversions.bool($0.value, node: $0.node) }
            let c = try Views.content(&r, ev)
            switch (axes, shows) {
            case (let a?, let s?): return ScrollView(a, showsIndicators: s) { c }
            case (let a?, nil): return ScrollView(a) { c }
            case (nil, let s?): return ScrollView(showsIndicators: s) { c }
            case (nil, nil): return ScrollView { c }
            }
        },
        ViewDeclaration("ScrollViewReader", labels: ["content"]) { r, ev in
            guard let (c, node) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            let v = try ev.view(try ev.call(c, Args([Arg(label: nil, value: .native(ScrollViewProxy()))]), node: node), node: node)
            return ScrollViewReader { _ in v }
        },
        ViewDeclaration("LazyVStack", labels: ["alignment", "spacing", "pinnedViews", "content"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.hAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            _ = r.named("pinnedViews")
            let c = try Views.content(&r, ev)
            if let alignment { return LazyVStack(alignment: alignment, spacing: spacing) { c } }
            return LazyVStack(spacing: spacing) { c }
        },
        ViewDeclaration("LazyHStack", labels: ["alignment", "spacing", "pinnedViews", "content"]) { r, ev in
            let alignment = try r.named("alignment").map { try Conversions.vAlignment($0.value, ev, node: $0.node) }
            let spacing = try r.cgfloat("spacing")
            _ = r.named("pinnedViews")
            let c = try Views.content(&r, ev)
            if let alignment { return LazyHStack(alignment: alignment, spacing: spacing) { c } }
            return LazyHStack(spacing: spacing) { c }
        },
        ViewDeclaration("Button", labels: ["systemImage", "role", "action", "label", "intent"]) { r, ev in
            // The action never runs in a still image; it is read so that no argument is left over.
            // So is an App Intent a widget's button performs (`Button(intent: Increase()) { … }`).
            let intent = r.named("intent")
            // `Button("Add", systemImage: "plus")`: the label is `Label("Add", systemImage: "plus")`.
            if r.has("systemImage") {
                let label = AnyView(try Symbols.label(&r, ev))
                let role = try role(&r, ev)
                if r.named("action") == nil { _ = r.closure("action") }
                return Button(role: role, action: {}) { label }
            }
            if let t = r.positional() {
                // `Button(configuration)` in a `PrimitiveButtonStyle`'s body: its label and role.
                if case .tuple(let parts, let names) = t.value, names == ["label", "isPressed", "role"],
                    case .native(let label as ButtonStyleConfiguration.Label) = parts[0]
                {
                    let role = try parts[2].isNone ? nil : Conversions.native(parts[2], ButtonRole.self, "ButtonRole", ev, node: t.node)
                    return Button(role: role, action: {}) { label }
                }
                let title = try Views.title(t, ev)
                let role = try role(&r, ev)
                if r.named("action") == nil { _ = r.closure("action") }
                return Button(role: role, action: {}) { title }
            }
            let role = try role(&r, ev)
            let trailing = r.args.items.filter(\.isTrailing).count
            let hasLabel = r.has("label") || (r.has("action") || intent != nil ? trailing > 0 : trailing > 1)
            guard intent != nil || r.named("action") != nil || r.closure("action") != nil else { throw r.missing("'action:'") }
            // `Button(role: .cancel) { … }` (iOS 26): the label comes from the role.
            if let role, !hasLabel { return Button(role: role, action: {}) }
            let label = try Views.content(&r, ev, label: "label")
            return Button(role: role, action: {}) { label }
        },
        ViewDeclaration("Toggle", labels: ["systemImage", "image", "isOn", "label"]) { r, ev in
            guard let a = r.named("isOn") else { throw r.missing("'isOn:'") }
            let isOn = try binding(a, ev)
            if r.has("systemImage") || r.has("image") {
                // `Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)`: the label is a `Label`.
                let label = AnyView(try Symbols.label(&r, ev))
                return Toggle(isOn: isOn) { label }
            }
            if let t = r.positional() {
                let title = try Views.title(t, ev)
                return Toggle(isOn: isOn) { title }
            }
            let label = try Views.content(&r, ev, label: "label")
            return Toggle(isOn: isOn) { label }
        },
        ViewDeclaration("DatePicker", labels: ["selection", "in", "displayedComponents", "label"]) { r, ev in
            guard let s = r.named("selection") else { throw r.missing("'selection:'") }
            var value = try bindingArgument(s, ev)
            if case .binding(let b) = value { value = b.get() }
            let date = try Conversions.native(value, Date.self, "Date", ev, node: s.node)
            if let range = r.named("in"), !(range.value.isDateRange) {
                throw EvalError("expected a range of dates, got \(range.value.typeName)", range.node)
            }
            let components = try r.named("displayedComponents").map { try datePickerComponents($0, ev) } ?? [.hourAndMinute, .date]
            if let title = r.positional() { return DatePicker(date: date, displayedComponents: components, label: try Views.title(title, ev)) }
            return DatePicker(date: date, displayedComponents: components, label: try Views.content(&r, ev, label: "label"))
        },
        ViewDeclaration("MultiDatePicker", labels: ["selection", "in", "label"]) { r, ev in
            guard let s = r.named("selection") else { throw r.missing("'selection:'") }
            var value = try bindingArgument(s, ev)
            if case .binding(let b) = value { value = b.get() }
            guard case .array(let items) = value else { throw EvalError("expected a Set<DateComponents>, got \(value.typeName)", s.node) }
            let selection = Set(try items.map { try Conversions.native($0, DateComponents.self, "DateComponents", ev, node: s.node) })
            var lower: Date?, upper: Date?
            if let range = r.named("in") {
                // `start..<end`, `start...`, `..<end`: the upper bound is excluded.
                guard range.value.isDateRange, case .native(let bounds as ComparableRange) = range.value, !bounds.closed || bounds.upper == nil else {
                    throw EvalError("expected a half-open range of dates, got \(range.value.typeName)", range.node)
                }
                if case .native(let d as Date)? = bounds.lower { lower = d }
                if case .native(let d as Date)? = bounds.upper { upper = d }
            }
            let label: AnyView
            if let title = r.positional() { label = AnyView(try Views.title(title, ev)) } else { label = AnyView(try Views.content(&r, ev, label: "label")) }
            return MultiDatePicker(selection: selection, lower: lower, upper: upper, label: label)
        },
        ViewDeclaration("List", labels: ["id", "selection", "children", "rowContent", "content"]) { r, ev in
            // A still image is not in edit mode: the selection is read, and no row is drawn selected.
            if let s = r.named("selection"), s.value != .null {
                guard case .binding = try bindingArgument(s, ev) else {
                    throw EvalError("'selection:' is a binding: pass $state or .constant(value), got \(s.value.typeName)", s.node)
                }
            }
            if r.has("children") {
                // `List(data, children: \\.children) { row }` is `List { OutlineGroup(…) }`.
                let rows = try ContainerViews.outlineGroup(&r, ev, contentLabel: "rowContent")
                return List { rows }
            }
            if r.has("id") || r.args.items.contains(where: { $0.label == nil && !$0.isTrailing }) {
                // `List(data, id:) { row }` is `List { ForEach(data, id:) { row } }`.
                guard let rows = try LayoutViews.forEach(&r, ev, contentLabel: "rowContent") as? IdentifiedViewList else {
                    throw EvalError("a List's rows are views, not chart marks", r.args.node)
                }
                return List { rows }
            }
            let c = try Views.content(&r, ev)
            return List { c }
        },
        ViewDeclaration("Form", labels: ["content"]) { r, ev in
            let c = try Views.content(&r, ev)
            return Form { c }
        },
        ViewDeclaration("Section", labels: ["isExpanded", "header", "footer", "content"]) { r, ev in
            let title = r.positional()
            let expanded = try r.named("isExpanded").map { try binding($0, ev) }
            let header = try Views.labelled("header", &r, ev)
            let footer = try Views.labelled("footer", &r, ev)
            let c = try Views.content(&r, ev)
            let head = try header ?? title.map { AnyView(try Views.title($0, ev)) } ?? AnyView(EmptyView())
            if let expanded {
                // `Section("Filters", isExpanded: $open) { … }` (iOS 17): the rows only while expanded.
                if footer != nil { throw EvalError("a collapsible section (isExpanded:) has no footer", r.nodeOf("footer")) }
                return Section(isExpanded: expanded, content: { c }, header: { head })
            }
            return Section(content: { c }, header: { head }, footer: { footer ?? AnyView(EmptyView()) })
        },
        ViewDeclaration("NavigationStack", labels: ["root", "path"]) { r, ev in
            // The path's screens come from navigationDestination, never built in a still image.
            _ = r.named("path")
            let c = try Views.content(&r, ev, label: "root")
            return NavigationStack { c }
        },
        ViewDeclaration("NavigationLink", labels: ["destination", "value", "label", "isActive", "tag", "selection"]) { r, ev in
            // The destination is never shown in a still image, so it is not evaluated.
            for unused in ["destination", "value", "isActive", "tag", "selection"] { _ = r.named(unused) }
            if let t = r.positional() {
                _ = r.closure("destination")
                let title = try Views.title(t, ev)
                return NavigationLink(destination: EmptyView()) { title }
            }
            if r.has("label"), let label = try Views.labelled("label", &r, ev) {
                _ = r.closure("destination")
                return NavigationLink(destination: EmptyView()) { label }
            }
            let label = try Views.content(&r, ev, label: "label")
            return NavigationLink(destination: EmptyView()) { label }
        },
        ViewDeclaration("EditButton") { _, _ in EditButton() },
        ViewDeclaration("Slider", labels: ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"]) { r, ev in
            guard let v = r.named("value") else { throw r.missing("'value:'") }
            let value = try number(v)
            var lo = 0.0, hi = 1.0
            if let range = r.named("in") { (lo, hi) = try bounds(range) }
            // The value labels: closures, or views in iOS 13's form.
            let low = try Views.labelled("minimumValueLabel", &r, ev), high = try Views.labelled("maximumValueLabel", &r, ev)
            r.skipRemaining()
            return Slider(fraction: Slider.fraction(value, lo, hi), minimumValueLabel: low, maximumValueLabel: high)
        },
        ViewDeclaration("ProgressView", labels: ["value", "total", "timerInterval", "countsDown", "label", "currentValueLabel"]) { r, ev in
            if let t = r.named("timerInterval") {
                let interval = try t.value.closedDateRange(node: t.node)
                let down = try r.named("countsDown").map { try Conversions.bool($0.value, node: $0.node) } ?? true
                let label = r.has("label") || r.args.items.contains(where: \.isTrailing) ? try Views.content(&r, ev, label: "label") : AnyView(EmptyView())
                let current =
                    r.has("currentValueLabel")
                    ? try Views.content(&r, ev, label: "currentValueLabel") : AnyView(Text(timerInterval: interval, countsDown: down))
                return ProgressView(timerInterval: interval, countsDown: down, label: { label }, currentValueLabel: { current })
            }
            // `ProgressView(configuration)` in a script's own `ProgressViewStyle`.
            if let first = r.args.items.first(where: { $0.label == nil && !$0.isTrailing }),
                case .native(let configuration as ProgressViewStyleConfiguration) = first.value
            {
                _ = r.positional()
                return ProgressView(configuration)
            }
            let title = try r.positional().map { AnyView(try Views.title($0, ev)) }
            // `value: nil` is indeterminate progress.
            let value = try r.named("value").flatMap { $0.value.isNone ? nil : try number($0) }
            let total = try r.named("total").map { try number($0) } ?? 1
            let label = try title ?? (r.has("label") || r.args.items.contains(where: \.isTrailing) ? try Views.content(&r, ev, label: "label") : nil)
            let current = r.has("currentValueLabel") ? try Views.content(&r, ev, label: "currentValueLabel") : nil
            return ProgressView<AnyView, AnyView>(
                fraction: value.map { Slider.fraction($0, 0, total) }, label: label, currentValue: current)
        },
        ViewDeclaration("Gauge", labels: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"]) {
            r, ev in
            guard let v = r.named("value") else { throw r.missing("'value:'") }
            let value = try number(v)
            var lo = 0.0, hi = 1.0
            if let range = r.named("in") { (lo, hi) = try bounds(range) }
            let label = try Views.content(&r, ev, label: "label")
            let current = try Views.labelled("currentValueLabel", &r, ev)
            let minimum = try Views.labelled("minimumValueLabel", &r, ev), maximum = try Views.labelled("maximumValueLabel", &r, ev)
            _ = r.named("markedValueLabels")
            return Gauge<AnyView, AnyView, AnyView, EmptyView>(
                fraction: Slider.fraction(value, lo, hi), label: label, current: current,
                minimum: minimum, maximum: maximum)
        },
        ViewDeclaration("ColorPicker", labels: ["selection", "supportsOpacity", "label"]) { r, ev in
            guard let s = r.named("selection") else { throw r.missing("'selection:'") }
            let value = try bindingArgument(s, ev)
            let color = try Conversions.color(
                {
                    if case .binding(let b) = value { return b.get() }; return value
                }(), ev, node: s.node)
            _ = r.named("supportsOpacity")
            if let t = r.positional() {
                let title = try Views.title(t, ev)
                return ColorPicker(selection: .constant(color)) { title }
            }
            let label = try Views.content(&r, ev, label: "label")
            return ColorPicker(selection: .constant(color)) { label }
        },
        ViewDeclaration("ControlGroup", labels: ["content", "label"]) { r, ev in
            let title = try r.positional().map { AnyView(try Views.title($0, ev)) }
            let label = try title ?? Views.labelled("label", &r, ev)
            let content = try Views.content(&r, ev)
            if let label { return ControlGroup(content: { content }, label: { label }) }
            return ControlGroup { content }
        },
        ViewDeclaration("Stepper", labels: ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged", "format", "label"]) { r, ev in
            let title = try r.positional().map { try Views.title($0, ev) }
            for unused in ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged", "format"] { _ = r.named(unused) }
            if let title {
                // After a title, trailing closures are the callbacks (`onIncrement`, `onEditingChanged`).
                while r.trailingArgument() != nil {}
                return Stepper<Text>(title: title)
            }
            let label = try Views.content(&r, ev, label: "label")
            return Stepper(value: .constant(0)) { label }
        },
        ViewDeclaration("Menu", labels: ["systemImage", "content", "label", "primaryAction"]) { r, ev in
            _ = r.named("primaryAction")
            // `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }`: the label is `Label("Sort", systemImage: …)`.
            if r.has("systemImage") {
                let label = AnyView(try Symbols.label(&r, ev))
                _ = r.closure("content")
                return Menu(content: { EmptyView() }, label: { label })
            }
            if let t = r.positional() {
                _ = r.closure("content")
                let title = try Views.title(t, ev)
                return Menu(content: { EmptyView() }, label: { title })
            }
            // `Menu { … } label: { … }`, `Menu(content: { … }, label: { … })` or
            // `Menu(content: { … }) { label }` (the label as the trailing closure).
            _ = r.named("content")
            let label: AnyView
            if r.has("label"), let l = try Views.labelled("label", &r, ev) {
                label = l
            } else if r.args.items.contains(where: \.isTrailing) {
                label = try Views.content(&r, ev, label: "label")
            } else {
                throw r.missing("'label:'")
            }
            _ = r.closure("content")
            return Menu(content: { EmptyView() }, label: { label })
        },
        ViewDeclaration("Link", labels: ["destination", "label"]) { r, ev in
            _ = r.named("destination")
            if let t = r.positional() {
                let title = try Views.title(t, ev)
                return Link(destination: URL(fileURLWithPath: "/")) { title }
            }
            let label = try Views.content(&r, ev, label: "label")
            return Link(destination: URL(fileURLWithPath: "/")) { label }
        },
        ViewDeclaration("LabeledContent", labels: ["value", "format", "content", "label"]) { r, ev in
            // `LabeledContent("Title", value: "x")`, `(_:value:format:)`, `(_:content:)` or `(content:label:)`.
            let title = try r.positional().map { try Views.title($0, ev) }
            if let v = r.named("value") {
                let value: Text
                if let f = r.named("format") {
                    value = Text(formatted: try FormatStyleValue.formatted(v.value, f.value, ev, node: f.node))
                } else {
                    value = Text(try Conversions.string(v.value, node: v.node))
                }
                guard let title else { throw r.missing("a title") }
                return LabeledContent(content: { value }, label: { title })
            }
            let content = try Views.content(&r, ev)
            if let title { return LabeledContent(content: { content }, label: { title }) }
            let label = try Views.content(&r, ev, label: "label")
            return LabeledContent(content: { content }, label: { label })
        },
        ViewDeclaration("TextField", labels: ["text", "prompt", "axis", "value", "format", "formatter", "label", "onEditingChanged", "onCommit"]) { r, ev in
            try textField(&r, ev, secure: false)
        },
        ViewDeclaration("SecureField", labels: ["text", "prompt", "label", "onCommit"]) { r, ev in try textField(&r, ev, secure: true) },
        ViewDeclaration("Picker", labels: ["selection", "content", "label"]) { r, ev in
            guard let s = r.named("selection") else { throw r.missing("'selection:'") }
            let value = try bindingArgument(s, ev)
            let selection: AnyHashable
            if case .binding(let b) = value { selection = ScriptTags.hashable(b.get()) } else { selection = ScriptTags.hashable(value) }
            let title = r.positional()
            let label = try Views.labelled("label", &r, ev) ?? AnyView(try title.map { try Views.title($0, ev) } ?? Text(""))
            let c = try Views.content(&r, ev)
            return Picker<AnyView, AnyHashable, AnyView>(erasedSelection: selection, label: label) { c }
        },
        ViewDeclaration("LocationButton", labels: ["action"]) { r, ev in
            let title = try r.positional().map { try Conversions.native($0.value, LocationButton.Title.self, "LocationButton.Title", ev, node: $0.node) }
            _ = r.closure("action")  // runs when tapped: never in a still image
            return LocationButton(title) {}
        },
        ViewDeclaration("ShareLink", labels: ["item", "items", "subject", "message", "preview", "label"]) { r, ev in
            // The item, subject, message and preview are for the share sheet, which never opens.
            for unused in ["item", "items", "subject", "message", "preview"] { _ = r.named(unused) }
            if let t = r.positional() { return ShareLink(title: try Views.title(t, ev)) }
            if let label = try Views.labelled("label", &r, ev) { return ShareLink(item: "") { label } }
            if let (c, node) = r.closure("label") {
                let label = try ev.view(try ev.call(c, Args(), node: node), node: node)
                return ShareLink(item: "") { label }
            }
            return ShareLink(item: "")
        },
        ViewDeclaration(
            "PhotosPicker", labels: ["selection", "maxSelectionCount", "selectionBehavior", "matching", "preferredItemEncoding", "photoLibrary", "label"]
        ) { r, ev in
            // The picker never opens: the selection, filter and limits are left as they are.
            for unused in ["selection", "maxSelectionCount", "selectionBehavior", "matching", "preferredItemEncoding", "photoLibrary"] {
                _ = r.named(unused)
            }
            let none = Binding<PhotosPickerItem?>.constant(nil)
            if let t = r.positional() {
                let title = try Views.title(t, ev)
                return PhotosPicker(selection: none) { title }
            }
            guard let (c, node) = r.closure("label") else { throw r.missing("the picker's label") }
            let label = try ev.view(try ev.call(c, Args(), node: node), node: node)
            return PhotosPicker(selection: none) { label }
        },
        ViewDeclaration("Tab", labels: ["systemImage", "image", "value", "role", "content", "label"]) { r, ev in
            let value = r.named("value").map { ScriptTags.hashable($0.value) }
            let role = try r.named("role").flatMap { $0.value.isNone ? nil : try Conversions.native($0.value, TabRole.self, "TabRole", ev, node: $0.node) }
            let title = r.positional()
            let symbol = try r.named("systemImage").map { try Conversions.string($0.value, node: $0.node) }
            let image = try r.named("image").map { try Conversions.string($0.value, node: $0.node) }
            let c = try Views.content(&r, ev)
            let label: AnyView
            if let title {
                let text = try Views.title(title, ev)
                if let symbol {
                    label = AnyView(
                        Label {
                            text
                        } icon: {
                            Image(systemName: symbol)
                        })
                } else if let image {
                    label = AnyView(
                        Label {
                            text
                        } icon: {
                            Image(image)
                        })
                } else {
                    label = AnyView(text)
                }
            } else if r.has("label") {
                label = try Views.labelled("label", &r, ev) ?? (try Views.content(&r, ev, label: "label"))
            } else {
                // `Tab(role: .search) { … }`, `Tab { … }`: the label comes from the role.
                label = AnyView(DefaultTabLabel(role: role))
            }
            if let value { return Tab(value: value, content: { c }, label: { label }) }
            return Tab<Never, AnyView, AnyView>(content: { c }, label: { label })
        },
        ViewDeclaration("TabSection", labels: ["content", "header"]) { r, ev in
            _ = r.positional()
            _ = try Views.labelled("header", &r, ev)
            let c = try Views.content(&r, ev)
            return TabSection(content: { c }, header: { EmptyView() })
        },
        ViewDeclaration("NavigationSplitView", labels: ["columnVisibility", "preferredCompactColumn", "sidebar", "content", "detail"]) { r, ev in
            // An iPhone shows one column (the sidebar, or the preferred compact column); only it is built.
            _ = r.named("columnVisibility")
            var column = NavigationSplitViewColumn.sidebar
            if let a = r.named("preferredCompactColumn") {
                let v: Value
                if case .binding(let b) = a.value { v = b.get() } else { v = a.value }
                column = try Conversions.native(v, NavigationSplitViewColumn.self, "NavigationSplitViewColumn", ev, node: a.node)
            }
            guard let (sidebar, sidebarNode) = r.closure("sidebar") else { throw r.missing("'sidebar:' (a closure)") }
            let contentClosure = r.has("content") ? r.closure("content") : nil
            let detailClosure = r.closure("detail")
            r.skipRemaining()
            let (shown, node): (Closure, Syntax?)
            switch column {
            case .sidebar: (shown, node) = (sidebar, sidebarNode)
            case .content: (shown, node) = contentClosure ?? (sidebar, sidebarNode)
            case .detail: (shown, node) = detailClosure ?? (sidebar, sidebarNode)
            }
            let view = try ev.view(try ev.call(shown, Args(), node: node), node: node)
            // The one column built stands as the sidebar, which an iPhone shows.
            return NavigationSplitView(sidebar: { view }, detail: { EmptyView() })
        },
        ViewDeclaration("TabView", labels: ["selection", "content"]) { r, ev in
            let selection = r.named("selection").map { a -> AnyHashable in
                if case .binding(let b) = a.value { return ScriptTags.hashable(b.get()) }
                return ScriptTags.hashable(a.value)
            }
            let c = try Views.content(&r, ev)
            return TabView<AnyHashable, AnyView>(erasedSelection: selection) { c }
        },
        ViewDeclaration("ToolbarItem", labels: ["id", "placement", "showsByDefault", "content"]) { r, ev in
            let id = try r.named("id").map { try Conversions.string($0.value, node: $0.node) }
            let placement = try r.named("placement").map {
                try Conversions.native($0.value, ToolbarItemPlacement.self, "ToolbarItemPlacement", ev, node: $0.node)
            }
            let shows = try r.named("showsByDefault").map { try Conversions.bool($0.value, node: $0.node) } ?? true
            let c = try Views.content(&r, ev)
            if let id { return ToolbarItem(id: id, placement: placement ?? .automatic, showsByDefault: shows) { c } }
            if let placement { return ToolbarItem(placement: placement) { c } }
            return ToolbarItem { c }
        },
        ViewDeclaration("ToolbarItemGroup", labels: ["placement", "content"]) { r, ev in
            let placement = try r.named("placement").map {
                try Conversions.native($0.value, ToolbarItemPlacement.self, "ToolbarItemPlacement", ev, node: $0.node)
            }
            let c = try Views.content(&r, ev)
            if let placement { return ToolbarItemGroup(placement: placement) { c } }
            return ToolbarItemGroup { c }
        },
        ViewDeclaration("ToolbarSpacer", labels: ["placement"]) { r, ev in
            let sizing = try r.positional().map { try Conversions.native($0.value, SpacerSizing.self, "SpacerSizing", ev, node: $0.node) }
            let placement = try r.named("placement").map {
                try Conversions.native($0.value, ToolbarItemPlacement.self, "ToolbarItemPlacement", ev, node: $0.node)
            }
            // The compiled initialiser's defaults, not restated: each argument only when written.
            switch (sizing, placement) {
            case (let sizing?, let placement?): return ToolbarSpacer(sizing, placement: placement)
            case (let sizing?, nil): return ToolbarSpacer(sizing)
            case (nil, let placement?): return ToolbarSpacer(placement: placement)
            case (nil, nil): return ToolbarSpacer()
            }
        },
        ViewDeclaration("ToolbarTitleMenu", labels: ["content"]) { r, ev in
            let c = try Views.content(&r, ev)
            return ToolbarTitleMenu { c }
        },
        ViewDeclaration("NavigationView", labels: ["content"]) { r, ev in
            let c = try Views.content(&r, ev)
            return NavigationView { c }
        },
    ]

    /// `proxy.scrollTo(id, anchor:)`, checked as the compiled proxy's signature; the compiled
    /// proxy decides what it does (nothing scrolls in a still image).
    static func proxyMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let proxy as ScrollViewProxy) = base, name == "scrollTo" else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: ["anchor"])
        guard let id = r.positional() else { throw r.missing("id") }
        let anchor = try r.named("anchor").flatMap { a in
            a.value.isNone ? nil : try Conversions.native(a.value, UnitPoint.self, "UnitPoint", ev, node: a.node)
        }
        try r.finish()
        proxy.scrollTo(ScriptTags.hashable(id.value), anchor: anchor)
        return .void
    }

    private static func role(_ r: inout ArgReader, _ ev: Evaluator) throws -> ButtonRole? {
        guard let a = r.named("role"), a.value != .null else { return nil }
        return try Conversions.native(a.value, ButtonRole.self, "ButtonRole", ev, node: a.node)
    }

    /// `TextField(_:text:prompt:)`, `TextField(_:value:format:)`, `SecureField(_:text:prompt:)`.
    private static func textField(_ r: inout ArgReader, _ ev: Evaluator, secure: Bool) throws -> any View {
        let titleArg = r.positional()
        let title = try titleArg.map { try Views.title($0, ev) } ?? Text(verbatim: "")
        let axis = try r.named("axis").map { try Conversions.native($0.value, Axis.self, "Axis", ev, node: $0.node) } ?? .horizontal
        // The editing callbacks of the older initialisers never run in a still image; after a
        // title, a trailing closure is one of them (`TextField("Name", text: $name) { editing in … }`).
        _ = r.named("onEditingChanged")
        _ = r.named("onCommit")
        if titleArg != nil { while r.trailingArgument() != nil {} }
        let prompt = r.named("prompt").map { a -> Text in
            if case .native(let t as Text) = a.value { return t }
            return Text(a.value.description)
        }
        if titleArg == nil, r.has("text"),
            let label = try Views.labelled("label", &r, ev)
                ?? r.closure("label").map({ c, node in
                    try ev.view(try ev.call(c, Args(), node: node), node: node)
                })
        {
            // `TextField(text: $email) { Text("Email") }`: the label is the placeholder unless a prompt is given.
            guard let t = r.named("text") else { throw r.missing("'text:'") }
            let field = TextField<AnyView>(
                text: try stringBinding(t, ev).wrappedValue, placeholder: prompt.map { AnyView($0) } ?? label, isSecure: secure, axis: axis)
            return field  // a SecureField's draws bullets (`isSecure`)
        }
        if !secure, let v = r.named("value") {
            var value = try bindingArgument(v, ev)
            if case .binding(let b) = value { value = b.get() }
            if let f = r.named("format") {
                return TextField(formatted: try FormatStyleValue.formatted(value, f.value, ev, node: f.node), prompt: prompt ?? title)
            }
            if let f = r.named("formatter") {
                // `formatter: numberFormatter`: Foundation's formatter writes the value.
                guard case .native(let formatter as Formatter) = f.value else { throw EvalError("expected a Formatter, got \(f.value.typeName)", f.node) }
                let native: Any? =
                    switch value {
                    case .int(let i): i
                    case .double(let d): d
                    case .native(let x): x
                    case .string(let t): t
                    default: nil
                    }
                return TextField(text: native.flatMap { formatter.string(for: $0) } ?? "", prompt: prompt ?? title, isSecure: false)
            }
            return TextField(text: value.description, prompt: prompt ?? title, isSecure: false)
        }
        guard let t = r.named("text") else { throw r.missing("'text:'") }
        let field = TextField(text: try stringBinding(t, ev).wrappedValue, prompt: prompt ?? title, isSecure: secure, axis: axis)
        if secure { return SecureField(field: field) }
        return field
    }

    /// A number from a value or a binding to one.
    static func number(_ a: Arg) throws -> Double {
        var v = a.value
        if case .binding(let b) = v { v = b.get() }
        guard let d = Conversions.double(v) else { throw EvalError("expected a number, got \(v.typeName)", a.node) }
        return d
    }

    /// The bounds of `0...10` or `0.0...1.0`.
    static func bounds(_ a: Arg) throws -> (Double, Double) {
        switch a.value {
        case .range(let l, let u, _): return (Double(l), Double(u - 1))
        case .native(let r as DoubleRange): return (r.lower, r.upper)
        default: throw EvalError("expected a range such as 0...10, got \(a.value.typeName)", a.node)
        }
    }

    /// An argument that takes a binding: `$state` (a binding value), `.constant(x)` (made into one)
    /// or a plain value, as given.
    static func bindingArgument(_ a: Arg, _ ev: Evaluator) throws -> Value {
        if case .implicitMember(let name, let args?) = a.value { return try ev.callMethod(.type(.builtin("Binding")), name, args, node: a.node) }
        return a.value
    }

    /// A `Binding<String>` from `$state` or `.constant("text")`.
    static func stringBinding(_ a: Arg, _ ev: Evaluator) throws -> Binding<String> {
        let value = try bindingArgument(a, ev)
        if case .binding(let b) = value {
            return Binding(get: { (try? Conversions.string(b.get(), node: a.node)) ?? "" }, set: { b.set(.string($0)) })
        }
        return .constant(try Conversions.string(value, node: a.node))
    }

    /// `.date`, `[.date, .hourAndMinute]`, `DatePickerComponents.date`.
    static func datePickerComponents(_ a: Arg, _ ev: Evaluator) throws -> DatePickerComponents {
        let items: [Value] = {
            if case .array(let xs) = a.value { return xs }; return [a.value]
        }()
        return try items.reduce(into: DatePickerComponents()) {
            $0.formUnion(try Conversions.native($1, DatePickerComponents.self, "DatePickerComponents", ev, node: a.node))
        }
    }

    /// A `Binding<Bool>` from `$state` or `.constant(true)`.
    static func binding(_ a: Arg, _ ev: Evaluator) throws -> Binding<Bool> {
        let value = try bindingArgument(a, ev)
        if case .binding(let b) = value {
            return Binding(get: { (try? Conversions.bool(b.get(), node: a.node)) ?? false }, set: { b.set(.bool($0)) })
        }
        return .constant(try Conversions.bool(value, node: a.node))
    }
}
