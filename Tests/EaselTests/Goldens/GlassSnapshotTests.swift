// Liquid Glass (iOS 26) over a gradient, light and dark, against golden PNGs.
import XCTest
import Easel
import EaselTesting

final class GlassSnapshotTests: XCTestCase {
    struct Scene: View {
        var body: some View {
            VStack(spacing: 14) {
                Text("Regular").padding().glassEffect()
                Text("Tinted").foregroundStyle(.white).padding().glassEffect(.regular.tint(.green))
                Text("Clear").padding().glassEffect(.clear, in: RoundedRectangle(cornerRadius: 12))
                Image(systemName: "star.fill").font(.title).padding(12).glassEffect(.regular, in: .circle)
                HStack {
                    Button("Glass") {}.buttonStyle(.glass)
                    Button("Prominent") {}.buttonStyle(.glassProminent)
                }
            }
            .frame(width: 240, height: 320)
            .background(LinearGradient(colors: [.orange, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    func testGlass() {
        assertSnapshot(of: Scene(), named: "glass")
        assertSnapshot(of: Scene(), named: "glass-dark", colorScheme: .dark)
    }
}
