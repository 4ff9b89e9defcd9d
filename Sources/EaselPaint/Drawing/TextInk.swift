import Foundation
import EaselLayout

/// How a text's glyphs are drawn (the ink of a `TextNode`): in a colour, or with a gradient laid
/// over the text's frame (`foregroundStyle(LinearGradient(…))`) in place of the colour.
package struct TextInk: Drawing {
    /// The colour of a plain text's glyphs (a rich text's runs carry their own `RunInk`).
    package var color: ColorValue
    /// A gradient the glyphs are painted with instead, if any.
    package var gradient: GradientPaint?
    /// Whether the text is redacted as a placeholder (`redacted(reason: .placeholder)`): each line
    /// is drawn as a rounded bar in `color` instead of its glyphs.
    package var isPlaceholder = false

    package init(color: ColorValue, gradient: GradientPaint? = nil, isPlaceholder: Bool = false) {
        self.color = color
        self.gradient = gradient
        self.isPlaceholder = isPlaceholder
    }

    package var description: String { color.description }

    /// What a text whose ink the paint stage did not make is drawn with: black glyphs.
    package static let fallback = TextInk(color: .black)
}

/// How one run of a rich text is drawn (the ink of a `StyledRun`): its glyphs' colour, the lines
/// under and through it and the colour behind it, each optional.
package struct RunInk: Hashable, Sendable {
    /// The colour the run's glyphs are drawn in.
    package var color: ColorValue
    /// The colour of a line under the run, if it has one.
    package var underline: ColorValue?
    /// The colour of a line through the run, if it has one.
    package var strikethrough: ColorValue?
    /// A colour behind the run's glyphs, from its font's ascent to its descent, if any.
    package var background: ColorValue?

    package init(color: ColorValue, underline: ColorValue? = nil, strikethrough: ColorValue? = nil, background: ColorValue? = nil) {
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.background = background
    }

    /// Whether the run draws exactly like a plain text in its colour.
    package var isPlain: Bool { underline == nil && strikethrough == nil && background == nil }
}

extension StyledRun {
    /// The run's ink as the paint stage made it (black for a run made elsewhere).
    package var runInk: RunInk { ink as? RunInk ?? RunInk(color: TextInk.fallback.color) }
}

extension TextNode {
    /// A plain text drawn in `color`.
    package convenience init(string: String, style: TextStyle, color: ColorValue) {
        self.init(string: string, style: style, ink: TextInk(color: color))
    }

    /// A rich text of `runs`, each drawn with its own ink.
    package convenience init(runs: [StyledRun], style: TextStyle) {
        self.init(runs: runs, style: style, ink: TextInk(color: runs.first?.runInk.color ?? TextInk.fallback.color))
    }

    /// The text's ink as the paint stage made it (`TextInk.fallback` for one made elsewhere).
    package var textInk: TextInk { ink as? TextInk ?? .fallback }

    /// The gradient the glyphs are painted with, in place of their colour, if any.
    package var gradient: GradientPaint? {
        get { textInk.gradient }
        set {
            var ink = textInk
            ink.gradient = newValue
            self.ink = ink
        }
    }
}

extension StyledRun {
    /// A run drawn with `ink`.
    package init(string: String, font: FontDescriptor, tracking: CGFloat = 0, ink: RunInk, baselineOffset: CGFloat = 0) {
        self.init(string: string, font: font, tracking: tracking, baselineOffset: baselineOffset, ink: ink as any Hashable & Sendable)
    }

    /// Whether the run draws exactly like a plain text of its font, tracking and colour.
    package var isPlain: Bool { baselineOffset == 0 && attachment == nil && runInk.isPlain }
}

/// The source of a redacted image (`redacted(reason: .placeholder)`): its frame is filled with a
/// placeholder colour instead of its pixels.
package final class PlaceholderImageFill {
    package let color: ColorValue
    package init(color: ColorValue) { self.color = color }
}

/// How a symbol in a text is drawn (the ink of a run with an `InlineAttachment`): the symbol's
/// outline in its box, in the run's colour.
package struct InlineSymbolInk: Hashable, Sendable {
    package var outline: [PathElement]
    package var isEvenOdd: Bool
    package var color: ColorValue
    package init(outline: [PathElement], isEvenOdd: Bool, color: ColorValue) {
        self.outline = outline
        self.isEvenOdd = isEvenOdd
        self.color = color
    }
}
