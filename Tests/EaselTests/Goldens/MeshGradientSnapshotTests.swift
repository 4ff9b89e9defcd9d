// Mesh gradients against a golden PNG (@2x, light and dark): smooth and bilinear colours over a
// mesh with a moved vertex, a mesh filling a circle, and a mesh over part of its frame with a
// background. fixtures/scenes/mesh-gradient.swift is its script twin.
import XCTest
import Easel
import EaselTesting
import EaselScript
import EaselRaster

final class MeshGradientSnapshotTests: XCTestCase {
    func testMeshGradients() {
        assertSnapshot(of: MeshScene.ContentView(), named: "mesh-gradient", background: .color(.white))
        assertSnapshot(of: MeshScene.ContentView(), named: "mesh-gradient-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("mesh-gradient.swift", MeshScene.ContentView())
    }
}

/// The compiled twin of fixtures/scenes/mesh-gradient.swift.
enum MeshScene {
    struct ContentView: View {
        let points: [SIMD2<Float>] = [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], [0.7, 0.3], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ]
        let colors: [Color] = [
            .red, .purple, .indigo,
            .orange, .white, .blue,
            .yellow, .green, .mint,
        ]

        var body: some View {
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    MeshGradient(width: 3, height: 3, points: points, colors: colors)
                        .frame(width: 120, height: 90)
                    MeshGradient(width: 3, height: 3, points: points, colors: colors, smoothsColors: false)
                        .frame(width: 120, height: 90)
                }
                HStack(spacing: 12) {
                    Circle()
                        .fill(
                            MeshGradient(
                                width: 2, height: 2, points: [.init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)],
                                colors: [.red, .green, .blue, .yellow])
                        )
                        .frame(width: 90, height: 90)
                    MeshGradient(
                        width: 2, height: 2, points: [[0, 0], [0.6, 0], [0, 1], [0.4, 1]],
                        colors: [.pink, .orange, .teal, .cyan], background: .gray.opacity(0.3)
                    )
                    .frame(width: 120, height: 90)
                }
            }
            .padding(16)
        }
    }
}
