import Foundation

/// The shape of a point mark or of a line's symbols (Swift Charts' `BasicChartSymbolShape`).
/// Series given with `symbol(by:)` take circle, square, triangle, diamond and pentagon in turn.
public struct BasicChartSymbolShape: Equatable, Sendable {
    package enum Kind: Equatable, Sendable, CaseIterable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }
    package let kind: Kind

    /// A filled circle.
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A filled triangle, point up.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A filled pentagon, point up.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus sign, stroked.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// A diagonal cross, stroked.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// A six-pointed asterisk, stroked.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The order series take symbols in (observed on iOS 18; see docs/Differences.md).
    package static let seriesOrder: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// Whether the symbol is drawn as lines rather than filled.
    package var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    /// The symbol's outline in a square of side `size` centred on `center`.
    package func path(center c: CGPoint, size: CGFloat) -> Path {
        let r = size / 2
        var p = Path()
        func polygon(_ n: Int, radius: CGFloat, rotation: Double) {
            for i in 0..<n {
                let a = rotation + Double(i) * 2 * .pi / Double(n)
                let q = CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a)))
                if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
        }
        switch kind {
        case .circle: p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: size, height: size))
        case .square: p.addRect(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: size * 0.85, height: size * 0.85))
        case .triangle: polygon(3, radius: r * 1.1, rotation: -.pi / 2)
        case .diamond: polygon(4, radius: r * 1.05, rotation: -.pi / 2)
        case .pentagon: polygon(5, radius: r * 1.05, rotation: -.pi / 2)
        case .plus, .cross, .asterisk:
            let degrees: [Double]
            switch kind {
            case .plus: degrees = [0, 90]
            case .cross: degrees = [45, 135]
            default: degrees = [90, 30, 150]
            }
            let angles = degrees.map { $0 * Double.pi / 180 }
            for a in angles {
                p.move(to: CGPoint(x: c.x - r * CGFloat(cos(a)), y: c.y - r * CGFloat(sin(a))))
                p.addLine(to: CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a))))
            }
        }
        return p
    }
}
