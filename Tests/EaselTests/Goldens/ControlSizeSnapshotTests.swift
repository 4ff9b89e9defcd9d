// Bordered buttons at every control size and border shape, against golden PNGs.
import XCTest
import Easel
import EaselTesting

final class ControlSizeSnapshotTests: XCTestCase {
    struct Sizes: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(ControlSize.allCases, id: \.self) { size in
                    HStack(spacing: 10) {
                        Button("Bordered") {}.buttonStyle(.bordered)
                        Button("Prominent") {}.buttonStyle(.borderedProminent)
                        Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                        Button {
                        } label: {
                            Image(systemName: "plus")
                        }.buttonStyle(.bordered).buttonBorderShape(.circle)
                    }
                    .controlSize(size)
                }
            }
            .padding(16)
        }
    }

    func testControlSizes() {
        assertSnapshot(of: Sizes(), named: "control-sizes", background: .color(.white))
        assertSnapshot(of: Sizes(), named: "control-sizes-dark", colorScheme: .dark)
    }
}
