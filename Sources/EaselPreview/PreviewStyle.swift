/// The page's style sheet (`/preview.css`).
enum PreviewStyle {
    static let source = #"""
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: #f2f2f5; color: #1c1c1e; }
        header { position: sticky; top: 0; z-index: 2; display: flex; gap: 16px; align-items: center; flex-wrap: wrap;
                 padding: 8px 16px; background: #fff; border-bottom: 1px solid #ddd; }
        #controls { display: flex; gap: 16px; flex-wrap: wrap; align-items: center; }
        .status { margin-left: auto; color: #888; }
        .status.live { color: #2a8a3a; }
        main { padding: 16px; display: flex; flex-direction: column; gap: 16px; }
        .file { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 12px; }
        .file h2 { font-size: 14px; margin: 0 0 8px; font-weight: 600; }
        .file h2 .ms { font-weight: normal; color: #888; margin-left: 8px; }
        .error { background: #fff0f0; border: 1px solid #e5a0a0; border-radius: 6px; padding: 8px; margin-bottom: 8px;
                 font-family: ui-monospace, monospace; white-space: pre-wrap; color: #a00; }
        .error .where { font-weight: bold; }
        .error .line { color: #333; display: block; margin-top: 4px; }
        .previews { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
        .preview { display: flex; gap: 12px; align-items: flex-start; }
        .preview figcaption { color: #555; margin-bottom: 4px; }
        .stage { position: relative; display: inline-block; line-height: 0; cursor: crosshair;
                 background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .stage img { display: block; }
        .stale .stage img { filter: grayscale(1) opacity(0.45); }
        .outline { position: absolute; border: 1px solid #0a84ff; background: rgba(10,132,255,0.12); pointer-events: none; box-sizing: border-box; }
        .guide { position: absolute; pointer-events: none; background: rgba(10,132,255,0.75); }
        .guide.explicit { background: #ffcc00; }
        .outline.selected { border: 2px solid #ff9f0a; background: rgba(255,159,10,0.10); }
        .tree { font-family: ui-monospace, monospace; font-size: 12px; max-height: 70vh; overflow: auto; min-width: 240px;
                border-left: 1px solid #eee; padding-left: 8px; }
        .tree details { margin-left: 12px; }
        .tree > details { margin-left: 0; }
        .tree summary, .tree .leaf { cursor: pointer; padding: 1px 4px; border-radius: 3px; white-space: nowrap; }
        .tree .leaf { margin-left: 12px; }
        .tree .sel { background: #ffe3b3; }
        .tree .hov { background: #dcebff; }
        .info { font-family: ui-monospace, monospace; font-size: 12px; margin-top: 6px; white-space: pre; }
        .tip { position: fixed; z-index: 3; pointer-events: none; background: rgba(28,28,30,0.92); color: #fff; padding: 6px 8px;
               border-radius: 6px; font-family: ui-monospace, monospace; font-size: 12px; white-space: pre; }
        """#
}
