import Foundation
import CHarfBuzz

/// Shapes text with a resolved font through HarfBuzz: kerning, ligatures and contextual forms from
/// the font, Arabic joining, Indic reordering, marks placed on their bases, and mixed directions.
///
/// 1. Each character (grapheme cluster) takes the first face that has glyphs for all of it: the
///    font's face, then its fallback faces (emoji first for emoji-presentation characters), then the
///    face's missing-glyph box.
/// 2. The paragraph's bidirectional levels come from UAX #9 (`BidiLevels`).
/// 3. Runs of one face, level and script are shaped in font units (unhinted), with the whole text
///    as context; a run's glyph advances go to the characters they came from.
/// 4. Runs are put in visual order (rule L2) and glyphs placed left to right.
///
/// Tracking is added after every character that draws a glyph. Invisible characters (variation
/// selectors, joiners, controls) get no glyph and no advance. Measurement and drawing use this one
/// shaper, so they always agree.
struct TextShaper {
    let font: ResolvedFont
    let tracking: CGFloat
    /// The text's language (BCP 47), which picks language-specific glyph forms (`locl`); empty: none.
    let language: String

    /// The advance of every character of an image's run (`InlineAttachment`): no glyph is shaped.
    let attachmentWidth: CGFloat?

    init(font: ResolvedFont, tracking: CGFloat, language: String = "", attachmentWidth: CGFloat? = nil) {
        self.font = font
        self.tracking = tracking
        self.language = language
        self.attachmentWidth = attachmentWidth
    }

    /// Whether a line may break after this character.
    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Scalars that are never drawn and take no space (HarfBuzz removes them).
    static func isIgnorable(_ value: UInt32) -> Bool {
        switch value {
        case 0xFE00...0xFE0F, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0xE0100...0xE01EF: return true
        case 0x00...0x08, 0x0A...0x1F, 0x7F: return true
        default: return false
        }
    }

    private func scale(_ face: FontFace) -> CGFloat { font.size / CGFloat(face.unitsPerEm) }
    /// Font units to points along the line: the scale and the font's horizontal scale.
    private func xScale(_ face: FontFace) -> CGFloat { scale(face) * font.horizontalScale(of: face) }

