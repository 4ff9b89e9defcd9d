// Buttons and a slider enabled and disabled, in light and dark, against golden PNGs.
import XCTest
import Easel
import EaselTesting

final class DisabledControlsSnapshotTests: XCTestCase {
    struct Controls: View {
        let disabled: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Button("Borderless") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Slider(value: .constant(0.6)).frame(width: 160)
            }
            .disabled(disabled)
        }
    }

    struct Pairs: View {
        var body: some View {
            HStack(alignment: .top, spacing: 24) {
                Controls(disabled: false)
                Controls(disabled: true)
            }
            .padding(16)
        }
    }

    func testDisabledControls() {
        assertSnapshot(of: Pairs(), named: "disabled-controls", background: .color(.white))
        assertSnapshot(of: Pairs(), named: "disabled-controls-dark", colorScheme: .dark)
    }
}
