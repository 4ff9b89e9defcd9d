import Foundation

extension Text {
    /// How a line under or through text is drawn (SwiftUI's `Text.LineStyle`). Easel draws every
    /// pattern as a solid line.
    public struct LineStyle: Hashable, Sendable {
        /// The line's dash pattern.
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// A text of an `AttributedString`'s runs, each styled by its SwiftUI attributes (`font`,
    /// `foregroundColor`, `backgroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`,
    /// `tracking`, `baselineOffset`) and drawn as a link where it has a `link`. Shown as it is: not looked up
    /// in a string table, no markdown. (Disfavoured: Foundation on Linux makes `AttributedString`
    /// a string literal, and a literal must stay a `LocalizedStringKey`, as in SwiftUI.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias A = AttributeScopes.SwiftUIAttributes
        var pieces: [Piece] = []
        for run in attributedContent.runs {
            var a = TextAttributes()
            a.font = run[A.FontAttribute.self]
            a.color = run[A.ForegroundColorAttribute.self]
            if let u = run[A.UnderlineStyleAttribute.self] { a.underline = TextAttributes.Decoration(isActive: true, color: u.color) }
            if let s = run[A.StrikethroughStyleAttribute.self] { a.strikethrough = TextAttributes.Decoration(isActive: true, color: s.color) }
            a.kerning = run[A.KerningAttribute.self] ?? run[A.TrackingAttribute.self]
            a.baselineOffset = run[A.BaselineOffsetAttribute.self]
            a.backgroundColor = run[A.BackgroundColorAttribute.self]
            if run.link != nil { a.isLink = true }
            pieces.append(Piece(string: String(attributedContent[run.range].characters), attributes: a))
        }
        self.init(pieces: pieces.isEmpty ? [Piece(string: "", attributes: TextAttributes())] : pieces)
    }
}

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an `AttributedString` (with Foundation's, such as
    /// `link`): `string.font = .title`, `string.foregroundColor = .red`.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: FoundationAttributes

        /// The run's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The run's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// A colour behind the run, from its font's ascent to its descent.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A line under the run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// A line through the run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// Extra space after each character, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space after each character, in points (drawn as kerning).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// The run raised above the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes (`AttributeContainer().swiftUI.font`…).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font`, `string.foregroundColor` and the other SwiftUI attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
