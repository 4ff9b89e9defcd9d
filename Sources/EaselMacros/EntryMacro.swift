import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var accent: Color = .orange` in an extension of `EnvironmentValues` or
/// `ContainerValues` (SwiftUI's `@Entry`, iOS 18): the variable becomes a computed property that
/// reads and writes the values under a key type, and that key type (`__Key_accent`, whose default
/// is the initial value, made anew at each read as SwiftUI's is) is declared beside it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, context)
        let defaultValue: String
        switch (entry.type, entry.initialValue) {
        case (let type?, let value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
        case (let type?, nil) where entry.isOptional: defaultValue = "static var defaultValue: \(type) { nil }"
        case (nil, let value?): defaultValue = "static let defaultValue = \(value)"
        default: throw EntryError("@Entry needs an initial value, or an optional type whose default is nil")
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                \(raw: defaultValue)
            }
            """
        ]
    }

    /// What both expansions read from the variable and the extension around it.
    private struct Entry {
        let keyName: String
        let keyProtocol: String
        let type: String?
        let initialValue: String?
        let isOptional: Bool

        init(_ declaration: some DeclSyntaxProtocol, _ context: some MacroExpansionContext) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { throw EntryError("@Entry applies to one variable, such as '@Entry var accent: Color = .orange'") }
            let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?.extendedType.trimmedDescription
            switch extended.map({ $0.split(separator: ".").last.map(String.init) ?? $0 }) {
            case "EnvironmentValues"?: keyProtocol = "EnvironmentKey"
            case "ContainerValues"?: keyProtocol = "ContainerValueKey"
            default: throw EntryError("@Entry declares a value of EnvironmentValues or ContainerValues, in an extension of one of them")
            }
            keyName = "__Key_" + name
            let type = binding.typeAnnotation?.type
            self.type = type?.trimmedDescription
            isOptional = type.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
            initialValue = binding.initializer?.value.trimmedDescription
        }
    }
}

/// Why `@Entry` cannot expand, shown by the compiler at the attribute.
struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
