/// The stream filters of ISO 32000-1 §7.4 that are not zlib itself: PNG and TIFF predictors
/// after `FlateDecode`, and the two ASCII encodings.
enum PDFFilters {
    /// Undoes `/Predictor` (2: TIFF, 10–15: PNG, each row with its own filter byte); the data
    /// unchanged without one, nil when the parameters are out of range.
    static func unpredict(_ data: [UInt8], parameters: [String: PDFObject]?, document: PDFDocument) -> [UInt8]? {
        let predictor = document.value(parameters, "Predictor").int ?? 1
        guard predictor >= 2 else { return data }
        let colors = document.value(parameters, "Colors").int ?? 1
        let bits = document.value(parameters, "BitsPerComponent").int ?? 8
        let columns = document.value(parameters, "Columns").int ?? 1
        guard (1...32).contains(colors), [1, 2, 4, 8, 16].contains(bits), (1...1 << 20).contains(columns) else { return nil }
        let pixelBytes = max(1, colors * bits / 8)
        let rowBytes = (colors * bits * columns + 7) / 8
        if predictor == 2 {
            guard bits == 8 else { return data }  // TIFF prediction of other depths: left as stored
            var out = data
            var row = 0
            while row + rowBytes <= out.count {
                for i in pixelBytes..<rowBytes { out[row + i] = out[row + i] &+ out[row + i - pixelBytes] }
                row += rowBytes
            }
            return out
        }
        var out: [UInt8] = []
        out.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var i = 0
        while i < data.count {
            let type = data[i]
            i += 1
            var row = [UInt8](repeating: 0, count: rowBytes)
            let n = min(rowBytes, data.count - i)
            for x in 0..<n {
                let raw = data[i + x]
                let left = x >= pixelBytes ? row[x - pixelBytes] : 0
                let up = previous[x]
                let upLeft = x >= pixelBytes ? previous[x - pixelBytes] : 0
                switch type {
                case 1: row[x] = raw &+ left
                case 2: row[x] = raw &+ up
                case 3: row[x] = raw &+ UInt8((Int(left) + Int(up)) / 2)
                case 4: row[x] = raw &+ paeth(left, up, upLeft)
                default: row[x] = raw
                }
            }
            i += n
            out += row[0..<n]
            previous = row
        }
        return out
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// `ASCIIHexDecode`: pairs of hex digits up to `>`.
    static func asciiHex(_ data: [UInt8]) -> [UInt8] {
        var parser = PDFParser(data + [UInt8(ascii: ">")])
        return parser.readHexString()
    }

    /// `ASCII85Decode`: groups of five characters `!`…`u` (and `z`) up to `~>`; nil when damaged.
    static func ascii85(_ data: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        var group: [UInt32] = []
        func flush(_ count: Int) {
            var padded = group
            while padded.count < 5 { padded.append(84) }
            var value: UInt64 = 0
            for d in padded { value = value * 85 + UInt64(d) }
            let word = UInt32(truncatingIfNeeded: value)
            let four = [UInt8(word >> 24), UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF)]
            out += four.prefix(count)
            group.removeAll(keepingCapacity: true)
        }
        for c in data {
            if c == UInt8(ascii: "~") { break }
            if PDFParser.isWhitespace(c) { continue }
            if c == UInt8(ascii: "z"), group.isEmpty {
                out += [0, 0, 0, 0]
                continue
            }
            guard (33...117).contains(c) else { return nil }
            group.append(UInt32(c - 33))
            if group.count == 5 { flush(4) }
        }
        if group.count == 1 { return nil }
        if !group.isEmpty { flush(group.count - 1) }
        return out
    }
}
