#!/usr/bin/env python3
"""Makes the bundled Noto Sans CJK subsets from Debian's fonts-noto-cjk.

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb deb
    python3 docs/tools/subset-cjk.py deb/usr/share/fonts/opentype/noto Sources/EaselText/Fonts

The characters are those of the Regular subset already in the folder (kana, JIS level-1 kanji,
GB 2312, Big5's frequent hanzi, KS X 1001 Hangul and CJK punctuation), so Regular and Bold cover
the same set; every layout feature is kept (the `locl` forms for Japanese, Korean and Traditional
Chinese among them) and hints are dropped. Face 2 of each collection is Noto Sans CJK SC.
Needs fontTools (`pip install fonttools`).
"""
import subprocess
import sys
import tempfile
from pathlib import Path

from fontTools.ttLib import TTFont

source, fonts = Path(sys.argv[1]), Path(sys.argv[2])
codepoints = sorted(TTFont(fonts / "NotoSansCJK-Regular-Subset.otf").getBestCmap())
with tempfile.NamedTemporaryFile("w", suffix=".txt") as unicodes:
    unicodes.write("\n".join(f"U+{c:04X}" for c in codepoints))
    unicodes.flush()
    for weight in ["Regular", "Bold"]:
        subprocess.run(["pyftsubset", str(source / f"NotoSansCJK-{weight}.ttc"), "--font-number=2",
                        f"--unicodes-file={unicodes.name}", "--layout-features=*", "--no-hinting",
                        f"--output-file={fonts / f'NotoSansCJK-{weight}-Subset.otf'}"], check=True)
