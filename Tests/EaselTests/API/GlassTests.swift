import XCTest
import EaselRaster
@testable import Easel

/// iOS 26's Liquid Glass: `glassEffect(_:in:)`, `Glass`'s variants and tint, and the glass button
/// styles, drawn as a translucent material with a rim.
final class GlassTests: XCTestCase {
    private func size<V: View>(_ v: V) throws -> CGSize { try ImageRenderer(content: v).layout().root.frame.rect.size }

    /// A 60 × 40 label-sized square over a solid background, glass behind it in `shape`.
    private func glass(_ g: Glass, on background: Color = .blue, _ scheme: ColorScheme = .light) throws -> Bitmap {
        let r = ImageRenderer(
            content: Color.clear.frame(width: 60, height: 40).glassEffect(g, in: Rectangle()).padding(10).background(background)
                .environment(\.colorScheme, scheme))
        r.scale = 1
        return try r.rasterize().bitmap
    }

    func testGlassChangesNoSize() throws {
        let text = try size(Text("Hello"))
        XCTAssertEqual(try size(Text("Hello").glassEffect()), text)
        XCTAssertEqual(try size(Text("Hello").glassEffect(.clear.tint(.red), in: .rect(cornerRadius: 8))), text)
        // The glass button styles have the bordered styles' size, in every control size.
        for s in ControlSize.allCases {
            let bordered = try size(Button("Save") {}.buttonStyle(.bordered).controlSize(s))
            XCTAssertEqual(try size(Button("Save") {}.buttonStyle(.glass).controlSize(s)), bordered)
            XCTAssertEqual(try size(Button("Save") {}.buttonStyle(.glassProminent).controlSize(s)), bordered)
        }
    }

    func testIdentityDrawsNothingAndTheVariantsDiffer() throws {
        let plain = try pixels(Color.clear.frame(width: 60, height: 40).padding(10).background(Color.blue))
        XCTAssertEqual(try glass(.identity), plain)
        XCTAssertEqual(try glass(.identity.tint(.red)), plain)
        // Over blue, regular glass is whiter than clear glass; both let the blue through.
        let regular = try glass(.regular).pixel(x: 40, y: 30), clear = try glass(.clear).pixel(x: 40, y: 30)
        XCTAssertGreaterThan(regular.r, clear.r)
        XCTAssertGreaterThan(clear.r, 0)
        XCTAssertGreaterThan(regular.b, regular.r, "the blue shows through")
        // 60 % white over the blur of pure blue (0, 122, 255 in iOS's light blue).
        XCTAssertEqual(Int(regular.r), 153, accuracy: 2)
        // Dark glass tints with the dark background instead.
        XCTAssertLessThan(try glass(.regular, on: .blue, .dark).pixel(x: 40, y: 30).r, 60)
        // The rim: a lighter 1-point line on the shape's edge.
        let edge = try glass(.regular).pixel(x: 10, y: 30)
        XCTAssertGreaterThan(edge.r, regular.r)
    }

    func testATintColoursTheGlass() throws {
        let tinted = try glass(.regular.tint(.red), on: .white).pixel(x: 40, y: 30)
        // 80 % red over white: the red channel stays high, the others drop to about 20 % of white.
        XCTAssertEqual(tinted.r, 255, "red over white")
        XCTAssertLessThan(tinted.g, 100)
        XCTAssertEqual(try glass(.regular.tint(.red).interactive()), try glass(.regular.tint(.red)), "interactivity is not seen at rest")
        XCTAssertEqual(try glass(.regular.tint(nil)), try glass(.regular))
    }

    func testGlassProminentIsTheTintAndGlassIsTheTintedLabel() throws {
        func centreAndCorner(_ b: some View) throws -> (PremultipliedColor, UInt8) {
            let r = ImageRenderer(content: b.padding(4).background(Color.white))
            r.scale = 1
            let bmp = try r.rasterize().bitmap
            return (bmp.pixel(x: 10, y: bmp.height / 2), bmp.pixel(x: 4, y: 4).r)
        }
        let (prominent, prominentCorner) = try centreAndCorner(Button("Save") {}.buttonStyle(.glassProminent).tint(.green))
        XCTAssertGreaterThan(prominent.g, prominent.r, "green glass")
        XCTAssertEqual(prominentCorner, 255, "a capsule leaves the corner white")
        let (regular, _) = try centreAndCorner(Button("Save") {}.buttonStyle(.glass))
        XCTAssertEqual(regular.r, 255, "untinted glass over white stays white")
        // A border shape set by the app replaces the capsule.
        let (_, squareCorner) = try centreAndCorner(
            Button("Save") {}.buttonStyle(.glassProminent).tint(.green).buttonBorderShape(.roundedRectangle(radius: 0)))
        XCTAssertLessThan(squareCorner, 255)
    }

    func testContainersAndMorphingModifiersDrawTheirContent() throws {
        @Namespace var ns
        let plain = try pixels(
            HStack {
                Text("A").glassEffect(); Text("B").glassEffect()
            })
        XCTAssertEqual(
            try pixels(
                GlassEffectContainer(spacing: 20) {
                    HStack {
                        Text("A").glassEffect().glassEffectID("a", in: ns).glassEffectTransition(.materialize)
                        Text("B").glassEffect().glassEffectUnion(id: 1, namespace: ns)
                    }
                }), plain)
    }
}
