import Foundation

/// The targets a `Package.swift` declares, read from its text (the manifest is Swift, but its
/// targets are almost always literal calls): `.target(name: "FoodTruckKit", path: "Sources")`.
/// A target without `path:` lives in `Sources/<name>` (or SwiftPM's other predefined folders,
/// `Source`, `src`, `srcs`).
enum PackageManifest {
    /// A target: its module name and its folder relative to the package, when the call gives one.
    struct Target: Equatable {
        let name: String
        let path: String?
    }

    /// The calls that declare a module of source files.
    static let targetKinds = ["target", "executableTarget", "testTarget", "macro"]
    /// SwiftPM's predefined folders for targets without a `path:`.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// The targets `manifest` declares with a literal name, in order.
    static func targets(in manifest: String) -> [Target] {
        let text = ProjectIndex.withoutComments(manifest)
        var result: [Target] = []
        var rest = text[...]
        while let dot = rest.firstIndex(of: ".") {
            rest = rest[rest.index(after: dot)...]
            guard let kind = targetKinds.first(where: { rest.hasPrefix($0 + "(") }) else { continue }
            let open = rest.index(rest.startIndex, offsetBy: kind.count)
            let arguments = balancedArguments(rest[open...])
            rest = rest[arguments.endIndex...]
            if kind == "testTarget" { continue }
            guard let name = stringArgument("name", in: arguments) else { continue }
            // `path: "./Kit"` is the folder `Kit` (SBB's design system writes it so).
            let path = stringArgument("path", in: arguments).map { p in
                p.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
            }
            result.append(Target(name: name, path: path))
        }
        return result
    }

    /// Calls `visit` with each character of `text` outside string literals and the depth of
    /// brackets around it (a bracket itself counts as inside); stops when `visit` returns false.
    private static func walk(_ text: Substring, _ visit: (Substring.Index, Int) -> Bool) {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if inString {
                if c == "\\" { index = text.index(after: index) } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else {
                if c == "(" || c == "[" { depth += 1 }
                if !visit(index, depth) { return }
                if c == ")" || c == "]" { depth -= 1 }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
    }

    /// The text from `open` (a "(") to its matching ")", strings skipped.
    private static func balancedArguments(_ text: Substring) -> Substring {
        var end = text.endIndex
        walk(text) { index, depth in
            guard depth == 1, text[index] == ")" || text[index] == "]" else { return true }
            end = text.index(after: index)
            return false
        }
        return text[text.startIndex..<end]
    }

    /// The string literal of `label:` at the call's own level (not inside a nested call such as
    /// `.product(name:package:)`).
    private static func stringArgument(_ label: String, in arguments: Substring) -> String? {
        var found: String?
        walk(arguments) { index, depth in
            guard depth == 1, arguments[index...].hasPrefix(label) else { return true }
            if index > arguments.startIndex {
                let before = arguments[arguments.index(before: index)]
                if before.isLetter || before.isNumber { return true }
            }
            var after = arguments[arguments.index(index, offsetBy: label.count)...].drop(while: \.isWhitespace)
            guard after.first == ":" else { return true }
            after = after.dropFirst().drop(while: \.isWhitespace)
            if after.first == "\"", let close = after.dropFirst().firstIndex(of: "\"") {
                found = String(after[after.index(after: after.startIndex)..<close])
            }
            return false
        }
        return found
    }
}
