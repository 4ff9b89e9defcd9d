#!/usr/bin/env python3
"""Easel's `paint` scene (Benchmarks/PAINT-SCENE.md) against Skia and against exact values.

    python docs/tools/compare-skia.py [--easel PNG] [--bench BIN] [--diff PNG] [--skia-png PNG]
                                      [--exact-png PNG]

Not part of `swift test` (Skia is not installed on CI): a tool run by hand, see docs/tools/README.md.
Needs skia-python and numpy. Without --easel it runs `BIN --only paint --runs 1 --out TMP`
(BIN: .build/release/easel-bench, built with `swift build -c release --product easel-bench`).

Three pictures of the same geometry: Easel's PNG, Skia's (Benchmarks/peers/paint_skia.py, drawn
here, no dither), and an exact one in real numbers (numpy, `exact_picture`): each colour taken at
the pixel centre from the gradient's formula (sRGB interpolation, the cards in their own turned
coordinates), each shape composited with its exact area coverage as alpha (64 rows per pixel, each
crossing the shape in a closed-form interval), the materials a sampled Gaussian (sigma 10, kernel
radius 40, edge pixels repeated) of that exact picture with white at 89/255 over it.

The picture is split into regions (masks drawn with Skia, without anti-aliasing):
  background      the full-canvas linear gradient, 3 px or more away from every card and panel
  linear cards, radial cards   the turned cards' fills, 3 px or more inside their edges
  card edges      6 px bands centred on the turned cards' outlines (anti-aliasing, 1 px border)
  material        the panels' insides, 3 px or more inside their edges
  material edges  6 px bands centred on the panels' outlines (card edges just outside left out)
For each region it prints |Easel - Skia| (max and mean over the channels in 8-bit levels, the
signed mean, the share of pixels whose largest channel differs by more than 2 and 8 levels) and
|Easel - exact| and |Skia - exact| (max, mean, share over 1 level). Exits 1 when a figure passes
TOLERANCES (measured, see docs/tools/README.md).
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np
import skia

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "peers"))
import paint_skia as S  # noqa: E402  (the scene's numbers and its Skia drawing)

# Tolerances per region, in 8-bit levels (set from the measurements in docs/tools/README.md, with a
# little room): "max" and "mean" of |Easel - Skia| over the region's channels, "over8" the share of
# pixels whose largest channel differs by more than 8, "signed" the bound on the mean of
# (Easel - Skia) (a shifted or thickened edge shows there), "exact max" / "exact mean" of
# |Easel - exact value|.
TOLERANCES = {
    "background": {"max": 1, "mean": 0.30, "over8": 0, "signed": 0.1, "exact max": 1.0, "exact mean": 0.35},
    "linear cards": {"max": 2, "mean": 0.25, "over8": 0, "signed": 0.1, "exact max": 1.5, "exact mean": 0.35},
    "radial cards": {"max": 2, "mean": 0.25, "over8": 0, "signed": 0.1, "exact max": 1.5, "exact mean": 0.35},
    "card edges": {"max": 64, "mean": 1.6, "over8": 0.08, "signed": 0.25, "exact max": 52, "exact mean": 1.4},
    "material": {"max": 3, "mean": 0.55, "over8": 0, "signed": 0.4, "exact max": 2.0, "exact mean": 0.4},
    "material edges": {"max": 40, "mean": 0.7, "over8": 0.02, "signed": 0.4, "exact max": 9, "exact mean": 0.45},
}


def to_array(image):
    """RGBA8 (unpremultiplied; every picture here is opaque) as int16 H x W x 4."""
    return image.toarray(colorType=skia.kRGBA_8888_ColorType).astype(np.int16)


def skia_picture(panels=True):
    surface = S.make_painter(dither=False, panels=panels)()
    return surface.makeImageSnapshot()


def mask(draw):
    """A boolean mask of what `draw(canvas, paint)` covers (no anti-aliasing)."""
    surface = skia.Surface(S.CANVAS, S.CANVAS)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorBLACK)
    draw(canvas)
    return to_array(surface.makeImageSnapshot())[..., 0] > 127


def card_rrect(grow):
    h = S.CARD / 2 + grow
    return skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(-h, -h, 2 * h, 2 * h), S.CARD_RADIUS + grow, S.CARD_RADIUS + grow)


def panel_rrect(p, grow):
    x, y, w, h = p
    r = S.PANEL_RADIUS + grow
    return skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x - grow, y - grow, w + 2 * grow, h + 2 * grow), r, r)


def masks():
    fill = skia.Paint(Color=skia.ColorWHITE)
    band = skia.Paint(Color=skia.ColorWHITE, Style=skia.Paint.kStroke_Style, StrokeWidth=6)

    def cards(shape, paint, which=lambda i: True):
        def draw(c):
            for i in range(S.COLUMNS * S.COLUMNS):
                if not which(i):
                    continue
                c.save()
                c.translate(*S.centre(i))
                c.rotate(S.angle(i))
                c.drawRRect(shape, paint)
                c.restore()
        return mask(draw)

    def panels(grow, paint):
        return mask(lambda c: [c.drawRRect(panel_rrect(p, grow), paint) for p in S.PANELS])

    card_any = cards(card_rrect(3), fill)
    panel_any = panels(3, fill)
    return {
        "background": ~card_any & ~panel_any,
        "linear cards": cards(card_rrect(-3), fill, S.is_linear) & ~panel_any,
        "radial cards": cards(card_rrect(-3), fill, lambda i: not S.is_linear(i)) & ~panel_any,
        "card edges": cards(card_rrect(0), band) & ~panel_any,
        "material": panels(-3, fill),
        # The panels' outlines, without the card edges just outside them (those are "card edges").
        "material edges": panels(0, band) & ~(cards(card_rrect(0), band) & ~panels(0, fill)),
    }


def lerp_stops(stops, t):
    """sRGB components (float, 0...255) of evenly spaced stops at parameters t (clamped)."""
    t = np.clip(t, 0, 1) * (len(stops) - 1)
    i = np.minimum(t.astype(int), len(stops) - 2)
    f = (t - i)[..., None]
    s = np.array(stops, dtype=np.float64)
    return s[i] * (1 - f) + s[i + 1] * f


SUBROWS = 64  # coverage: 64 rows per pixel, each crossing the shape in an exact interval


def rrect_coverage(cx, cy, degrees, hw, hh, radius, x0, y0, w, h):
    """Area of each pixel of the box (x0, y0, w, h) covered by a rounded rectangle of half sizes
    hw x hh and corner radius `radius`, centred on (cx, cy) and turned clockwise by `degrees`. The shape is the union
    of two rectangles (the cross) and four corner disks; each of 64 rows per pixel meets each piece
    in an interval found in closed form, and those intervals' hull (the shape is convex) is
    intersected with each pixel's [x, x + 1]. Exact across a row; rows sample y (error at most
    1/64 of a pixel's area, on edges that are nearly horizontal)."""
    a = np.radians(degrees)
    c, s = np.cos(a), np.sin(a)
    dy = y0 + (np.arange(h * SUBROWS) + 0.5) / SUBROWS - cy
    lo = np.full(dy.shape, np.inf)
    hi = np.full(dy.shape, -np.inf)

    def clamp(alpha, beta, bound, l, r):
        """Narrow [l, r] to the dx with |alpha dx + beta| <= bound."""
        if abs(alpha) < 1e-12:
            bad = np.abs(beta) > bound
            return np.where(bad, np.inf, l), np.where(bad, -np.inf, r)
        e1, e2 = (-bound - beta) / alpha, (bound - beta) / alpha
        return np.maximum(l, np.minimum(e1, e2)), np.minimum(r, np.maximum(e1, e2))

    for bx, by in ((hw, hh - radius), (hw - radius, hh)):
        l = np.full(dy.shape, -np.inf)
        r = np.full(dy.shape, np.inf)
        l, r = clamp(c, s * dy, bx, l, r)      # local x = c dx + s dy
        l, r = clamp(-s, c * dy, by, l, r)     # local y = -s dx + c dy
        ok = l <= r
        lo, hi = np.where(ok, np.minimum(lo, l), lo), np.where(ok, np.maximum(hi, r), hi)
    for ox in (radius - hw, hw - radius):
        for oy in (radius - hh, hh - radius):
            b = c * (s * dy - ox) - s * (c * dy - oy)
            q = (s * dy - ox) ** 2 + (c * dy - oy) ** 2 - radius * radius
            disc = b * b - q
            ok = disc >= 0
            root = np.sqrt(np.maximum(disc, 0))
            lo, hi = np.where(ok, np.minimum(lo, -b - root), lo), np.where(ok, np.maximum(hi, -b + root), hi)
    xs = np.arange(x0, x0 + w) - cx
    span = np.minimum(hi[:, None], xs[None, :] + 1) - np.maximum(lo[:, None], xs[None, :])
    return np.clip(span, 0, 1).reshape(h, SUBROWS, w).mean(axis=1)


