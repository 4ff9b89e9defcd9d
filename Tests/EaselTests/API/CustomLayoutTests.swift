// The Layout protocol: sizeThatFits / placeSubviews, proposals, subviews and layout values.
import XCTest
import Easel

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Places subviews along a diagonal, each at the bottom-trailing corner of the previous one.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { s, v in
            let z = v.sizeThatFits(.unspecified)
            return CGSize(width: s.width + z.width, height: s.height + z.height)
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = bounds.origin
        for v in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let z = v.sizeThatFits(.unspecified)
            v.place(at: p, proposal: .unspecified)
            p.x += z.width
            p.y += z.height
        }
    }
}

/// Records the proposals it receives (nil, 0, .infinity are all possible).
private final class ProposalLog { var seen: [ProposedViewSize] = [] }
private struct Recording: Layout {
    let log: ProposalLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.seen.append(proposal)
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 33, height: 44))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for v in subviews { v.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// A vertical layout that says so: its `layoutProperties` orient a Spacer inside along y.
private struct Column: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { s, v in
            let z = v.sizeThatFits(.unspecified)
            return CGSize(width: max(s.width, z.width), height: s.height + z.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for v in subviews {
            v.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += v.sizeThatFits(.unspecified).height
        }
    }
}

/// The same layout without `layoutProperties`.
private struct PlainColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Column().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Column().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

final class CustomLayoutTests: XCTestCase {
    /// `layoutProperties.stackOrientation` orients a Spacer in the layout: 0 x 8 along a vertical
    /// layout, 8 x 8 without it (the script twin is ScriptLayoutTests' layoutProperties test).
    func testLayoutPropertiesOrientASpacer() throws {
        let oriented = try layout(
            Column {
                Color.red.frame(width: 10, height: 10); Spacer()
            })
        XCTAssertEqual(oriented.root.first { $0.kind == "Spacer" }?.rect.size, CGSize(width: 0, height: 8))
        let plain = try layout(
            PlainColumn {
                Color.red.frame(width: 10, height: 10); Spacer()
            })
        XCTAssertEqual(plain.root.first { $0.kind == "Spacer" }?.rect.size, CGSize(width: 8, height: 8))
    }

    func testCustomLayoutPlacesSubviewsAndReadsLayoutValues() throws {
        let l = try layout(
            Diagonal() {
                Color.red.frame(width: 10, height: 20).layoutValue(key: Rank.self, value: 2)
                Color.green.frame(width: 30, height: 5).layoutValue(key: Rank.self, value: 1)
            }.padding(7))
        XCTAssertEqual(l.root.children.first?.kind, "Diagonal")
        let frames = l.root.all { $0.kind == "frame" }.map(\.rect)
        assertRect(frames[0], 37, 12, 10, 20)  // red is ranked second
        assertRect(frames[1], 7, 7, 30, 5)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 54, height: 39))
    }

    func testProposalsReachTheLayout() throws {
        let log = ProposalLog()
        let l = try layout(
            HStack(spacing: 0) {
                Recording(log: log) { Color.red }
                Color.blue
            }, proposed: ProposedViewSize(width: 200, height: 100))
        XCTAssertTrue(log.seen.contains(ProposedViewSize(width: 0, height: 100)), "\(log.seen)")
        XCTAssertTrue(log.seen.contains(ProposedViewSize(width: .infinity, height: 100)), "\(log.seen)")
        XCTAssertEqual(l.root.children.map(\.rect.width), [100, 100])
        // Anchored at the centre and proposed the bounds: the Color fills the layout.
        XCTAssertEqual(l.root.children[0].children[0].rect, l.root.children[0].rect)
        let ideal = try layout(Recording(log: log) { Color.red })
        XCTAssertEqual(ideal.root.rect.size, CGSize(width: 33, height: 44))
    }

    func testANegativeLengthFromALayoutIsZero() throws {
        // Food Truck's tiling layout answers `(width - 10) * 0.5` tall: -5 to a stack's zero
        // probe. The probe counts it as zero; the layout at its real proposal is unchanged.
        struct Tiling: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let s = proposal.replacingUnspecifiedDimensions()
                return CGSize(width: s.width, height: (s.width - 10) * 0.5)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let l = try layout(
            VStack(spacing: 0) {
                Tiling() { Color.red }; Color.blue.frame(height: 10)
            }, proposed: ProposedViewSize(width: 110, height: 300))
        XCTAssertEqual(l.root.children[0].rect.size, CGSize(width: 110, height: 50))
        let probe = try layout(Tiling() { Color.red }.fixedSize(), proposed: .zero)
        XCTAssertEqual(probe.root.rect.size, CGSize(width: 10, height: 0))
    }

    func testAnyLayoutSwitchesBetweenStacks() throws {
        for (horizontal, size) in [(true, CGSize(width: 28, height: 10)), (false, CGSize(width: 10, height: 28))] {
            let layoutValue = horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            let l = try layout(
                layoutValue {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                })
            XCTAssertEqual(l.root.rect.size, size)
            XCTAssertEqual(l.root.kind, horizontal ? "HStack" : "VStack")
        }
        let z = try layout(
            ZStackLayout(alignment: .topLeading) {
                Color.red.frame(width: 10, height: 30); Color.blue.frame(width: 20, height: 5)
            })
        XCTAssertEqual(z.root.rect.size, CGSize(width: 20, height: 30))
    }
}

