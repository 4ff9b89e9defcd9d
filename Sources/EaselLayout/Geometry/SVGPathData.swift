import Foundation

/// The path data of an SVG `<path d="…">` (SVG 1.1, §8.3) as path elements: every command,
/// absolute and relative (`M L H V C S Q T A Z`), with repeated coordinates after a command and
/// numbers written without separators (`M9.2-14.9`, `0.5.5`). Arcs become cubic curves, as SVG
/// renderers draw them. Used for the outlines of custom symbols (an asset catalog's
/// `.symbolset`, an SVG template).
package enum SVGPathData {
    /// The elements of `d`; nil when it is not path data (an unknown command, a missing number,
    /// a number that is not finite).
    package static func elements(_ d: String) -> [PathElement]? {
        var scanner = Scanner(Array(d.utf8))
        var out: [PathElement] = []
        var current = CGPoint.zero, start = CGPoint.zero
        // The second control point of the previous cubic or the control point of the previous
        // quadratic, for the smooth forms (`S`, `T`), which reflect it.
        var lastCubicControl: CGPoint?, lastQuadControl: CGPoint?
        var command: UInt8?
        while true {
            scanner.skipSeparators()
            guard let c = scanner.peek() else { break }
            if Scanner.isCommand(c) {
                command = c
                scanner.advance()
            } else if command == nil {
                return nil
            }
            guard let cmd = command else { return nil }
            let relative = cmd >= UInt8(ascii: "a")
            func point() -> CGPoint? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            var cubicControl: CGPoint?, quadControl: CGPoint?
            switch cmd | 0x20 {  // lower case
            case UInt8(ascii: "m"):
                guard let p = point() else { return nil }
                out.append(.move(to: p))
                current = p
                start = p
                // Further pairs after a moveto are linetos.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                guard let p = point() else { return nil }
                out.append(.line(to: p))
                current = p
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return nil }
                current = CGPoint(x: relative ? current.x + x : x, y: current.y)
                out.append(.line(to: current))
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return nil }
                current = CGPoint(x: current.x, y: relative ? current.y + y : y)
                out.append(.line(to: current))
            case UInt8(ascii: "c"):
                guard let c1 = point(), let c2 = point(), let p = point() else { return nil }
                out.append(.curve(to: p, control1: c1, control2: c2))
                current = p
                cubicControl = c2
            case UInt8(ascii: "s"):
                let c1 = lastCubicControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                guard let c2 = point(), let p = point() else { return nil }
                out.append(.curve(to: p, control1: c1, control2: c2))
                current = p
                cubicControl = c2
            case UInt8(ascii: "q"):
                guard let c = point(), let p = point() else { return nil }
                out.append(.quadCurve(to: p, control: c))
                current = p
                quadControl = c
            case UInt8(ascii: "t"):
                let c = lastQuadControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                guard let p = point() else { return nil }
                out.append(.quadCurve(to: p, control: c))
                current = p
                quadControl = c
            case UInt8(ascii: "a"):
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                    let large = scanner.flag(), let sweep = scanner.flag(), let p = point()
                else { return nil }
                out += arc(from: current, to: p, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep)
                current = p
            case UInt8(ascii: "z"):
                out.append(.closeSubpath)
                current = start
                // A command letter must follow: another `z` is not implied.
                command = nil
            default:
                return nil
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
        }
        return out
    }

    /// An elliptical arc (SVG's endpoint parameters) as cubic curves of at most a quarter turn
    /// each (SVG 1.1, appendix F.6: radii scaled up when too small, centre from the flags).
    static func arc(from p0: CGPoint, to p1: CGPoint, rx: CGFloat, ry: CGFloat, rotation: CGFloat, large: Bool, sweep: Bool) -> [PathElement] {
        var rx = abs(rx), ry = abs(ry)
        if p0 == p1 { return [] }
        if rx == 0 || ry == 0 { return [.line(to: p1)] }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            let a = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
            return a
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        // The control points' distance along the tangent for a unit circle's arc of `step`.
        let k = 4 / 3 * tan(step / 4)
        func onEllipse(_ t: CGFloat) -> (point: CGPoint, derivative: CGPoint) {
            let (c, s) = (cos(t), sin(t))
            let point = CGPoint(x: cx + rx * c * cosPhi - ry * s * sinPhi, y: cy + rx * c * sinPhi + ry * s * cosPhi)
            let derivative = CGPoint(x: -rx * s * cosPhi - ry * c * sinPhi, y: -rx * s * sinPhi + ry * c * cosPhi)
            return (point, derivative)
        }
        var out: [PathElement] = []
        var t = theta1
        for i in 0..<segments {
            let a = onEllipse(t), b = onEllipse(t + step)
            let end = i == segments - 1 ? p1 : b.point
            out.append(
                .curve(
                    to: end,
                    control1: CGPoint(x: a.point.x + k * a.derivative.x, y: a.point.y + k * a.derivative.y),
                    control2: CGPoint(x: b.point.x - k * b.derivative.x, y: b.point.y - k * b.derivative.y)))
            t += step
        }
        return out
    }

    /// Reads numbers and flags from path data's bytes.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
        mutating func advance() { index += 1 }

        static func isCommand(_ c: UInt8) -> Bool {
            switch c | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"), UInt8(ascii: "s"),
                UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
                return true
            default: return false
            }
        }

        /// Skips white space and commas.
        mutating func skipSeparators() {
            while let c = peek(), c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C || c == UInt8(ascii: ",") { index += 1 }
        }

        /// The next number: a sign, digits, a point, digits, an exponent; nil if there is none or
        /// it is not finite.
        mutating func number() -> CGFloat? {
            skipSeparators()
            let begin = index
            if let c = peek(), c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { index += 1 }
            var digits = 0
            while let c = peek(), c >= 0x30, c <= 0x39 { index += 1; digits += 1 }
            if peek() == UInt8(ascii: ".") {
                index += 1
                while let c = peek(), c >= 0x30, c <= 0x39 { index += 1; digits += 1 }
            }
            guard digits > 0 else {
                index = begin
                return nil
            }
            if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let mark = index
                index += 1
                if let c = peek(), c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { index += 1 }
                var exponentDigits = 0
                while let c = peek(), c >= 0x30, c <= 0x39 { index += 1; exponentDigits += 1 }
                if exponentDigits == 0 { index = mark }
            }
            guard let v = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), v.isFinite else { return nil }
            return CGFloat(v)
        }

        /// An arc flag: one `0` or `1` (which may be written without a separator after it).
        mutating func flag() -> Bool? {
            skipSeparators()
            guard let c = peek(), c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else { return nil }
            index += 1
            return c == UInt8(ascii: "1")
        }
    }
}
