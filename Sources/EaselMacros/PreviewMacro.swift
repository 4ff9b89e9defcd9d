import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name", traits: …) { body }` in Easel's `SwiftUI` module: the body becomes the
/// `makeBody()` of a uniquely named type, so that it is type-checked as Xcode's preview is and the
/// file compiles on Linux. Easel renders previews from the source (`easel render`, which reads
/// the name and traits there), not from this expansion.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            return []
        }
        let name = context.makeUniqueName("Preview")
        // Each statement on its own line, indented for the function (multi-line statements keep
        // their inner lines as written).
        let body = closure.statements.map { item in
            "        " + item.with(\.item, PreviewableAttributes.removed(from: item.item)).trimmedDescription
        }.joined(separator: "\n")
        return [
            """
            @MainActor enum \(name) {
                @ViewBuilder static func makeBody() -> some View {
            \(raw: body)
                }
            }
            """
        ]
    }
}

/// `@Previewable` on a preview's `@State` variables: `#Preview`'s expansion drops it.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// A statement of a preview without its `@Previewable` attributes.
enum PreviewableAttributes {
    static func removed(from item: CodeBlockItemSyntax.Item) -> CodeBlockItemSyntax.Item {
        guard case .decl(let decl) = item, let variable = decl.as(VariableDeclSyntax.self) else { return item }
        let kept = variable.attributes.filter { element in
            guard case .attribute(let a) = element else { return true }
            return a.attributeName.trimmedDescription != "Previewable"
        }
        return .decl(DeclSyntax(variable.with(\.attributes, AttributeListSyntax(kept))))
    }
}
