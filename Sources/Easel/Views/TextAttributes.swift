import Foundation
import EaselLayout
import EaselPaint
import EaselText

/// The styling a `Text` modifier or a markdown marker sets on a stretch of text. Every field is
/// optional: `nil` inherits from the enclosing text, then from the environment.
struct TextAttributes: Equatable {
    /// A line under or through text, optionally in its own colour.
    struct Decoration: Equatable {
        var isActive: Bool
        var color: Color?
    }

    var font: Font?
    var fontWeight: Font.Weight?
    var fontWidth: Font.Width?
    /// `Text.fontDesign(_:)`: the design when the font names none.
    var fontDesign: Font.Design?
    var isItalic: Bool?
    var isMonospacedDigit: Bool?
    /// Markdown code and `Text.monospaced(_:)`: the font's monospaced design.
    var isMonospaced: Bool?
    var color: Color?
    var kerning: CGFloat?
    var underline: Decoration?
    var strikethrough: Decoration?
    /// Markdown link: drawn in the tint colour.
    var isLink: Bool?
    var baselineOffset: CGFloat?
    /// An attributed string's `backgroundColor`: a colour behind the run.
    var backgroundColor: Color?
    /// An image in the text (`Text(Image(systemName: "star"))`, `"\(Image(systemName: "star"))"`):
    /// the piece's characters stand for it.
    var inlineImage: InlineImage?

    /// An image a text holds.
    enum InlineImage: Equatable {
        /// An SF Symbol, drawn in the text's font and colour.
        case symbol(String)
        /// An image by name, which Easel does not draw inside a text (docs/Differences.md).
        case named(String)
    }

    /// These attributes where set, `base`'s elsewhere: an inner text's modifiers win over the ones
    /// applied to a concatenation around it.
    func over(_ base: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: font ?? base.font, fontWeight: fontWeight ?? base.fontWeight, fontWidth: fontWidth ?? base.fontWidth,
            fontDesign: fontDesign ?? base.fontDesign,
            isItalic: isItalic ?? base.isItalic, isMonospacedDigit: isMonospacedDigit ?? base.isMonospacedDigit,
            isMonospaced: isMonospaced ?? base.isMonospaced, color: color ?? base.color,
            kerning: kerning ?? base.kerning, underline: underline ?? base.underline,
            strikethrough: strikethrough ?? base.strikethrough, isLink: isLink ?? base.isLink,
            baselineOffset: baselineOffset ?? base.baselineOffset, backgroundColor: backgroundColor ?? base.backgroundColor,
            inlineImage: inlineImage ?? base.inlineImage)
    }

    /// The font these attributes give in an environment.
    func fontDescriptor(in env: EnvironmentValues) -> FontDescriptor {
        var d = (font ?? env.font ?? .body).descriptor(at: env.dynamicTypeSize)
        d.size *= env.textScale.factor
        if let fontWeight { d.weight = fontWeight.value }
        if let fontWidth { d.width = fontWidth.value }
        if isItalic == true { d.italic = true }
        if isMonospacedDigit == true { d.monospacedDigit = true }
        return d.applying(design: fontDesign ?? env.fontDesign, monospaced: isMonospaced ?? env.isMonospaced)
    }

    /// The colour of the glyphs in an environment: a link's is the tint.
    func resolvedColor(in env: EnvironmentValues) -> ColorValue {
        if isLink == true { return env.controlTint.resolvedValue(in: env) }
        return (color ?? env.foregroundColor ?? .primary).resolvedValue(in: env)
    }

    /// Whether the text draws a line under or through it.
    var hasDecorations: Bool { underline?.isActive == true || strikethrough?.isActive == true }

    /// The run of an SF Symbol in a text: one box a character, sized by the text's font as an
    /// image of the symbol would be, drawn in the text's colour.
    func symbolRun(_ name: String, count: Int, in env: EnvironmentValues) -> StyledRun {
        let font = fontDescriptor(in: env)
        let (resolvedName, filled) = env.symbolVariants.resolve(name)
        let symbol = SymbolImage.make(symbol: resolvedName, font: font, filled: filled, scale: env.imageScale.factor)
        var run = StyledRun(
            string: String(repeating: InlineAttachment.character, count: max(1, count)), font: font, tracking: 0,
            baselineOffset: baselineOffset ?? 0,
            ink: InlineSymbolInk(outline: symbol.elements, isEvenOdd: symbol.isEvenOdd, color: resolvedColor(in: env)))
        run.attachment = InlineAttachment(size: symbol.size, baseline: symbol.baseline)
        return run
    }

    /// A run of `string` styled by these attributes in an environment.
    func run(_ string: String, in env: EnvironmentValues) -> StyledRun {
        let color = resolvedColor(in: env)
        func decoration(_ d: Decoration?) -> ColorValue? {
            guard let d, d.isActive else { return nil }
            return d.color?.resolvedValue(in: env) ?? color
        }
        let ink = RunInk(
            color: color, underline: decoration(underline ?? env.textUnderline), strikethrough: decoration(strikethrough ?? env.textStrikethrough),
            background: backgroundColor?.resolvedValue(in: env))
        return StyledRun(
            string: string, font: fontDescriptor(in: env), tracking: kerning ?? env.kerning, ink: ink, baselineOffset: baselineOffset ?? 0)
    }
}
