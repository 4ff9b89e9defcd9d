import Foundation

/// The elements of an SVG (XML) document, in order: start tags with their attributes, end tags,
/// and the text between tags that is not only white space (a `<style>` sheet, also inside
/// `<![CDATA[ … ]]>`). Comments, processing instructions and the document type are skipped.
package struct SVGElementReader {
    package enum Element {
        case open(name: String, attributes: [String: String], selfClosing: Bool)
        case close(name: String)
        case text(String)
    }

    private let bytes: [UInt8]
    private var index = 0

    package init(_ text: String) { bytes = Array(text.utf8) }

    package mutating func next() -> Element? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                if !text.allSatisfy(\.isWhitespace) { return .text(text) }
                continue
            }
            if starts(with: "<!--") {
                index = find("-->").map { $0 + 3 } ?? bytes.count
                continue
            }
            if starts(with: "<![CDATA[") {
                let start = index + 9
                let end = find("]]>") ?? bytes.count
                index = min(end + 3, bytes.count)
                return .text(String(decoding: bytes[start..<max(start, end)], as: UTF8.self))
            }
            if starts(with: "<?") || starts(with: "<!") {
                index = find(">").map { $0 + 1 } ?? bytes.count
                continue
            }
            let end = tagEnd(from: index)
            let body = bytes[(index + 1)..<min(end, bytes.count)]
            index = end + 1
            if body.first == UInt8(ascii: "/") {
                return .close(name: String(decoding: body.dropFirst(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            }
            let selfClosing = body.last == UInt8(ascii: "/")
            return element(selfClosing ? body.dropLast() : body, selfClosing: selfClosing)
        }
        return nil
    }

    private func starts(with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return index + p.count <= bytes.count && Array(bytes[index..<index + p.count]) == p
    }

    private func find(_ text: String) -> Int? {
        let p = Array(text.utf8)
        var i = index
        while i + p.count <= bytes.count {
            if bytes[i] == p[0], Array(bytes[i..<i + p.count]) == p { return i }
            i += 1
        }
        return nil
    }

    /// The `>` that ends the tag at `start`, outside quoted attribute values.
    private func tagEnd(from start: Int) -> Int {
        var i = start + 1
        var quote: UInt8?
        while i < bytes.count {
            let c = bytes[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: ">") {
                return i
            }
            i += 1
        }
        return bytes.count
    }

    /// A start tag's name and attributes (`name="value"` or `name='value'`).
    private func element(_ body: ArraySlice<UInt8>, selfClosing: Bool) -> Element {
        var i = body.startIndex
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
        while i < body.endIndex, !isSpace(body[i]) { i += 1 }
        let name = String(decoding: body[body.startIndex..<i], as: UTF8.self)
        var attributes: [String: String] = [:]
        while i < body.endIndex {
            while i < body.endIndex, isSpace(body[i]) { i += 1 }
            let nameStart = i
            while i < body.endIndex, body[i] != UInt8(ascii: "="), !isSpace(body[i]) { i += 1 }
            let key = String(decoding: body[nameStart..<i], as: UTF8.self)
            while i < body.endIndex, isSpace(body[i]) || body[i] == UInt8(ascii: "=") { i += 1 }
            guard i < body.endIndex, body[i] == UInt8(ascii: "\"") || body[i] == UInt8(ascii: "'") else {
                if key.isEmpty { break }
                continue
            }
            let quote = body[i]
            i += 1
            let valueStart = i
            while i < body.endIndex, body[i] != quote { i += 1 }
            attributes[key] = String(decoding: body[valueStart..<i], as: UTF8.self)
            i += 1
        }
        return .open(name: name, attributes: attributes, selfClosing: selfClosing)
    }
}
