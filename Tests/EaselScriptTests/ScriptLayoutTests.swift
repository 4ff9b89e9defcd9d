import XCTest
import Foundation
import Easel
import EaselPaint
@testable import EaselScript
@testable import EaselGallery

/// A scene read from source must lay out exactly as the same code compiled.
final class ScriptLayoutTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let assets = FolderAssetProvider(folders: [root.appendingPathComponent("fixtures/images")])

    func scriptJSON(_ file: String, select: String? = nil, scheme: ColorScheme = .light) throws -> String {
        let url = Self.root.appendingPathComponent("fixtures/scenes/\(file)")
        let script = try Script(source: try String(contentsOf: url, encoding: .utf8), fileName: file)
        let r = try script.renders(select: select)
        XCTAssertEqual(r.count, 1)
        let renderer = ImageRenderer(content: r[0].view)
        renderer.assets = Self.assets
        renderer.colorScheme = scheme
        renderer.missingImagesAreErrors = true
        let snapshot = try script.checked { try renderer.layout() }
        return String(data: try snapshot.jsonData(), encoding: .utf8)!
    }

    func compiledJSON<V: View>(_ v: V, scheme: ColorScheme = .light) throws -> String {
        let renderer = ImageRenderer(content: v)
        renderer.assets = Self.assets
        renderer.colorScheme = scheme
        return String(data: try renderer.layout().jsonData(), encoding: .utf8)!
    }

    /// `alignmentGuide(.listRowSeparatorLeading)` in a script moves the row's separator to it, as
    /// in compiled code; a label's separator starts at its title.
    func testListRowSeparatorGuides() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                var body: some View {
                    List {
                        Label("Inbox", systemImage: "tray")
                        HStack {
                            Text("🍎").font(.system(size: 40))
                            Text("Apple").alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
                        }
                        Text("Last")
                    }
                    .frame(width: 320, height: 400)
                }
            }
            """)
        let dividers = l.root.all { $0.kind == "Divider" }.map { $0.frame }
        XCTAssertEqual(dividers.count, 2)
        XCTAssertEqual(dividers[0].x, try XCTUnwrap(l.root.first { $0.lines == ["Inbox"] }).frame.x, accuracy: 0.5)
        XCTAssertEqual(dividers[1].x, try XCTUnwrap(l.root.first { $0.lines == ["Apple"] }).frame.x, accuracy: 0.01)
    }

    func testFeetAlignmentMatchesCompiled() throws {
        XCTAssertEqual(try scriptJSON("feet.swift"), try compiledJSON(AlignFeet.ContentView()))
    }

    func testFlightViewMatchesCompiled() throws {
        let s = try scriptJSON("flight.swift")
        XCTAssertEqual(s, try compiledJSON(ContentView_Previews.previews))
        XCTAssertTrue(s.contains("San Fr…") || s.contains("San…"), "the narrow flights truncate")
    }

    func testCardModifierForEachAndSwitchMatchCompiled() throws {
        XCTAssertEqual(try scriptJSON("card.swift"), try compiledJSON(CardScene.ContentView()))
        XCTAssertEqual(try scriptJSON("card.swift", scheme: .dark), try compiledJSON(CardScene.ContentView(), scheme: .dark))
    }

    func testCustomEnvironmentLayoutAndShapeMatchCompiled() throws {
        let s = try scriptJSON("custom.swift")
        XCTAssertEqual(s, try compiledJSON(CustomScene.ContentView()))
        for kind in ["\"Diagonal\"", "\"Centered\"", "\"Triangle\"", "\"Path\""] { XCTAssertTrue(s.contains(kind), kind) }
    }

    /// The compiled scene's layout, kept beside the fixture so the CLI test can compare `easel layout` with it
    /// (EASEL_RECORD=1 rewrites it).
    func testCompiledCustomSceneMatchesItsLayoutFile() throws {
        let url = Self.root.appendingPathComponent("fixtures/scenes/custom.layout.json")
        let compiled = try compiledJSON(CustomScene.ContentView())
        if ProcessInfo.processInfo.environment["EASEL_RECORD"] != nil { try compiled.write(to: url, atomically: true, encoding: .utf8) }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), compiled)
    }

    func testMoreCustomEnvironmentLayoutsAndShapesMatchCompiled() throws {
        let s = try scriptJSON("custom_more.swift")
        XCTAssertEqual(s, try compiledJSON(CustomMoreScene.ContentView()))
        for kind in ["\"Stagger\"", "\"Wedge\"", "\"Path\""] { XCTAssertTrue(s.contains(kind), kind) }
    }

    func testAnyLayoutSwitchesToVStackAsCompiled() throws {
        let url = Self.root.appendingPathComponent("fixtures/scenes/custom.swift")
        let source = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "var vertical = false", with: "var vertical = true")
        let script = try Script(source: source, fileName: "custom.swift")
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        let json = String(data: try script.checked { try renderer.layout() }.jsonData(), encoding: .utf8)!
        XCTAssertEqual(json, try compiledJSON(CustomScene.ContentView(vertical: true)))
    }

    /// `GridLayout` in scripts, directly and through `AnyLayout`, lays its rows out as compiled
    /// code does.
    func testGridLayoutValueMatchesCompiled() throws {
        for erased in [false, true] {
            let make =
                erased
                ? "AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2))"
                : "GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2)"
            let source = """
                import SwiftUI
                struct ContentView: View {
                    var body: some View {
                        \(make) {
                            GridRow {
                                Text("Name")
                                Color.red.frame(width: 30, height: 12)
                            }
                            GridRow(alignment: .top) {
                                Text("A longer cell")
                                Color.blue.frame(width: 10, height: 30)
                            }
                            Divider()
                        }
                    }
                }
                """
            struct Compiled: View {
                var body: some View {
                    GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                        GridRow {
                            Text("Name")
                            Color.red.frame(width: 30, height: 12)
                        }
                        GridRow(alignment: .top) {
                            Text("A longer cell")
                            Color.blue.frame(width: 10, height: 30)
                        }
                        Divider()
                    }
                }
            }
            let script = try ScriptTestSupport.scriptJSON(source)
            XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Compiled()), erased ? "AnyLayout" : "GridLayout")
            XCTAssertTrue(script.contains("\"Grid\""), script)
        }
    }

    /// `subviews[1...]`, `dropFirst()`, a slice's `startIndex` and `indices`, and `layoutDirection`
    /// in a script layout give what compiled code gives, left to right and right to left.
    func testLayoutSubviewsSlicesAndDirectionMatchCompiled() throws {
        for rtl in [false, true] {
            let direction = rtl ? ".rightToLeft" : ".leftToRight"
            let source = """
                import SwiftUI
                struct HeaderAndRow: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        guard let header = subviews.first else { return .zero }
                        let h = header.sizeThatFits(.unspecified)
                        var w: CGFloat = 0
                        for v in subviews[1...] { w += v.sizeThatFits(.unspecified).width }
                        return CGSize(width: max(h.width, w + 3), height: h.height + 20)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                        subviews[0].place(at: bounds.origin, proposal: .unspecified)
                        let row = subviews[1..<subviews.endIndex]
                        var x = bounds.minX + CGFloat(row.startIndex) * 3
                        let down: CGFloat = subviews.layoutDirection == .rightToLeft ? 7 : 0
                        for i in row.indices {
                            row[i].place(at: CGPoint(x: x, y: bounds.minY + 10 + down), proposal: .unspecified)
                            x += row[i].sizeThatFits(.unspecified).width
                        }
                        for v in subviews.dropFirst() { _ = v.sizeThatFits(.unspecified) }
                    }
                }
                struct ContentView: View {
                    var body: some View {
                        HeaderAndRow {
                            Color.red.frame(width: 50, height: 10)
                            Color.green.frame(width: 20, height: 5)
                            Color.blue.frame(width: 15, height: 8)
                        }
                        .environment(\\.layoutDirection, \(direction))
                    }
                }
                """
            struct HeaderAndRow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    guard let header = subviews.first else { return .zero }
                    let h = header.sizeThatFits(.unspecified)
                    var w: CGFloat = 0
                    for v in subviews[1...] { w += v.sizeThatFits(.unspecified).width }
                    return CGSize(width: max(h.width, w + 3), height: h.height + 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: bounds.origin, proposal: .unspecified)
                    let row = subviews[1..<subviews.endIndex]
                    var x = bounds.minX + CGFloat(row.startIndex) * 3
                    let down: CGFloat = subviews.layoutDirection == .rightToLeft ? 7 : 0
                    for i in row.indices {
                        row[i].place(at: CGPoint(x: x, y: bounds.minY + 10 + down), proposal: .unspecified)
                        x += row[i].sizeThatFits(.unspecified).width
                    }
                }
            }
            struct Compiled: View {
                let rtl: Bool
                var body: some View {
                    HeaderAndRow {
                        Color.red.frame(width: 50, height: 10)
                        Color.green.frame(width: 20, height: 5)
                        Color.blue.frame(width: 15, height: 8)
                    }
                    .environment(\.layoutDirection, rtl ? .rightToLeft : .leftToRight)
                }
            }
            let script = try ScriptTestSupport.scriptJSON(source)
            let compiled = try ScriptTestSupport.compiledJSON(Compiled(rtl: rtl))
            XCTAssertEqual(script, compiled, direction)
            XCTAssertTrue(compiled.contains(rtl ? "\"y\" : 17" : "\"y\" : 10"), compiled)
        }
    }

    // MARK: Evaluation

    func render(_ source: String, stepLimit: Int? = nil) throws -> LayoutSnapshot {
        let script = try Script(source: source, fileName: "t.swift")
        if let stepLimit { script.stepLimit = stepLimit }
        let r = try script.renders()
        let renderer = ImageRenderer(content: r[0].view)
        renderer.assets = Self.assets
        renderer.missingImagesAreErrors = true
        return try script.checked { try renderer.layout() }
    }

    func error(_ source: String, stepLimit: Int? = nil) -> String {
        do { _ = try render(source, stepLimit: stepLimit); return "no error" } catch { return String(describing: error) }
    }

    func testExpressionsAndControlFlow() throws {
        let s = try render(
            """
            import SwiftUI
            enum Mood: String { case happy, sad }
            struct ContentView: View {
                var items: [Int] = [3, 1, 2]
                let lookup = ["a": 10, "b": 20]
                var mood = Mood.sad
                func double(_ x: Int) -> Int { x * 2 }
                var body: some View {
                    let total = items.reduce(0, +)
                    VStack {
                        Text("\\(total) \\(items.sorted().map { String($0) }.joined(separator: ","))")
                        Text(mood == .happy ? "yes" : mood.rawValue.uppercased())
                        Text("\\(lookup["b"] ?? 0) \\(double(21)) \\(Int(7.9)) \\(abs(-3)) \\((10.0 / 4).rounded())")
                        switch items.count {
                        case 0: Text("none")
                        case 1...3: Text("few")
                        default: Text("many")
                        }
                        ForEach(Array(items.enumerated()), id: \\.offset) { pair in
                            Rectangle().frame(width: CGFloat(pair.element) * 10, height: 2)
                        }
                    }
                }
            }
            """)
        let labels = s.root.all().compactMap(\.label)
        XCTAssertTrue(labels.contains("6 1,2,3"), "\(labels)")
        XCTAssertTrue(labels.contains("SAD"))
        XCTAssertTrue(labels.contains("20 42 7 3 3.000000"), "\(labels)")  // `%lf`, as SwiftUI shows a Double
        XCTAssertTrue(labels.contains("few"))
        XCTAssertEqual(s.root.all { $0.kind == "Rectangle" }.map(\.frame.width), [30, 10, 20])
    }

    func testObservedObjectBindingGuardAndEnvironment() throws {
        let light = try scriptJSON("observed.swift"), dark = try scriptJSON("observed.swift", scheme: .dark)
        for label in ["EASEL", "\"n\"", "\"5\"", "none", "odd light", "\"3\""] { XCTAssertTrue(light.contains(label), label) }
        XCTAssertTrue(dark.contains("odd dark"))
    }

    func testCustomLayoutAndShapeErrorsNameTheScriptType() {
        let noSize = error(
            """
            struct Pile: Layout {
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct ContentView: View { var body: some View { Pile { Text("a") } } }
            """)
        XCTAssertTrue(noSize.contains("t.swift:1:1") && noSize.contains("'Pile' has no 'sizeThatFits"), noSize)
        var notPath = "no error"
        do {
            let script = try Script(
                source: """
                    struct Blob: Shape { func path(in rect: CGRect) -> Path { return 3 } }
                    struct ContentView: View { var body: some View { Blob().fill(.red).frame(width: 4, height: 4) } }
                    """, fileName: "t.swift")
            let renderer = ImageRenderer(content: try script.renders()[0].view)
            _ = try script.checked { try renderer.placedLayout() }
        } catch { notPath = String(describing: error) }
        XCTAssertTrue(notPath.contains("t.swift:1:1") && notPath.contains("path(in:) of 'Blob' must return a Path, got Int"), notPath)
        let s = try? render(
            """
            struct Tiny: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let p = ProposedViewSize(width: proposal.width ?? 7, height: nil)
                    return p.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews.first?.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: .zero)
                }
            }
            struct ContentView: View {
                var body: some View {
                    let layout = Tiny()
                    layout { Color.red; Color.blue }
                }
            }
            """)
        XCTAssertEqual(s?.root.kind, "Tiny")
        XCTAssertEqual(s?.root.frame.width, 7)
        XCTAssertEqual(s?.root.frame.height, 10)
        XCTAssertEqual(
            s?.root.children.map(\.frame.x), [7, -1], "unplaced subviews are centred at their ideal size (−1.5 is on the grid at −1: a half rounds up)")
    }

    func testLayoutCacheIsMadeOnceAndPassedInout() throws {
        let s = try render(
            """
            struct Cached: Layout {
                struct Cache { var widths: [CGFloat]; var calls = 0 }
                func makeCache(subviews: Subviews) -> Cache {
                    Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                    cache.calls += 1
                    return CGSize(width: cache.widths.reduce(0, +), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                    var x = bounds.minX
                    for (i, s) in subviews.enumerated() {
                        s.place(at: CGPoint(x: x, y: bounds.minY + CGFloat(cache.calls > 0 ? 0 : 50)), proposal: .unspecified)
                        x += cache.widths[i]
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    Cached { Color.red.frame(width: 5, height: 5); Color.blue.frame(width: 7, height: 5) }
                }
            }
            """)
        XCTAssertEqual(s.root.kind, "Cached")
        XCTAssertEqual(s.root.frame.width, 12)
        XCTAssertEqual(s.root.children.map(\.frame.x), [0, 5])
        XCTAssertEqual(s.root.children.map(\.frame.y), [0, 0])
    }

    /// A script layout's `spacing(subviews:cache:)` is what a stack puts beside it, edge by edge
    /// (`ViewSpacing.zero`, `formUnion(_:edges:)`), and `Layout`'s default is its subviews' union,
    /// as compiled (LayoutSpacingTests).
    func testAScriptLayoutsSpacingIsWhatAStackPutsBesideIt() throws {
        let source = """
            struct Tight: Layout {
                var edges: Edge.Set = []
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 10, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for v in subviews { v.place(at: bounds.origin, proposal: .unspecified) }
                }
                func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                    var s = ViewSpacing.zero
                    s.formUnion(ViewSpacing(), edges: edges)
                    return s
                }
            }
            struct Plain: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 10, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct ContentView: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        HStack { Tight { Color.red }; Tight { Color.red } }
                        HStack { Tight(edges: .trailing) { Color.red }; Tight { Color.red } }
                        HStack { Tight(edges: .vertical) { Color.red }; Tight { Color.red } }
                        HStack { Tight { Color.red }; Color.blue.frame(width: 10, height: 10) }
                        HStack { Plain { Color.red }; Plain { Color.red } }
                        HStack { Tight { Color.red }.padding(.trailing, 2); Tight { Color.red } }
                    }
                }
            }
            """
        let s = try render(source)
        let rows = s.root.children
        XCTAssertEqual(rows.count, 6)
        XCTAssertEqual(rows.map { $0.children[1].frame.x - $0.frame.x }, [10, 18, 10, 18, 18, 20])
    }

    /// A script layout keeps its cache over a render's passes and updates it (`updateCache`),
    /// and an `AnyLayout` that turns from a row into a column keeps its children's state, as
    /// compiled (LayoutCacheTests).
    func testAScriptLayoutsCacheIsUpdatedInALaterPass() throws {
        let source = """
            struct Counting: Layout {
                func makeCache(subviews: Subviews) -> Int { 100 }
                func updateCache(_ cache: inout Int, subviews: Subviews) { cache += 1 }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                    CGSize(width: CGFloat(cache), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
                    for v in subviews { v.place(at: bounds.origin, proposal: .unspecified) }
                }
            }
            struct Seeded: View {
                @State private var value: Int
                init(start: Int) { _value = State(initialValue: start) }
                var body: some View { Text("seeded \\(value)") }
            }
            struct ContentView: View {
                @State private var appeared = false
                var body: some View {
                    let layout = appeared ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                    VStack {
                        Counting { Text(appeared ? "after" : "before") }
                        layout {
                            Seeded(start: appeared ? 2 : 1)
                            Color.red.frame(width: 5, height: 5)
                        }
                    }
                    .onAppear { appeared = true }
                }
            }
            """
        let s = try render(source)
        XCTAssertEqual(s.root.first { $0.kind == "Counting" }?.frame.width, 101)
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.compactMap(\.label), ["after", "seeded 1"])
        XCTAssertNotNil(s.root.first { $0.kind == "VStack" && $0.children.contains { $0.kind == "frame" } })
        let single = try render(source.replacingOccurrences(of: ".onAppear { appeared = true }", with: ""))
        XCTAssertEqual(single.root.first { $0.kind == "Counting" }?.frame.width, 100)
    }

    /// Two script layouts are one Swift type: when an `AnyLayout` turns from one to the other in
    /// a later pass, the second makes its own cache instead of updating the first one's.
    func testAnotherScriptLayoutInTheSamePlaceMakesItsOwnCache() throws {
        let source = """
            struct Wide: Layout {
                func makeCache(subviews: Subviews) -> Int { 100 }
                func updateCache(_ cache: inout Int, subviews: Subviews) { cache += 1 }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                    CGSize(width: CGFloat(cache), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
            }
            struct Narrow: Layout {
                func makeCache(subviews: Subviews) -> Int { 20 }
                func updateCache(_ cache: inout Int, subviews: Subviews) { cache += 1 }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                    CGSize(width: CGFloat(cache), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
            }
            struct ContentView: View {
                @State private var appeared = false
                var body: some View {
                    let layout = appeared ? AnyLayout(Narrow()) : AnyLayout(Wide())
                    layout { Text("x") }
                        .onAppear { appeared = true }
                }
            }
            """
        let s = try render(source)
        XCTAssertEqual(s.root.first { $0.kind == "Narrow" }?.frame.width, 20)
        // The same layout in both passes keeps and updates its cache.
        let same = try render(source.replacingOccurrences(of: "AnyLayout(Narrow())", with: "AnyLayout(Wide())"))
        XCTAssertEqual(same.root.first { $0.kind == "Wide" }?.frame.width, 101)
    }

    /// A script layout's `static var layoutProperties` orients a Spacer in it along its stack axis
    /// (0 wide in a vertical stack, 8 × 8 without); `LayoutSubview.spacing`, `ViewSpacing` and
    /// `distance(to:along:)`, `formUnion` work as compiled.
    func testLayoutPropertiesAndSpacingOfAScriptLayout() throws {
        let source = """
            struct Column: Layout {
                static var layoutProperties: LayoutProperties {
                    var p = LayoutProperties()
                    p.stackOrientation = .vertical
                    return p
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var h: CGFloat = 0
                    var w: CGFloat = 0
                    for i in subviews.indices {
                        let s = subviews[i].sizeThatFits(.unspecified)
                        h += s.height
                        w = max(w, s.width)
                        if i > 0 { h += subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: .vertical) }
                    }
                    return CGSize(width: w, height: h)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for i in subviews.indices {
                        if i > 0 { y += subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: .vertical) }
                        let s = subviews[i].sizeThatFits(.unspecified)
                        subviews[i].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                        y += s.height
                    }
                }
                func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                    var s = ViewSpacing()
                    for v in subviews { s.formUnion(v.spacing) }
                    return s
                }
            }

            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Column {
                            Color.red.frame(width: 10, height: 10)
                            Spacer()
                            Color.blue.frame(width: 10, height: 10).layoutPriority(2)
                        }
                        Color.green.frame(width: 10, height: 10)
                    }
                }
            }
            """
        let s = try render(source)
        let column = try XCTUnwrap(s.root.first { $0.kind == "Column" })
        XCTAssertEqual(column.frame.height, 44)  // 10 + 8 + 8 (the spacer) + 8 + 10
        XCTAssertEqual(s.root.first { $0.kind == "Spacer" }?.frame.rect.size, CGSize(width: 0, height: 8))
        let unoriented = try render(source.replacingOccurrences(of: "static var layoutProperties", with: "static var otherProperties"))
        XCTAssertEqual(unoriented.root.first { $0.kind == "Spacer" }?.frame.rect.size, CGSize(width: 8, height: 8))
    }

    func testUnknownModifierSuggestsNearestName() {
        let e = error("struct ContentView: View { var body: some View { Text(\"x\").fram(width: 3) } }")
        XCTAssertTrue(e.contains("t.swift:1:"), e)
        XCTAssertTrue(e.contains("unknown modifier 'fram'; did you mean 'frame'?"), e)
    }

    func testUnknownViewAndIdentifier() {
        XCTAssertTrue(error("struct ContentView: View { var body: some View { Txt(\"x\") } }").contains("did you mean 'Text'"))
        XCTAssertTrue(
            error("struct ContentView: View { let title = \"a\"\n var body: some View { Text(titel) } }").contains(
                "unknown identifier 'titel'; did you mean 'title'?"))
    }

    func testRunawayLoopAndRecursionStop() {
        let loop = error("struct ContentView: View { var body: some View { var i = 0\n while true { i += 1 }\n return Text(\"x\") } }", stepLimit: 200_000)
        XCTAssertTrue(loop.contains("t.swift:2:") && loop.contains("evaluation exceeded 200000 steps (a runaway loop?)"), loop)
        let rec = error("struct ContentView: View { var n: Int { n + 1 }\n var body: some View { Text(\"\\(n)\") } }")
        XCTAssertTrue(rec.contains("deeper than"), rec)
        let selfContaining = error("struct ContentView: View { var body: some View { VStack { ContentView() } } }")
        XCTAssertTrue(selfContaining.contains("contains itself"), selfContaining)
    }

    func testSyntaxErrorHasLineAndColumn() {
        let e = error("struct ContentView: View {\n var body: some View {\n Text(\"x\"\n }\n}")
        XCTAssertTrue(e.hasPrefix("t.swift:"), e)
    }

    func testPreviewsAreNamedByTitleElseIndex() throws {
        let script = try Script(
            source: """
                struct A: View { var body: some View { Text("a") } }
                #Preview("Big") { A().font(.largeTitle) }
                #Preview { A() }
                """, fileName: "p.swift")
        XCTAssertEqual(try script.renders().map(\.name), ["Big", "2"])
        XCTAssertEqual(try script.renders(select: "A").map(\.name), ["A"])
    }

    func testTopLevelGroupInPreviewProviderGivesOneRenderPerChild() throws {
        let script = try Script(
            source: """
                struct A: View { var body: some View { Text("a") } }
                struct A_Previews: PreviewProvider {
                    static var previews: some View {
                        Group { A(); A().padding() ; Text("c") }
                    }
                }
                """, fileName: "g.swift")
        XCTAssertEqual(try script.renders().count, 3)
    }

    func testAPreviewProviderDeclaredInsideTheViewIsFound() throws {
        // `struct Row { … struct Row_Previews: PreviewProvider { … } }`: Xcode shows it, so the
        // view that needs arguments is made as the preview makes it.
        let script = try Script(
            source: """
                struct Row: View {
                    let title: String
                    var body: some View { Text(title) }
                    struct Row_Previews: PreviewProvider {
                        static var previews: some View { Row(title: "Nested preview") }
                    }
                }
                """, fileName: "row.swift")
        let renders = try script.renders()
        XCTAssertEqual(renders.count, 1)
        let texts = try script.checked { try ImageRenderer(content: renders[0].view).layout() }.root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertEqual(texts, ["Nested preview"])
    }

    func testCatalogColorsAndImages() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cat-\(UUID().uuidString)")
        let set = dir.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try """
        {"colors":[{"color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.000","alpha":"1.000"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"components":{"red":"0.0","green":"0.0","blue":"1.0","alpha":"0.5"}},"idiom":"universal"}]}
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let img = dir.appendingPathComponent("Assets.xcassets/Hero.imageset")
        try FileManager.default.createDirectory(at: img, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("fixtures/images/rogue@2x.png"), to: img.appendingPathComponent("r2.png"))
        try #"{"images":[{"filename":"r2.png","idiom":"universal","scale":"2x"}]}"#.write(
            to: img.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let p = CatalogAssetProvider(folders: [dir])
        let light = try XCTUnwrap(p.color(named: "Brand", scheme: .light))
        XCTAssertEqual(light.resolvedValue(in: EnvironmentValues()), ColorValue(red: 1, green: 128.0 / 255, blue: 0, opacity: 1))
        XCTAssertEqual(p.color(named: "Brand", scheme: .dark)?.resolvedValue(in: EnvironmentValues()), ColorValue(red: 0, green: 0, blue: 1, opacity: 0.5))
        XCTAssertNil(p.color(named: "../Brand", scheme: .light))
        // A colour set that names a system colour (Xcode's "System Indigo Color"): that colour,
        // light and dark; an unknown name gives no colour.
        let accent = dir.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: accent, withIntermediateDirectories: true)
        try #"{"colors":[{"color":{"platform":"universal","reference":"systemIndigoColor"},"idiom":"universal"}]}"#.write(
            to: accent.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(
            p.color(named: "AccentColor", scheme: .light)?.resolvedValue(in: EnvironmentValues()), Color.indigo.resolvedValue(in: EnvironmentValues()))
        XCTAssertEqual(p.color(named: "AccentColor", scheme: .dark)?.resolvedValue(in: EnvironmentValues()), Color.indigo.resolvedValue(in: dark))
        XCTAssertNotEqual(Color.indigo.resolvedValue(in: EnvironmentValues()), Color.indigo.resolvedValue(in: dark))
        let unknown = dir.appendingPathComponent("Assets.xcassets/Odd.colorset")
        try FileManager.default.createDirectory(at: unknown, withIntermediateDirectories: true)
        try #"{"colors":[{"color":{"reference":"systemPlaidColor"},"idiom":"universal"}]}"#.write(
            to: unknown.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        XCTAssertNil(p.color(named: "Odd", scheme: .light))
        let hero = try XCTUnwrap(p.image(named: "Hero", bundle: nil, scale: 2))
        XCTAssertEqual(hero.pointSize, CGSize(width: 48, height: 64))
    }

    func testTheWindowsSafeAreaIsAnIPhone15s() throws {
        let json = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0)
                        Color.blue.frame(width: 10, height: UIApplication.shared.windows.first!.safeAreaInsets.bottom)
                    }
                }
            }
            """)
        XCTAssertTrue(json.contains("\"height\" : 93"), json)
    }

    /// The same window through the app's one scene (`connectedScenes.first as? UIWindowScene`).
    func testTheSceneHasTheKeyWindow() throws {
        let json = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                var top: CGFloat {
                    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                    return scene?.windows.first(where: { $0.isKeyWindow })?.safeAreaInsets.top ?? 0
                }
                var bottom: CGFloat { (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets.bottom ?? 0 }
                var body: some View { Color.red.frame(width: 10, height: top + bottom) }
            }
            """)
        XCTAssertTrue(json.contains("\"height\" : 93"), json)
    }

    func testAMemberShadowsAFileScopeNameAndALocalShadowsAMember() throws {
        let json = try ScriptTestSupport.scriptJSON(
            """
            let width = 10.0
            struct ContentView: View {
                let width = 50.0
                var body: some View {
                    VStack {
                        Color.red.frame(width: width, height: 5)
                        inner
                    }
                }
                var inner: some View {
                    let width = 70.0
                    return Color.blue.frame(width: width, height: 5)
                }
            }
            """)
        XCTAssertTrue(json.contains("\"width\" : 50"), json)
        XCTAssertTrue(json.contains("\"width\" : 70"), json)
        XCTAssertFalse(json.contains("\"width\" : 10,"), json)
    }

    func testUIKitAppearanceSettingsAreAcceptedAndChangeNothing() throws {
        let json = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                init() {
                    UITabBar.appearance().isHidden = true
                    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red]
                    UITableView.appearance().backgroundColor = .clear
                }
                var body: some View { Text("x").frame(width: 10, height: 10) }
            }
            """)
        XCTAssertTrue(json.contains("\"width\" : 10"), json)
    }
}
