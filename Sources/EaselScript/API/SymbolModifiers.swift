import Foundation
import SwiftSyntax
import Easel

/// Modifiers of symbol images and labels, for scripts.
enum SymbolModifiers {
    static let all: [ModifierDeclaration] = [
        ModifierDeclaration("imageScale") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("scale") }
            return AnyView(view.imageScale(try Conversions.native(a.value, Image.Scale.self, "Image.Scale", ev, node: a.node)))
        },
        ModifierDeclaration("symbolVariant") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("variant") }
            return AnyView(view.symbolVariant(try Conversions.native(a.value, SymbolVariants.self, "SymbolVariants", ev, node: a.node)))
        },
        ModifierDeclaration("symbolRenderingMode") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("mode") }
            if a.value.isNone { return AnyView(view.symbolRenderingMode(nil)) }
            return AnyView(view.symbolRenderingMode(try Conversions.native(a.value, SymbolRenderingMode.self, "SymbolRenderingMode", ev, node: a.node)))
        },
        ModifierDeclaration("labelStyle") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("style") }
            if let style = try ev.scriptStyle(a, conformingTo: "LabelStyle") { return scriptLabelStyle(view, style, a.node, ev) }
            return try StyleTable.apply(labelStyles, "label style", view, a)
        },
    ]

    /// A script's own LabelStyle: its `makeBody(configuration:)` is called with the title and icon.
    private static func scriptLabelStyle(_ view: AnyView, _ style: Value, _ node: Syntax?, _ ev: Evaluator) -> AnyView {
        AnyView(
            view.labelStyle(
                ScriptLabelStyle { configuration in
                    ev.deferred(AnyView(EmptyView())) {
                        let body = try ev.callMethod(style, "makeBody", Args([Arg(label: "configuration", value: .native(configuration))]), node: node)
                        return try ev.view(body, node: node)
                    }
                }))
    }

    static let labelStyles: [String: @Sendable (AnyView) -> AnyView] = [
        "automatic": { AnyView($0.labelStyle(.automatic)) }, "titleAndIcon": { AnyView($0.labelStyle(.titleAndIcon)) },
        "titleOnly": { AnyView($0.labelStyle(.titleOnly)) }, "iconOnly": { AnyView($0.labelStyle(.iconOnly)) },
    ]
}

/// Static members of the symbol value types.
enum SymbolValues {
    /// Immutable after initialisation (its values are plain values), so safe to read from any thread.
    nonisolated(unsafe) static let all: [String: [String: Any]] = [
        "Image.Scale": ["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large],
        "SymbolVariants": Symbols.variants,
        "SymbolRenderingMode": [
            "monochrome": SymbolRenderingMode.monochrome, "hierarchical": SymbolRenderingMode.hierarchical,
            "palette": SymbolRenderingMode.palette, "multicolor": SymbolRenderingMode.multicolor,
        ],
    ]
}

/// A script's LabelStyle as a compiled one.
nonisolated private struct ScriptLabelStyle: LabelStyle {
    let make: (LabelStyleConfiguration) -> AnyView
    func makeBody(configuration: Configuration) -> some View { make(configuration) }
}
