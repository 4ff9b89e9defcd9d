/// The page's script (`/preview.js`): keeps the settings in the URL, listens on the WebSocket,
/// replaces images in place, and runs the layout inspector (hover outline, click to select in the
/// view tree, the selected view's alignment guides). The selection is in the URL too (`select=FILE.PREVIEW:x,y`), so a link shows it.
enum PreviewScript {
    static let source = #"""
        "use strict";
        const cards = new Map();          // file id -> {el, file, previews: [{img, layout, ...}]}
        let socket = null, controlsFilled = false, choiceNames = [];

        function params() { return new URLSearchParams(location.search); }
        // Everything in the page's URL but the selection travels to the server (unknown keys are ignored).
        function settingsQuery() {
          const q = new URLSearchParams();
          for (const [k, v] of params()) if (k !== "select") q.set(k, v);
          return q.toString();
        }
        function fmt(v) { return v === null || v === undefined ? "nil" : (typeof v === "string" ? v : String(Math.round(v * 100) / 100)); }
        function setStatus(text, live) { const s = document.getElementById("status"); s.textContent = text; s.classList.toggle("live", !!live); }

        // One menu per choice the server offers (device, scheme, scale, text size, locale, direction).
        function fillControls(controls, settings) {
          if (!controlsFilled) {
            const box = document.getElementById("controls");
            choiceNames = controls.choices.map(c => c.name);
            for (const c of controls.choices) {
              const label = document.createElement("label"); label.textContent = c.label + " ";
              const sel = document.createElement("select"); sel.id = c.name;
              for (const v of c.values) {
                const o = document.createElement("option"); o.value = v; o.textContent = (c.titles && c.titles[v]) || v; sel.appendChild(o);
              }
              sel.addEventListener("change", settingsChanged);
              label.appendChild(sel); box.appendChild(label);
            }
            document.getElementById("debug").addEventListener("change", settingsChanged);
            document.getElementById("guides").addEventListener("change", guidesChanged);
          }
          for (const n of choiceNames) document.getElementById(n).value = String(settings[n]);
          document.getElementById("debug").checked = !!settings.debug;
          document.getElementById("guides").checked = params().get("guides") === "1";
          controlsFilled = true;
        }
        function settingsChanged() {
          const p = params();
          for (const k of choiceNames) p.set(k, document.getElementById(k).value);
          p.set("debug", document.getElementById("debug").checked ? "1" : "0");
          history.replaceState(null, "", "?" + p.toString());
          connect();
        }
        function guidesChanged() {
          const p = params(); p.set("guides", document.getElementById("guides").checked ? "1" : "0");
          history.replaceState(null, "", "?" + p.toString());
          for (const [, c] of cards) for (const pv of c.previews) drawGuides(pv, pv.selected);
        }

        function connect() {
          if (socket) { socket.onclose = null; socket.close(); }
          const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws?" + settingsQuery());
          socket = ws;
          ws.onopen = () => setStatus("live", true);
          ws.onclose = () => { setStatus("disconnected — retrying", false); setTimeout(() => { if (socket === ws) connect(); }, 1000); };
          ws.onmessage = (ev) => {
            const m = JSON.parse(ev.data);
            if (m.type === "state") {
              fillControls(m.controls, m.settings);
              const main = document.getElementById("files");
              main.textContent = ""; cards.clear();
              for (const f of m.files) showFile(f);
              applySelectionFromURL();
            } else if (m.type === "file") {
              showFile(m.file);
            }
            document.body.dataset.updates = String(Number(document.body.dataset.updates || 0) + 1);
          };
        }

