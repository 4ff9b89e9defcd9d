import Foundation
import SwiftSyntax
import Easel

/// UniformTypeIdentifiers' `UTType` in scripts, Easel's: the system types by name (`.png`,
/// `UTType.plainText`), made from an identifier, extension or MIME type, and their conformance.
enum UTTypeValues {
    /// Immutable after initialisation.
    nonisolated(unsafe) static let statics: [String: [String: Any]] = ["UTType": UTType.byName]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("UTType", labels: ["filenameExtension", "mimeType", "exportedAs", "importedAs", "conformingTo"]) { r, ev in
            func string(_ a: Arg) throws -> String { try Conversions.string(a.value, node: a.node) }
            let parent = try r.named("conformingTo").map { try Conversions.native($0.value, UTType.self, "UTType", ev, node: $0.node) }
            if let a = r.positional() { return UTType(try string(a)).map { .native($0) } ?? .null }
            if let a = r.named("filenameExtension") {
                let ext = try string(a)
                return (parent.map { UTType(filenameExtension: ext, conformingTo: $0) } ?? UTType(filenameExtension: ext)).map { .native($0) } ?? .null
            }
            if let a = r.named("mimeType") { return UTType(mimeType: try string(a)).map { .native($0) } ?? .null }
            if let a = r.named("exportedAs") ?? r.named("importedAs") { return .native(UTType(exportedAs: try string(a), conformingTo: parent)) }
            throw r.missing("an identifier, 'filenameExtension:', 'mimeType:' or 'exportedAs:'")
        }
    ]

    /// `type.identifier`, `.preferredFilenameExtension`, `.preferredMIMEType`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let t as UTType) = base else { return nil }
        switch name {
        case "identifier", "description": return .string(t.identifier)
        case "preferredFilenameExtension": return t.preferredFilenameExtension.map { .string($0) } ?? .null
        case "preferredMIMEType": return t.preferredMIMEType.map { .string($0) } ?? .null
        case "localizedDescription": return t.localizedDescription.map { .string($0) } ?? .null
        default: return nil
        }
    }

    /// `type.conforms(to: .image)`, `isSubtype(of:)`, `isSupertype(of:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let t as UTType) = base, ["conforms", "isSubtype", "isSupertype"].contains(name) else { return nil }
        guard let a = args.items.first else { throw EvalError("\(name) needs a UTType", node) }
        let other = try Conversions.native(a.value, UTType.self, "UTType", ev, node: a.node)
        switch name {
        case "conforms": return .bool(t.conforms(to: other))
        case "isSubtype": return .bool(t.isSubtype(of: other))
        default: return .bool(t.isSupertype(of: other))
        }
    }
}
