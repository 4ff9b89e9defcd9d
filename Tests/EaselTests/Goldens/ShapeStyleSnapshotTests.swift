// Levels of the foreground style, inner shadows and image paint, against golden PNGs (@2x,
// light and dark). fixtures/scenes/shape-styles.swift is the first scene's script twin.
import XCTest
import Easel
import EaselTesting

final class ShapeStyleSnapshotTests: XCTestCase {
    func testShapeStyles() {
        assertSnapshot(of: ShapeStyleScene.ContentView(), named: "shape-styles", background: .color(.white))
        assertSnapshot(of: ShapeStyleScene.ContentView(), named: "shape-styles-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("shape-styles.swift", ShapeStyleScene.ContentView())
    }

    func testImagePaint() {
        let assets = FolderAssetProvider(folders: [fixtureImages])
        let view = HStack(spacing: 12) {
            Rectangle().fill(ImagePaint(image: Image("icon64"), scale: 0.25))
                .frame(width: 100, height: 80)
            Circle().fill(.image(Image("paulHudson"), sourceRect: CGRect(x: 0.25, y: 0.1, width: 0.5, height: 0.5), scale: 1))
                .frame(width: 80, height: 80)
            RoundedRectangle(cornerRadius: 16)
                .fill(ImagePaint(image: Image("rogue"), scale: 0.5))
                .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(.secondary, lineWidth: 2))
                .frame(width: 100, height: 80)
        }
        .padding(16)
        let strokes = HStack(spacing: 12) {
            Text("Bordered")
                .frame(width: 100, height: 60)
                .border(ImagePaint(image: Image("icon64"), scale: 0.25), width: 8)
            Capsule()
                .strokeBorder(ImagePaint(image: Image("rogue"), sourceRect: CGRect(x: 0, y: 0.25, width: 1, height: 0.5), scale: 0.5), lineWidth: 10)
                .frame(width: 120, height: 60)
        }
        .padding(16)
        assertSnapshot(of: strokes, named: "image-paint-strokes", assets: assets, background: .color(.white))
        assertSnapshot(of: strokes, named: "image-paint-strokes-dark", assets: assets, colorScheme: .dark)
        assertSnapshot(of: view, named: "image-paint", assets: assets, background: .color(.white))
        assertSnapshot(of: view, named: "image-paint-dark", assets: assets, colorScheme: .dark)
    }
}

/// The compiled twin of fixtures/scenes/shape-styles.swift.
enum ShapeStyleScene {
    struct Levels: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
                Text("Quinary").foregroundStyle(.quinary)
            }
            .font(.subheadline.weight(.semibold))
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack(spacing: 16) {
                HStack(alignment: .top, spacing: 24) {
                    Levels()
                    Levels().foregroundStyle(.indigo)
                }
                HStack(spacing: 10) {
                    Circle().fill(.primary)
                    Circle().fill(.secondary)
                    Circle().fill(.tertiary)
                    Circle().fill(.quaternary)
                    RoundedRectangle(cornerRadius: 6).fill(Color.orange.secondary)
                    RoundedRectangle(cornerRadius: 6).fill(Color.orange.tertiary)
                }
                .frame(width: 300, height: 36)
                .foregroundStyle(.teal)
                HStack(spacing: 14) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.blue.shadow(.inner(radius: 4)))
                        .frame(width: 80, height: 56)
                    Circle()
                        .fill(.white.shadow(.inner(color: .black.opacity(0.6), radius: 3, x: 4, y: 4)))
                        .frame(width: 56, height: 56)
                    Capsule()
                        .fill(.yellow.shadow(.inner(color: .red, radius: 0, x: 0, y: -6)))
                        .frame(width: 90, height: 40)
                    Text("Inset")
                        .font(.headline)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 10)
                        .background(.mint.shadow(.inner(radius: 3, y: 2)), in: Capsule())
                }
            }
            .padding(20)
        }
    }
}
