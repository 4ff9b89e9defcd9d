// The numbers the seed articles state, one function per gallery scene.
// Both front ends call the same function with the layout they produced: the compiled scene
// (Tests/EaselTests/Seeds/, e.g. `layout(AlignTop.ContentView())`) and the scene file read by the
// evaluator (Tests/EaselTests/Gallery/, `SeedScene(...).layout()`). Every assertion reports at the
// caller's file and line. The layouts are passed in, so a broken layout fails both tests.
import XCTest
import Easel

/// Namespace for the per-scene expectations; each article extends it in its own file.
enum SeedExpectations {
    /// A measured text length as a layout at `l`'s scale sizes it: rounded up to whole pixels, as
    /// SwiftUI sizes text (`TextNode.computeSize`).
    static func pixelCeiling(_ v: CGFloat, _ l: LayoutSnapshot) -> CGFloat { (v * l.canvas.scale - 1e-6).rounded(.up) / l.canvas.scale }
}