    /// Shapes `text` as one line in a paragraph of `direction`.
    func shape<C: Collection>(_ text: C, direction: ParagraphDirection = .natural) -> ShapedText where C.Element == Character {
        let characters = Array(text)
        let n = characters.count
        guard n > 0 else { return ShapedText(clusters: [], glyphs: [], width: 0, isRightToLeft: direction == .rightToLeft) }
        if let w = attachmentWidth {
            let level: UInt8 = direction == .rightToLeft ? 1 : 0
            let clusters = characters.map { ShapedCluster(character: $0, advance: w, isBreakingSpace: false, level: level, face: font.face) }
            return ShapedText(clusters: clusters, glyphs: [], width: w * CGFloat(n), isRightToLeft: direction == .rightToLeft)
        }

        let paragraph = ParagraphScalars(characters)
        let (scalars, owner, firstScalar) = (paragraph.scalars, paragraph.owner, paragraph.firstScalar)
        let bidi = paragraph.levels(direction: direction)
        let faces = (0..<n).map { face(scalars: paragraph.of($0)) }
        let scripts = Self.scripts(scalars: scalars, firstScalar: firstScalar, count: n)

        // Runs of one face, level and script, in logical order.
        var runs: [Range<Int>] = []
        var start = 0
        for g in 1...n where g == n || faces[g] !== faces[start] || bidi.levels[g] != bidi.levels[start] || scripts[g] != scripts[start] {
            runs.append(start..<g)
            start = g
        }

        var advances = [CGFloat](repeating: 0, count: n)
        var drawsGlyph = [Bool](repeating: false, count: n)
        var unsafe = [Bool](repeating: false, count: n)
        var runGlyphs: [[RunGlyph]] = []
        runGlyphs.reserveCapacity(runs.count)
        for run in runs {
            let face = faces[run.lowerBound]
            let glyphs = shapeRun(
                scalars: scalars, range: firstScalar[run.lowerBound]..<firstScalar[run.upperBound],
                face: face, rightToLeft: bidi.levels[run.lowerBound] & 1 == 1,
                script: scripts[run.lowerBound], owner: owner)
            let s = xScale(face)
            for glyph in glyphs {
                advances[glyph.character] += CGFloat(glyph.advance) * s
                drawsGlyph[glyph.character] = true
                if glyph.unsafeToBreak { unsafe[glyph.character] = true }
            }
            runGlyphs.append(glyphs)
        }

        var clusters: [ShapedCluster] = []
        clusters.reserveCapacity(n)
        var width: CGFloat = 0
        for g in 0..<n {
            let advance = advances[g] + (drawsGlyph[g] ? tracking : 0)
            width += advance
            clusters.append(
                ShapedCluster(
                    character: characters[g], advance: advance,
                    isBreakingSpace: Self.isBreakingSpace(characters[g]), level: bidi.levels[g],
                    face: faces[g], isUnsafeToBreakBefore: unsafe[g]))
        }

        // Glyphs left to right: runs in visual order, each run's glyphs as the shaper ordered them.
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        var pen: CGFloat = 0
        for r in BidiLevels.visualOrder(runs.map { bidi.levels[$0.lowerBound] }) {
            let face = faces[runs[r].lowerBound]
            let s = scale(face), xs = xScale(face)
            let isFallback = face !== font.face
            let list = runGlyphs[r]
            for (i, glyph) in list.enumerated() {
                let advance = CGFloat(glyph.advance) * xs
                glyphs.append(
                    ShapedGlyph(
                        face: face, glyph: glyph.id, x: pen + CGFloat(glyph.xOffset) * xs,
                        y: -CGFloat(glyph.yOffset) * s, advance: advance, isFallback: isFallback))
                pen += advance
                if i + 1 == list.count || list[i + 1].character != glyph.character { pen += tracking }
            }
        }
        return ShapedText(clusters: clusters, glyphs: glyphs, width: width, isRightToLeft: bidi.isRightToLeft)
    }

    // MARK: Faces and scripts

    /// The face for one character: the first of the font's faces that has glyphs for all of its
    /// visible scalars (emoji faces first for characters shown as emoji); else the face of the
    /// first scalar that some face has; else the primary face (its missing-glyph box).
    private func face(scalars: ArraySlice<UInt32>) -> FontFace {
        func covers(_ face: FontFace) -> Bool {
            scalars.allSatisfy { Self.isIgnorable($0) || face.hasGlyph($0) }
        }
        let emoji = font.emojiFace.flatMap { Self.prefersEmoji(scalars) ? $0 : nil }
        if emoji == nil, covers(font.face) { return font.face }
        guard let first = scalars.first(where: { !Self.isIgnorable($0) }) else { return font.face }
        var candidates = font.faces
        if let emoji {
            candidates.removeAll { $0 === emoji }
            candidates.insert(emoji, at: 0)
        }
        for face in candidates where covers(face) { return face }
        return font.face(for: first) ?? font.face
    }

    /// Whether a character is shown as an emoji picture: an emoji-presentation character, an
    /// emoji followed by the emoji variation selector, a keycap, a flag, a skin tone or a ZWJ sequence.
    static func prefersEmoji<S: Collection>(_ scalars: S) -> Bool where S.Element == UInt32 {
        guard let first = scalars.first else { return false }
        // No character below U+231A (⌚) is an emoji by default; alone it needs no further look.
        if first < 0x231A, scalars.count == 1 { return false }
        if scalars.contains(0xFE0E) { return false }
        if Unicode.Scalar(first)?.properties.isEmojiPresentation == true { return true }
        return scalars.count > 1
            && scalars.contains {
                $0 == 0xFE0F || $0 == 0x20E3 || $0 == 0x200D
                    || Unicode.Scalar($0)?.properties.isEmojiModifier == true
            }
    }

