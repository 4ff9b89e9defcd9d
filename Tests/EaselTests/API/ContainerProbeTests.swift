// Lazy stacks, lazy grids and Grid probed with 0, ∞, nil and 50 on each axis, against their
// rules (CONTROLS.md §6, LAYOUT-RULES.md's flexible frame, docs/Differences.md), number for number.
import XCTest
import Easel

/// Proposes its one subview each of `proposals` and records the answers; then lays it out at its
/// ideal size.
private struct Probe: Layout {
    final class Answers: @unchecked Sendable { var sizes: [CGSize] = [] }
    let proposals: [ProposedViewSize]
    let answers: Answers
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        answers.sizes = proposals.map { subviews[0].sizeThatFits($0) }
        return subviews[0].sizeThatFits(.unspecified)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
    }
}

final class ContainerProbeTests: XCTestCase {
    /// Every pair of 0, ∞, nil and 50.
    let proposals: [ProposedViewSize] = {
        let values: [CGFloat?] = [0, .infinity, nil, 50]
        return values.flatMap { w in values.map { h in ProposedViewSize(width: w, height: h) } }
    }()

    /// The answers of `view` to each of `proposals`, in order.
    private func answers<V: View>(_ view: V) throws -> [CGSize] {
        let a = Probe.Answers()
        _ = try layout(Probe(proposals: proposals, answers: a) { view })
        XCTAssertEqual(a.sizes.count, proposals.count)
        return a.sizes
    }

    /// Children of every kind: fixed, text that wraps, a colour that takes what it is offered.
    @ViewBuilder private var children: some View {
        Color.red.frame(width: 30, height: 10)
        Text("hello world again")
        Color.blue
    }

    /// A lazy stack has stack semantics (the VStack's answer) and takes the whole proposed length
    /// across (a flexible frame with only a maximum of ∞: the larger of the proposal and the
    /// stack's answer; the stack's own when proposed nil).
    func testLazyStacksAreStacksThatFillTheProposalAcross() throws {
        let lazyV = try answers(LazyVStack { children })
        let v = try answers(VStack { children })
        let lazyH = try answers(LazyHStack { children })
        let h = try answers(HStack { children })
        for (i, p) in proposals.enumerated() {
            XCTAssertEqual(lazyV[i].width, p.width.map { max($0, v[i].width) } ?? v[i].width, "LazyVStack for \(p)")
            XCTAssertEqual(lazyV[i].height, v[i].height, "LazyVStack for \(p)")
            XCTAssertEqual(lazyH[i].height, p.height.map { max($0, h[i].height) } ?? h[i].height, "LazyHStack for \(p)")
            XCTAssertEqual(lazyH[i].width, h[i].width, "LazyHStack for \(p)")
            XCTAssertFalse(lazyV[i].width.isNaN || lazyV[i].height.isNaN || lazyH[i].width.isNaN || lazyH[i].height.isNaN)
        }
        // The stack's numbers, for the fixed child alone: 10 + 8 + 10 tall, 30 wide when proposed nil.
        let two = try answers(
            LazyVStack {
                Color.red.frame(width: 30, height: 10); Color.red.frame(width: 20, height: 10)
            })
        XCTAssertEqual(two[proposals.firstIndex(of: .unspecified)!], CGSize(width: 30, height: 28))
        XCTAssertEqual(two[proposals.firstIndex(of: ProposedViewSize(width: 50, height: 0))!], CGSize(width: 50, height: 28))
        XCTAssertEqual(two[proposals.firstIndex(of: ProposedViewSize(width: 0, height: 50))!], CGSize(width: 30, height: 28))
    }

    /// A lazy grid of fixed columns (30 and 40, 8 apart) takes a finite proposed width and is as
    /// wide as its columns otherwise; rows are as tall as their tallest cell, 8 apart.
    func testALazyGridOfFixedColumns() throws {
        let sizes = try answers(
            LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.fixed(40))]) {
                Color.red.frame(height: 12); Color.red.frame(height: 5); Color.red.frame(height: 12)
            })
        for (i, p) in proposals.enumerated() {
            let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? 78
            XCTAssertEqual(sizes[i], CGSize(width: width, height: 32), "\(p)")
        }
        let rows = try answers(
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))]) {
                Color.red.frame(width: 12); Color.red.frame(width: 5); Color.red.frame(width: 12)
            })
        for (i, p) in proposals.enumerated() {
            let height = p.height.flatMap { $0.isFinite ? $0 : nil } ?? 78
            XCTAssertEqual(rows[i], CGSize(width: 32, height: height), "LazyHGrid for \(p)")
        }
    }

    /// Flexible columns share the proposed width less the spacing ((50 − 8) / 2 = 21 each; the
    /// grid takes 0 when proposed 0, its columns at their minimum 10); proposed nil or ∞ they
    /// take their minimum (10), as a grid answers ∞ as it answers nil (docs/Differences.md).
    /// Cells (colours) are proposed the column's width and nil: 10 tall.
    func testALazyGridOfFlexibleColumns() throws {
        let sizes = try answers(
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                Color.red; Color.red; Color.red
            })
        for (i, p) in proposals.enumerated() {
            let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? 28
            XCTAssertEqual(sizes[i], CGSize(width: width, height: 28), "\(p)")
        }
    }

    /// Grid: each column as wide as its widest cell and each row as tall as its tallest, 8 apart,
    /// whatever it is proposed; a flexible cell (a colour) takes what the proposal leaves its
    /// column (as a stack shares it) and its ideal 10 when proposed nil or ∞ (a grid answers ∞
    /// as it answers nil, docs/Differences.md).
    func testGridColumnsAndRowsAreTheirCells() throws {
        let fixed = try answers(
            Grid {
                GridRow {
                    Color.red.frame(width: 30, height: 10); Color.red.frame(width: 20, height: 15)
                }
                GridRow {
                    Color.red.frame(width: 10, height: 5); Color.red.frame(width: 40, height: 8)
                }
            })
        for (i, p) in proposals.enumerated() { XCTAssertEqual(fixed[i], CGSize(width: 78, height: 31), "\(p)") }
        let flexible = try answers(
            Grid {
                GridRow {
                    Color.red.frame(width: 30, height: 10); Color.blue
                }
            })
        for (i, p) in proposals.enumerated() {
            let width = 38 + (p.width.flatMap { $0.isFinite ? max(0, $0 - 38) : nil } ?? 10)
            let height = max(10, p.height.flatMap { $0.isFinite ? $0 : nil } ?? 10)
            XCTAssertEqual(flexible[i], CGSize(width: width, height: height), "\(p)")
        }
    }
}
