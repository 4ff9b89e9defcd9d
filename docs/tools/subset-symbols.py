#!/usr/bin/env python3
"""Makes Easel's SF Symbols stand-in font: Material Symbols Outlined, cut down to the glyphs that
Sources/EaselText/Symbols/SymbolNameTable.swift maps.

Material Symbols (Google, Apache-2.0) is a variable font with axes FILL 0-1, wght 100-700,
GRAD -50-200 and opsz 20-48. Easel keeps FILL and wght (SF weights and `.fill` symbols) and pins
GRAD at 0 and opsz at 20 (the optical size for small icons, closest to SF Symbols' stroke weight
at text sizes), which keeps the file small.

Usage (needs fontTools: `pip install fonttools`):

    pip download --no-deps -d /tmp/msym qtmaterialsymbols      # PyPI wheel that bundles the font
    (cd /tmp/msym && unzip -o -q qtmaterialsymbols-*.whl)
    python3 docs/tools/subset-symbols.py /tmp/msym/qtmaterialsymbols/resources

It writes Sources/EaselText/Fonts/MaterialSymbols.ttf and MaterialSymbols.codepoints
(one "name hex-codepoint" line per kept glyph). The font's licence is
Sources/EaselText/Fonts/LICENSE-MaterialSymbols.txt (Apache-2.0).
"""
import os
import re
import sys
import tempfile

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = os.path.join(ROOT, "Sources/EaselText/Symbols/SymbolNameTable.swift")
FONTS = os.path.join(ROOT, "Sources/EaselText/Fonts")
ROW = re.compile(r'^\s*"([^"]+)":\s*"([a-z0-9_]+)( fill)?",', re.M)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    source = sys.argv[1]
    codepoints = {}
    with open(os.path.join(source, "MaterialSymbolsOutlined.codepoints")) as f:
        for line in f:
            name, value = line.split()
            codepoints[name] = int(value, 16)
    with open(TABLE) as f:
        rows = ROW.findall(f.read())
    names = sorted({material for _, material, _ in rows})
    missing = [n for n in names if n not in codepoints]
    if missing:
        sys.exit("not in Material Symbols: " + ", ".join(missing))

    # Timestamps are kept from the source font, so the same table gives the same bytes.
    font = TTFont(os.path.join(source, "MaterialSymbolsOutlined.ttf"), recalcTimestamp=False)
    font = instancer.instantiateVariableFont(font, {"GRAD": 0, "opsz": 20})
    font.recalcTimestamp = False
    with tempfile.TemporaryDirectory() as tmp:
        pinned = os.path.join(tmp, "pinned.ttf")
        font.save(pinned)
        options = subset.Options()
        options.recalc_timestamp = False
        options.layout_features = []      # no ligatures: Easel looks glyphs up by code point
        options.name_IDs = ["*"]           # keep the copyright and licence names
        options.notdef_outline = True
        options.glyph_names = False
        options.hinting = False
        font = subset.load_font(pinned, options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[codepoints[n] for n in names])
        subsetter.subset(font)
        subset.save_font(font, os.path.join(FONTS, "MaterialSymbols.ttf"), options)
    with open(os.path.join(FONTS, "MaterialSymbols.codepoints"), "w") as f:
        for n in names:
            f.write("%s %x\n" % (n, codepoints[n]))
    print("%d SF names, %d glyphs" % (len(rows), len(names)))


if __name__ == "__main__":
    main()
