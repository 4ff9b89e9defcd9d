import Foundation
import EaselLayout
import EaselPaint

/// A string drawn in the environment's font (SwiftUI's `Text`). Its ideal size is one line; offered
/// less width it wraps at words, and with a line limit (or too little height) it truncates with "…".
///
/// A text is made of pieces, each with its own styling: texts joined with `+` keep their own fonts,
/// weights and colours, and a string literal's inline markdown (`**bold**`, `*italic*`, `~~struck~~`,
/// inline code in backticks, `[link](url)`) becomes styled pieces. The pieces wrap and truncate as one paragraph.
nonisolated public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public typealias TruncationMode = EaselLayout.TruncationMode

    /// One stretch of characters with the styling set on it inside this text.
    struct Piece: Equatable {
        var string: String
        var attributes: TextAttributes
    }

    /// The text's pieces (one for a plain text).
    var pieces: [Piece]
    /// The key and table of a text made from a `LocalizedStringKey`, looked up when the text is
    /// resolved in an environment with a string catalog.
    var localization: (key: LocalizedStringKey, table: String?)?
    /// The texts joined with `+` into this one, when any of them is looked up in string tables or
    /// formatted: each is resolved on its own, as SwiftUI resolves each part of a concatenation.
    var joined: [Text]?
    /// The value of a text made from a number or date with a format or date style, formatted in
    /// the environment's locale when the text is resolved.
    var formatted: FormattedValue?
    /// The modifiers applied to this text as a whole; a piece's own attributes win over them.
    var attributes = TextAttributes()
    /// `foregroundStyle(_:)` with a style that is more than a colour (a gradient, a shadow): the
    /// text is drawn with it as a foreground style set around it would draw it.
    var paintStyle: AnyShapeStyle?

    /// All the characters of the text.
    var string: String { pieces.map(\.string).joined() }

    /// Text from a string literal, interpolations included, with the literal's inline markdown
    /// applied (interpolated values are shown as they are). The key is looked up in `tableName`
    /// (`Localizable` by default) of the environment's `stringCatalog` for its `locale`, and shown as
    /// written when it has none; `bundle` and `comment` are accepted for SwiftUI's sake.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        pieces = InlineMarkdown.pieces(key.segments)
        localization = (key, tableName)
    }
    /// Text from a string value, shown as it is (no markdown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { pieces = [Piece(string: String(content), attributes: TextAttributes())] }
    /// Text shown exactly as given.
    public init(verbatim content: String) { pieces = [Piece(string: content, attributes: TextAttributes())] }

    /// A text of one image, which flows with the text it is joined to (`Text(Image(systemName:
    /// "star.fill")) + Text(" 4.5")`): an SF Symbol is drawn in the text's font and colour.
    public init(_ image: Image) {
        var attributes = TextAttributes()
        attributes.inlineImage = image.systemName.map { .symbol($0) } ?? .named(image.name)
        pieces = [Piece(string: String(InlineAttachment.character), attributes: attributes)]
    }

    init(pieces: [Piece]) { self.pieces = pieces }

    /// A value formatted in the environment it is shown in (its text in the default environment
    /// until then): how `Text(_:format:)`, `Text(_:style:)` and scripts' formatted values are made.
    package init(formatted: FormattedValue) {
        pieces = [Piece(string: formatted(EnvironmentValues()), attributes: TextAttributes())]
        self.formatted = formatted
    }

    /// A value through a Foundation format style (`Text(price, format: .currency(code: "EUR"))`,
    /// `Text(date, format: .dateTime.day().month())`), formatted in the environment's locale: the
    /// style's own locale is replaced, as in SwiftUI.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(formatted: FormattedValue(input, format: format))
    }

    private func with(_ change: (inout TextAttributes) -> Void) -> Text {
        var t = self
        change(&t.attributes)
        return t
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.fontWeight = weight } }
    /// The text at a width (`.condensed`, `.expanded` …).
    public func fontWidth(_ width: Font.Width?) -> Text { with { $0.fontWidth = width } }
    /// The design of this text's font when the font names none (`.rounded`, `.serif`, `.monospaced`);
    /// nil removes a design set above.
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.fontDesign = design ?? .default } }
    /// This text in the fixed-width variant of its font (the monospaced design).
    public func monospaced(_ isActive: Bool = true) -> Text { with { $0.isMonospaced = isActive } }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in italic.
    public func italic() -> Text { with { $0.isItalic = true } }
    /// The text with tabular digits.
    public func monospacedDigit() -> Text { with { $0.isMonospacedDigit = true } }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
    /// The text in a style, still a `Text`: a colour colours it, also when joined with `+`; another
    /// style (a level such as `.secondary`, a gradient, a shadow) paints it as the view modifier
    /// does, when the text is drawn on its own.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style.unwrapped as? Color, !color.isHierarchical, style.castShadows.isEmpty { return foregroundColor(color) }
        var t = self
        t.paintStyle = AnyShapeStyle(style)
        return t
    }
    /// Extra space between characters.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }
    /// Extra space between characters.
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// The text with a line under it, in `color` (by default the text's colour); `false` removes
    /// one. Every pattern is drawn as a solid line.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with { $0.underline = TextAttributes.Decoration(isActive: isActive, color: color) }
    }
    /// The text with a line through it, in `color` (by default the text's colour); `false` removes
    /// one. Every pattern is drawn as a solid line.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        with { $0.strikethrough = TextAttributes.Decoration(isActive: isActive, color: color) }
    }

    /// The text raised above the baseline by `offset` points (negative: lowered); its line grows to hold it.
    public func baselineOffset(_ offset: CGFloat) -> Text { with { $0.baselineOffset = offset } }

    /// The pieces with this text's own modifiers folded in under theirs.
    var resolvedPieces: [Piece] { resolved(pieces) }

    private func resolved(_ pieces: [Piece]) -> [Piece] {
        pieces.map { Piece(string: $0.string, attributes: $0.attributes.over(attributes)) }
    }

    /// Whether the text, or a text joined into it, is looked up in string tables or formatted in
    /// the environment's locale: whether it can read differently in another environment.
    var isLocalized: Bool { localization != nil || joined != nil || formatted != nil }

    /// The pieces in an environment: translated when its string catalog has the key for its locale,
    /// and with numbers and dates formatted in that locale.
    func localizedPieces(in env: EnvironmentValues) -> [Piece] {
        if let joined { return resolved(joined.flatMap { $0.localizedPieces(in: env) }) }
        if let formatted {
            return resolved([Piece(string: formatted(env), attributes: pieces.first?.attributes ?? TextAttributes())])
        }
        guard let localization else { return resolvedPieces }
        let dependsOnEnvironment = localization.key.dependsOnEnvironment
        let key = dependsOnEnvironment ? localization.key.resolved(in: env) : localization.key
        if let catalog = env.stringCatalog, let segments = catalog.translate(key, table: localization.table, locale: env.locale) {
            return resolved(InlineMarkdown.pieces(segments))
        }
        return dependsOnEnvironment ? resolved(InlineMarkdown.pieces(key.segments)) : resolvedPieces
    }

    /// The style layout measures this text with, in an environment: the font and tracking of `run`
    /// (a rich text's runs carry their own), the environment's line limit, truncation and alignment.
    private func style(of run: StyledRun?, in env: EnvironmentValues) -> TextStyle {
        // Right to left, the leading edge is on the right: the text node's layout direction tells the
        // measurer (TextStyle.isRightToLeft), which also reorders the characters (bidi).
        let alignment = env.multilineTextAlignment
        let attributes = pieces.first?.attributes.over(self.attributes) ?? self.attributes
        return TextStyle(
            font: run?.font ?? attributes.fontDescriptor(in: env), lineLimit: env.lineLimit,
            truncationMode: env.truncationMode, alignment: alignment,
            tracking: run?.tracking ?? attributes.kerning ?? env.kerning,
            language: env.languageTag, lineSpacing: env.lineSpacing,
            reservedLines: env.lineLimit.map { min($0, env.reservedLineCount) } ?? env.reservedLineCount)
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if let paintStyle {
            var c = ctx
            c.environment.setForegroundStyle(paintStyle)
            return makeNodes(c, pieces: localizedPieces(in: ctx.environment))
        }
        return makeNodes(ctx, pieces: localizedPieces(in: ctx.environment))
    }

    /// The nodes of the text's `pieces` (localized in the context's environment, which the
    /// foreground changes below leave as they are).
    private func makeNodes(_ ctx: ResolveContext, pieces: [Piece]) -> [LayoutNode] {
        // A gradient foreground style paints the glyphs through it, and a shadowed one casts its
        // shadows, unless a part has its own colour.
        let ownColor = pieces.contains(where: { $0.attributes.color != nil || $0.attributes.isLink == true })
        if ownColor, !ctx.environment.foregroundShadows.isEmpty {
            var c = ctx
            c.environment.foregroundShadows = []
            return makeNodes(c, pieces: pieces)
        }
        if let gradient = ctx.environment.foregroundGradient, !ownColor {
            var c = ctx
            c.environment.foregroundColor = .black
            let nodes = makeNodes(c, pieces: pieces)
            for case let text as TextNode in nodes { text.gradient = gradient.paint(in: ctx.environment) }
            return nodes.map(ctx.environment.castingForegroundShadows)
        }
        let env = ctx.environment
        func shown(_ string: String) -> String {
            switch env.textCase {
            case .uppercase?: return string.uppercased()
            case .lowercase?: return string.lowercased()
            case nil: return string
            }
        }
        let runs = StyledRun.merged(
            pieces.map { piece in
                switch piece.attributes.inlineImage {
                case .symbol(let name)?: return piece.attributes.symbolRun(name, count: piece.string.count, in: env)
                case .named(let name)?:
                    ctx.session.warn("Text(Image(\"\(name)\")): Easel draws only SF Symbols inside a text; the image is left out")
                    return piece.attributes.run("", in: env)
                case nil: return piece.attributes.run(shown(piece.string), in: env)
                }
            })
        for run in runs { ctx.session.checkCoverage(run.string, font: run.font) }
        // One run without lines or offset is a plain text: today's path, pixel for pixel.
        let node: TextNode
        if runs.count <= 1, runs.first?.isPlain ?? true {
            let color = runs.first?.runInk.color ?? (pieces.first?.attributes ?? attributes).resolvedColor(in: env)
            node = TextNode(string: runs.first?.string ?? "", style: style(of: runs.first, in: env), color: color)
        } else {
            node = TextNode(runs: runs, style: style(of: nil, in: env))
        }
        node.minimumScaleFactor = env.minimumScaleFactor
        if env.redactionReasons.contains(.placeholder) {
            let color = runs.first?.runInk.color ?? (pieces.first?.attributes ?? attributes).resolvedColor(in: env)
            if let ink = env.placeholderInk(for: color) { node.ink = TextInk(color: ink, isPlaceholder: true) }
        }
        return [env.castingForegroundShadows(node)]
    }

    /// Joins two texts into one paragraph; each part keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(pieces: lhs.resolvedPieces + rhs.resolvedPieces)
        if lhs.isLocalized || rhs.isLocalized { text.joined = [lhs, rhs] }
        return text
    }

    public static func == (a: Text, b: Text) -> Bool {
        a.pieces == b.pieces && a.attributes == b.attributes && a.localization?.key == b.localization?.key
            && a.localization?.table == b.localization?.table && a.joined == b.joined && a.formatted == b.formatted
    }
}
