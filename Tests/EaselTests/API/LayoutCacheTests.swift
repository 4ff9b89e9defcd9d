// A custom layout's cache over a render's passes (makeCache once, then updateCache), and a view's
// identity when its container switches layouts through AnyLayout.
import XCTest
import Easel

/// How often a layout made and updated its cache.
private final class CacheLog: @unchecked Sendable {
    var made: [String] = []
    var updated: [String] = []
}

/// 100 wide when its cache is new; each update adds 1.
private struct Counting: Layout {
    let log: CacheLog
    var name = "Counting"
    func makeCache(subviews: Subviews) -> Int {
        log.made.append(name)
        return 100
    }
    func updateCache(_ cache: inout Int, subviews: Subviews) {
        log.updated.append(name)
        cache += 1
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: CGFloat(cache), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for v in subviews { v.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// Another layout type with the same behaviour (its cache is not `Counting`'s).
private struct OtherCounting: Layout {
    let inner: Counting
    func makeCache(subviews: Subviews) -> Int { inner.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Int, subviews: Subviews) { inner.updateCache(&cache, subviews: subviews) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A layout whose content changes on appear, so the render takes a second pass; with
/// `switchType`, the second pass lays it out with another layout type through `AnyLayout`.
private struct ChangesOnAppear: View {
    let log: CacheLog
    var switchType = false
    @State private var appeared = false

    var body: some View {
        let layout =
            switchType && appeared
            ? AnyLayout(OtherCounting(inner: Counting(log: log, name: "Other"))) : AnyLayout(Counting(log: log))
        layout {
            Text(appeared ? "after" : "before")
        }
        .onAppear { appeared = true }
    }
}

/// Shows the value its state started with: a view that keeps its identity keeps its first value.
private struct Seeded: View {
    @State private var value: Int
    init(start: Int) { _value = State(initialValue: start) }
    var body: some View { Text("seeded \(value)") }
}

/// A container that turns from a row into a column on appear, through `AnyLayout` or by
/// choosing between two stacks.
private struct TurnsIntoAColumn: View {
    let erased: Bool
    @State private var vertical = false

    var body: some View {
        Group {
            if erased {
                let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                layout {
                    Seeded(start: vertical ? 2 : 1)
                    Color.red.frame(width: 5, height: 5)
                }
            } else if vertical {
                VStack {
                    Seeded(start: 2)
                    Color.red.frame(width: 5, height: 5)
                }
            } else {
                HStack {
                    Seeded(start: 1)
                    Color.red.frame(width: 5, height: 5)
                }
            }
        }
        .onAppear { vertical = true }
    }
}

final class LayoutCacheTests: XCTestCase {
    /// One pass: the cache is made once, however often the layout is asked.
    func testASinglePassMakesTheCacheOnce() throws {
        let log = CacheLog()
        let l = try layout(
            HStack {
                Counting(log: log) { Text("a") }; Text("b")
            })
        XCTAssertEqual(l.root.children[0].rect.width, 100)
        XCTAssertEqual(log.made, ["Counting"])
        XCTAssertEqual(log.updated, [])
    }

    /// A second pass (state changed on appear) keeps the layout's cache and updates it, as
    /// SwiftUI does for a container that lives on with new subviews.
    func testALaterPassUpdatesTheCacheItKept() throws {
        let log = CacheLog()
        let l = try layout(ChangesOnAppear(log: log))
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "after")
        XCTAssertEqual(log.made, ["Counting"])
        XCTAssertEqual(log.updated, ["Counting"])
        XCTAssertEqual(l.root.rect.width, 101)
    }

    /// A layout of another type in the same place starts with a cache of its own.
    func testAnotherLayoutTypeMakesItsOwnCache() throws {
        let log = CacheLog()
        let l = try layout(ChangesOnAppear(log: log, switchType: true))
        XCTAssertEqual(log.made, ["Counting", "Other"])
        XCTAssertEqual(log.updated, [])
        XCTAssertEqual(l.root.rect.width, 100)
    }

    /// Switching an `AnyLayout` between a row and a column keeps the children's identity (their
    /// state keeps its first value); choosing between an HStack and a VStack makes new views.
    func testAnyLayoutKeepsTheChildrensIdentity() throws {
        let erased = try layout(TurnsIntoAColumn(erased: true))
        XCTAssertNotNil(erased.root.first { $0.kind == "VStack" })
        XCTAssertEqual(erased.root.first { $0.kind == "Text" }?.label, "seeded 1")
        let chosen = try layout(TurnsIntoAColumn(erased: false))
        XCTAssertNotNil(chosen.root.first { $0.kind == "VStack" })
        XCTAssertEqual(chosen.root.first { $0.kind == "Text" }?.label, "seeded 2")
    }
}