        function showFile(f) {
          let card = cards.get(f.id);
          if (!card) {
            const el = document.createElement("section");
            el.className = "file"; el.id = "file-" + f.id;
            document.getElementById("files").appendChild(el);
            card = { el, previews: [] };
            cards.set(f.id, card);
            const ordered = [...cards.entries()].sort((a, b) => a[0] - b[0]);
            for (const [, c] of ordered) document.getElementById("files").appendChild(c.el);
          }
          card.file = f;
          const el = card.el;
          el.dataset.version = String(f.version);
          el.classList.toggle("stale", !!f.stale);
          let h = el.querySelector("h2");
          if (!h) { h = document.createElement("h2"); el.appendChild(h); }
          h.innerHTML = ""; h.append(f.path);
          const ms = document.createElement("span"); ms.className = "ms"; ms.textContent = f.renderMilliseconds + " ms"; h.append(ms);
          let err = el.querySelector(".error");
          if (f.error) {
            if (!err) { err = document.createElement("div"); err.className = "error"; h.after(err); }
            const e = f.error;
            err.textContent = "";
            const where = document.createElement("span"); where.className = "where";
            where.textContent = (e.file ? e.file + ":" + (e.line || 1) + ":" + (e.column || 1) + ": " : "") + "error: ";
            err.append(where, e.message);
            if (e.sourceLine !== undefined) {
              const line = document.createElement("span"); line.className = "line";
              line.textContent = e.sourceLine + "\n" + " ".repeat(Math.max(0, (e.column || 1) - 1)) + "^";
              err.append(line);
            }
          } else if (err) err.remove();
          let box = el.querySelector(".previews");
          if (!box) { box = document.createElement("div"); box.className = "previews"; el.appendChild(box); }
          f.images.forEach((im, i) => {
            let p = card.previews[i];
            if (!p) { p = makePreview(f.id, i); card.previews[i] = p; box.appendChild(p.fig); }
            p.caption.textContent = im.name;
            const scale = Number((card.file && p.layout && p.layout.canvas.scale) || 0);
            p.img.src = im.png ? "data:image/png;base64," + im.png : im.src;
            p.img.dataset.version = String(f.version);
            if (im.layout) setLayout(p, JSON.parse(im.layout));
            else fetch(im.layoutSrc).then(r => r.ok ? r.json() : null).then(l => { if (l) setLayout(p, l); });
          });
          while (card.previews.length > f.images.length) { card.previews.pop().fig.remove(); }
        }

        function makePreview(fileID, index) {
          const fig = document.createElement("figure"); fig.className = "preview"; fig.style.margin = "0";
          const left = document.createElement("div");
          const caption = document.createElement("figcaption");
          const stage = document.createElement("div"); stage.className = "stage";
          const img = document.createElement("img"); img.alt = "";
          const hover = document.createElement("div"); hover.className = "outline"; hover.hidden = true;
          const chosen = document.createElement("div"); chosen.className = "outline selected"; chosen.hidden = true;
          stage.append(img, hover, chosen);
          const info = document.createElement("div"); info.className = "info";
          left.append(caption, stage, info);
          const tree = document.createElement("div"); tree.className = "tree";
          fig.append(left, tree);
          const p = { fig, caption, stage, img, hover, chosen, info, tree, layout: null, nodes: [], fileID, index, selected: null };
          stage.addEventListener("mousemove", ev => { const n = nodeAt(p, ev); showHover(p, n, ev); });
          stage.addEventListener("mouseleave", () => { showHover(p, null); });
          stage.addEventListener("click", ev => { const n = nodeAt(p, ev); if (n) { select(p, n); rememberSelection(p, pointOf(p, ev)); } });
          return p;
        }

        function setLayout(p, layout) {
          p.layout = layout;
          p.img.style.width = layout.canvas.width + "px";
          p.img.style.height = layout.canvas.height + "px";
          p.nodes = [];
          const walk = (n, depth, parent) => { n.depth = depth; n.parent = parent; p.nodes.push(n); (n.children || []).forEach(c => walk(c, depth + 1, n)); };
          walk(layout.root, 0, null);
          buildTree(p);
          const keep = p.selected && p.nodes.find(n => n.path === p.selected.path);
          if (keep) select(p, keep); else { p.selected = null; p.chosen.hidden = true; p.info.textContent = ""; drawGuides(p, null); }
        }

        function buildTree(p) {
          p.tree.textContent = "";
          const make = (n, path) => {
            n.path = path;
            const name = n.kind + (n.label ? " \u201c" + n.label + "\u201d" : "");
            let row, el;
            if (n.children && n.children.length) {
              el = document.createElement("details"); el.open = n.depth < 3;
              row = document.createElement("summary"); row.textContent = name; el.appendChild(row);
              n.children.forEach((c, i) => el.appendChild(make(c, path + "." + i)));
            } else { el = row = document.createElement("div"); row.className = "leaf"; row.textContent = name; }
            n.row = row; n.el = el;
            row.addEventListener("mouseenter", () => { row.classList.add("hov"); outline(p, p.hover, n); });
            row.addEventListener("mouseleave", () => { row.classList.remove("hov"); p.hover.hidden = true; });
            row.addEventListener("click", ev => { if (!(n.children && n.children.length)) ev.preventDefault(); select(p, n); });
            return el;
          };
          p.tree.appendChild(make(p.layout.root, "0"));
        }

