import SwiftSyntax

/// The modules a file imports that Easel cannot read: neither the iOS SDK (whose SwiftUI and
/// Foundation parts Easel has), nor Easel's, nor one of the project's own packages. A name that Easel does not
/// know in such a file most likely comes from one of them (`KFImage` from Kingfisher, `Firestore`
/// from FirebaseFirestore), and the error says so.
enum UnreadableImports {
    /// The error messages about a name Easel does not know, which the hint follows.
    static let unknownNameMessages = [
        "unknown view or type", "unknown identifier", "unknown function", "unknown modifier", "type '", "value of type '",
    ]

    /// The modules `file` imports that are neither the SDK's nor in `projectModules`, in the order written.
    static func modules(of file: SourceFileSyntax, projectModules: Set<String>) -> [String] {
        var names: [String] = []
        for item in file.statements {
            guard let d = item.item.as(ImportDeclSyntax.self), let first = d.path.first?.name.text else { continue }
            if LocalPackages.isProvided(first) || projectModules.contains(first) {
                continue
            }
            if !names.contains(first) { names.append(first) }
        }
        return names
    }

    /// "the file imports 'Kingfisher', which Easel cannot read (…)", for modules `names`.
    static func importsPhrase(_ names: [String]) -> String {
        "the file imports \(names.map { "'\($0)'" }.joined(separator: ", ")), which Easel cannot read (it reads the iOS SDK, the project's own packages and the checkouts `easel resolve` fetches)"
    }

    /// `message` with the hint when it is about an unknown name and the file holding `node`
    /// imports modules Easel cannot read.
    static func hinted(_ message: String, at node: Syntax?, projectModules: Set<String>) -> String {
        let unknownName =
            unknownNameMessages.contains(where: message.hasPrefix)
            && (message.contains("no member") || message.contains("no function") || message.hasPrefix("unknown"))
        // A type Easel only knows by name (`'FriendInfo' cannot be constructed in a script`).
        guard unknownName || message.hasSuffix("cannot be constructed in a script"), let file = node?.root.as(SourceFileSyntax.self) else {
            return message
        }
        let names = modules(of: file, projectModules: projectModules)
        guard !names.isEmpty else { return message }
        let hint = "; " + importsPhrase(names)
        // Before a spelling suggestion: the module is the likelier cause.
        guard let suggestion = message.range(of: "; did you mean") else { return message + hint }
        return message[..<suggestion.lowerBound] + hint + message[suggestion.lowerBound...]
    }
}
