#!/usr/bin/env python3
"""Measures `easel preview`: save-to-push latency and memory after many re-renders.

    python3 Benchmarks/preview/latency.py [--easel .build/release/easel] [--scene fixtures/scenes/navigation.swift] [--runs 1000]

Starts `easel preview` on a copy of the scene in a scratch folder, opens the page's WebSocket,
then `runs` times rewrites the file (changing one label) and times from the write to the arrival
of the `file` message carrying the new PNG. Prints the latency percentiles and the server's RSS
(VmRSS, VmHWM from /proc) after the first render, after 10, 100 and 500 runs, after every 1,000,
and after all runs (whether memory levels off over thousands of saves).
"""
import argparse, base64, json, os, re, shutil, socket, statistics, subprocess, sys, tempfile, time

def ws_connect(port, path):
    s = socket.create_connection(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    buf = b""
    while b"\r\n\r\n" not in buf:
        buf += s.recv(4096)
    head, rest = buf.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 101"), head
    return s, bytearray(rest)

def ws_next(s, buf):
    def need(n):
        while len(buf) < n:
            chunk = s.recv(1 << 16)
            if not chunk: raise EOFError
            buf.extend(chunk)
    msg = b""
    while True:
        need(2)
        fin, op, ln = buf[0] & 0x80, buf[0] & 0x0F, buf[1] & 0x7F
        off = 2
        if ln == 126: need(4); ln = int.from_bytes(buf[2:4], "big"); off = 4
        elif ln == 127: need(10); ln = int.from_bytes(buf[2:10], "big"); off = 10
        need(off + ln)
        payload = bytes(buf[off:off + ln]); del buf[:off + ln]
        if op == 9:  # the server's keep-alive ping: answer with a (masked) pong
            mask = os.urandom(4)
            s.sendall(bytes([0x8A, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        if op >= 8: continue
        msg += payload
        if fin: return json.loads(msg)

def rss(pid):
    text = open(f"/proc/{pid}/status").read()
    get = lambda k: int(re.search(rf"{k}:\s+(\d+) kB", text).group(1)) / 1024
    return get("VmRSS"), get("VmHWM")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--easel", default=".build/release/easel")
    ap.add_argument("--scene", default="fixtures/scenes/navigation.swift")
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--label", default="Albums", help="a string literal in the scene to change each run")
    a = ap.parse_args()
    folder = tempfile.mkdtemp(prefix="easel-preview-bench-")
    scene = os.path.join(folder, os.path.basename(a.scene))
    source = open(a.scene).read()
    assert f'"{a.label}"' in source, f"the scene has no \"{a.label}\""
    shutil.copy(a.scene, scene)
    proc = subprocess.Popen([a.easel, "preview", folder, "--port", "0", "--standalone"], stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        port = int(re.search(r":(\d+)/", line).group(1))
        s, buf = ws_connect(port, "/ws")
        state = ws_next(s, buf)
        assert state["type"] == "state" and state["files"] and "error" not in state["files"][0], state
        first = rss(proc.pid)
        times, renders, checkpoints = [], [], {}
        for i in range(a.runs):
            text = source.replace(f'"{a.label}"', f'"{a.label} {i}"')
            t0 = time.perf_counter()
            with open(scene, "w") as f:
                f.write(text)
            while True:
                m = ws_next(s, buf)
                if m["type"] == "file": break
            times.append((time.perf_counter() - t0) * 1000)
            renders.append(m["file"]["renderMilliseconds"])
            assert "error" not in m["file"], m["file"]["error"]
            if i + 1 in (10, 100, 500) or (i + 1) % 1000 == 0:
                checkpoints[i + 1] = rss(proc.pid)[0]
        last = rss(proc.pid)
        q = statistics.quantiles(times, n=20)
        print(f"scene {a.scene}, {a.runs} saves")
        print(f"save -> new image on the WebSocket: median {statistics.median(times):.1f} ms, p95 {q[18]:.1f} ms, max {max(times):.1f} ms")
        print(f"  of which render (parse, evaluate, layout, raster, PNG): median {statistics.median(renders):.1f} ms; the rest is the 30 ms debounce and transport")
        steps = "".join(f"; after {n}: {v:.1f} MiB" for n, v in sorted(checkpoints.items()))
        print(f"RSS after the first render {first[0]:.1f} MiB{steps}; after {a.runs} re-renders {last[0]:.1f} MiB (peak {last[1]:.1f} MiB)")
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)

if __name__ == "__main__":
    main()
