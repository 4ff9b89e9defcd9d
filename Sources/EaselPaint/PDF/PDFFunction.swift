import Foundation

/// A PDF function of one input (ISO 32000-1 §7.10), as shadings and tint transforms use them:
/// sampled (type 0), exponential (type 2), stitching (type 3), and an array of one-output
/// functions. PostScript calculator functions (type 4) are not read.
indirect enum PDFFunction {
    case sampled(domain: ClosedRange<Double>, encode: (Double, Double), decode: [Double], outputs: Int, samples: [Double])
    case exponential(domain: ClosedRange<Double>, c0: [Double], c1: [Double], exponent: Double)
    case stitching(domain: ClosedRange<Double>, functions: [PDFFunction], bounds: [Double], encode: [Double])
    /// Each function gives one component.
    case each([PDFFunction])

    /// Functions nest at most this deep; a sampled function has at most this many samples.
    static let maxDepth = 8
    static let maxSamples = 1 << 16

    init?(_ object: PDFObject, document: PDFDocument, depth: Int = 0) {
        guard depth < Self.maxDepth else { return nil }
        let object = document.resolve(object)
        if let items = object.array {
            let parts = items.compactMap { PDFFunction($0, document: document, depth: depth + 1) }
            guard parts.count == items.count, !parts.isEmpty else { return nil }
            self = .each(parts)
            return
        }
        guard let d = object.dictionary, let type = document.value(d, "FunctionType").int,
            let domain = document.value(d, "Domain").numbers, domain.count >= 2, domain.allSatisfy(\.isFinite), domain[0] <= domain[1]
        else { return nil }
        let range = domain[0]...domain[1]
        switch type {
        case 0:
            guard let size = document.value(d, "Size").numbers?.first, size >= 1, size <= Double(Self.maxSamples),
                let bits = document.value(d, "BitsPerSample").int, [1, 2, 4, 8, 12, 16, 24, 32].contains(bits),
                let outputRange = document.value(d, "Range").numbers, outputRange.count >= 2, outputRange.allSatisfy(\.isFinite),
                let (bytes, _) = document.decodedStream(object)
            else { return nil }
            let outputs = outputRange.count / 2
            let count = Int(size)
            let encode = document.value(d, "Encode").numbers ?? [0, size - 1]
            let decode = document.value(d, "Decode").numbers ?? outputRange
            guard encode.count >= 2, decode.count >= outputs * 2, count * outputs <= Self.maxSamples else { return nil }
            var samples: [Double] = []
            samples.reserveCapacity(count * outputs)
            var bitPosition = 0
            let maximum = Double((UInt64(1) << UInt64(bits)) - 1)
            for _ in 0..<count * outputs {
                var v: UInt64 = 0
                for _ in 0..<bits {
                    let byte = bitPosition >> 3
                    guard byte < bytes.count else { return nil }
                    v = v << 1 | UInt64(bytes[byte] >> (7 - UInt8(bitPosition & 7)) & 1)
                    bitPosition += 1
                }
                samples.append(Double(v) / maximum)
            }
            self = .sampled(domain: range, encode: (encode[0], encode[1]), decode: decode, outputs: outputs, samples: samples)
        case 2:
            let c0 = document.value(d, "C0").numbers ?? [0]
            let c1 = document.value(d, "C1").numbers ?? [1]
            guard let n = document.value(d, "N").number, n.isFinite, c0.count == c1.count, !c0.isEmpty else { return nil }
            self = .exponential(domain: range, c0: c0, c1: c1, exponent: n)
        case 3:
            guard let items = document.value(d, "Functions").array, !items.isEmpty else { return nil }
            let parts = items.compactMap { PDFFunction($0, document: document, depth: depth + 1) }
            let bounds = document.value(d, "Bounds").numbers ?? []
            let encode = document.value(d, "Encode").numbers ?? []
            guard parts.count == items.count, bounds.count == parts.count - 1, encode.count >= parts.count * 2,
                bounds.allSatisfy(\.isFinite), encode.allSatisfy(\.isFinite)
            else { return nil }
            self = .stitching(domain: range, functions: parts, bounds: bounds, encode: encode)
        default:
            return nil
        }
    }

    var domain: ClosedRange<Double> {
        switch self {
        case .sampled(let d, _, _, _, _), .exponential(let d, _, _, _), .stitching(let d, _, _, _): return d
        case .each(let parts): return parts[0].domain
        }
    }

    /// The outputs at `x` (clamped to the domain).
    func callAsFunction(_ x: Double) -> [Double] {
        let t = min(max(x.isFinite ? x : domain.lowerBound, domain.lowerBound), domain.upperBound)
        switch self {
        case .sampled(let domain, let encode, let decode, let outputs, let samples):
            let count = samples.count / outputs
            let span = domain.upperBound - domain.lowerBound
            let e = span > 0 ? encode.0 + (t - domain.lowerBound) * (encode.1 - encode.0) / span : encode.0
            let position = min(max(e, 0), Double(count - 1))
            let i = Int(position.rounded(.down)), next = min(i + 1, count - 1), f = position - Double(i)
            return (0..<outputs).map { o in
                let v = samples[i * outputs + o] * (1 - f) + samples[next * outputs + o] * f
                return decode[2 * o] + v * (decode[2 * o + 1] - decode[2 * o])
            }
        case .exponential(let domain, let c0, let c1, let n):
            let span = domain.upperBound - domain.lowerBound
            let u = span > 0 ? (t - domain.lowerBound) / span : 0
            let p = n == 1 ? u : pow(u, n)
            return zip(c0, c1).map { $0 + p * ($1 - $0) }
        case .stitching(let domain, let functions, let bounds, let encode):
            var k = 0
            while k < bounds.count, t >= bounds[k] { k += 1 }
            let low = k == 0 ? domain.lowerBound : bounds[k - 1]
            let high = k == bounds.count ? domain.upperBound : bounds[k]
            let e0 = encode[2 * k], e1 = encode[2 * k + 1]
            let u = high > low ? e0 + (t - low) * (e1 - e0) / (high - low) : e0
            return functions[k](u)
        case .each(let parts):
            return parts.map { $0(t).first ?? 0 }
        }
    }

    /// Inputs over `range` at which sampling the function and joining the samples by straight
    /// lines gives it back: its ends and the stitching bounds, with points between where a
    /// piece is not linear.
    func samplePoints(over range: ClosedRange<Double>) -> [Double] {
        var points: Set<Double> = [range.lowerBound, range.upperBound]
        var linear = true
        func visit(_ f: PDFFunction) {
            switch f {
            case .exponential(_, _, _, let n): if n != 1 { linear = false }
            case .sampled: linear = false
            case .stitching(_, let functions, let bounds, _):
                for b in bounds where range.contains(b) { points.insert(b) }
                functions.forEach(visit)
            case .each(let parts): parts.forEach(visit)
            }
        }
        visit(self)
        if !linear {
            let steps = 32
            for i in 1..<steps { points.insert(range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(steps)) }
        }
        return points.sorted()
    }
}
