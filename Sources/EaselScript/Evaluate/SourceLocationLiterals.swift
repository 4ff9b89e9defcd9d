import Foundation
import SwiftSyntax

/// The literals that name a place in the source (`#fileID`, `#file`, `#filePath`, `#line`,
/// `#column`, `#function`) and `#selector`, as a script reads them: a logging helper's default
/// arguments (`file: StaticString = #fileID, line: UInt = #line`) and the selector an observer is
/// registered with. As a default argument, a location literal is the caller's: `site` is then
/// the call.
extension Evaluator {
    func sourceLocationLiteral(_ e: MacroExpansionExprSyntax, at site: Syntax? = nil) -> Value? {
        let at = site ?? Syntax(e)
        switch e.macroName.text {
        case "fileID":
            // `Module/File.swift`: the app's module is named after its folder's project, which a
            // script does not know; Xcode's default target name stands in.
            let file = position(at)?.file ?? fileName
            return .string("App/" + URL(fileURLWithPath: file).lastPathComponent)
        case "file", "filePath":
            return .string(position(at)?.file ?? fileName)
        case "line": return .int(position(at)?.line ?? 0)
        case "column": return .int(position(at)?.column ?? 0)
        case "function":
            // The enclosing declaration's name, as Swift writes it (`body`, `load(from:)`).
            var node = at.parent
            while let n = node {
                if let f = n.as(FunctionDeclSyntax.self) {
                    let labels = f.signature.parameterClause.parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }
                    return .string(f.name.text + "(" + labels.joined() + ")")
                }
                if n.is(InitializerDeclSyntax.self) { return .string("init") }
                if let b = n.as(PatternBindingSyntax.self), let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    return .string(name)
                }
                node = n.parent
            }
            return .string("")
        case "selector":
            // A selector is only handed to APIs that call it back on events, which a still image
            // never sends: its method's name stands for it.
            return .string(e.arguments.first?.expression.trimmedDescription ?? "")
        default: return nil
        }
    }
}
