import Foundation
import SwiftSyntax
import Easel

/// Modifiers that set the environment or pass values up and down the tree, and the environment
/// values scripts can read and write, for scripts.
enum EnvironmentModifiers {
    static let all: [ModifierDeclaration] = [
        ModifierDeclaration("environment") { view, r, ev in
            // `.environment(model)`: an @Observable object for `@Environment(Model.self)`.
            if r.args.items.count == 1, case .instance = r.args.items[0].value { return try ev.injectingObject(view, r.positional()!) }
            guard let k = r.positional(), case .native(let kp as KeyPathName) = k.value, let v = r.positional() else {
                throw r.missing("a key path such as \\.colorScheme and a value")
            }
            return try environment(view, kp.components.joined(separator: "."), v, ev)
        },
        // `.transformEnvironment(\.font) { font in font = font?.bold() }`: the value the view
        // receives, changed by the closure, for its content.
        // `.containerValue(\.badge, "New")` for a script's `extension ContainerValues { @Entry var … }`.
        ModifierDeclaration("containerValue") { view, r, ev in
            guard let k = r.positional(), case .native(let kp as KeyPathName) = k.value, let v = r.positional() else {
                throw r.missing("a key path such as \\.badge and a value")
            }
            let key = kp.components.joined(separator: ".")
            guard let p = ev.extensions["ContainerValues"]?.stored[key] else {
                let declared = ev.extensions["ContainerValues"].map { Array($0.stored.keys) } ?? []
                throw EvalError(
                    "no container value '\\.\(key)': declare it with 'extension ContainerValues { @Entry var \(key): … }'"
                        + Suggest.didYouMean(key, among: declared), k.node)
            }
            let value = try p.type.map { try ev.coerce(v.value, to: $0, node: v.node) } ?? v.value
            return AnyView(view.transformContainerValues { $0[dynamicKey: key] = value })
        },
        ModifierDeclaration("transformEnvironment", labels: ["transform"]) { view, r, ev in
            guard let k = r.positional(), case .native(let kp as KeyPathName) = k.value else { throw r.missing("a key path such as \\.font") }
            guard let (c, n) = r.closure("transform") ?? positionalClosure(&r) else { throw r.missing("'transform:'") }
            let key = kp.components.joined(separator: ".")
            return AnyView(
                DynamicView(typeName: "transformEnvironment") { ctx in
                    ev.deferred(view) {
                        let current = try ev.environmentValue(key, in: ctx.environment, node: k.node)
                        let changed = try ev.callInout(c, current, node: n)
                        return try environment(view, key, Arg(label: nil, value: changed, node: k.node), ev)
                    }
                })
        },
        ModifierDeclaration("environmentObject") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("an object") }
            return try ev.injectingObject(view, a)
        },
        ModifierDeclaration("preferredColorScheme") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("scheme") }
            return AnyView(
                view.preferredColorScheme(a.value.isNone ? nil : try Conversions.native(a.value, ColorScheme.self, "ColorScheme", ev, node: a.node)))
        },
        ModifierDeclaration("colorScheme") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("scheme") }
            return AnyView(view.colorScheme(try Conversions.native(a.value, ColorScheme.self, "ColorScheme", ev, node: a.node)))
        },
        ModifierDeclaration("formStyle") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("style") }
            return try StyleTable.apply(
                [
                    "automatic": { AnyView($0.formStyle(.automatic)) }, "grouped": { AnyView($0.formStyle(.grouped)) },
                    "columns": { AnyView($0.formStyle(.columns)) },
                ],
                "form style", view, a)
        },
        ModifierDeclaration("layoutDirection") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("direction") }
            return AnyView(view.layoutDirection(try Conversions.native(a.value, LayoutDirection.self, "LayoutDirection", ev, node: a.node)))
        },
        ModifierDeclaration("dynamicTypeSize") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("a DynamicTypeSize or a range of them") }
            guard case .native(let range as ComparableRange) = a.value else {
                return AnyView(view.dynamicTypeSize(try Conversions.native(a.value, DynamicTypeSize.self, "DynamicTypeSize", ev, node: a.node)))
            }
            let bound = { (v: Value?) in try v.map { try Conversions.native($0, DynamicTypeSize.self, "DynamicTypeSize", ev, node: a.node) } }
            let (lower, upper) = (try bound(range.lower) ?? .xSmall, try bound(range.upper) ?? .accessibility5)
            guard lower <= upper, range.closed || lower < upper else { throw EvalError("an empty range of Dynamic Type sizes", a.node) }
            if range.closed { return AnyView(view.dynamicTypeSize(lower...upper)) }
            return AnyView(view.dynamicTypeSize(lower..<upper))
        },
        ModifierDeclaration("preference", labels: ["key", "value"]) { view, r, ev in
            guard let k = r.named("key"), case .type(.user(let d)) = k.value else { throw r.missing("'key:' (a PreferenceKey type)") }
            guard let v = r.named("value") else { throw r.missing("'value:'") }
            // In the key's value type: `value: .init(frame: frame, bounds: bounds)`, `.zero`.
            let (_, type) = try preferenceKey(k, r)
            return ev.tags.setPreference(d, view: view, value: try type.map { try ev.coerce(v.value, to: $0, node: v.node) } ?? v.value)
        },
        ModifierDeclaration("onPreferenceChange", labels: ["perform"]) { view, r, ev in
            guard let k = r.positional(), case .type(.user(let d)) = k.value else { throw r.missing("a PreferenceKey type") }
            guard let (c, n) = r.closure("perform") else { throw r.missing("'perform:'") }
            return ev.tags.onPreferenceChange(d, view: view) { value in
                ev.deferred(()) { _ = try ev.call(c, Args([Arg(label: nil, value: value)]), node: n) }
            }
        },
        ModifierDeclaration("transformPreference") { view, r, ev in
            guard let k = r.positional(), case .type(.user(let d)) = k.value else { throw r.missing("a PreferenceKey type") }
            guard let (c, n) = r.closure("_") ?? positionalClosure(&r) else { throw r.missing("a closure") }
            return ev.tags.transformPreference(d, view: view) { value in
                value = ev.deferred(value) { try ev.callInout(c, value, node: n) }
            }
        },
        ModifierDeclaration("anchorPreference", labels: ["key", "value", "transform"]) { view, r, ev in
            try anchorPreference(view, &r, ev, transforms: false)
        },
        ModifierDeclaration("transformAnchorPreference", labels: ["key", "value", "transform"]) { view, r, ev in
            try anchorPreference(view, &r, ev, transforms: true)
        },
        ModifierDeclaration("overlayPreferenceValue", labels: ["alignment"]) { view, r, ev in
            try preferenceValue(view, &r, ev, background: false)
        },
        ModifierDeclaration("backgroundPreferenceValue", labels: ["alignment"]) { view, r, ev in
            try preferenceValue(view, &r, ev, background: true)
        },
        ModifierDeclaration("modifier") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("modifier") }
            return try customModifier(view, a, ev)
        },
    ]

    /// A closure passed without a label and not trailing (`overlayPreferenceValue(Key.self, { … })`).
    private static func positionalClosure(_ r: inout ArgReader) -> (Closure, Syntax?)? {
        guard let a = r.positional(), case .closure(let c) = a.value else { return nil }
        return (c, a.node)
    }

    /// The script preference key a call names (`Key.self`) and the type of its values, when declared.
    private static func preferenceKey(_ a: Arg?, _ r: ArgReader) throws -> (TypeDecl, String?) {
        guard let a, case .type(.user(let d)) = a.value else { throw r.missing("a PreferenceKey type") }
        let type = d.aliases["Value"] ?? d.staticVars["defaultValue"]?.typeAnnotation?.type.trimmedDescription
        return (d, type)
    }

    /// `anchorPreference(key:value:transform:)` and `transformAnchorPreference(key:value:transform:)`.
    private static func anchorPreference(_ view: AnyView, _ r: inout ArgReader, _ ev: Evaluator, transforms: Bool) throws -> AnyView {
        let (d, valueType) = try preferenceKey(r.named("key") ?? r.positional(), r)
        guard let v = r.named("value") else { throw r.missing("'value:' (an anchor source such as .bounds)") }
        guard let (c, n) = r.closure("transform") else { throw r.missing("'transform:'") }
        /// The closure's result in the key's value type (`[.init(item: item, bounds: $0)]`).
        func typed(_ x: Value) throws -> Value { try valueType.map { try ev.coerce(x, to: $0, node: n) } ?? x }
        func make<A>(_ source: Anchor<A>.Source) -> AnyView {
            if transforms {
                return ev.tags.transformAnchorPreference(d, view: view, source: source) { value, anchor in
                    value = ev.deferred(value) { try typed(try ev.callInout(c, value, [.native(anchor)], node: n)) }
                }
            }
            return ev.tags.anchorPreference(d, view: view, source: source) { anchor in
                ev.deferred(.null) { try typed(try ev.call(c, Args([Arg(label: nil, value: .native(anchor))]), node: n)) }
            }
        }
        switch try GeometryValues.anchorSource(v.value, ev, node: v.node) {
        case .rect(let s): return make(s)
        case .point(let s): return make(s)
        }
    }

    /// `overlayPreferenceValue(_:alignment:_:)` and `backgroundPreferenceValue(_:alignment:_:)`.
    private static func preferenceValue(_ view: AnyView, _ r: inout ArgReader, _ ev: Evaluator, background: Bool) throws -> AnyView {
        let (d, _) = try preferenceKey(r.positional(), r)
        let alignment = try r.named("alignment").map { try Conversions.alignment($0.value, ev, node: $0.node) } ?? .center
        guard let (c, n) = r.closure("transform") ?? positionalClosure(&r) else { throw r.missing("a closure making the view") }
        return ev.tags.preferenceValue(d, view: view, background: background, alignment: alignment) { value in
            ev.deferredView(c, value, node: n)
        }
    }

    /// The environment values scripts read with `@Environment(\.name)` and set with `.environment(\.name, v)`.
    static let keys: [EnvironmentKeyDeclaration] = [
        // `.environment(\.horizontalSizeClass, .regular)`: kept for the views below, which otherwise
        // read an iPhone in portrait's classes (`EnvironmentDefaults`).
        sizeClassKey("horizontalSizeClass"), sizeClassKey("verticalSizeClass"),
        // `.environment(\.openURL, OpenURLAction { url in … })`: the action a link runs when tapped,
        // which a still image never does.
        EnvironmentKeyDeclaration("openURL", read: { EnvironmentDefaults.value("openURL", in: $0) ?? .null }) { view, _, _ in view },
        EnvironmentKeyDeclaration("redactionReasons", read: { .native($0.redactionReasons) }) { view, v, ev in
            AnyView(view.environment(\.redactionReasons, try Conversions.optionSet(v.value, RedactionReasons.self, "RedactionReasons", ev, node: v.node)))
        },
        // `@Environment(\.self) var environment`: the whole environment (`color.resolve(in: environment)`).
        EnvironmentKeyDeclaration("self", read: { .native($0) }),
        EnvironmentKeyDeclaration("backgroundStyle", read: { $0.backgroundStyle.map { .native($0) } ?? .null }) { view, v, ev in
            AnyView(view.environment(\.backgroundStyle, v.value.isNone ? nil : AnyShapeStyle(try DrawingModifiers.shapeStyle(v, ev))))
        },
        EnvironmentKeyDeclaration("colorScheme", read: { .native($0.colorScheme) }) { view, v, ev in
            AnyView(view.environment(\.colorScheme, try Conversions.native(v.value, ColorScheme.self, "ColorScheme", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("controlSize", read: { .native($0.controlSize) }) { view, v, ev in
            AnyView(view.environment(\.controlSize, try Conversions.native(v.value, ControlSize.self, "ControlSize", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("headerProminence", read: { .native($0.headerProminence) }) { view, v, ev in
            AnyView(view.environment(\.headerProminence, try Conversions.native(v.value, Prominence.self, "Prominence", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("font", read: { $0.font.map { .native($0) } ?? .null }) { view, v, ev in
            AnyView(view.environment(\.font, v.value.isNone ? nil : try Conversions.font(v.value, ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("defaultMinListRowHeight", read: { .double(Double($0.defaultMinListRowHeight)) }) { view, v, _ in
            AnyView(view.environment(\.defaultMinListRowHeight, try Conversions.cgfloat(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration(
            "editMode",
            read: { env in
                env.editMode.map { b in .binding(BindingBox(get: { .native(b.wrappedValue) }, set: { _ in })) } ?? .null
            }
        ) { view, v, ev in
            // `.environment(\.editMode, .constant(.active))`, `$mode`, or nil.
            guard case .binding(let b) = try Conversions.coerce(v.value, to: "Binding<EditMode>?", ev, node: v.node) else {
                return AnyView(view.environment(\.editMode, nil))
            }
            let mode = try Conversions.native(b.get(), EditMode.self, "EditMode", ev, node: v.node)
            return AnyView(view.environment(\.editMode, .constant(mode)))
        },
        EnvironmentKeyDeclaration("defaultMinListHeaderHeight", read: { $0.defaultMinListHeaderHeight.map { .double(Double($0)) } ?? .null }) {
            view, v, _ in
            AnyView(view.environment(\.defaultMinListHeaderHeight, v.value.isNone ? nil : try Conversions.cgfloat(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration("systemLook", read: { .native($0.systemLook) }) { view, v, ev in
            AnyView(view.environment(\.systemLook, try Conversions.native(v.value, SystemLook.self, "SystemLook", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("isEnabled", read: { .bool($0.isEnabled) }) { view, v, _ in
            AnyView(view.environment(\.isEnabled, try Conversions.bool(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration("lineLimit", read: { $0.lineLimit.map { .int($0) } ?? .null }) { view, v, _ in
            AnyView(view.environment(\.lineLimit, v.value.isNone ? nil : try Conversions.int(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration("timeZone", read: { .native($0.timeZone) }) { view, v, ev in
            AnyView(view.environment(\.timeZone, try Conversions.native(v.value, TimeZone.self, "TimeZone", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("locale", read: { .native($0.locale) }) { view, v, ev in
            AnyView(view.environment(\.locale, try Conversions.native(v.value, Locale.self, "Locale", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("layoutDirection", read: { .native($0.layoutDirection) }) { view, v, ev in
            AnyView(view.environment(\.layoutDirection, try Conversions.native(v.value, LayoutDirection.self, "LayoutDirection", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("dynamicTypeSize", read: { .native($0.dynamicTypeSize) }) { view, v, ev in
            AnyView(view.environment(\.dynamicTypeSize, try Conversions.native(v.value, DynamicTypeSize.self, "DynamicTypeSize", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("sizeCategory", read: { .native($0.sizeCategory) }) { view, v, ev in
            AnyView(view.environment(\.sizeCategory, try Conversions.native(v.value, ContentSizeCategory.self, "ContentSizeCategory", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("multilineTextAlignment", read: { .native($0.multilineTextAlignment) }) { view, v, ev in
            AnyView(view.environment(\.multilineTextAlignment, try Conversions.native(v.value, TextAlignment.self, "TextAlignment", ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("foregroundColor", read: { $0.foregroundColor.map { .native($0) } ?? .null }) { view, v, ev in
            AnyView(view.environment(\.foregroundColor, try Conversions.optionalColor(v.value, ev, node: v.node)))
        },
        EnvironmentKeyDeclaration("displayScale", read: { .double(Double($0.displayScale)) }),
        EnvironmentKeyDeclaration("kerning", read: { .double(Double($0.kerning)) }) { view, v, _ in
            AnyView(view.environment(\.kerning, try Conversions.cgfloat(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration("lineSpacing", read: { .double(Double($0.lineSpacing)) }) { view, v, _ in
            AnyView(view.environment(\.lineSpacing, try Conversions.cgfloat(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration("minimumScaleFactor", read: { .double(Double($0.minimumScaleFactor)) }) { view, v, _ in
            AnyView(view.environment(\.minimumScaleFactor, try Conversions.cgfloat(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration("allowsTightening", read: { .bool($0.allowsTightening) }) { view, v, _ in
            AnyView(view.environment(\.allowsTightening, try Conversions.bool(v.value, node: v.node)))
        },
        // The device's settings: every accessibility setting off, as on a device with the defaults.
        EnvironmentKeyDeclaration("accessibilityDifferentiateWithoutColor", read: { .bool($0.accessibilityDifferentiateWithoutColor) }),
        EnvironmentKeyDeclaration("accessibilityReduceMotion", read: { .bool($0.accessibilityReduceMotion) }),
        EnvironmentKeyDeclaration("accessibilityReduceTransparency", read: { .bool($0.accessibilityReduceTransparency) }),
        EnvironmentKeyDeclaration("accessibilityInvertColors", read: { .bool($0.accessibilityInvertColors) }),
        EnvironmentKeyDeclaration("accessibilityVoiceOverEnabled", read: { .bool($0.accessibilityVoiceOverEnabled) }),
        EnvironmentKeyDeclaration("accessibilitySwitchControlEnabled", read: { .bool($0.accessibilitySwitchControlEnabled) }),
        EnvironmentKeyDeclaration("accessibilityShowButtonShapes", read: { .bool($0.accessibilityShowButtonShapes) }),
        EnvironmentKeyDeclaration("colorSchemeContrast", read: { .native($0.colorSchemeContrast) }),
        EnvironmentKeyDeclaration("accessibilityEnabled", read: { .bool($0.accessibilityEnabled) }) { view, v, _ in
            AnyView(view.environment(\.accessibilityEnabled, try Conversions.bool(v.value, node: v.node)))
        },
        EnvironmentKeyDeclaration("legibilityWeight", read: { $0.legibilityWeight.map { .native($0) } ?? .null }) { view, v, ev in
            let weight = v.value.isNone ? nil : try Conversions.native(v.value, LegibilityWeight.self, "LegibilityWeight", ev, node: v.node)
            return AnyView(view.environment(\.legibilityWeight, weight))
        },
        EnvironmentKeyDeclaration("isLuminanceReduced", read: { .bool($0.isLuminanceReduced) }) { view, v, _ in
            AnyView(view.environment(\.isLuminanceReduced, try Conversions.bool(v.value, node: v.node)))
        },
        // `.environment(\.textCase, nil)`: as `textCase(_:)` writes it.
        EnvironmentKeyDeclaration("textCase", read: { $0.textCase.map { .native($0) } ?? .null }) { view, v, ev in
            let textCase = v.value.isNone ? nil : try Conversions.native(v.value, Text.Case.self, "Text.Case", ev, node: v.node)
            return AnyView(view.environment(\.textCase, textCase))
        },
        EnvironmentKeyDeclaration("calendar", read: { .native($0.calendar) }) { view, v, ev in
            AnyView(view.environment(\.calendar, try Conversions.native(v.value, Calendar.self, "Calendar", ev, node: v.node)))
        },
    ]

    /// `@Environment(\.key)`: the value of one of `keys`.
    private static func sizeClassKey(_ name: String) -> EnvironmentKeyDeclaration {
        EnvironmentKeyDeclaration(name, read: { env in (env[dynamicKey: "script." + name] as? Value) ?? EnvironmentDefaults.value(name, in: env) ?? .null }) {
            view, v, _ in
            let value = v.value
            return AnyView(view.transformEnvironment(\.self) { env in env[dynamicKey: "script." + name] = value })
        }
    }

    static func read(_ key: String, _ env: EnvironmentValues, node: Syntax?) throws -> Value {
        guard let k = ScriptAPI.environmentKeys[key] else {
            throw EvalError("unknown environment value '\\.\(key)'" + Suggest.didYouMean(key, among: Array(ScriptAPI.environmentKeys.keys)), node)
        }
        return k.read(env)
    }

    private static func environment(_ view: AnyView, _ key: String, _ v: Arg, _ ev: Evaluator) throws -> AnyView {
        if let write = ScriptAPI.environmentKeys[key]?.write { return try write(view, v, ev) }
        if let b = ev.extensions["EnvironmentValues"]?.computed[key] {
            let value = v.value
            return AnyView(
                view.transformEnvironment(\.self) { env in
                    env = ev.deferred(env) { try ev.setEnvironmentProperty(env, b, value) }
                })
        }
        if let p = ev.extensions["EnvironmentValues"]?.stored[key] {
            // An `@Entry` value: kept under its name, as the type it is declared with.
            let value = try p.type.map { try ev.coerce(v.value, to: $0, node: v.node) } ?? v.value
            return AnyView(view.transformEnvironment(\.self) { env in env[dynamicKey: Evaluator.entryKeyName(key)] = value })
        }
        let writable = ScriptAPI.environmentKeys.filter { $0.value.write != nil }.map(\.key)
        throw EvalError("unsupported environment key '\\.\(key)'" + Suggest.didYouMean(key, among: writable), v.node)
    }

    /// `.modifier(Framed())`: the script modifier's `body(content:)` with the view standing in for content,
    /// evaluated when Easel resolves it (so @Environment reads the right environment).
    private static func customModifier(_ view: AnyView, _ a: Arg, _ ev: Evaluator) throws -> AnyView {
        guard case .instance(let i) = a.value, i.decl.methods["body"] != nil else {
            throw EvalError("modifier(_:) expects a ViewModifier with 'func body(content:)'", a.node)
        }
        return AnyView(
            DynamicView(typeName: i.decl.name) { ctx in
                ev.deferred(AnyView(EmptyView())) {
                    let inst = i.copy()
                    inst.context = ctx
                    // The environment the body is built in, as a view's (`UIFontMetrics` reads its Dynamic Type size).
                    ev.bodyEnvironments.append(ctx.environment)
                    defer { ev.bodyEnvironments.removeLast() }
                    let v = try ev.callMethod(.instance(inst), "body", Args([Arg(label: "content", value: .native(view))]), node: a.node)
                    return try ev.view(v, node: a.node)
                }
            })
    }
}
