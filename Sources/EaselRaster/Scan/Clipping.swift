/// Clipping: the canvas keeps one canvas-sized anti-aliased coverage mask; each new clip is
/// intersected with it (coverages multiply), and `saveClip()` / `restoreClip()` nest.
extension RasterCanvas {
    /// Remembers the current clip so that `restoreClip()` can return to it.
    package func saveClip() {
        clipStack.append(clipMask)
    }

    /// Returns to the clip saved by the matching `saveClip()`.
    package func restoreClip() {
        precondition(!clipStack.isEmpty, "restoreClip() without saveClip()")
        clipMask = clipStack.removeLast()
    }

    /// Removes all clipping (saved clips stay saved).
    package func resetClip() {
        clipMask = nil
    }

    /// Intersects the clip with an axis-aligned rectangle in pixels (fractional edges are anti-aliased).
    package func clip(to rect: RasterRect) {
        clip(to: RasterCanvas.rectCoverage(rect, width: width, height: height))
    }

    /// Intersects the clip with the inside of `path`, mapped by `transform` into pixels.
    package func clip(to path: RasterPath, transform: RasterTransform = .identity, fillRule: FillRule = .nonZero) {
        clip(to: Rasterizer.coverage(of: path, transform: transform, fillRule: fillRule, width: width, height: height))
    }

    /// Intersects the clip with a coverage mask (pixels outside the mask are clipped away;
    /// nil clips everything away).
    package func clip(to mask: CoverageMask?) {
        var next = [UInt8](repeating: 0, count: width * height)
        if let mask {
            let x0 = max(0, mask.x), y0 = max(0, mask.y)
            let x1 = min(width, mask.x + mask.width), y1 = min(height, mask.y + mask.height)
            if x0 < x1 && y0 < y1 {
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        var v = Int(mask.values[(y - mask.y) * mask.width + (x - mask.x)])
                        if let c = clipMask { v = div255(v * Int(c[y * width + x])) }
                        next[y * width + x] = UInt8(v)
                    }
                }
            }
        }
        clipMask = next
    }

    /// The clip coverage (0...255) at a pixel; 255 when there is no clip.
    package func clipCoverage(x: Int, y: Int) -> UInt8 {
        guard let c = clipMask else { return 255 }
        return c[y * width + x]
    }
}
