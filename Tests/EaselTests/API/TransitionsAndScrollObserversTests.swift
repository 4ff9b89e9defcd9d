// Transitions, scroll observers and appearance settings Easel accepts without drawing: the same
// pixels as without them, closures never run; `toolbarTitleDisplayMode` is the bar's display mode.
import XCTest
import EaselRaster
import Easel

final class TransitionsAndScrollObserversTests: XCTestCase {
    private func pixels<V: View>(_ v: V) throws -> Bitmap { try EaselTests.pixels(v, device: .iPhoneSE) }

    private struct Screen: View {
        @Namespace var ns
        let decorated: Bool
        var ran: @Sendable (String) -> Void = { _ in }
        var body: some View {
            let count = Text("42").font(.largeTitle)
            let list = List {
                Text("Row"); Text("Row 2")
            }
            if decorated {
                VStack {
                    count.contentTransition(.numericText(value: 42)).contentTransition(.opacity)
                    list
                        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in ran("geometry") }
                        .onScrollPhaseChange { _, _ in ran("phase") }
                        .onScrollVisibilityChange(threshold: 0.2) { _ in ran("visibility") }
                        .matchedTransitionSource(id: 1, in: ns)
                        .navigationTransition(.zoom(sourceID: 1, in: ns))
                        .listSectionSeparatorTint(.red)
                        .menuStyle(.button)
                        .indexViewStyle(.page(backgroundDisplayMode: .always))
                        .badgeProminence(.decreased)
                }
            } else {
                VStack {
                    count; list
                }
            }
        }
    }

    func testTheyChangeNothingAndTheirClosuresNeverRun() throws {
        nonisolated(unsafe) var ran: [String] = []
        XCTAssertEqual(try pixels(Screen(decorated: true) { ran.append($0) }), try pixels(Screen(decorated: false)))
        XCTAssertEqual(ran, [])
    }

    func testToolbarTitleDisplayModeIsTheBarsDisplayMode() throws {
        for (mode, bar) in [
            (ToolbarTitleDisplayMode.inline, NavigationBarItem.TitleDisplayMode.inline), (.large, .large),
            (.automatic, .automatic), (.inlineLarge, .large),
        ] {
            XCTAssertEqual(
                try pixels(NavigationStack { List { Text("Row") }.navigationTitle("Title").toolbarTitleDisplayMode(mode) }),
                try pixels(NavigationStack { List { Text("Row") }.navigationTitle("Title").navigationBarTitleDisplayMode(bar) }))
        }
    }
}
