import Foundation

extension CIRaster {
    /// This image over `background` (source-over, premultiplied): each pixel is this one's plus the
    /// background's times one minus this one's alpha. The result covers both extents; nil when
    /// that is oversized.
    package func composited(over background: CIRaster) -> CIRaster? {
        let x0 = min(originX, background.originX), y0 = min(originY, background.originY)
        let x1 = max(originX + width, background.originX + background.width)
        let y1 = max(originY + height, background.originY + background.height)
        guard CIRaster.allows(width: x1 - x0, height: y1 - y0) else { return nil }
        var out = CIRaster(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0)
        // Rows count from the top: a raster's first row is at its extent's top edge.
        func place(_ r: CIRaster, blending: Bool) {
            for row in 0..<r.height {
                let outRow = (y1 - (r.originY + r.height)) + row
                for col in 0..<r.width {
                    let i = (row * r.width + col) * 4, o = (outRow * out.width + (r.originX - x0 + col)) * 4
                    if blending {
                        let k = 1 - r.pixels[i + 3]
                        out.pixels[o] = r.pixels[i] + out.pixels[o] * k
                        out.pixels[o + 1] = r.pixels[i + 1] + out.pixels[o + 1] * k
                        out.pixels[o + 2] = r.pixels[i + 2] + out.pixels[o + 2] * k
                        out.pixels[o + 3] = r.pixels[i + 3] + out.pixels[o + 3] * k
                    } else {
                        out.pixels[o] = r.pixels[i]
                        out.pixels[o + 1] = r.pixels[i + 1]
                        out.pixels[o + 2] = r.pixels[i + 2]
                        out.pixels[o + 3] = r.pixels[i + 3]
                    }
                }
            }
        }
        place(background, blending: false)
        place(self, blending: true)
        return out
    }
}