    /// The script of each character (its first scalar of a real script); characters of the common
    /// and inherited scripts (spaces, punctuation, digits, marks) take their neighbours' script.
    private static func scripts(scalars: [UInt32], firstScalar: [Int], count n: Int) -> [UInt32] {
        let funcs = hb_unicode_funcs_get_default()
        let common = HarfBuzzTag.script("Zyyy"), inherited = HarfBuzzTag.script("Zinh"), unknown = HarfBuzzTag.script("Zzzz")
        var result = [UInt32](repeating: common, count: n)
        for g in 0..<n {
            for i in firstScalar[g]..<firstScalar[g + 1] {
                let script = hb_unicode_script(funcs, scalars[i]).rawValue
                if script != common, script != inherited, script != unknown { result[g] = script; break }
            }
        }
        // Common characters join the run before them; leading ones the first real script.
        var last = result.first { $0 != common } ?? common
        for g in 0..<n {
            if result[g] == common { result[g] = last } else { last = result[g] }
        }
        return result
    }

    // MARK: HarfBuzz

    /// A glyph as HarfBuzz gives it, in font units.
    private struct RunGlyph {
        var id: UInt32
        var character: Int
        var advance: Int32
        var xOffset: Int32
        var yOffset: Int32
        /// HarfBuzz's unsafe-to-break flag on the glyph.
        var unsafeToBreak = false
    }

    /// Shapes `scalars[range]` with `face` (the rest of the paragraph is context), in visual order.
    private func shapeRun(
        scalars: [UInt32], range: Range<Int>, face: FontFace, rightToLeft: Bool,
        script: UInt32, owner: [Int32]
    ) -> [RunGlyph] {
        guard let hb = face.harfBuzzFont else { return simpleRun(scalars: scalars, range: range, face: face, rightToLeft: rightToLeft, owner: owner) }
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer {
            hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        if !language.isEmpty { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue))
        hb_buffer_guess_segment_properties(buffer)
        var features = LiteralSymbolSpans.features(scalars, range)
        if font.monospacedDigit { features.append(HarfBuzzTag.feature("tnum", 1)) }
        if tracking != 0 {
            // Tracked text is set without ligatures, as Core Text does.
            features.append(HarfBuzzTag.feature("liga", 0))
            features.append(HarfBuzzTag.feature("clig", 0))
        }
        features.withUnsafeBufferPointer { hb_shape(hb.font, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var result: [RunGlyph] = []
        result.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let cluster = Int(infos[i].cluster)
            result.append(
                RunGlyph(
                    id: infos[i].codepoint, character: Int(owner[min(max(cluster, 0), owner.count - 1)]),
                    advance: positions[i].x_advance, xOffset: positions[i].x_offset, yOffset: positions[i].y_offset,
                    unsafeToBreak: infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
        }
        return result
    }

    /// Glyphs without a shaper (a font HarfBuzz cannot read): one glyph per visible scalar, with its
    /// `hmtx` advance.
    private func simpleRun(scalars: [UInt32], range: Range<Int>, face: FontFace, rightToLeft: Bool, owner: [Int32]) -> [RunGlyph] {
        var result: [RunGlyph] = []
        for i in range where !Self.isIgnorable(scalars[i]) {
            let id = Unicode.Scalar(scalars[i]).flatMap { face.glyphIndex(for: $0) } ?? 0
            result.append(RunGlyph(id: id, character: Int(owner[i]), advance: Int32(face.advance(of: id)), xOffset: 0, yOffset: 0))
        }
        return rightToLeft ? result.reversed() : result
    }
}

/// HarfBuzz's four-letter tags, which its C macros build and Swift cannot call.
enum HarfBuzzTag {
    static func tag(_ name: String) -> UInt32 {
        var value: UInt32 = 0
        for byte in (name.utf8 + [32, 32, 32, 32]).prefix(4) { value = value << 8 | UInt32(byte) }
        return value
    }

    /// A script tag in HarfBuzz's form (ISO 15924, e.g. "Arab").
    static func script(_ name: String) -> UInt32 { tag(name) }

    /// A feature set to `value` over the whole text.
    static func feature(_ name: String, _ value: UInt32) -> hb_feature_t {
        hb_feature_t(tag: tag(name), value: value, start: 0, end: EASEL_HB_FEATURE_GLOBAL_END)
    }
}
