// Anchor preferences against a golden PNG (@2x, light and dark): a tab underline
// (overlayPreferenceValue), a dashed line between two views behind them
// (backgroundPreferenceValue) and a tooltip's arrow under a button's corners
// (transformAnchorPreference). fixtures/scenes/anchor-preferences.swift is its script twin.
import XCTest
import Easel
import EaselTesting
import EaselScript
import EaselRaster

final class AnchorPreferenceSnapshotTests: XCTestCase {
    func testAnchorPreferences() {
        assertSnapshot(of: AnchorScene.ContentView(), named: "anchor-preferences", background: .color(.white))
        assertSnapshot(of: AnchorScene.ContentView(), named: "anchor-preferences-dark", colorScheme: .dark)
    }

    func testTheScriptTwinDrawsTheSamePixels() throws {
        try assertScriptTwinDrawsTheSamePixels("anchor-preferences.swift", AnchorScene.ContentView())
    }
}

/// The compiled twin of fixtures/scenes/anchor-preferences.swift.
enum AnchorScene {
    struct TabBounds: PreferenceKey {
        static let defaultValue: [Int: Anchor<CGRect>] = [:]
        static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct Ends: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
            value += nextValue()
        }
    }

    struct ContentView: View {
        let tabs = ["Inbox", "Sent", "Archive"]
        let selected = 1

        var body: some View {
            VStack(alignment: .leading, spacing: 32) {
                HStack(spacing: 20) {
                    ForEach(tabs.indices, id: \.self) { i in
                        Text(tabs[i])
                            .font(.headline)
                            .foregroundStyle(i == selected ? Color.primary : Color.secondary)
                            .anchorPreference(key: TabBounds.self, value: .bounds) { [i: $0] }
                    }
                }
                .overlayPreferenceValue(TabBounds.self) { bounds in
                    GeometryReader { proxy in
                        if let anchor = bounds[selected] {
                            let r = proxy[anchor]
                            Capsule()
                                .fill(Color.blue)
                                .frame(width: r.width, height: 3)
                                .offset(x: r.minX, y: r.maxY + 4)
                        }
                    }
                }
                HStack(spacing: 72) {
                    Circle().fill(Color.orange).frame(width: 24, height: 24)
                        .anchorPreference(key: Ends.self, value: .center) { [$0] }
                    Circle().fill(Color.green).frame(width: 24, height: 24)
                        .anchorPreference(key: Ends.self, value: .center) { [$0] }
                        .offset(y: 20)
                }
                .padding(.bottom, 20)
                .backgroundPreferenceValue(Ends.self) { ends in
                    GeometryReader { proxy in
                        Path { path in
                            if let first = ends.first, let last = ends.last {
                                path.move(to: proxy[first])
                                path.addLine(to: proxy[last])
                            }
                        }
                        .stroke(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [5, 4]))
                    }
                }
                VStack(alignment: .leading, spacing: 18) {
                    Text("Share")
                        .padding(.horizontal, 14)
                        .padding(.vertical, 6)
                        .background(Color.blue.opacity(0.2), in: Capsule())
                        .anchorPreference(key: Ends.self, value: .bottomLeading) { [$0] }
                        .transformAnchorPreference(key: Ends.self, value: .bottomTrailing) { value, anchor in
                            value.append(anchor)
                        }
                    Text("Sends a copy")
                        .font(.footnote)
                        .padding(8)
                        .background(Color.yellow.opacity(0.35), in: RoundedRectangle(cornerRadius: 6))
                }
                .overlayPreferenceValue(Ends.self, alignment: .topLeading) { corners in
                    GeometryReader { proxy in
                        if corners.count == 2 {
                            let left = proxy[corners[0]], right = proxy[corners[1]]
                            let x = (left.x + right.x) / 2
                            Path { path in
                                path.move(to: CGPoint(x: x - 7, y: left.y + 18))
                                path.addLine(to: CGPoint(x: x, y: left.y + 4))
                                path.addLine(to: CGPoint(x: x + 7, y: left.y + 18))
                                path.closeSubpath()
                            }
                            .fill(Color.yellow.opacity(0.35))
                        }
                    }
                }
            }
            .padding(24)
        }
    }
}