def gaussian(img, sigma, radius):
    """Separable sampled Gaussian of an H x W x C float image, edge pixels repeated."""
    k = np.exp(-np.arange(-radius, radius + 1) ** 2 / (2 * sigma * sigma))
    k /= k.sum()
    out = img
    for axis in (0, 1):
        pad = [(0, 0)] * img.ndim
        pad[axis] = (radius, radius)
        p = np.pad(out, pad, mode="edge")
        acc = np.zeros_like(out)
        n = out.shape[axis]
        for j, w in enumerate(k):
            acc += w * (p[j:j + n] if axis == 0 else p[:, j:j + n])
        out = acc
    return out


def exact_picture():
    """The scene in real numbers (H x W x 3, 0...255): every colour at the pixel centre, every
    shape's exact area coverage used as its alpha (each shape composited on its own, as both
    renderers do), the materials a sampled Gaussian of that picture."""
    n = S.CANVAS
    y, x = np.mgrid[0:n, 0:n] + 0.5
    pic = lerp_stops(S.BACKGROUND, (x + y) / (2 * n))
    half = S.CARD / 2
    border = S.BORDER_ALPHA / 255
    for i in range(S.COLUMNS * S.COLUMNS):
        cx, cy = S.centre(i)
        x0, y0 = int(cx - 60), int(cy - 60)
        box = (slice(y0, y0 + 120), slice(x0, x0 + 120))
        sx, sy = x[box] - cx, y[box] - cy
        a = np.radians(S.angle(i))
        lx = np.cos(a) * sx + np.sin(a) * sy      # the card's own coordinates (turned back)
        ly = -np.sin(a) * sx + np.cos(a) * sy
        t = (ly + half) / S.CARD if S.is_linear(i) else np.hypot(lx, ly) / S.RADIAL_END
        colour = lerp_stops(S.PALETTE[i % len(S.PALETTE)], t)
        fill = rrect_coverage(cx, cy, S.angle(i), half, half, S.CARD_RADIUS, x0, y0, 120, 120)[..., None]
        ring = fill - rrect_coverage(cx, cy, S.angle(i), half - 1, half - 1, S.CARD_RADIUS - 1, x0, y0, 120, 120)[..., None]
        pic[box] = (pic[box] * (1 - fill) + colour * fill) * (1 - border * ring)
    blurred = gaussian(pic, S.MATERIAL_SIGMA, int(4 * S.MATERIAL_SIGMA))
    tint = S.MATERIAL_TINT_ALPHA / 255
    for (px, py, pw, ph) in S.PANELS:
        x0, y0 = px - 2, py - 2
        w, h = min(pw + 4, n - x0), min(ph + 4, n - y0)
        box = (slice(y0, y0 + h), slice(x0, x0 + w))
        cov = rrect_coverage(px + pw / 2, py + ph / 2, 0, pw / 2, ph / 2, S.PANEL_RADIUS, x0, y0, w, h)[..., None]
        pic[box] = pic[box] * (1 - cov) + blurred[box] * cov
        pic[box] = pic[box] * (1 - tint * cov) + 255 * tint * cov
    return pic


