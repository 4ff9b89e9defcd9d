import Foundation
import Easel
import EaselScript
import EaselRaster

/// One preview of a scene rendered: the renderer (for its warnings), the placed layout, the PNG
/// and the time each stage took. `easel render` writes the PNG; `easel preview` serves it.
struct RenderedScene {
    let renderer: ImageRenderer<AnyView>
    let layout: ImageRenderer<AnyView>.Layout
    let png: Data
    let layoutTime: Double
    let rasterTime: Double
    let encodeTime: Double
}

/// Lays out, rasterizes and encodes one preview of `script` with the command's options.
/// `compressionLevel` overrides the PNG compression (the live preview trades size for speed);
/// `locale` the options' locale (one language of `--locale all`).
func renderScene(
    _ render: ScriptRender, script: Script, path: String, options: SceneOptions, assets: AssetProvider,
    compressionLevel: Int? = nil, locale: String? = nil
) throws -> RenderedScene {
    let renderer = try options.renderer(for: render, of: script, assets: assets, withBackground: true)
    if let locale { renderer.locale = Locale(identifier: locale) }
    if let compressionLevel { renderer.compressionLevel = compressionLevel }
    renderer.preparesCanvas = true
    var t0 = Date()
    let l = try script.checked { try renderer.placedLayout() }
    let layoutTime = Date().timeIntervalSince(t0)
    let px = (l.canvasSize.width * l.scale, l.canvasSize.height * l.scale)
    guard px.0 >= 1, px.1 >= 1 else {
        throw ScriptError(
            "'\(render.name)' has an empty size (\(px.0) x \(px.1) pixels); nothing to draw — give it a frame or --size",
            at: SourcePosition(file: path, line: 1, column: 1))
    }
    t0 = Date()
    let canvas = try renderer.rasterize(l)
    let rasterTime = Date().timeIntervalSince(t0)
    t0 = Date()
    let data = try PNGCodec.encode(canvas, scale: Double(renderer.scale), level: renderer.compressionLevel)
    let encodeTime = Date().timeIntervalSince(t0)
    return RenderedScene(renderer: renderer, layout: l, png: data, layoutTime: layoutTime, rasterTime: rasterTime, encodeTime: encodeTime)
}
