import EaselRaster
import Foundation

/// A PDF file's objects, found by reading the file from start to end (every `N G obj … endobj`,
/// and the objects packed in object streams), as readers repair a file whose cross-reference
/// table is missing or wrong. A later definition of a number replaces an earlier one, as an
/// incremental update does.
package struct PDFDocument {
    package let bytes: [UInt8]
    private(set) var objects: [Int: PDFObject] = [:]

    /// A stream inflates to at most this many bytes.
    static let maxDecoded = 64 << 20
    /// A document has at most this many objects.
    static let maxObjects = 200_000

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case notPDF
        case tooManyObjects
        package var description: String {
            switch self {
            case .notPDF: return "not a PDF file (it does not start with %PDF-)"
            case .tooManyObjects: return "more than \(PDFDocument.maxObjects) objects"
            }
        }
    }

    package init(_ data: Data) throws(Failure) {
        bytes = [UInt8](data)
        // A header within the first kilobyte, as readers allow.
        let head = bytes.prefix(1024)
        guard Self.find(Array("%PDF-".utf8), in: head, from: head.startIndex) != nil else { throw .notPDF }
        try scanObjects()
        try unpackObjectStreams()
    }

    /// The object `object` stands for: itself, or the object a reference names (followed up to
    /// 32 references deep; `.null` when missing).
    package func resolve(_ object: PDFObject?) -> PDFObject {
        var current = object ?? .null
        for _ in 0..<32 {
            guard case .reference(let n, _) = current else { return current }
            current = objects[n] ?? .null
        }
        return .null
    }

    /// `dictionary[key]`, resolved.
    package func value(_ dictionary: [String: PDFObject]?, _ key: String) -> PDFObject {
        resolve(dictionary?[key])
    }

    /// The document's first page: the catalog's page tree followed to its first leaf (else the
    /// first `/Type /Page` object), with the attributes it inherits from its parents.
    package func firstPage() -> PDFPage? {
        let catalog = objects.keys.sorted().lazy.compactMap { n -> [String: PDFObject]? in
            guard let d = objects[n]?.dictionary, d["Type"]?.name == "Catalog" else { return nil }
            return d
        }.first
        var node = value(catalog, "Pages").dictionary
        var inherited: [String: PDFObject] = [:]
        var visited = 0
        while var current = node, visited < 64 {
            visited += 1
            for key in ["Resources", "MediaBox", "CropBox", "Rotate"] where current[key] != nil { inherited[key] = current[key] }
            if current["Type"]?.name == "Page" || current["Kids"] == nil {
                current.merge(inherited) { own, _ in own }
                return PDFPage(document: self, dictionary: current)
            }
            node = resolve(value(current, "Kids").array?.first).dictionary
        }
        for n in objects.keys.sorted() {
            if let d = objects[n]?.dictionary, d["Type"]?.name == "Page" { return PDFPage(document: self, dictionary: d) }
        }
        return nil
    }

    // MARK: Streams

    /// A stream's bytes with its filters applied; nil when a filter is not one Easel reads
    /// (it reads `FlateDecode` with its predictors, `ASCIIHexDecode` and `ASCII85Decode`) or the
    /// data is damaged. A filter in `imageFilters` (`DCTDecode`) stops the chain: `left` names it,
    /// for an image decoder to apply.
    package func decodedStream(_ object: PDFObject, keeping imageFilters: Set<String> = []) -> (bytes: [UInt8], left: String?)? {
        guard case .stream(let dictionary, let raw) = object else { return nil }
        var filters: [String] = []
        var parameters: [PDFObject] = []
        switch value(dictionary, "Filter") {
        case .name(let n): filters = [n]
        case .array(let a): filters = a.compactMap { resolve($0).name }
        default: break
        }
        switch value(dictionary, "DecodeParms") {
        case .array(let a): parameters = a.map { resolve($0) }
        case let p: parameters = [p]
        }
        var data = Array(raw)
        for (i, filter) in filters.enumerated() {
            if imageFilters.contains(filter) { return (data, filter) }
            let p = i < parameters.count ? parameters[i].dictionary : nil
            switch filter {
            case "FlateDecode", "Fl":
                guard let inflated = try? Inflate.inflate(data[...], limit: Self.maxDecoded) else { return nil }
                guard let predicted = PDFFilters.unpredict(inflated, parameters: p, document: self) else { return nil }
                data = predicted
            case "ASCIIHexDecode", "AHx": data = PDFFilters.asciiHex(data)
            case "ASCII85Decode", "A85":
                guard let d = PDFFilters.ascii85(data) else { return nil }
                data = d
            default: return nil
            }
        }
        return (data, nil)
    }

    // MARK: Reading the file

    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var i = max(start, haystack.startIndex)
        let last = haystack.endIndex - needle.count
        while i <= last {
            if haystack[i] == first, haystack[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// Finds every `N G obj` and reads the object after it; a stream's data is skipped by its
    /// `/Length`, or up to its `endstream` when the length is wrong or indirect.
    private mutating func scanObjects() throws(Failure) {
        let obj = Array("obj".utf8)
        var i = 0
        let all = bytes[...]
        while let at = Self.find(obj, in: all, from: i) {
            i = at + 3
            guard at + 3 >= bytes.count || !PDFParser.isRegular(bytes[at + 3]), let number = numberBefore(at) else { continue }
            var parser = PDFParser(bytes, at: at + 3)
            guard var object = parser.object(references: true) else { continue }
            parser.skipWhitespace()
            if case .dictionary(let d) = object, parser.peekWord().elementsEqual("stream".utf8) {
                var start = parser.position + 6
                if start < bytes.count, bytes[start] == 0x0D { start += 1 }
                if start < bytes.count, bytes[start] == 0x0A { start += 1 }
                var end: Int?
                if let length = d["Length"]?.int, length >= 0, start + length <= bytes.count {
                    var check = PDFParser(bytes, at: start + length)
                    check.skipWhitespace()
                    if check.peekWord().elementsEqual("endstream".utf8) { end = start + length }
                }
                if end == nil, let e = Self.find(Array("endstream".utf8), in: all, from: start) {
                    var trimmed = e
                    if trimmed > start, bytes[trimmed - 1] == 0x0A { trimmed -= 1 }
                    if trimmed > start, bytes[trimmed - 1] == 0x0D { trimmed -= 1 }
                    end = trimmed
                }
                let stop = end ?? bytes.count
                object = .stream(d, bytes[start..<stop])
                i = stop
            } else {
                i = parser.position
            }
            objects[number] = object
            if objects.count > Self.maxObjects { throw .tooManyObjects }
        }
    }

    /// The object number of `N G obj` whose `obj` starts at `at`, read backwards.
    private func numberBefore(_ at: Int) -> Int? {
        var p = at - 1
        func digitsBack() -> Int? {
            while p >= 0, PDFParser.isWhitespace(bytes[p]) { p -= 1 }
            let end = p
            while p >= 0, (0x30...0x39).contains(bytes[p]) { p -= 1 }
            guard end > p, end - p <= 10 else { return nil }
            return Int(String(decoding: bytes[(p + 1)...end], as: UTF8.self))
        }
        guard digitsBack() != nil, let n = digitsBack() else { return nil }
        if p >= 0, PDFParser.isRegular(bytes[p]) { return nil }
        return n
    }

    /// Objects kept in object streams (`/Type /ObjStm`, PDF 1.5), where no direct definition
    /// of their number exists.
    private mutating func unpackObjectStreams() throws(Failure) {
        for (_, object) in objects {
            guard case .stream(let d, _) = object, d["Type"]?.name == "ObjStm", let count = resolve(d["N"]).int,
                let first = resolve(d["First"]).int, count >= 0, count <= Self.maxObjects,
                let (data, _) = decodedStream(object), first >= 0, first <= data.count
            else { continue }
            var header = PDFParser(data)
            var entries: [(Int, Int)] = []
            for _ in 0..<count {
                guard let n = header.object(references: false)?.int, let offset = header.object(references: false)?.int else { break }
                entries.append((n, offset))
            }
            for (n, offset) in entries where objects[n] == nil && offset >= 0 && first + offset < data.count {
                var parser = PDFParser(data, at: first + offset)
                if let o = parser.object(references: true) { objects[n] = o }
                if objects.count > Self.maxObjects { throw .tooManyObjects }
            }
        }
    }
}
