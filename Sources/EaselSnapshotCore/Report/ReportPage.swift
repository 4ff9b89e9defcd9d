import Foundation
import EaselRaster

/// The HTML of the run's report (`SnapshotReport`): one page, with its styles and script inline
/// and its images embedded as `data:` URLs, so it can be opened from anywhere, attached to a CI
/// run or mailed. (Past `embeddingBudget` bytes of images the rest are linked relative to the
/// page instead, so a run with hundreds of failures still writes a page quickly.)
///
/// For each failure or new recording, in order of `Suite/name`:
/// - the status, the test and the assertion's `file:line`, the numbers that failed and the
///   failure message;
/// - the exact commands that accept the new snapshot as the golden;
/// - images: expected, actual and difference side by side (at their own sizes, so a size
///   mismatch shows both), a slider that wipes between expected and actual, and an onion skin
///   (actual over expected at an adjustable opacity); text snapshots show expected, actual and
///   the line difference instead;
/// - a zoom of 1x / 2x / 4x for every image, drawn with `image-rendering: pixelated`;
///
/// then the goldens no test of the run used (orphans), with the command that removes them.
package enum ReportPage {
    /// How many bytes of images one page embeds before it links the rest.
    static let embeddingBudget = 24 << 20

    /// The page for `entries`, whose files are in their folders under `artifacts`, and the
    /// `orphans` (golden paths) of run `run`.
    package static func html(entries: [SnapshotReportEntry], orphans: [String] = [], run: String? = nil, artifacts: URL) -> String {
        var budget = embeddingBudget
        func source(_ entry: SnapshotReportEntry, _ file: String) -> String {
            let url = artifacts.appendingPathComponent(entry.folder).appendingPathComponent(file)
            let relative = entry.folder.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/") + "/" + percentEncoded(file)
            guard let data = try? Data(contentsOf: url), data.count <= budget else { return relative }
            budget -= data.count
            return "data:image/png;base64," + data.base64EncodedString()
        }
        func size(_ entry: SnapshotReportEntry, _ file: String) -> (Int, Int) {
            let url = artifacts.appendingPathComponent(entry.folder).appendingPathComponent(file)
            // The header says the size: decoding every image on every rewrite of the page made
            // a run with many failures quadratic.
            guard let handle = try? FileHandle(forReadingFrom: url) else { return (1, 1) }
            defer { try? handle.close() }
            guard let head = try? handle.read(upToCount: 24), let d = PNGCodec.dimensions(of: head) else { return (1, 1) }
            return (d.width, d.height)
        }
        func text(_ entry: SnapshotReportEntry, _ file: String?) -> String? {
            guard let file else { return nil }
            let url = artifacts.appendingPathComponent(entry.folder).appendingPathComponent(file)
            return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
        }

        let failed = entries.filter { $0.status != .recorded }.count  // errors and missing goldens count as failures
        let recorded = entries.count - failed
        var body = ""
        body += "<header>\n<h1>Snapshot report</h1>\n"
        let orphanCount = orphans.isEmpty ? "" : " · \(orphans.count) orphaned"
        body += "<p class=\"summary\">\(failed) failed · \(recorded) recorded\(orphanCount) · run <code>\(esc(run ?? entries.first?.run ?? ""))</code></p>\n"
        body += "<div class=\"zoom\" role=\"group\" aria-label=\"zoom\">Zoom "
        for z in [1, 2, 4] { body += "<button type=\"button\" data-zoom=\"\(z)\"\(z == 1 ? " class=\"on\"" : "")>\(z)x</button>" }
        body += "</div>\n<nav><ol>\n"
        for (i, e) in entries.enumerated() {
            body += "<li><a href=\"#e\(i)\">\(esc(e.id))</a> <span class=\"badge \(e.status.rawValue)\">\(e.status.rawValue)</span></li>\n"
        }
        if !orphans.isEmpty { body += "<li><a href=\"#orphans\">Orphaned goldens</a> <span class=\"badge orphaned\">\(orphans.count)</span></li>\n" }
        body += "</ol></nav>\n</header>\n"

        for (i, e) in entries.enumerated() {
            body += "<section class=\"entry \(e.status.rawValue)\" id=\"e\(i)\" data-id=\"\(esc(e.id))\">\n"
            body += "<h2>\(esc(e.id)) <span class=\"badge \(e.status.rawValue)\">\(e.status.rawValue)</span></h2>\n"
            let whereText = [e.test, e.callSite].compactMap { $0 }.joined(separator: " — ")
            if !whereText.isEmpty { body += "<p class=\"where\">\(esc(whereText))</p>\n" }
            if !e.measurements.isEmpty {
                body += "<table class=\"numbers\">\n"
                for m in e.measurements { body += "<tr><th>\(esc(m.label))</th><td>\(esc(m.value))</td></tr>\n" }
                body += "</table>\n"
            }
            body += "<pre class=\"message\">\(esc(e.message))</pre>\n"
            guard let actualFile = e.actualFile else {
                body += "<p class=\"where\">golden: <code>\(esc(e.golden))</code></p>\n</section>\n"
                continue
            }
            body +=
                "<div class=\"accept\"><p>\(e.goldenWasWritten ? "The golden was already rewritten; to keep it, commit it. To accept again from the artifacts:" : "To accept the new snapshot as the golden:")</p>\n"
            for command in acceptCommands(e, actualFile: actualFile, artifacts: artifacts) { body += "<pre class=\"command\">\(esc(command))</pre>\n" }
            body += "</div>\n"

            if e.pathExtension == "png" {
                let (aw, ah) = size(e, actualFile)
                let actual = source(e, actualFile)
                var figures = ""
                var stage = (w: aw, h: ah)
                var expected: String?
                if let ef = e.expectedFile {
                    let (ew, eh) = size(e, ef)
                    stage = (max(aw, ew), max(ah, eh))
                    expected = source(e, ef)
                    figures += figure("Expected (golden)", ef, expected!, ew, eh)
                }
                figures += figure("Actual", actualFile, actual, aw, ah)
                if let df = e.differenceFile {
                    let (dw, dh) = size(e, df)
                    figures += figure("Difference (red: does not match; magenta: within tolerance)", df, source(e, df), dw, dh)
                }
                body += "<div class=\"side-by-side\">\n\(figures)</div>\n"
                if let expected {
                    let stageStyle = "--w:\(stage.w);--h:\(stage.h)"
                    body += """
                        <div class="compare">
                        <figure class="wipe" style="--pos:50%"><figcaption>Slider: expected on the left, actual on the right</figcaption>
                        <div class="stage" style="\(stageStyle)"><img class="px" alt="expected" src="\(expected)" style="--w:\(size(e, e.expectedFile!).0);--h:\(size(e, e.expectedFile!).1)"><div class="over"><img class="px" alt="actual" src="\(actual)" style="--w:\(aw);--h:\(ah)"></div></div>
                        <input type="range" class="wipe-range" min="0" max="100" value="50" aria-label="slider position"></figure>
                        <figure class="onion" style="--opacity:0.5"><figcaption>Onion skin: actual over expected</figcaption>
                        <div class="stage" style="\(stageStyle)"><img class="px" alt="expected" src="\(expected)" style="--w:\(size(e, e.expectedFile!).0);--h:\(size(e, e.expectedFile!).1)"><img class="px top" alt="actual" src="\(actual)" style="--w:\(aw);--h:\(ah)"></div>
                        <input type="range" class="onion-range" min="0" max="100" value="50" aria-label="actual's opacity"></figure>
                        </div>

                        """
                }
            } else {
                body += "<div class=\"texts\">\n"
                if let t = text(e, e.expectedFile) { body += "<figure><figcaption>Expected (golden)</figcaption><pre>\(esc(t))</pre></figure>\n" }
                if let t = text(e, actualFile) { body += "<figure><figcaption>Actual</figcaption><pre>\(esc(t))</pre></figure>\n" }
                if let t = text(e, e.differenceFile) { body += "<figure class=\"diff\"><figcaption>Difference</figcaption><pre>\(esc(t))</pre></figure>\n" }
                body += "</div>\n"
            }
            body += "</section>\n"
        }

        if !orphans.isEmpty {
            body += "<section class=\"orphans\" id=\"orphans\">\n<h2>Orphaned goldens <span class=\"badge orphaned\">\(orphans.count)</span></h2>\n"
            body += "<p>No test of this run used these goldens: a test was renamed or removed, or a snapshot was renamed. To list or delete them:</p>\n"
            for command in pruneCommands(artifacts: artifacts) { body += "<pre class=\"command\">\(esc(command))</pre>\n" }
            body += "<ul>\n"
            for path in orphans { body += "<li><code>\(esc(path))</code></li>\n" }
            body += "</ul>\n</section>\n"
        }

        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Snapshot report: \(failed) failed, \(recorded) recorded</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body)<script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    /// The commands that list and delete the run's orphaned goldens.
    package static func pruneCommands(artifacts: URL) -> [String] {
        [
            "easel snapshots prune --artifacts \(shellQuoted(artifacts.path))",
            "easel snapshots prune --artifacts \(shellQuoted(artifacts.path)) --delete",
        ]
    }

    /// The commands that make the new snapshot the golden: the `easel` command, and the plain
    /// copy it amounts to.
    package static func acceptCommands(_ e: SnapshotReportEntry, actualFile: String, artifacts: URL) -> [String] {
        let actual = artifacts.appendingPathComponent(e.folder).appendingPathComponent(actualFile).path
        return [
            "easel snapshots accept --artifacts \(shellQuoted(artifacts.path)) --filter \(shellQuoted(e.id))",
            "cp \(shellQuoted(actual)) \(shellQuoted(e.golden))",
        ]
    }

    /// One image with its caption, at zoomable size.
    static func figure(_ caption: String, _ file: String, _ src: String, _ w: Int, _ h: Int) -> String {
        "<figure><figcaption>\(esc(caption)) <span class=\"dim\">\(w) × \(h) px</span></figcaption>"
            + "<a href=\"\(src.hasPrefix("data:") ? "#" : src)\" title=\"\(esc(file))\"><img class=\"px\" alt=\"\(esc(caption))\" src=\"\(src)\" style=\"--w:\(w);--h:\(h)\"></a></figure>\n"
    }

    /// `s` safe in HTML text and attribute values.
    static func esc(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// `s` in single quotes for a POSIX shell.
    static func shellQuoted(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A path component percent-encoded for a relative URL.
    static func percentEncoded(_ s: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        return s.addingPercentEncoding(withAllowedCharacters: allowed) ?? s
    }

    static let style = """
        :root { --zoom: 1; }
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { margin: 0 0 4px; } h2 { font-size: 17px; margin: 0 0 6px; }
        header { margin-bottom: 24px; }
        .zoom button { font: inherit; margin-left: 4px; padding: 2px 10px; border: 1px solid #aaa; background: #fff; border-radius: 4px; cursor: pointer; }
        .zoom button.on { background: #222; color: #fff; border-color: #222; }
        nav ol { padding-left: 20px; }
        .badge { font-size: 12px; padding: 1px 6px; border-radius: 8px; color: #fff; background: #c0392b; vertical-align: middle; }
        .badge.recorded { background: #2471a3; } .badge.missing { background: #b9770e; } .badge.orphaned { background: #7d6608; } .badge.error { background: #6c3483; }
        .entry { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin-bottom: 24px; }
        .where { color: #555; margin: 0 0 8px; font-family: ui-monospace, monospace; font-size: 12px; }
        .numbers { border-collapse: collapse; margin: 8px 0; }
        .numbers th { text-align: left; font-weight: 600; padding: 2px 16px 2px 0; }
        .numbers td { font-family: ui-monospace, monospace; }
        pre { white-space: pre-wrap; word-break: break-all; background: #f4f4f4; padding: 8px; margin: 4px 0; }
        pre.command { background: #222; color: #eee; user-select: all; }
        .side-by-side, .compare, .texts { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; margin-top: 12px; }
        .texts figure { flex: 1 1 300px; min-width: 0; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 6px; } .dim { font-weight: 400; color: #777; }
        img.px { image-rendering: pixelated; display: block; width: calc(var(--w) * var(--zoom) * 1px); height: calc(var(--h) * var(--zoom) * 1px);
                 background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; outline: 1px solid #ccc; }
        .stage { position: relative; width: calc(var(--w) * var(--zoom) * 1px); height: calc(var(--h) * var(--zoom) * 1px); outline: 1px solid #ccc; }
        .stage img.px { position: absolute; left: 0; top: 0; outline: none; }
        .wipe .over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--pos)); }
        .wipe .over img.px { background: none; }
        .wipe .stage::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--pos); width: 1px; background: #e0245e; }
        .onion img.top { opacity: var(--opacity); background: none; }
        input[type=range] { display: block; width: 100%; min-width: 160px; margin-top: 6px; }
        """

    static let script = """
        (function () {
          function setZoom(z) {
            document.documentElement.style.setProperty('--zoom', String(z));
            document.querySelectorAll('.zoom button').forEach(function (b) { b.classList.toggle('on', b.dataset.zoom === String(z)); });
          }
          document.querySelectorAll('.zoom button').forEach(function (b) {
            b.addEventListener('click', function () { setZoom(Number(b.dataset.zoom)); });
          });
          document.querySelectorAll('.wipe').forEach(function (fig) {
            var range = fig.querySelector('.wipe-range');
            range.addEventListener('input', function () { fig.style.setProperty('--pos', range.value + '%'); });
          });
          document.querySelectorAll('.onion').forEach(function (fig) {
            var range = fig.querySelector('.onion-range');
            range.addEventListener('input', function () { fig.style.setProperty('--opacity', String(range.value / 100)); });
          });
          // `index.html#selftest` drives the first slider, onion skin and the 4x zoom and writes what
          // the page then shows into <body data-selftest> (used by EaselTesting's browser test).
          if (location.hash === '#selftest') {
            var result = {};
            var wipe = document.querySelector('.wipe');
            if (wipe) {
              var r = wipe.querySelector('.wipe-range');
              r.value = '30'; r.dispatchEvent(new Event('input'));
              result.clipPath = getComputedStyle(wipe.querySelector('.over')).clipPath;
            }
            var onion = document.querySelector('.onion');
            if (onion) {
              var o = onion.querySelector('.onion-range');
              o.value = '20'; o.dispatchEvent(new Event('input'));
              result.opacity = getComputedStyle(onion.querySelector('img.top')).opacity;
            }
            var img = document.querySelector('img.px');
            if (img) {
              result.width1x = img.getBoundingClientRect().width;
              document.querySelector('.zoom button[data-zoom="4"]').click();
              result.width4x = img.getBoundingClientRect().width;
              result.rendering = getComputedStyle(img).imageRendering;
            }
            document.body.setAttribute('data-selftest', JSON.stringify(result));
          }
        })();
        """
}
