import Foundation
import SwiftSyntax

/// Foundation's `Scanner` for scripts, as colour extensions use it:
/// `Scanner(string: hex).scanHexInt64(&rgb)`, `scanner.scanLocation = 1`,
/// `scanner.charactersToBeSkipped = CharacterSet(charactersIn: "#")`. Written out over the
/// string's characters because the values it writes go back through `&` arguments.
final class ScriptScanner {
    let characters: [Character]
    var location = 0
    var skipped: CharacterSet = .whitespacesAndNewlines

    init(_ string: String) { characters = Array(string) }

    var isAtEnd: Bool { skipSkipped(); return location >= characters.count }

    private func skipSkipped() {
        while location < characters.count, characters[location].unicodeScalars.allSatisfy(skipped.contains) { location += 1 }
    }

    /// Hexadecimal digits (an optional `0x` first), or nil without any; the location moves past them.
    func scanHex(maxBits: Int) -> UInt64? {
        skipSkipped()
        var i = location
        if i + 1 < characters.count, characters[i] == "0", characters[i + 1] == "x" || characters[i + 1] == "X" { i += 2 }
        var value: UInt64 = 0, digits = 0
        while i < characters.count, let d = characters[i].hexDigitValue {
            // Like Foundation, a value too large for the type saturates (and the digits are consumed).
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
            value = overflow || shifted >> maxBits != 0 ? (maxBits == 64 ? .max : (1 << maxBits) - 1) : shifted + UInt64(d)
            i += 1
            digits += 1
        }
        guard digits > 0 else { return nil }
        location = i
        return value
    }

    /// A decimal integer with an optional sign, or nil.
    func scanInt() -> Int? {
        skipSkipped()
        var i = location
        var text = ""
        if i < characters.count, characters[i] == "-" || characters[i] == "+" { text.append(characters[i]); i += 1 }
        while i < characters.count, characters[i].isASCII, characters[i].isNumber { text.append(characters[i]); i += 1 }
        guard let v = Int(text) else { return nil }
        location = i
        return v
    }

    /// `string` where the scanner stands, or nil.
    func scanString(_ string: String) -> String? {
        skipSkipped()
        let s = Array(string)
        guard !s.isEmpty, location + s.count <= characters.count, Array(characters[location..<location + s.count]) == s else { return nil }
        location += s.count
        return string
    }

    /// The characters before `string` (or to the end), or nil when there are none.
    func scanUpTo(_ string: String) -> String? {
        skipSkipped()
        let s = Array(string)
        var i = location
        while i < characters.count, !(i + s.count <= characters.count && Array(characters[i..<i + s.count]) == s) { i += 1 }
        guard i > location else { return nil }
        defer { location = i }
        return String(characters[location..<i])
    }
}

/// A builtin method's result together with the values it writes through its `&` arguments, by
/// argument position; the call site assigns them (`scanHexInt64(&rgb)`).
struct InOutResult {
    let result: Value
    let writes: [Int: Value]
}

extension ScriptScanner {
    /// The scanner's methods and members; nil when `name` is not one.
    static func call(_ s: ScriptScanner, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        let vs = args.items.map(\.value)
        switch name {
        case "scanHexInt64", "scanHexInt32":
            let bits = name == "scanHexInt64" ? 64 : 32
            guard let v = s.scanHex(maxBits: bits) else { return .native(InOutResult(result: .bool(false), writes: [:])) }
            // Script integers are Int: a 64-bit value above Int.max keeps its bits.
            let int = Int(truncatingIfNeeded: v)
            return vs.isEmpty ? .int(int) : .native(InOutResult(result: .bool(true), writes: [0: .int(int)]))
        case "scanInt", "scanInt64", "scanInteger":
            guard let v = s.scanInt() else { return vs.isEmpty ? .null : .native(InOutResult(result: .bool(false), writes: [:])) }
            return vs.isEmpty ? .int(v) : .native(InOutResult(result: .bool(true), writes: [0: .int(v)]))
        case "scanString":
            guard case .string(let t)? = vs.first else { throw EvalError("scanString needs a string", node) }
            return s.scanString(t).map { .string($0) } ?? .null
        case "scanUpToString":
            guard case .string(let t)? = vs.first else { throw EvalError("scanUpToString needs a string", node) }
            return s.scanUpTo(t).map { .string($0) } ?? .null
        default: return nil
        }
    }

    /// `isAtEnd`, `scanLocation`, `currentIndex` (as an offset).
    func member(_ name: String) -> Value? {
        switch name {
        case "isAtEnd": return .bool(isAtEnd)
        case "scanLocation", "currentIndex": return .int(location)
        case "string": return .string(String(characters))
        default: return nil
        }
    }

    /// `scanner.scanLocation = 1`, `scanner.charactersToBeSkipped = …`.
    func set(_ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        switch (name, value) {
        case ("scanLocation", .int(let i)), ("currentIndex", .int(let i)):
            guard i >= 0, i <= characters.count else { throw EvalError("scan location \(i) is outside the string", node) }
            location = i
        case ("charactersToBeSkipped", .native(let set as CharacterSet)): skipped = set
        case ("charactersToBeSkipped", .null): skipped = CharacterSet()
        default: return false
        }
        return true
    }
}
