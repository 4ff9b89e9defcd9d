import Foundation
import CFreeType
import EaselLayout

/// The numbers SF Symbols draws inside a circle or a rounded square (`7.circle`,
/// `12.square.fill`, `0.circle` … `50.circle`): the stand-in font has glyphs for none of them
/// past 9, so their digits are outlines of the bundled Inter, set side by side at their advances,
/// for `SymbolFont` to enclose as it encloses a symbol.
///
/// Outlines are read unscaled and unhinted (machine independent), from the bundled Inter faces
/// `FontLibrary` keeps open, and cached. Thread-safe.
package final class SymbolNumerals: @unchecked Sendable {
    /// The bundled digits.
    package static let shared = SymbolNumerals(library: .shared)

    /// The largest number SF Symbols encloses.
    package static let largest = 50

    /// Whether `base` is a number SF Symbols encloses: `0` to `50`, written without leading zeros.
    package static func isNumeral(_ base: String) -> Bool {
        guard let n = Int(base), (0...largest).contains(n) else { return false }
        return String(n) == base
    }

    private let library: FontLibrary
    private let lock = NSLock()
    private var cache: [String: SymbolGlyph?] = [:]

    private init(library: FontLibrary) { self.library = library }

    /// The Inter face whose stems match a symbol of text weight `weight`: SF Symbols' numerals are
    /// a step heavier than their enclosure's line.
    static func faceName(forWeight weight: Int) -> String {
        switch weight {
        case ..<500: return "Inter-Medium"
        case ..<650: return "Inter-SemiBold"
        default: return "Inter-Bold"
        }
    }

    /// The outline of the number `base` (`isNumeral(base)`) at text weight `weight`, in ems with y
    /// downward from the baseline, sized for an enclosure whose ink is `enclosure` (see
    /// `fitted(_:in:)`); nil for anything else or when Inter cannot be read.
    package func glyph(forNumeral base: String, weight: Int, in enclosure: CGRect) -> SymbolGlyph? {
        guard Self.isNumeral(base) else { return nil }
        let faceName = Self.faceName(forWeight: weight)
        let key = "\(faceName) \(base) \(enclosure.width) \(enclosure.height)"
        lock.lock(); defer { lock.unlock() }
        if let known = cache[key] { return known }
        var result: SymbolGlyph?
        if let url = FontLibrary.bundledFontURL(faceName, "otf"), let face = library.face(at: url) {
            var elements: [PathElement] = []
            var bounds = CGRect.null
            var x: CGFloat = 0
            for scalar in base.unicodeScalars {
                guard let (digit, advance) = face.withFace({ SymbolFont.outline($0, codepoint: scalar.value) }) else { elements = []; break }
                elements += digit.elements.map { $0.mapped { CGPoint(x: $0.x + x, y: $0.y) } }
                bounds = bounds.union(digit.bounds.offsetBy(dx: x, dy: 0))
                x += advance
            }
            if !elements.isEmpty { result = Self.fitted(SymbolGlyph(elements: elements, bounds: bounds), in: enclosure) }
        }
        cache[key] = result
        return result
    }

    /// The digits' height once enclosed, as a fraction of the enclosure's (SF's numerals take a
    /// little over half a circle's height).
    static let enclosedHeight: CGFloat = 0.55
    /// The widest the digits may be once enclosed, as a fraction of the enclosure's width: between
    /// a circle's line at their height.
    static let enclosedWidth: CGFloat = 0.7
    /// The narrowest digits keep, as a fraction of their height's scale: SF condenses a two-digit
    /// number (`23.circle`), then shrinks it.
    static let condensing: CGFloat = 0.75

    /// `digits` scaled for `SymbolFont.enclosed(_:)`, which shrinks every enclosed glyph by
    /// `SymbolFont.enclosedScale`: once enclosed, `enclosedHeight` of the enclosure's height,
    /// condensed (and past `condensing`, shrunk) to at most `enclosedWidth` of its width.
    static func fitted(_ digits: SymbolGlyph, in enclosure: CGRect) -> SymbolGlyph {
        let k = SymbolFont.enclosedScale
        var sy = enclosedHeight * enclosure.height / (digits.bounds.height * k)
        let sx = min(sy, enclosedWidth * enclosure.width / (digits.bounds.width * k))
        if sx < condensing * sy { sy = sx / condensing }
        let b = digits.bounds
        return SymbolGlyph(
            elements: digits.elements.map { $0.mapped { CGPoint(x: $0.x * sx, y: $0.y * sy) } },
            bounds: CGRect(x: b.minX * sx, y: b.minY * sy, width: b.width * sx, height: b.height * sy))
    }
}
