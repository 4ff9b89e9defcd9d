import XCTest
import Easel

/// `anchorPreference`, `transformAnchorPreference`, `overlayPreferenceValue`,
/// `backgroundPreferenceValue`, `transformPreference` and `GeometryProxy[anchor]`: anchors resolve
/// in the reading proxy's coordinates, after the views they are of are placed.
final class AnchorPreferenceTests: XCTestCase {
    struct Bounds: PreferenceKey {
        static let defaultValue: [String: Anchor<CGRect>] = [:]
        static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct Points: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
    }

    struct Numbers: PreferenceKey {
        static let defaultValue: [Int] = []
        static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
    }

    static func text(_ r: CGRect) -> String { "\(f(r.minX)),\(f(r.minY)) \(f(r.width))x\(f(r.height))" }
    static func text(_ p: CGPoint) -> String { "\(f(p.x)),\(f(p.y))" }
    static func f(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(Double(v)) }

    /// The label of the overlay's text: what the overlay's reader resolved.
    func reading<V: View>(_ v: V) throws -> String? { try layout(v).root.find("Text")?.label }

    /// Three 40 x 20 tabs 10 apart, padded by 16, the second selected: its underline (from the
    /// overlay's reader, whose frame is the padded stack's) starts 16 + 50 in, 40 wide, 16 + 20 down.
    func testAnUnderlineUnderTheSecondOfThreeTabs() throws {
        struct Tabs: View {
            var body: some View {
                HStack(spacing: 10) {
                    ForEach(0..<3) { i in
                        Color.gray.frame(width: 40, height: 20)
                            .anchorPreference(key: Bounds.self, value: .bounds) { i == 1 ? ["selected": $0] : [:] }
                    }
                }
                .padding(16)
                .overlayPreferenceValue(Bounds.self) { prefs in
                    GeometryReader { proxy in
                        if let a = prefs["selected"] {
                            let r = proxy[a]
                            Color.blue.frame(width: r.width, height: 2).offset(x: r.minX, y: r.maxY)
                        }
                    }
                }
            }
        }
        let snapshot = try layout(Tabs())
        let underline = try XCTUnwrap(snapshot.root.first { $0.kind == "frame" && $0.rect.height == 2 })
        assertRect(underline.rect, 66, 36, 40, 2)
    }

    /// Anchors of views inside padding, an offset and a VStack; an offset applied after the
    /// anchor moves it, one applied before does not (it moves the view it modifies, as for a
    /// background).
    func testAnchorsInsidePaddingOffsetAndAStack() throws {
        func scene(offsetOutside: Bool) -> some View {
            VStack(spacing: 5) {
                Color.red.frame(width: 30, height: 10)
                if offsetOutside {
                    Color.green.frame(width: 20, height: 10)
                        .anchorPreference(key: Bounds.self, value: .bounds) { ["a": $0] }
                        .offset(x: 7, y: 3)
                } else {
                    Color.green.frame(width: 20, height: 10)
                        .offset(x: 7, y: 3)
                        .anchorPreference(key: Bounds.self, value: .bounds) { ["a": $0] }
                }
            }
            .padding(.leading, 12)
            .overlayPreferenceValue(Bounds.self) { prefs in
                GeometryReader { proxy in Text(prefs["a"].map { Self.text(proxy[$0]) } ?? "none") }
            }
            .padding(20)
        }
        // The stack is 30 wide at x 12; the green view is centred: x = 12 + 5, y = 15.
        XCTAssertEqual(try reading(scene(offsetOutside: true)), "24,18 20x10")
        XCTAssertEqual(try reading(scene(offsetOutside: false)), "17,15 20x10")
    }

