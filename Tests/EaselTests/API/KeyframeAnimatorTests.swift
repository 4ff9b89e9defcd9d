// Keyframe and phase animators: ordinary SwiftUI code using them compiles, and a still image is
// the moment before anything plays — the content built from the initial value or first phase.
import XCTest
import Easel

final class KeyframeAnimatorTests: XCTestCase {
    struct Values { var scale = 2.0; var y = 10.0 }

    struct Bouncing: View {
        var trigger = false
        var body: some View {
            VStack(spacing: 0) {
                KeyframeAnimator(initialValue: Values(), trigger: trigger) { v in
                    Color.red.frame(width: 10 * v.scale, height: 10).offset(y: v.y)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.5, duration: 0.2)
                        SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                    }
                    KeyframeTrack(\.y) {
                        CubicKeyframe(-30, duration: 0.2)
                        MoveKeyframe(0)
                    }
                }
                KeyframeAnimator(initialValue: CGFloat(30), repeating: true) { width in
                    Color.blue.frame(width: width, height: 10)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(60, duration: 1, timingCurve: .easeInOut)
                    }
                }
                Color.green.frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: CGFloat(3), trigger: trigger) { view, scale in
                        view.scaleEffect(scale)
                    } keyframes: { _ in
                        KeyframeTrack { SpringKeyframe(1, spring: .snappy) }
                    }
                PhaseAnimator([40.0, 80.0]) { width in
                    Color.orange.frame(width: width, height: 10)
                } animation: { _ in
                    .easeInOut
                }
                Color.purple.frame(width: 10, height: 10)
                    .phaseAnimator([0.5, 1.0], trigger: trigger) { view, opacity in view.opacity(opacity) }
            }
        }
    }

    func testTheContentIsBuiltFromTheInitialValueAndTheFirstPhase() throws {
        let l = try ImageRenderer(content: Bouncing()).layout()
        let colors = l.root.all { $0.kind == "Color" }.map(\.frame)
        XCTAssertEqual(colors.map(\.width), [20, 30, 10, 40, 10])  // scale 2; 30; 10 (scaled when drawn); 40; 10
        XCTAssertEqual(colors[0].y, 10)  // offset 10 from its place at the top
        XCTAssertNotNil(l.root.find("scaleEffect"))
    }
}
