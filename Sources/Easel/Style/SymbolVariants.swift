import Foundation
import EaselText

/// A variant of a symbol (SwiftUI's `SymbolVariants`): filled, enclosed in a circle, square or
/// rectangle, or slashed. `.symbolVariant(.fill)` turns `heart` into `heart.fill`;
/// `.circle.fill` turns it into `heart.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false
    var isNone = false

    /// No variant: symbols draw as named, even inside a `.symbolVariant(.fill)`.
    public static let none = SymbolVariants(isNone: true)
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// With a slash through it.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, also enclosed in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; v.isNone = false; return v }
    /// This variant, also enclosed in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; v.isNone = false; return v }
    /// This variant, also enclosed in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; v.isNone = false; return v }
    /// This variant, also filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; v.isNone = false; return v }
    /// This variant, also slashed.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; v.isNone = false; return v }

    /// Whether this variant includes all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The name a symbol is drawn with and whether its stand-in is filled on top of that: the most
    /// specific known name of `name` + slash + shape + fill (SF's naming order); parts the stand-in
    /// set lacks are dropped, except the fill, which the stand-in font draws on any glyph.
    func resolve(_ name: String) -> (name: String, filled: Bool) {
        if isNone || self == SymbolVariants() { return (name, false) }
        var parts = name.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        if isSlashed, !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(shape.rawValue) { parts.append(shape.rawValue) }
        let base = parts.joined(separator: ".")
        let wantsFill = isFilled || hadFill
        let plain = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        for candidate in [base, plain] where SymbolFont.knows(candidate) {
            if wantsFill, SymbolFont.knows(candidate + ".fill") { return (candidate + ".fill", false) }
            return (candidate, wantsFill)
        }
        return (name, false)
    }
}