        function num(v) { return typeof v === "number" ? v : (v === "inf" ? Infinity : v === "-inf" ? -Infinity : NaN); }
        function pointOf(p, ev) {
          const r = p.img.getBoundingClientRect();
          return { x: (ev.clientX - r.left) * p.layout.canvas.width / r.width, y: (ev.clientY - r.top) * p.layout.canvas.height / r.height };
        }
        function nodeAt(p, ev) { return p.layout ? nodeAtPoint(p, pointOf(p, ev)) : null; }
        // The deepest view under the point; among equals, the one drawn last.
        function nodeAtPoint(p, pt) {
          let best = null;
          for (const n of p.nodes) {
            if (n.hidden) continue;
            const f = n.frame, x = num(f.x), y = num(f.y), w = num(f.width), h = num(f.height);
            if (pt.x >= x && pt.x <= x + w && pt.y >= y && pt.y <= y + h && (!best || n.depth >= best.depth)) best = n;
          }
          return best;
        }
        // A view's guides as "leading 0 · center 50 · feet* 12" (* marks a value the view sets itself).
        function guideText(list) { return (list || []).map(g => g.name + (g.explicit ? "*" : "") + " " + fmt(g.value)).join(" \u00b7 "); }
        function describe(n) {
          const f = n.frame, pr = n.proposal || {}, g = n.guides || {};
          return n.kind + (n.label ? " \u201c" + n.label + "\u201d" : "") + "\n" +
            "frame     " + fmt(f.x) + ", " + fmt(f.y) + "  " + fmt(f.width) + " x " + fmt(f.height) + "\n" +
            "proposed  " + fmt(pr.width) + " x " + fmt(pr.height) + "\n" +
            "chose     " + fmt(f.width) + " x " + fmt(f.height) + "\n" +
            "guides x  " + guideText(g.horizontal) + "\n" +
            "guides y  " + guideText(g.vertical);
        }
        // With "Alignment guides" on, the selected view's guides as lines across its frame: blue for a
        // frame's defaults, yellow for values the view sets (baselines, .alignmentGuide).
        function drawGuides(p, n) {
          for (const old of p.stage.querySelectorAll(".guide")) old.remove();
          if (!n || !p.layout || !document.getElementById("guides").checked) return;
          const k = p.img.getBoundingClientRect().width / p.layout.canvas.width || 1, f = n.frame, g = n.guides || {};
          const x = num(f.x) * k, y = num(f.y) * k, w = num(f.width) * k, h = num(f.height) * k;
          const line = (cls, g, left, top, width, height) => {
            const el = document.createElement("div"); el.className = "guide " + cls + (g.explicit ? " explicit" : "");
            el.title = g.name + " " + fmt(g.value); el.dataset.guide = g.name;
            el.style.left = left + "px"; el.style.top = top + "px"; el.style.width = width + "px"; el.style.height = height + "px";
            p.stage.appendChild(el);
          };
          for (const gh of g.horizontal || []) line("x", gh, x + gh.value * k, y - 4, 1, h + 8);
          for (const gv of g.vertical || []) line("y", gv, x - 4, y + gv.value * k, w + 8, 1);
        }
        function outline(p, box, n) {
          const k = p.img.getBoundingClientRect().width / p.layout.canvas.width || 1, f = n.frame;
          box.style.left = num(f.x) * k + "px"; box.style.top = num(f.y) * k + "px";
          box.style.width = Math.max(1, num(f.width) * k) + "px"; box.style.height = Math.max(1, num(f.height) * k) + "px";
          box.hidden = false;
        }
        function showHover(p, n, ev) {
          const tip = document.getElementById("tip");
          if (!n) { p.hover.hidden = true; tip.hidden = true; return; }
          outline(p, p.hover, n);
          tip.textContent = describe(n); tip.hidden = false;
          if (ev) { tip.style.left = (ev.clientX + 14) + "px"; tip.style.top = (ev.clientY + 14) + "px"; }
          document.body.dataset.hover = describe(n).replace(/\s+/g, " ");
        }
        function select(p, n) {
          for (const m of p.nodes) if (m.row) m.row.classList.remove("sel");
          p.selected = n;
          for (let a = n.parent; a; a = a.parent) if (a.el && a.el.tagName === "DETAILS") a.el.open = true;
          n.row.classList.add("sel");
          n.row.scrollIntoView({ block: "nearest" });
          outline(p, p.chosen, n);
          p.info.textContent = describe(n);
          drawGuides(p, n);
        }
        function rememberSelection(p, pt) {
          const q = params(); q.set("select", p.fileID + "." + p.index + ":" + Math.round(pt.x) + "," + Math.round(pt.y));
          history.replaceState(null, "", "?" + q.toString());
        }
        // select=FILE.PREVIEW:x,y selects (and hovers) the view under that point once its layout is known.
        function applySelectionFromURL() {
          const m = /^(\d+)\.(\d+):(-?[\d.]+),(-?[\d.]+)$/.exec(params().get("select") || "");
          if (!m) return;
          const card = cards.get(Number(m[1])); if (!card) return;
          const p = card.previews[Number(m[2])]; if (!p) return;
          const pt = { x: Number(m[3]), y: Number(m[4]) };
          const apply = () => { const n = nodeAtPoint(p, pt); if (n) { select(p, n); showHover(p, n); } };
          if (p.layout) apply(); else setTimeout(applySelectionFromURL, 50);
        }
        connect();
        """#
}
