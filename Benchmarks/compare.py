#!/usr/bin/env python3
"""Easel beside its peers, in one run, as ratios (docs/Performance.md).

Each round runs, back to back on the same machine:
  - Taffy (stretchable) and Yoga (poga, when it is installed) on grid10k and grid10k-flex
    (the shared peers' layout_taffy.py, layout_yoga.py)
  - Skia (skia-python), cairo (pycairo) and Pillow on cards and cards-shadow (cards_*.py), warm
    (median of --runs in one process); Skia also first (a process of one run)
  - easel-bench --json on the same scenes: the prebuilt node tree, ImageRenderer (compiled
    views), the scenes from SwiftUI source as `easel render` runs them, cards raster and encode
  - the `easel` command itself, cold: a process that renders the cards scene's SwiftUI source
    file to a PNG file, against a peer's process that draws the scene once and writes its PNG
    (wall time from start to exit, and peak memory), and a 2000 x 2000 pt scene at @3x with a
    transparent background (peak memory against the 144 MB canvas; the goal is at most 2x)
and prints one table per round, each Easel figure divided by the peer figure it is compared to
(below 1: Easel is faster). The machine, the commit and the peak memory are printed with it.

    swift build -c release --product easel-bench
    python3 -m venv /tmp/peers-venv && /tmp/peers-venv/bin/pip install -r <shared>/bench/peers/requirements.txt
    /tmp/peers-venv/bin/python Benchmarks/compare.py --peers <shared>/bench/peers [--rounds 3]

    swift build -c release --product easel   (for the cold rows; skipped when it is missing)

Options: --bench PATH (default .build/release/easel-bench), --easel PATH (default
.build/release/easel), --cold-runs N (processes per cold figure, default 5), --runs N (raster runs, default 10),
--layout-runs N (default 20), --source-runs N (default 10), --json FILE (every record, one per line).
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_json(cmd):
    """Runs cmd and returns the JSON objects it prints, one per line."""
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def peer(args, script, *extra):
    return run_json([sys.executable, os.path.join(args.peers, script), *extra])[-1]


def has_module(name):
    return subprocess.run([sys.executable, "-c", f"import {name}"], capture_output=True).returncode == 0


def process(cmd):
    """Runs cmd as a fresh process: (wall ms from start to exit, peak resident memory in MiB)."""
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    err = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    if status != 0:
        sys.exit(f"compare.py: {' '.join(cmd)} failed: {err.strip()}")
    return wall, usage.ru_maxrss / 1024


def cold(args, cmd):
    """Median wall time and the largest peak memory of --cold-runs fresh processes of cmd."""
    runs = [process(cmd) for _ in range(args.cold_runs)]
    return statistics.median(w for w, _ in runs), max(m for _, m in runs)


def cold_rows(args, scratch):
    """The `easel` command from a SwiftUI source file to a PNG file, against the peers' processes."""
    if not os.path.exists(args.easel):
        return [], []
    source = os.path.join(scratch, "cards.swift")
    with open(source, "w") as f:
        f.write(subprocess.run([args.bench, "--print-source", "cards"], check=True, capture_output=True, text=True).stdout)
    assets = os.path.join(args.peers, "assets")
    easel = cold(args, [args.easel, "render", source, "--scale", "1", "--device", "none", "--engine", "interpret",
                        "--assets", assets, "-o", os.path.join(scratch, "cards.png")])
    rows, memory = [], []
    for name in ("skia", "cairo", "pillow"):
        if name != "pillow" and not has_module({"skia": "skia", "cairo": "cairo"}[name]):
            continue
        p = cold(args, [sys.executable, os.path.join(args.peers, f"cards_{name}.py"), "--variant", "cards", "--runs", "1",
                        "--out", os.path.join(scratch, f"cards-{name}.png")])
        rows.append(("cards", "easel render: source file -> PNG file, whole process", easel[0], f"{name.capitalize()} process, one render", p[0]))
        memory.append(("cards", "easel render: peak memory, whole process", easel[1], f"{name.capitalize()} process", p[1]))
    # A 2000 x 2000 pt scene at @3x with transparent margins: a 6000 x 6000 canvas, 144 MB.
    card = os.path.join(ROOT, "fixtures", "scenes", "card.swift")
    big = cold(args, [args.easel, "render", card, "--size", "2000x2000", "--scale", "3", "--device", "none", "--engine", "interpret",
                      "-o", os.path.join(scratch, "card-3x.png")])
    canvas = 6000 * 6000 * 4 / (1 << 20)
    memory.append(("card, 2000x2000 pt @3x", "peak memory, whole process (MiB)", big[1], "canvas bytes (goal: at most 2x)", canvas))
    return rows, memory


