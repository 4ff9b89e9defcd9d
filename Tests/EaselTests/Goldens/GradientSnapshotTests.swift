// Gradients against golden PNGs (@2x): linear, radial, angular, elliptical, Color.gradient and a
// gradient background fading to clear.
import XCTest
import Easel
import EaselTesting

final class GradientSnapshotTests: XCTestCase {
    private struct Gradients: View {
        var body: some View {
            VStack(spacing: 12) {
                LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(height: 80)
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                HStack(spacing: 12) {
                    Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 5, endRadius: 45))
                    Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    RoundedRectangle(cornerRadius: 12).fill(Color.teal.gradient)
                    Rectangle().fill(EllipticalGradient(colors: [.white, .black]))
                }
                .frame(height: 90)
                Text("Fading background")
                    .padding()
                    .background(
                        LinearGradient(
                            stops: [Gradient.Stop(color: .pink, location: 0), Gradient.Stop(color: .clear, location: 1)],
                            startPoint: .leading, endPoint: .trailing))
            }
            .padding()
            .frame(width: 400)
            .background(Color.white)
        }
    }

    private struct Transforms: View {
        var body: some View {
            HStack(spacing: 30) {
                RoundedRectangle(cornerRadius: 8)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 80, height: 50)
                    .overlay(Text("Tilt").bold().foregroundColor(.white))
                    .rotationEffect(.degrees(15))
                Text("Scaled").padding(8).background(Color.blue.opacity(0.3)).scaleEffect(1.5)
                Image(systemName: "star.fill").font(.largeTitle).foregroundColor(.yellow)
                    .rotationEffect(.degrees(45), anchor: .bottomTrailing)
            }
            .padding(40)
            .background(Color.white)
        }
    }

    func testTransforms() {
        assertSnapshot(of: Transforms(), named: "transforms")
    }

    private struct Materials: View {
        var body: some View {
            ZStack {
                LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                HStack(spacing: 0) {
                    ForEach(0..<8, id: \.self) { i in Rectangle().fill(i % 2 == 0 ? Color.black : Color.white).frame(width: 20) }
                }
                VStack(spacing: 16) {
                    Text("Ultra thin").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Text("Regular").padding().background(.regularMaterial)
                    Text("Thick").padding().background(RoundedRectangle(cornerRadius: 8).fill(.thickMaterial))
                }
            }
            .frame(width: 300, height: 260)
        }
    }

    func testMaterials() {
        assertSnapshot(of: Materials(), named: "materials-light")
        assertSnapshot(of: Materials().preferredColorScheme(.dark), named: "materials-dark")
    }

    /// Two overlapping discs in each blend mode, on a gradient backdrop (explicit colours: one scheme).
    private struct BlendModes: View {
        let modes: [BlendMode] = [
            .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
            .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
            .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter,
        ]
        var body: some View {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(64), spacing: 8), count: 7), spacing: 8) {
                ForEach(modes, id: \.self) { mode in
                    ZStack {
                        LinearGradient(colors: [.yellow, .blue], startPoint: .leading, endPoint: .trailing)
                        Circle().fill(Color.red).frame(width: 36, height: 36).offset(x: -8, y: -6)
                        Circle().fill(Color.teal.opacity(0.8)).frame(width: 36, height: 36).offset(x: 8, y: 6).blendMode(mode)
                    }
                    .frame(width: 64, height: 64)
                    .compositingGroup()
                }
            }
            .padding(12)
            .background(Color.white)
        }
    }

    func testBlendModes() {
        assertSnapshot(of: BlendModes(), named: "blend-modes")
    }

    func testGradients() {
        assertSnapshot(of: Gradients(), named: "gradients")
    }

    /// rotation3DEffect about y, x and z (z is a plane rotation), seen in perspective.
    func testRotation3D() {
        assertSnapshot(of: Rotated3D().background(Color.white), named: "rotation-3d", scale: 1)
    }

    private struct Rotated3D: View {
        struct Card: View {
            var body: some View {
                RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 120, height: 80)
                    .overlay(Text("3D").font(.title).bold().foregroundColor(.white))
            }
        }
        var body: some View {
            HStack(spacing: 30) {
                Card()
                Card().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                Card().rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
                Card().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))
            }
            .padding(30)
        }
    }

    /// A progress ring (a trimmed circle, round caps, turned to start at the top) and a trimmed
    /// rounded rectangle.
    func testTrim() {
        assertSnapshot(of: Trimmed().background(Color.white), named: "trim")
        assertSnapshot(of: Trimmed(), named: "trim-dark", colorScheme: .dark)
    }

    private struct Trimmed: View {
        var body: some View {
            HStack(spacing: 24) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
                    Circle().trim(from: 0, to: 0.7)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("70%").bold()
                }
                .frame(width: 90, height: 90)
                RoundedRectangle(cornerRadius: 12).trim(from: 0.25, to: 0.75).stroke(Color.blue, lineWidth: 4).frame(width: 90, height: 60)
            }
            .padding()
        }
    }

    /// Blur and the colour effects on one swatch (fixtures/scenes/color-effects.swift compiled).
    func testColorEffects() {
        assertSnapshot(of: ColorEffectsScene.ContentView().background(Color.white), named: "color-effects", scale: 1)
    }
}

/// The compiled twin of fixtures/scenes/color-effects.swift.
enum ColorEffectsScene {
    struct Swatch: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red; Color.green; Color.blue; Color.yellow
            }
            .frame(width: 80, height: 40)
            .overlay(Text("Aa").font(.title).bold().foregroundColor(.white))
        }
    }
    struct ContentView: View {
        var body: some View {
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    Swatch(); Swatch().blur(radius: 4); Swatch().blur(radius: 4, opaque: true)
                }
                GridRow {
                    Swatch().brightness(0.3); Swatch().contrast(0.5); Swatch().saturation(0.3)
                }
                GridRow {
                    Swatch().grayscale(1); Swatch().hueRotation(.degrees(120)); Swatch().colorInvert()
                }
                GridRow {
                    Swatch().colorMultiply(.purple); Swatch().luminanceToAlpha(); Swatch().opacity(0.5)
                }
            }
            .padding()
        }
    }
}
