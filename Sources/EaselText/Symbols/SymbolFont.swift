import Foundation
import CFreeType
import EaselLayout

/// The font that stands in for SF Symbols: a subset of Material Symbols Outlined (Apache-2.0),
/// bundled as `Fonts/MaterialSymbols.ttf`, looked up through `symbolNameTable`.
///
/// The font is variable: its `wght` axis (100…700) follows the text weight and its `FILL` axis
/// (0 or 1) draws `.fill` symbols. Every glyph is drawn on a 960-unit em with the icon's box from
/// the baseline up to 960 units, artwork in about 80…880 (the "live area").
///
/// Glyph outlines are read unscaled and unhinted (machine independent) and cached. Thread-safe.
package final class SymbolFont: @unchecked Sendable {
    /// The bundled stand-in font, or nil when the file is missing or FreeType cannot open it.
    package static let shared: SymbolFont? = {
        guard let url = FontLibrary.bundledFontURL("MaterialSymbols", "ttf"),
            let names = FontLibrary.bundledFontURL("MaterialSymbols", "codepoints")
        else { return nil }
        return SymbolFont(fontURL: url, codepointsURL: names)
    }()

    /// The live area's side as a fraction of the em (800 of 960 units).
    package static let liveArea: CGFloat = 800.0 / 960.0
    /// Height of the icon box's centre above the baseline, as a fraction of the em.
    package static let boxMiddle: CGFloat = 0.5

    private struct Instance: Hashable {
        var weight: Int
        var filled: Bool
    }

    private struct GlyphKey: Hashable {
        var glyph: String
        var instance: Instance
    }

    private let library: FreeTypeLibrary
    private let path: String
    private let codepoints: [String: UInt32]
    private let lock = NSLock()
    private var faces: [Instance: FT_Face] = [:]
    private var glyphs: [GlyphKey: SymbolGlyph?] = [:]

    init?(fontURL: URL, codepointsURL: URL) {
        guard let library = FreeTypeLibrary(),
            let text = try? String(contentsOf: codepointsURL, encoding: .utf8)
        else { return nil }
        var table: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = UInt32(parts[1], radix: 16) { table[String(parts[0])] = value }
        }
        self.library = library
        self.path = fontURL.path
        self.codepoints = table
        guard face(for: Instance(weight: 400, filled: false)) != nil else { return nil }
    }

    deinit {
        for face in faces.values { library.closeFace(face) }
    }

    /// The stand-in glyph for an SF Symbol name: the table's row for `name`, or, for a name with a
    /// `fill` part and no row of its own, the glyph of the name without that part, filled
    /// (`heart.fill` → `heart`, `person.fill.badge.plus` → `person.badge.plus`). Nil when neither is listed.
    package static func standIn(for name: String) -> (glyph: String, filled: Bool)? {
        if let row = symbolNameTable[name] {
            if row.hasSuffix(" fill") { return (String(row.dropLast(5)), true) }
            return (row, false)
        }
        let parts = name.split(separator: ".")
        guard parts.contains("fill") else { return nil }
        if let base = symbolNameTable[parts.filter { $0 != "fill" }.joined(separator: ".")] {
            return (base.hasSuffix(" fill") ? String(base.dropLast(5)) : base, true)
        }
        return nil
    }

    /// Whether `name` is an SF Symbol name Easel can draw: a stand-in of the table, or an
    /// enclosure of one (see `enclosure(of:)`).
    package static func knows(_ name: String) -> Bool { standIn(for: name) != nil || enclosure(of: name) != nil }

    /// The enclosures Easel composes when the table has no glyph of its own for them.
    package enum Enclosure: String, Sendable {
        case circle, square

        /// The stand-in font's glyph for the enclosure: SF's square has rounded corners, as
        /// Material's `crop_square` does (its `square` is sharp).
        var glyphName: String { self == .square ? "crop_square" : rawValue }
    }

    /// For a name the table does not list, of the form `BASE.circle`, `BASE.square` or either with
    /// `.fill`, whose BASE it knows or is a number from 0 to 50 (`SymbolNumerals`): the base, the
    /// enclosure and whether it is filled. SF draws such symbols as the base inside a circle or
    /// rounded square (outlined), or knocked out of a filled one.
    package static func enclosure(of name: String) -> (base: String, shape: Enclosure, filled: Bool)? {
        guard standIn(for: name) == nil else { return nil }
        var rest = name
        let filled = rest.hasSuffix(".fill")
        if filled { rest.removeLast(5) }
        for shape in [Enclosure.circle, .square] where rest.hasSuffix("." + shape.rawValue) {
            let base = String(rest.dropLast(shape.rawValue.count + 1))
            guard standIn(for: base) != nil || SymbolNumerals.isNumeral(base) else { return nil }
            return (base, shape, filled)
        }
        return nil
    }

    /// The inner symbol's size in an enclosure, relative to its own size.
    static let enclosedScale: CGFloat = 0.55

    /// Every SF Symbol name with a row in the table (the `.fill` forms derived from them are not listed).
    package static var tableNames: [String] { symbolNameTable.keys.sorted() }

    /// The outline of the SF Symbol `name` at a text weight (100…900; above 700 draws 700), filled or
    /// not; nil for a name Easel does not know.
    package func glyph(forSymbol name: String, weight: Int, filled: Bool = false) -> SymbolGlyph? {
        if let standIn = Self.standIn(for: name) {
            return glyph(named: standIn.glyph, weight: weight, filled: filled || standIn.filled)
        }
        guard let e = Self.enclosure(of: name),
            let shape = glyph(named: e.shape.glyphName, weight: weight, filled: e.filled || filled),
            let inner = enclosable(e.base, weight: weight, filled: e.filled || filled, in: shape.bounds)
        else { return nil }
        return Self.enclose(inner, in: shape, knockOut: e.filled || filled)
    }

    /// `inner` shrunk by `enclosedScale` about the glyph box's centre (half an em right and up), inside
    /// `shape`; knocked out of it (even-odd) when the shape is filled.
    static func enclose(_ inner: SymbolGlyph, in shape: SymbolGlyph, knockOut: Bool) -> SymbolGlyph {
        SymbolGlyph(elements: shape.elements + enclosed(inner).elements, bounds: shape.bounds, isEvenOdd: knockOut)
    }

    /// `inner` shrunk by `enclosedScale`, its ink centred on the glyph box's centre (so off-centre
    /// glyphs sit centred too).
    static func enclosed(_ inner: SymbolGlyph) -> SymbolGlyph {
        let k = enclosedScale
        let cx = inner.bounds.midX, cy = inner.bounds.midY
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: 0.5 + (p.x - cx) * k, y: -SymbolFont.boxMiddle + (p.y - cy) * k) }
        let b = inner.bounds
        let bounds = CGRect(x: 0.5 - b.width * k / 2, y: -SymbolFont.boxMiddle - b.height * k / 2, width: b.width * k, height: b.height * k)
        return SymbolGlyph(elements: inner.elements.map { $0.mapped(map) }, bounds: bounds)
    }

    /// The two layers of a filled enclosure, `BASE.circle.fill` or `BASE.square.fill` with a known
    /// BASE (listed in the table or not): the filled circle or square, and BASE inside it. Hierarchical
    /// and palette rendering colour them separately; nil for other names.
    package func layers(forSymbol name: String, weight: Int) -> (enclosure: SymbolGlyph, symbol: SymbolGlyph)? {
        guard name.hasSuffix(".fill") else { return nil }
        let rest = name.dropLast(5)
        for shape in [Enclosure.circle, .square] where rest.hasSuffix("." + shape.rawValue) {
            let base = String(rest.dropLast(shape.rawValue.count + 1))
            guard let enclosure = glyph(named: shape.glyphName, weight: weight, filled: true),
                let inner = enclosable(base, weight: weight, filled: true, in: enclosure.bounds)
            else { return nil }
            return (enclosure, Self.enclosed(inner))
        }
        return nil
    }

    /// What an enclosure whose ink is `enclosure` holds: the stand-in of a symbol the table lists
    /// (its `.fill` form when `filled`), or a number's digits sized for it.
    private func enclosable(_ base: String, weight: Int, filled: Bool, in enclosure: CGRect) -> SymbolGlyph? {
        if let standIn = Self.standIn(for: base) { return glyph(named: standIn.glyph, weight: weight, filled: filled || standIn.filled) }
        return SymbolNumerals.shared.glyph(forNumeral: base, weight: weight, in: enclosure)
    }

    /// The outline of a Material Symbols glyph by its name (`favorite`), or nil when the bundled
    /// subset does not have it.
    package func glyph(named glyphName: String, weight: Int, filled: Bool) -> SymbolGlyph? {
        let instance = Instance(weight: max(100, min(700, weight)), filled: filled)
        let key = GlyphKey(glyph: glyphName, instance: instance)
        lock.lock(); defer { lock.unlock() }
        if let cached = glyphs[key] { return cached }
        var result: SymbolGlyph?
        if let codepoint = codepoints[glyphName], let face = face(for: instance) {
            result = Self.outline(face, codepoint: codepoint)?.glyph
        }
        glyphs[key] = result
        return result
    }

    /// The face for an instance, opened once with its design coordinates set. Call with the lock held
    /// (or from `init`).
    private func face(for instance: Instance) -> FT_Face? {
        if let face = faces[instance] { return face }
        guard let face = library.openFace(path: path, index: 0) else { return nil }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { library.closeFace(face); return nil }
        let count = Int(master.pointee.num_axis)
        var coordinates = [FT_Fixed](repeating: 0, count: count)
        for i in 0..<count {
            let axis = master.pointee.axis[i]
            var value = Double(axis.def) / 65536
            switch axis.tag {
            case 0x7767_6874: value = Double(instance.weight)  // 'wght'
            case 0x4649_4C4C: value = instance.filled ? 1 : 0  // 'FILL'
            default: break
            }
            coordinates[i] = FT_Fixed((value * 65536).rounded())
        }
        FT_Done_MM_Var(library.handle, master)
        guard FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coordinates) == 0 else {
            library.closeFace(face)
            return nil
        }
        faces[instance] = face
        return face
    }

    /// Reads a glyph's outline in ems, y downward from the baseline, with its advance in ems.
    static func outline(_ face: FT_Face, codepoint: UInt32) -> (glyph: SymbolGlyph, advance: CGFloat)? {
        let index = FT_Get_Char_Index(face, FT_ULong(codepoint))
        guard index != 0,
            FT_Load_Glyph(face, index, EASEL_FT_LOAD_NO_SCALE | EASEL_FT_LOAD_NO_BITMAP | EASEL_FT_LOAD_NO_HINTING) == 0,
            let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        let em = CGFloat(max(1, face.pointee.units_per_EM))
        let builder = GlyphOutlineBuilder(unitsPerEm: em)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                GlyphOutlineBuilder.from(user).move(to!.pointee); return 0
            },
            line_to: { to, user in
                GlyphOutlineBuilder.from(user).line(to!.pointee); return 0
            },
            conic_to: { c, to, user in
                GlyphOutlineBuilder.from(user).quad(c!.pointee, to!.pointee); return 0
            },
            cubic_to: { c1, c2, to, user in
                GlyphOutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        guard FT_Outline_Decompose(&slot.pointee.outline, &funcs, user) == 0 else { return nil }
        builder.close()
        guard !builder.elements.isEmpty, let bounds = builder.bounds else { return nil }
        return (SymbolGlyph(elements: builder.elements, bounds: bounds), CGFloat(slot.pointee.advance.x) / em)
    }
}
