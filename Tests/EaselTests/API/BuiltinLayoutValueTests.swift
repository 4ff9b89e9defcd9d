// HStackLayout, VStackLayout, ZStackLayout and AnyLayout as Layout values: another layout can call
// their sizeThatFits / placeSubviews and gets what the built-in stacks do.
import XCTest
import Easel

/// A layout that delegates to another one: whatever it is given, it must answer and place as it.
private struct Delegating<Inner: Layout>: Layout where Inner.Cache == () {
    let inner: Inner
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var c: () = ()
        return inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var c: () = ()
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
    }
}

final class BuiltinLayoutValueTests: XCTestCase {
    @ViewBuilder func content() -> some View {
        Text("Hello")
        Color.red.frame(width: 30, height: 12)
        Text("a longer line of text").lineLimit(1)
        Spacer()
    }

    func frames(_ l: LayoutSnapshot) -> [CGRect] {
        l.root.all().filter { ["Text", "Color", "Spacer"].contains($0.kind) }.map(\.rect)
    }

    func testStackLayoutValuesAnswerAndPlaceAsTheStacks() throws {
        for proposal in [ProposedViewSize(width: 200, height: 80), ProposedViewSize(width: 120, height: nil), .unspecified] {
            let pairs: [(LayoutSnapshot, LayoutSnapshot)] = [
                (
                    try layout(HStack(alignment: .bottom, spacing: 5) { content() }, proposed: proposal),
                    try layout(Delegating(inner: HStackLayout(alignment: .bottom, spacing: 5)) { content() }, proposed: proposal)
                ),
                (
                    try layout(VStack(alignment: .leading) { content() }, proposed: proposal),
                    try layout(Delegating(inner: VStackLayout(alignment: .leading)) { content() }, proposed: proposal)
                ),
                (
                    try layout(ZStack(alignment: .topTrailing) { content() }, proposed: proposal),
                    try layout(Delegating(inner: ZStackLayout(alignment: .topTrailing)) { content() }, proposed: proposal)
                ),
                (
                    try layout(HStack { content() }, proposed: proposal),
                    try layout(Delegating(inner: AnyLayout(HStackLayout())) { content() }, proposed: proposal)
                ),
            ]
            for (i, (stack, delegated)) in pairs.enumerated() {
                XCTAssertEqual(delegated.root.rect.size, stack.root.rect.size, "pair \(i) at \(proposal)")
                let a = frames(stack), b = frames(delegated)
                XCTAssertEqual(a.count, 4)
                XCTAssertEqual(a, b, "pair \(i) at \(proposal)")
            }
        }
    }

    func testHStackLayoutSizeIsNotZero() throws {
        let l = try layout(
            Delegating(inner: HStackLayout(spacing: 0)) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 20, height: 40)
            })
        assertRect(l.root.rect, 0, 0, 50, 40)
        let colors = l.root.all().filter { $0.kind == "Color" }.map(\.rect)
        XCTAssertEqual(colors.count, 2)
        assertRect(colors[0], 0, 15, 30, 10)
        assertRect(colors[1], 30, 0, 20, 40)
    }
}
