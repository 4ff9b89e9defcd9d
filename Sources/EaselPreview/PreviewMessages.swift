import Foundation

/// The JSON the page receives: over the WebSocket (`state` first, then one `file` message per
/// change) and from `GET /api/state`.
///
/// A file is `{"id", "path", "version", "error"?, "stale", "renderMilliseconds", "images": [IMAGE]}`;
/// an image is `{"index", "name", "width", "height" (pixels), "src", "layoutSrc"}` plus, in a
/// `file` message, `"png"` (base64) and `"layout"` (the layout JSON as text), so the page updates
/// without another request.
package enum PreviewMessages {
    package static func state(
        _ files: [(id: Int, path: String, result: PreviewStore.Result)], settings: PreviewSettings,
        controls: PreviewControls
    ) -> String {
        let doc: [String: Any] = [
            "type": "state",
            "settings": settingsObject(settings),
            "controls": [
                "choices": controls.choices.map { c -> [String: Any] in
                    ["name": c.name, "label": c.label, "values": c.values, "titles": c.titles]
                },
                "defaults": settingsObject(controls.defaults),
            ],
            "files": files.map { fileObject(id: $0.id, path: $0.path, result: $0.result, settings: settings, inline: false) },
        ]
        return encode(doc)
    }

    package static func file(id: Int, path: String, result: PreviewStore.Result, settings: PreviewSettings, inline: Bool) -> String {
        encode(["type": "file", "file": fileObject(id: id, path: path, result: result, settings: settings, inline: inline)])
    }

    static func settingsObject(_ s: PreviewSettings) -> [String: Any] {
        var o: [String: Any] = s.choices
        o["debug"] = s.debug
        return o
    }

    /// The settings as a URL query (`colorScheme=light&device=auto&scale=2&debug=0`), in a fixed order.
    package static func query(_ s: PreviewSettings) -> String {
        var c = URLComponents()
        c.queryItems =
            s.choices.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
            + [URLQueryItem(name: "debug", value: s.debug ? "1" : "0")]
        return c.percentEncodedQuery ?? ""
    }

    static func fileObject(id: Int, path: String, result r: PreviewStore.Result, settings: PreviewSettings, inline: Bool) -> [String: Any] {
        let q = query(settings) + "&v=\(r.version)"
        var o: [String: Any] = [
            "id": id, "path": displayPath(path), "version": r.version, "stale": r.stale,
            "renderMilliseconds": (r.renderMilliseconds * 10).rounded() / 10,
            "images": r.images.enumerated().map { i, image -> [String: Any] in
                let (w, h) = pngSize(image.png)
                var m: [String: Any] = [
                    "index": i, "name": image.name, "width": w, "height": h,
                    "src": "/image/\(id)/\(i).png?\(q)", "layoutSrc": "/layout/\(id)/\(i).json?\(q)",
                ]
                if inline {
                    m["png"] = image.png.base64EncodedString()
                    m["layout"] = String(decoding: image.layoutJSON, as: UTF8.self)
                }
                return m
            },
        ]
        if let e = r.error {
            var eo: [String: Any] = ["message": e.message]
            if let f = e.file { eo["file"] = displayPath(f) }
            if let l = e.line { eo["line"] = l }
            if let c = e.column { eo["column"] = c }
            if let s = e.sourceLine { eo["sourceLine"] = s }
            o["error"] = eo
        }
        return o
    }

    /// A path relative to the working folder when it is below it.
    static func displayPath(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    /// Width and height in pixels from a PNG's header.
    static func pngSize(_ png: Data) -> (Int, Int) {
        guard png.count >= 24 else { return (0, 0) }
        let b = [UInt8](png.prefix(24))
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }

    static func encode(_ o: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: o, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
