import Foundation
import EaselLayout

/// The plane projection of `rotation3DEffect`, in canvas points: move the anchor to the origin,
/// rotate about the axis (Core Animation's rotation matrix, row vectors), apply a perspective
/// whose viewer stands `max(width, height) / perspective` in front of the plane, move back. Points
/// of the plane (z = 0) map as `(x, y, 1) → (X / W, Y / W)`.
enum Rotation3D {
    typealias Matrix = [[Double]]

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
    }

    /// The 3 × 3 projection (row by row, column vectors: `x' = (m0 x + m1 y + m2) / (m6 x + m7 y + m8)`),
    /// or nil when the axis is zero or a number is not finite.
    static func projection(
        radians: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double,
        perspective: Double, frame: CGRect
    ) -> [Double]? {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard len > 0, len.isFinite, radians.isFinite, anchorZ.isFinite, perspective.isFinite else { return nil }
        let x = axis.x / len, y = axis.y / len, z = axis.z / len
        let c = cos(radians), s = sin(radians), t = 1 - c
        let rotation: Matrix = [
            [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            [0, 0, 0, 1],
        ]
        let side = max(Double(frame.width), Double(frame.height))
        var perspectiveMatrix: Matrix = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        if side > 0 { perspectiveMatrix[2][3] = -perspective / side }
        let ax = Double(frame.minX + anchor.x * frame.width), ay = Double(frame.minY + anchor.y * frame.height)
        let m = multiply(multiply(multiply(translation(-ax, -ay, -anchorZ), rotation), perspectiveMatrix), translation(ax, ay, anchorZ))
        let h = [m[0][0], m[1][0], m[3][0], m[0][1], m[1][1], m[3][1], m[0][3], m[1][3], m[3][3]]
        return h.allSatisfy(\.isFinite) ? h : nil
    }
}
