/// The page `easel preview` serves at `/`: controls, one card per file, the inspector.
enum PreviewPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>easel preview</title>
        <link rel="stylesheet" href="/preview.css">
        </head>
        <body>
        <header>
          <strong>easel preview</strong>
          <span id="controls"></span>
          <label><input type="checkbox" id="debug"> Debug outlines</label>
          <label><input type="checkbox" id="guides"> Alignment guides</label>
          <span id="status" class="status">connecting…</span>
        </header>
        <main id="files"></main>
        <div id="tip" class="tip" hidden></div>
        <script src="/preview.js"></script>
        </body>
        </html>
        """#
}
