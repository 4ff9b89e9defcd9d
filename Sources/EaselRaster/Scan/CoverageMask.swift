/// Per-pixel coverage (0 = outside, 255 = fully inside) for a rectangular block of a canvas.
///
/// The rasterizer produces masks; the compositor draws colours and bitmaps through them.
package struct CoverageMask: Equatable, Sendable {
    /// Canvas column of the mask's first column.
    package var x: Int
    /// Canvas row of the mask's first row.
    package var y: Int
    /// Number of columns.
    package var width: Int
    /// Number of rows.
    package var height: Int
    /// Row-major coverage values, `width * height` of them.
    package var values: [UInt8]

    /// Creates a mask; `values` must hold `width * height` entries.
    package init(x: Int, y: Int, width: Int, height: Int, values: [UInt8]) {
        precondition(values.count == width * height, "mask size mismatch")
        self.x = x; self.y = y; self.width = width; self.height = height; self.values = values
    }

    /// Coverage at canvas pixel (`px`, `py`), 0 outside the mask.
    package func coverage(atX px: Int, y py: Int) -> UInt8 {
        let lx = px - x, ly = py - y
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return values[ly * width + lx]
    }

    /// Sum of all coverage values as fractions (i.e. covered area in pixels).
    package var totalCoverage: Double {
        values.reduce(0.0) { $0 + Double($1) } / 255
    }
}
