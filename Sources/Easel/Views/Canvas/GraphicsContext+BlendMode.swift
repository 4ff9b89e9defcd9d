import Foundation
import EaselLayout
import EaselPaint

extension GraphicsContext {
    /// The ways a context's drawing combines with what the canvas already holds (SwiftUI's
    /// `GraphicsContext.BlendMode`): `BlendMode`'s modes and the Porter–Duff operators. The raw
    /// values are Core Graphics' `CGBlendMode` numbers, as in SwiftUI.
    ///
    /// An operator acts where the drawing call draws (inside its shape and clip); elsewhere the
    /// canvas is left as it is, as Core Graphics does.
    public struct BlendMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The layer operation, in `CGBlendMode` order; an unknown raw value draws normally.
        var layerBlend: LayerBlend {
            let i = Int(rawValue)
            return Self.order.indices.contains(i) ? Self.order[i] : .mode(.normal)
        }

        /// `CGBlendMode`'s order: the separable and non-separable modes, then the Porter–Duff
        /// operators, then the additive ones.
        private static let order: [LayerBlend] = [
            .mode(.normal), .mode(.multiply), .mode(.screen), .mode(.overlay), .mode(.darken), .mode(.lighten),
            .mode(.colorDodge), .mode(.colorBurn), .mode(.softLight), .mode(.hardLight), .mode(.difference), .mode(.exclusion),
            .mode(.hue), .mode(.saturation), .mode(.color), .mode(.luminosity),
            .porterDuff(.clear), .porterDuff(.copy), .porterDuff(.sourceIn), .porterDuff(.sourceOut), .mode(.sourceAtop),
            .mode(.destinationOver), .porterDuff(.destinationIn), .mode(.destinationOut), .porterDuff(.destinationAtop),
            .porterDuff(.xor), .mode(.plusDarker), .mode(.plusLighter),
        ]

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clears where the drawing draws.
        public static let clear = BlendMode(rawValue: 16)
        /// Replaces the canvas with the drawing where it draws.
        public static let copy = BlendMode(rawValue: 17)
        /// The drawing kept only where the canvas already has content.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// The drawing kept only where the canvas is empty.
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        /// The canvas kept only where the drawing draws.
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        /// The canvas kept where the drawing draws, over the drawing.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Each kept where the other is not.
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        /// Every blend mode by name (scripts' `.sourceIn`).
        package static let named: [String: BlendMode] = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1.name, BlendMode(rawValue: Int32($0))) })
    }
}
