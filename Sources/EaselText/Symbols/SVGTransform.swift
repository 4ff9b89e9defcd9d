import Foundation

/// A 2D affine transform as SVG writes it: `matrix(a b c d e f)` maps (x, y) to
/// (a x + c y + e, b x + d y + f).
package struct SVGTransform: Sendable, Equatable {
    package var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, e: CGFloat = 0, f: CGFloat = 0
    package static let identity = SVGTransform()

    package init(a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, e: CGFloat = 0, f: CGFloat = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// An SVG `transform` attribute's list (`translate(10,20) scale(2)`), applied right to left as
    /// SVG does; nil when a part is not understood.
    package init?(svgTransform text: String) {
        var result = SVGTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ",")))
            let numbers = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" })
                .compactMap { Double($0) }.map { CGFloat($0) }
            let m: SVGTransform
            switch (name, numbers.count) {
            case ("matrix", 6): m = SVGTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], e: numbers[4], f: numbers[5])
            case ("translate", 1): m = SVGTransform(e: numbers[0])
            case ("translate", 2): m = SVGTransform(e: numbers[0], f: numbers[1])
            case ("scale", 1): m = SVGTransform(a: numbers[0], d: numbers[0])
            case ("scale", 2): m = SVGTransform(a: numbers[0], d: numbers[1])
            case ("rotate", 1), ("rotate", 3):
                let r = numbers[0] * .pi / 180
                let turn = SVGTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
                if numbers.count == 3 {
                    // About (cx, cy): there, turned, back.
                    m = SVGTransform(e: -numbers[1], f: -numbers[2]).then(turn).then(SVGTransform(e: numbers[1], f: numbers[2]))
                } else {
                    m = turn
                }
            case ("skewX", 1): m = SVGTransform(c: tan(numbers[0] * .pi / 180))
            case ("skewY", 1): m = SVGTransform(b: tan(numbers[0] * .pi / 180))
            default: return nil
            }
            // `A B` applies B first, then A.
            result = m.then(result)
            rest = rest[rest.index(after: close)...]
        }
        guard [result.a, result.b, result.c, result.d, result.e, result.f].allSatisfy(\.isFinite) else { return nil }
        self = result
    }

    package func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f) }

    /// This transform followed by `outer`.
    package func then(_ outer: SVGTransform) -> SVGTransform {
        SVGTransform(
            a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
            c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
            e: outer.a * e + outer.c * f + outer.e, f: outer.b * e + outer.d * f + outer.f)
    }
}