def stats(a, b, m):
    """max, mean, signed mean of a - b over the region's channels; share of pixels > 2 and > 8."""
    d = a[m][:, :3].astype(np.float64) - b[m][:, :3]
    worst = np.abs(d).max(axis=1)
    return {"max": np.abs(d).max(), "mean": np.abs(d).mean(), "signed": d.mean(),
            "over2": (worst > 2).mean(), "over8": (worst > 8).mean()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--easel", help="Easel's paint.png (default: run the bench to make one)")
    ap.add_argument("--bench", default=os.path.join(ROOT, ".build", "release", "easel-bench"))
    ap.add_argument("--diff", help="write |Easel - Skia| x 8 here, to look at")
    ap.add_argument("--skia-png", help="write Skia's picture here")
    ap.add_argument("--exact-png", help="write the exact picture here (rounded)")
    args = ap.parse_args()

    path = args.easel
    if path is None:
        if not os.access(args.bench, os.X_OK):
            sys.exit(f"no {args.bench}: swift build -c release --product easel-bench, or pass --easel PNG")
        out = tempfile.mkdtemp(prefix="compare-skia-")
        subprocess.run([args.bench, "--only", "paint", "--runs", "1", "--out", out], check=True, stdout=subprocess.DEVNULL)
        path = os.path.join(out, "paint.png")
    easel = to_array(skia.Image.open(path))
    picture = skia_picture()
    sk = to_array(picture)
    if args.skia_png:
        picture.save(args.skia_png, skia.kPNG)
    if easel.shape != sk.shape:
        sys.exit(f"sizes differ: Easel {easel.shape}, Skia {sk.shape}")
    if args.diff:
        d = np.minimum(np.abs(easel - sk)[..., :3].max(axis=2) * 8, 255).astype(np.uint8)
        skia.Image.fromarray(np.dstack([d, d, d, np.full_like(d, 255)]), colorType=skia.kRGBA_8888_ColorType).save(args.diff, skia.kPNG)

    regions = masks()
    exact = exact_picture()
    if args.exact_png:
        rounded = np.clip(exact + 0.5, 0, 255).astype(np.uint8)
        rgba = np.dstack([rounded, np.full(exact.shape[:2], 255, np.uint8)])
        skia.Image.fromarray(np.ascontiguousarray(rgba), colorType=skia.kRGBA_8888_ColorType).save(args.exact_png, skia.kPNG)
    failed = []
    print(f"Easel {path} against Skia {skia.__version__} (no dither); 8-bit levels per channel")
    print(f"{'region':15} {'pixels':>8} | {'E-S max':>7} {'mean':>6} {'signed':>6} {'>2':>7} {'>8':>7} | "
          f"{'E-exact max':>11} {'mean':>6} {'>1':>7} | {'S-exact max':>11} {'mean':>6} {'>1':>7}")
    for name, m in regions.items():
        st = stats(easel, sk, m)
        line = (f"{name:15} {int(m.sum()):8d} | {st['max']:7.0f} {st['mean']:6.3f} {st['signed']:+6.3f} "
                f"{st['over2']:7.2%} {st['over8']:7.2%} | ")
        tol = TOLERANCES[name]
        bad = [k for k in ("max", "mean", "over8") if st[k] > tol[k]]
        if abs(st["signed"]) > tol["signed"]:
            bad.append("signed")
        ref = exact[m]
        de = np.abs(easel[m][:, :3] - ref)
        ds = np.abs(sk[m][:, :3] - ref)
        line += (f"{de.max():11.2f} {de.mean():6.3f} {(de.max(axis=1) > 1).mean():7.2%} | "
                 f"{ds.max():11.2f} {ds.mean():6.3f} {(ds.max(axis=1) > 1).mean():7.2%}")
        bad += [k for k, v in (("exact max", de.max()), ("exact mean", de.mean())) if v > tol[k]]
        print(line)
        if bad:
            failed.append(f"{name} ({', '.join(bad)})")
    st = stats(easel, sk, np.ones(easel.shape[:2], bool))
    print(f"{'whole picture':15} {easel.shape[0] * easel.shape[1]:8d} | {st['max']:7.0f} {st['mean']:6.3f} "
          f"{st['signed']:+6.3f} {st['over2']:7.2%} {st['over8']:7.2%} |")
    if failed:
        print("past the tolerance: " + "; ".join(failed) + " (TOLERANCES in this file)")
        sys.exit(1)
    print("within the tolerances")


if __name__ == "__main__":
    main()