def one_round(args, scratch):
    taffy = {v: peer(args, "layout_taffy.py", "--variant", v, "--runs", str(args.layout_runs))
             for v in ("grid10k", "grid10k-flex")}
    yoga = {v: peer(args, "layout_yoga.py", "--variant", v, "--runs", str(args.layout_runs))
            for v in ("grid10k", "grid10k-flex")} if has_module("poga") else {}
    others = {(name, v): peer(args, f"cards_{name}.py", "--variant", v, "--runs", str(args.runs), "--out", f"/tmp/compare-{name}-{v}.png")
              for name in ("cairo", "pillow") if name == "pillow" or has_module("cairo") for v in ("cards", "cards-shadow")}
    skia = peer(args, "cards_skia.py", "--variant", "cards", "--runs", str(args.runs), "--out", "/tmp/compare-skia-cards.png")
    skia_first = peer(args, "cards_skia.py", "--variant", "cards", "--runs", "1", "--out", "/tmp/compare-skia-cards.png")
    skia_shadow = peer(args, "cards_skia.py", "--variant", "cards-shadow", "--runs", str(args.runs), "--out", "/tmp/compare-skia-cards-shadow.png")
    skia_shadow_first = peer(args, "cards_skia.py", "--variant", "cards-shadow", "--runs", "1", "--out", "/tmp/compare-skia-cards-shadow.png")
    easel = run_json([args.bench, "--json", "--only", "grid10k,grid10k-flex,cards", "--runs", str(args.runs),
                      "--layout-runs", str(args.layout_runs), "--source-runs", str(args.source_runs),
                      "--assets", os.path.join(args.peers, "assets"), "--out", "/tmp"])
    # cards-shadow in a process of its own, so that its first raster is the process's first.
    shadow = run_json([args.bench, "--json", "--only", "cards-shadow", "--runs", str(args.runs), "--shadow-runs", str(args.runs),
                       "--source-runs", "0", "--assets", os.path.join(args.peers, "assets"), "--out", "/tmp"])
    shadow = next(r for r in shadow if r["kind"] == "raster")
    def find(kind, variant=None):
        return next(r for r in easel if r["kind"] == kind and (variant is None or r.get("variant") == variant))
    rows = []
    for v in ("grid10k", "grid10k-flex"):
        t = taffy[v]["compute_ms_median"]
        lay, src = find("layout", v), find("source", v)
        rows += [
            (v, "layout, node tree prebuilt", lay["compute_ms_median"], "Taffy", t),
            (v, "ImageRenderer (views -> nodes -> layout)", lay["renderer_placed_layout_ms_median"], "Taffy", t),
            (v, "from source (parse + evaluate + resolve + layout)", src["source_to_layout_ms_median"], "Taffy", t),
            (v, "from source, first run in the process", src["source_to_layout_ms_first"], "Taffy", t),
        ]
        if v in yoga:
            y = yoga[v]["compute_ms_median"]
            rows += [
                (v, "layout, node tree prebuilt", lay["compute_ms_median"], "Yoga", y),
                (v, "from source (parse + evaluate + resolve + layout)", src["source_to_layout_ms_median"], "Yoga", y),
            ]
    cards, src = find("raster", "cards"), find("source", "cards")
    rows += [
        ("cards", "raster, median", cards["raster_ms_median"], "Skia raster", skia["raster_ms_median"]),
        # The source runs of cards come first in easel-bench: their first raster is the process's first.
        ("cards", "raster, first in the process", src["raster_ms_first"], "Skia raster, first", skia_first["raster_ms_median"]),
        ("cards", "raster, first / median", src["raster_ms_first"], "Easel raster", cards["raster_ms_median"]),
        ("cards", "PNG encode (default)", cards["encode_ms_median_default"], "Skia encode", skia["encode_ms_median"]),
        ("cards", "from source to layout", src["source_to_layout_ms_median"], "Easel raster", cards["raster_ms_median"]),
        ("cards", "from source to layout, first run", src["source_to_layout_ms_first"], "Easel raster", cards["raster_ms_median"]),
        ("cards-shadow", "raster, median", shadow["raster_ms_median"], "Skia raster", skia_shadow["raster_ms_median"]),
        ("cards-shadow", "raster, first in the process", shadow["raster_ms_first"], "Skia raster, first", skia_shadow_first["raster_ms_median"]),
        ("cards-shadow", "raster, first / median", shadow["raster_ms_first"], "Easel raster", shadow["raster_ms_median"]),
    ]
    for (name, v), record in others.items():
        e = cards if v == "cards" else shadow
        rows.append((v, "raster, median", e["raster_ms_median"], f"{name.capitalize()} raster", record["raster_ms_median"]))
    more, memory = cold_rows(args, scratch)
    process = find("process")
    return rows + more, memory, process, [*taffy.values(), *yoga.values(), skia, skia_first, skia_shadow, skia_shadow_first,
                                          *others.values(), *easel, shadow]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--peers", required=True, help="the shared peers folder (layout_taffy.py, cards_skia.py, assets/)")
    ap.add_argument("--bench", default=os.path.join(ROOT, ".build/release/easel-bench"))
    ap.add_argument("--easel", default=os.path.join(ROOT, ".build/release/easel"))
    ap.add_argument("--cold-runs", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--layout-runs", type=int, default=20)
    ap.add_argument("--source-runs", type=int, default=10)
    ap.add_argument("--json", help="write every record here, one JSON object per line")
    args = ap.parse_args()
    if not os.path.exists(args.bench):
        sys.exit(f"compare.py: no {args.bench}; run: swift build -c release --product easel-bench")

    # The commit of the checkout the benchmark was built in (<checkout>/.build/release/easel-bench).
    checkout = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(args.bench))))
    commit = subprocess.run(["git", "-C", checkout, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    print(f"easel-bench {args.bench} (built at {commit or '?'}) on {os.cpu_count()} cpus, {cpu}, {platform.system()} {platform.release()}; "
          f"runs {args.runs}, layout runs {args.layout_runs}, source runs {args.source_runs}")
    if not os.path.exists(args.easel):
        print(f"no {args.easel}: the rows of the easel command are skipped (swift build -c release --product easel)")
    records = []
    scratch = tempfile.mkdtemp(prefix="easel-compare-")
    for n in range(1, args.rounds + 1):
        rows, memory, process, recs = one_round(args, scratch)
        records += recs
        print(f"\nround {n} (Easel process peak memory {process['peak_rss_mib']:.0f} MiB)\n")
        print("| scene | Easel figure | Easel ms | against | its ms | ratio |")
        print("|---|---|---:|---|---:|---:|")
        for scene, what, e, against, p in rows:
            print(f"| {scene} | {what} | {e:.2f} | {against} | {p:.2f} | {e / p:.2f} |")
        if memory:
            print("\n| scene | Easel figure | Easel MiB | against | its MiB | ratio |")
            print("|---|---|---:|---|---:|---:|")
            for scene, what, e, against, p in memory:
                print(f"| {scene} | {what} | {e:.0f} | {against} | {p:.0f} | {e / p:.2f} |")
    if args.json:
        with open(args.json, "w") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()