/// The first subview on top, the rest in a row below it (`subviews[1...]` and `dropFirst()` are
/// `LayoutSubviews`, indexed from 1); the row runs from the trailing edge in a right-to-left layout.
private struct HeaderAndRow: Layout {
    final class Seen { var directions: [LayoutDirection] = []; var sliceStarts: [Int] = [] }
    let seen: Seen

    func rowSize(_ row: LayoutSubviews) -> CGSize {
        row.reduce(.zero) { s, v in
            let z = v.sizeThatFits(.unspecified)
            return CGSize(width: s.width + z.width, height: max(s.height, z.height))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let header = subviews.first else { return .zero }
        let h = header.sizeThatFits(.unspecified), row = rowSize(subviews[1...])
        return CGSize(width: max(h.width, row.width), height: h.height + row.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        seen.directions.append(subviews.layoutDirection)
        let row: LayoutSubviews = subviews.dropFirst()
        seen.sliceStarts.append(row.startIndex)
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
        var x = bounds.minX
        let top = bounds.minY + subviews[0].sizeThatFits(.unspecified).height
        for i in row.indices {
            row[i].place(at: CGPoint(x: x, y: top), proposal: .unspecified)
            x += row[i].sizeThatFits(.unspecified).width
        }
    }
}

final class LayoutSubviewsCollectionTests: XCTestCase {
    func testSlicesAreLayoutSubviewsWithTheirIndices() throws {
        let seen = HeaderAndRow.Seen()
        let view = HeaderAndRow(seen: seen) {
            Color.red.frame(width: 50, height: 10)
            Color.green.frame(width: 20, height: 5)
            Color.blue.frame(width: 15, height: 8)
        }
        let l = try layout(view)
        let frames = l.root.all { $0.kind == "frame" }.map(\.rect)
        assertRect(frames[0], 0, 0, 50, 10)
        assertRect(frames[1], 0, 10, 20, 5)
        assertRect(frames[2], 20, 10, 15, 8)
        XCTAssertEqual(l.root.rect.size, CGSize(width: 50, height: 18))
        XCTAssertEqual(seen.sliceStarts, [1])
        XCTAssertEqual(seen.directions, [.leftToRight])

        // Right to left: the layout is told, and what it places is mirrored in its bounds.
        let rtl = try layout(view.environment(\.layoutDirection, .rightToLeft))
        XCTAssertEqual(seen.directions.last, .rightToLeft)
        let mirrored = rtl.root.all { $0.kind == "frame" }.map(\.rect)
        assertRect(mirrored[1], 30, 10, 20, 5)
        assertRect(mirrored[2], 15, 10, 15, 8)
    }

    func testIndexSequencesGiveSubviewsInTheirOrder() throws {
        struct Reversed: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let reversed = subviews[subviews.indices.reversed()]
                XCTAssertEqual(reversed.startIndex, 0)
                var x = bounds.minX
                for v in reversed {
                    v.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += v.sizeThatFits(.unspecified).width
                }
            }
        }
        let l = try layout(
            Reversed {
                Color.red.frame(width: 10, height: 10); Color.green.frame(width: 30, height: 10)
            })
        let frames = l.root.all { $0.kind == "frame" }.map(\.rect)
        assertRect(frames[0], 30, 0, 10, 10)
        assertRect(frames[1], 0, 0, 30, 10)
    }
}
