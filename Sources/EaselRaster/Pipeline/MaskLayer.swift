/// A mask: the innermost layer's alpha multiplies the target below it (Porter–Duff destination-in),
/// and the layer itself is not drawn. Where the mask layer has no pixels the target becomes clear.
extension RasterCanvas {
    /// Ends the innermost layer as a mask of the target below: each target pixel (all four
    /// premultiplied channels) is scaled by the layer's alpha there, 0 outside the layer.
    package func endMaskLayer() {
        precondition(!layerStack.isEmpty, "endMaskLayer() without beginLayer()")
        let mask = Target(pixels: pixels, x: targetX, y: targetY, width: targetWidth, height: targetHeight)
        let parent = layerStack.removeLast()
        pixels = parent.pixels
        targetX = parent.x; targetY = parent.y; targetWidth = parent.width; targetHeight = parent.height
        let tw = targetWidth, th = targetHeight, tx = targetX, ty = targetY
        pixels.withUnsafeMutableBufferPointer { dstBuf in
            mask.pixels.withUnsafeBufferPointer { maskBuf in
                guard let dst = dstBuf.baseAddress else { return }
                for row in 0..<th {
                    let y = ty + row
                    let inMaskRows = y >= mask.y && y < mask.y + mask.height
                    var d = row * tw * 4
                    for column in 0..<tw {
                        let x = tx + column
                        var a = 0
                        if inMaskRows, x >= mask.x, x < mask.x + mask.width, let m = maskBuf.baseAddress {
                            a = Int(m[((y - mask.y) * mask.width + (x - mask.x)) * 4 + 3])
                        }
                        if a == 0 {
                            dst[d] = 0; dst[d + 1] = 0; dst[d + 2] = 0; dst[d + 3] = 0
                        } else if a != 255 {
                            dst[d] = UInt8(div255(Int(dst[d]) * a)); dst[d + 1] = UInt8(div255(Int(dst[d + 1]) * a))
                            dst[d + 2] = UInt8(div255(Int(dst[d + 2]) * a)); dst[d + 3] = UInt8(div255(Int(dst[d + 3]) * a))
                        }
                        d += 4
                    }
                }
            }
        }
    }
}
