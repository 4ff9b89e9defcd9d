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
            if a.value == .null { return AnyView(view.symbolRenderingMode(nil)) }
            return AnyView(view.symbolRenderingMode(try Conversions.native(a.value, SymbolRenderingMode.self, "SymbolRenderingMode", ev, node: a.node)))
        },
        ModifierDeclaration("labelStyle") { view, r, _ in
            guard let a = r.positional() else { throw r.missing("style") }
            return try StyleTable.apply(labelStyles, "label style", view, a)
        },
    ]

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
