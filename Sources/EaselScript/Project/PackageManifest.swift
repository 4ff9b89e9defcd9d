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
            result.append(Target(name: name, path: stringArgument("path", in: arguments)))
        }
        return result
    }

    /// The text from `open` (a "(") to its matching ")", strings skipped.
    private static func balancedArguments(_ text: Substring) -> Substring {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if inString {
                if c == "\\" { index = text.index(after: index) } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
                if depth == 0 { return text[text.startIndex...index] }
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return text
    }

    /// The string literal of `label:` at the call's own level (not inside a nested call such as
    /// `.product(name:package:)`).
    private static func stringArgument(_ label: String, in arguments: Substring) -> String? {
        var depth = 0
        var inString = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let c = arguments[index]
            if inString {
                if c == "\\" { index = arguments.index(after: index) } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            } else if depth == 1, arguments[index...].hasPrefix(label),
                index == arguments.startIndex || !(arguments[arguments.index(before: index)].isLetter || arguments[arguments.index(before: index)].isNumber)
            {
                var after = arguments[arguments.index(index, offsetBy: label.count)...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
                if after.first == ":" {
                    after = after.dropFirst().drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
                    if after.first == "\"", let close = after.dropFirst().firstIndex(of: "\"") {
                        return String(after[after.index(after: after.startIndex)..<close])
                    }
                    return nil
                }
            }
            if index < arguments.endIndex { index = arguments.index(after: index) }
        }
        return nil
    }
}