    func testPointSources() throws {
        func scene(_ source: Anchor<CGPoint>.Source) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 40, height: 20).anchorPreference(key: Points.self, value: source) { [$0] }
            }
            .overlayPreferenceValue(Points.self) { points in
                GeometryReader { proxy in Text(points.map { Self.text(proxy[$0]) }.joined(separator: " ")) }
            }
        }
        XCTAssertEqual(try reading(scene(.topLeading)), "10,0")
        XCTAssertEqual(try reading(scene(.center)), "30,10")
        XCTAssertEqual(try reading(scene(.bottomTrailing)), "50,20")
        XCTAssertEqual(try reading(scene(.unitPoint(UnitPoint(x: 0.25, y: 0.5)))), "20,10")
        XCTAssertEqual(try reading(scene(.point(CGPoint(x: 3, y: 4)))), "13,4")
    }

    func testRectSourcesArraysAndOptionals() throws {
        struct Many: PreferenceKey {
            static let defaultValue: Anchor<[CGRect]>? = nil
            static func reduce(value: inout Anchor<[CGRect]>?, nextValue: () -> Anchor<[CGRect]>?) { value = value ?? nextValue() }
        }
        let v = Color.green.frame(width: 40, height: 20)
            .anchorPreference(key: Many.self, value: Anchor.Source([.bounds, .rect(CGRect(x: 5, y: 5, width: 10, height: 2))])) { $0 }
            .padding(10)
            .overlayPreferenceValue(Many.self) { a in
                GeometryReader { proxy in Text(a.map { proxy[$0].map(Self.text).joined(separator: " | ") } ?? "none") }
            }
        XCTAssertEqual(try reading(v), "10,10 40x20 | 15,15 10x2")
    }

    /// The anchor resolved in a reader nested inside the overlay's, 8 points in.
    func testAnAnchorReadInANestedReadersSpace() throws {
        let v = HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 30)
            Color.green.frame(width: 20, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { ["a": $0] }
        }
        .overlayPreferenceValue(Bounds.self) { prefs in
            GeometryReader { _ in
                GeometryReader { inner in Text(prefs["a"].map { Self.text(inner[$0]) } ?? "none") }.padding(8)
            }
        }
        XCTAssertEqual(try reading(v), "22,-3 20x20")
    }

    /// Several anchors reduced into one value (a dictionary merge and an array).
    func testReduceOfSeveralAnchors() throws {
        let v = VStack(spacing: 4) {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Color.gray.frame(width: 20, height: 10).anchorPreference(key: Bounds.self, value: .bounds) { [name: $0] }
            }
        }
        .overlayPreferenceValue(Bounds.self) { prefs in
            GeometryReader { proxy in
                Text(prefs.keys.sorted().map { "\($0)=\(Self.f(proxy[prefs[$0]!].minY))" }.joined(separator: " "))
            }
        }
        XCTAssertEqual(try reading(v), "a=0 b=14 c=28")
    }

    /// `transformAnchorPreference` adds a second anchor to the value its view set (the corners of
    /// a selection), and a background reads it: its primary is placed first.
    func testTransformAnchorPreferenceAndABackground() throws {
        let v = VStack(spacing: 0) {
            Color.clear.frame(height: 12)
            Color.gray.frame(width: 50, height: 30)
                .anchorPreference(key: Points.self, value: .topLeading) { [$0] }
                .transformAnchorPreference(key: Points.self, value: .bottomTrailing) { value, anchor in value.append(anchor) }
        }
        .backgroundPreferenceValue(Points.self) { points in
            GeometryReader { proxy in Text(points.map { Self.text(proxy[$0]) }.joined(separator: " ")) }
        }
        XCTAssertEqual(try reading(v), "0,12 50,42")
    }

    /// A value set on a view replaces its subtree's; `transformPreference` changes it.
    func testPreferenceReplacesAndTransformPreferenceChanges() throws {
        func scene<V: View>(_ inner: V) -> some View {
            inner.overlayPreferenceValue(Numbers.self) { n in Text(n.map(String.init).joined(separator: ",")) }
        }
        let children = VStack {
            Color.red.frame(width: 5, height: 5).preference(key: Numbers.self, value: [1])
            Color.red.frame(width: 5, height: 5).preference(key: Numbers.self, value: [2])
        }
        XCTAssertEqual(try reading(scene(children)), "1,2")
        XCTAssertEqual(try reading(scene(children.preference(key: Numbers.self, value: [9]))), "9")
        XCTAssertEqual(try reading(scene(children.transformPreference(Numbers.self) { $0.append(3) })), "1,2,3")
        XCTAssertEqual(try reading(scene(Color.red.transformPreference(Numbers.self) { $0.append(4) })), "4")
    }

    /// A value written inside a GeometryReader exists only once layout builds the reader's content:
    /// the render lays out again with it.
    func testAValueWrittenDuringLayoutIsReadOnTheNextPass() throws {
        struct Width: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        let v = Color.red.frame(width: 64, height: 10)
            .background(GeometryReader { p in Color.clear.preference(key: Width.self, value: p.size.width) })
            .overlayPreferenceValue(Width.self) { w in Text("\(Int(w))") }
        XCTAssertEqual(try reading(v), "64")
    }

    /// An anchor resolved by a reader that is built before the anchored view is placed (an outer
    /// GeometryReader): the next pass resolves the placed anchor.
    func testAnAnchorReadBeforeItsViewIsPlaced() throws {
        let v = GeometryReader { outer in
            HStack(spacing: 0) {
                Color.red.frame(width: 25, height: 10)
                Color.green.frame(width: 10, height: 10).anchorPreference(key: Bounds.self, value: .bounds) { ["a": $0] }
            }
            .padding(5)
            .overlayPreferenceValue(Bounds.self) { prefs in Text(prefs["a"].map { Self.text(outer[$0]) } ?? "none") }
        }
        .frame(width: 100, height: 40)
        // The padded stack is at the reader's top-leading corner: the green view at (5 + 25, 5).
        XCTAssertEqual(try reading(v), "30,5 10x10")
    }

    func testAnchorsInAScrollView() throws {
        let v = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color.gray.frame(height: 30).anchorPreference(key: Bounds.self, value: .bounds) { i == 5 ? ["five": $0] : [:] }
                }
            }
        }
        .frame(width: 100, height: 100)
        .overlayPreferenceValue(Bounds.self) { prefs in
            GeometryReader { proxy in Text(prefs["five"].map { Self.text(proxy[$0]) } ?? "none") }
        }
        XCTAssertEqual(try reading(v), "0,150 100x30")
    }

    func testAnchorsAreEqualByTheirSourceAndFrame() throws {
        var seen: [[String: Anchor<CGRect>]] = []
        let v = Color.red.frame(width: 10, height: 10)
            .anchorPreference(key: Bounds.self, value: .bounds) { ["a": $0] }
            .overlayPreferenceValue(Bounds.self) { prefs in
                let _ = seen.append(prefs)
                Color.clear
            }
        _ = try layout(v)
        _ = try layout(v)
        XCTAssertEqual(seen.count, 2, "one pass each")
        XCTAssertEqual(seen[0], seen[1], "the same view's bounds in two renders")
        XCTAssertEqual(seen[0]["a"]?.description, "Anchor(bounds of 0.0, 0.0, 10.0 x 10.0)")
    }
}
