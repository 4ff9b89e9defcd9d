"""Scene `paint` (../PAINT-SCENE.md) drawn with skia-python, timed like the shared peers.

    python paint_skia.py [--runs N] [--out PNG] [--dither]

Prints one JSON line. Raster time runs from creating the Surface to pixels in memory
(flushAndSubmit), no warm-up; encode (Skia's PNG encoder, defaults) is timed separately.
Needs skia-python (and nothing else); see docs/tools/README.md for a venv.

How the scene maps onto Skia:
- background: a rect filled by GradientShader.MakeLinear from (0, 0) to (1200, 1200);
- each card: canvas.translate(centre) + canvas.rotate(degrees), then drawRRect of the 88 x 88
  card (radius 14) with an anti-aliased gradient paint in the card's own coordinates
  (MakeLinear top centre -> bottom centre, or MakeRadial centre, radius 60), then the border as
  the rrect inset 0.5 (radius 13.5) stroked 1 px, black alpha 64;
- each material panel: clipRRect (anti-aliased), a saveLayer whose backdrop is
  ImageFilters.Blur(10, 10, kClamp) (what is drawn so far, blurred, edge pixels repeated), then
  the same rrect filled white at alpha 89 (35 %).
Gradients are not dithered unless --dither (Skia's default is no dither; Easel dithers).
"""
import argparse
import json
import os
import platform
import statistics
import time

import skia

# --- the scene's numbers (PAINT-SCENE.md) ---
CANVAS = 1200
COLUMNS = 10
PITCH = 120
CARD = 88
CARD_RADIUS = 14
RADIAL_END = 60
BACKGROUND = [(65, 88, 208), (200, 80, 192), (255, 204, 112)]
PALETTE = [
    ((255, 154, 158), (250, 208, 196)),
    ((161, 196, 253), (42, 82, 152)),
    ((212, 252, 121), (40, 150, 110)),
    ((251, 194, 235), (166, 193, 238)),
    ((255, 236, 210), (230, 90, 60)),
]
BORDER_ALPHA = 64          # black at 25 % (0.25 * 255 = 63.75, rounded)
PANELS = [(40, 60, 440, 200), (760, 330, 440, 200), (120, 660, 480, 220), (640, 940, 400, 180)]
PANEL_RADIUS = 28
MATERIAL_SIGMA = 10.0      # .ultraThinMaterial in Easel: Gaussian sigma 10 pt
MATERIAL_TINT_ALPHA = 89   # white at 35 % (0.35 * 255 = 89.25, rounded)


def angle(i):
    return (i * 7) % 31 - 15


def centre(i):
    return (i % COLUMNS) * PITCH + PITCH / 2, (i // COLUMNS) * PITCH + PITCH / 2


def is_linear(i):
    return (i % COLUMNS + i // COLUMNS) % 2 == 0


def rgb(c):
    return skia.ColorSetRGB(*c)


def make_painter(dither, panels=True):
    """Everything that can be built once (paints, shaders, shapes); returns render(). Without
    `panels`, the scene stops before the materials (their backdrop, for docs/tools/compare-skia.py)."""
    background = skia.Paint(
        Shader=skia.GradientShader.MakeLinear([skia.Point(0, 0), skia.Point(CANVAS, CANVAS)],
                                              [rgb(c) for c in BACKGROUND]),
        Dither=dither)
    half = CARD / 2
    card_rrect = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(-half, -half, CARD, CARD), CARD_RADIUS, CARD_RADIUS)
    border_rrect = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(-half + 0.5, -half + 0.5, CARD - 1, CARD - 1),
                                         CARD_RADIUS - 0.5, CARD_RADIUS - 0.5)
    fills = []
    for i in range(COLUMNS * COLUMNS):
        a, b = PALETTE[i % len(PALETTE)]
        if is_linear(i):
            shader = skia.GradientShader.MakeLinear([skia.Point(0, -half), skia.Point(0, half)], [rgb(a), rgb(b)])
        else:
            shader = skia.GradientShader.MakeRadial(skia.Point(0, 0), RADIAL_END, [rgb(a), rgb(b)])
        fills.append(skia.Paint(AntiAlias=True, Shader=shader, Dither=dither))
    border = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(BORDER_ALPHA, 0, 0, 0),
                        Style=skia.Paint.kStroke_Style, StrokeWidth=1)
    blur = skia.ImageFilters.Blur(MATERIAL_SIGMA, MATERIAL_SIGMA, skia.TileMode.kClamp)
    tint = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(MATERIAL_TINT_ALPHA, 255, 255, 255))
    panel_rrects = [skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(*p), PANEL_RADIUS, PANEL_RADIUS)
                    for p in (PANELS if panels else [])]

    def render():
        surface = skia.Surface(CANVAS, CANVAS)
        canvas = surface.getCanvas()
        canvas.clear(skia.ColorWHITE)
        canvas.drawRect(skia.Rect.MakeWH(CANVAS, CANVAS), background)
        for i, fill in enumerate(fills):
            cx, cy = centre(i)
            canvas.save()
            canvas.translate(cx, cy)
            canvas.rotate(angle(i))
            canvas.drawRRect(card_rrect, fill)
            canvas.drawRRect(border_rrect, border)
            canvas.restore()
        for rrect in panel_rrects:
            canvas.save()
            canvas.clipRRect(rrect, skia.ClipOp.kIntersect, True)
            canvas.saveLayer(skia.Canvas.SaveLayerRec(rrect.rect(), None, blur, 0))
            canvas.restore()
            canvas.drawRRect(rrect, tint)
            canvas.restore()
        surface.flushAndSubmit()
        return surface

    return render


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--out", default="out/paint_skia.png")
    ap.add_argument("--dither", action="store_true", help="dither the gradients (Skia's default: off)")
    args = ap.parse_args()

    render = make_painter(args.dither)
    raster, encode = [], []
    png = b""
    for _ in range(args.runs):
        t0 = time.perf_counter_ns()
        surface = render()
        t1 = time.perf_counter_ns()
        png = bytes(surface.makeImageSnapshot().encodeToData(skia.kPNG, 100))
        t2 = time.perf_counter_ns()
        raster.append((t1 - t0) / 1e6)
        encode.append((t2 - t1) / 1e6)
    d = os.path.dirname(os.path.abspath(args.out))
    os.makedirs(d, exist_ok=True)
    with open(args.out, "wb") as f:
        f.write(png)
    med = statistics.median
    print(json.dumps({
        "peer": "skia", "variant": "paint", "runs": args.runs,
        "raster_ms_median": round(med(raster), 3), "raster_ms_first": round(raster[0], 3),
        "raster_ms_min": round(min(raster), 3), "raster_ms_max": round(max(raster), 3),
        "encode_ms_median": round(med(encode), 3),
        "total_ms_median": round(med([r + e for r, e in zip(raster, encode)]), 3),
        "png_bytes": len(png), "dither": args.dither,
        "version": f"skia-python {skia.__version__}", "python": platform.python_version(),
        "encoder": "Skia SkPngEncoder defaults (zlib level 6, all filters)",
        "out": args.out,
    }), flush=True)


if __name__ == "__main__":
    main()
