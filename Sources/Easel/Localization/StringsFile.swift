import Foundation

/// The old-style `.strings` format: `"key" = "value";` pairs with `/* */` and `//` comments,
/// backslash escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx`) and unquoted keys of letters and
/// digits, in UTF-8 or UTF-16 (with a byte-order mark).
enum StringsFile {
    static func parse(_ file: URL) throws -> [String: StringCatalog.Entry] {
        let data = try Data(contentsOf: file)
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else { throw StringCatalogError(file: file.path, line: nil, message: "not UTF-8 or UTF-16 text") }
        return try parse(text, file: file.path)
    }

    static func parse(_ text: String, file: String) throws -> [String: StringCatalog.Entry] {
        let c = Array(text.unicodeScalars)
        var i = 0, line = 1
        var result: [String: StringCatalog.Entry] = [:]
        func fail(_ message: String) -> StringCatalogError { StringCatalogError(file: file, line: line, message: message) }
        func skipSpace() throws {
            while i < c.count {
                if c[i] == "\n" {
                    line += 1; i += 1
                } else if c[i].properties.isWhitespace || c[i] == "\u{FEFF}" {
                    i += 1
                } else if c[i] == "/", i + 1 < c.count, c[i + 1] == "*" {
                    i += 2
                    while i + 1 < c.count, !(c[i] == "*" && c[i + 1] == "/") { if c[i] == "\n" { line += 1 }; i += 1 }
                    guard i + 1 < c.count else { throw fail("unterminated comment") }
                    i += 2
                } else if c[i] == "/", i + 1 < c.count, c[i + 1] == "/" {
                    while i < c.count, c[i] != "\n" { i += 1 }
                } else {
                    return
                }
            }
        }
        func token() throws -> String {
            guard i < c.count else { throw fail("unexpected end of file") }
            if c[i] != "\"" {
                var s = ""
                while i < c.count, c[i].properties.isAlphabetic || c[i].properties.numericType != nil || "_.-".unicodeScalars.contains(c[i]) {
                    s.unicodeScalars.append(c[i]); i += 1
                }
                guard !s.isEmpty else { throw fail("expected a quoted string, found '\(c[i])'") }
                return s
            }
            i += 1
            var s = ""
            while i < c.count, c[i] != "\"" {
                if c[i] == "\n" { line += 1 }
                if c[i] == "\\", i + 1 < c.count {
                    i += 1
                    switch c[i] {
                    case "n": s += "\n"
                    case "t": s += "\t"
                    case "r": s += "\r"
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(c[(i + 1)..<min(c.count, i + 5)]))
                        guard hex.count == 4, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                            throw fail("bad \\U escape")
                        }
                        s.unicodeScalars.append(scalar)
                        i += 4
                    default: s.unicodeScalars.append(c[i])
                    }
                    i += 1
                    continue
                }
                s.unicodeScalars.append(c[i]); i += 1
            }
            guard i < c.count else { throw fail("unterminated string") }
            i += 1
            return s
        }
        while true {
            try skipSpace()
            if i >= c.count { break }
            let key = try token()
            try skipSpace()
            var value = key
            if i < c.count, c[i] == "=" {
                i += 1
                try skipSpace()
                value = try token()
                try skipSpace()
            }
            guard i < c.count, c[i] == ";" else { throw fail("expected ';' after \"\(key)\"") }
            i += 1
            result[key] = .string(value)
        }
        return result
    }
}
