import Foundation
import SwiftSyntax

/// Where in a script something is: file, line and column (1-based).
public struct SourcePosition: CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var description: String { "\(file):\(line):\(column)" }
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// One error in a script, with the place it happened: "scene.swift:4:9: unknown modifier 'fram'; did you mean 'frame'?"
public struct ScriptError: Error, CustomStringConvertible {
    public var message: String
    public var position: SourcePosition?

    public init(_ message: String, at position: SourcePosition? = nil) {
        self.message = message
        self.position = position
    }

    public var description: String {
        if let position { return "\(position): error: \(message)" }
        return "error: \(message)"
    }
}

/// Thrown inside the evaluator before a position is known; the evaluator attaches the innermost syntax.
struct EvalError: Error {
    var message: String
    var node: Syntax?
    init(_ message: String, _ node: SyntaxProtocol? = nil) {
        self.message = message
        self.node = node.map { Syntax($0) }
    }
}

/// Suggestions by edit distance: the known names nearest to a misspelt one.
enum Suggest {
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                let del = prev[j] + 1, ins = cur[j - 1] + 1, sub = prev[j - 1] + cost
                cur[j] = Swift.min(del, Swift.min(ins, sub))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    /// "; did you mean 'frame'?" or "" when nothing is close.
    static func didYouMean(_ name: String, among candidates: [String]) -> String {
        let limit = max(1, min(3, name.count / 2))
        var scored: [(name: String, d: Int)] = []
        for c in Set(candidates) where c != name {
            let d = distance(name, c)
            if d <= limit { scored.append((c, d)) }
        }
        scored.sort { (a: (name: String, d: Int), b: (name: String, d: Int)) -> Bool in
            a.d != b.d ? a.d < b.d : a.name < b.name
        }
        guard !scored.isEmpty else { return "" }
        let best: [String] = scored.prefix(2).map { "'" + $0.name + "'" }
        return "; did you mean " + best.joined(separator: " or ") + "?"
    }
}
