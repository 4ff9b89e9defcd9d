import XCTest
import Easel
import EaselLayout

/// Rendering on a device: the view in the safe area, backgrounds and `ignoresSafeArea()` reaching
/// the screen's edges where they touch the safe area's, and screens put on a device automatically.
final class DeviceTests: XCTestCase {
    func layout<V: View>(_ v: V, device: Device? = .iPhone15, screenDevice: Device? = nil, fittingDevice: Device? = nil) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: v)
        r.device = device
        r.screenDevice = screenDevice
        r.fittingDevice = fittingDevice
        return try r.layout()
    }

    func frame(_ s: LayoutSnapshot, _ kind: String, _ n: Int = 0) -> CGRect? {
        let all = s.root.all { $0.kind == kind }
        return all.indices.contains(n) ? all[n].frame.rect : nil
    }

    func testPresetsAndNames() {
        XCTAssertEqual(Device.iPhone15.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(Device.iPhone15.safeAreaInsets, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(Device.iPhone15.safeAreaSize, CGSize(width: 393, height: 759))
        XCTAssertEqual(Device.named("iphone 16")?.name, "iPhone 15")  // same screen
        XCTAssertEqual(Device.named("iPhone SE (3rd generation)")?.size, CGSize(width: 375, height: 667))
        let land = Device.named("iPhone 16 Pro landscape")
        XCTAssertEqual(land?.size, CGSize(width: 874, height: 402))
        XCTAssertEqual(land?.safeAreaInsets, EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        XCTAssertEqual(Device.iPad.landscape.size, CGSize(width: 1180, height: 820))
        XCTAssertNil(Device.named("Nokia 3310"))
    }

    /// Simulator names of older models, as previews name them, give those models' screens
    /// (CONTROLS.md §2), with their landscape safe areas.
    func testOlderModelsBySimulatorName() throws {
        let eleven = try XCTUnwrap(Device.named("iPhone 11"))
        XCTAssertEqual(eleven.size, CGSize(width: 414, height: 896))
        XCTAssertEqual(eleven.scale, 2)
        XCTAssertEqual(eleven.safeAreaInsets, EdgeInsets(top: 48, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(eleven.landscape.safeAreaInsets, EdgeInsets(top: 0, leading: 48, bottom: 21, trailing: 48))
        XCTAssertEqual(Device.named("iphone xs max")?.scale, 3)
        XCTAssertEqual(Device.named("iPhone 11 Pro")?.size, CGSize(width: 375, height: 812))
        XCTAssertEqual(Device.named("iPhone 13 Pro Max")?.size, CGSize(width: 428, height: 926))
        XCTAssertEqual(Device.named("iPhone 8")?.size, CGSize(width: 375, height: 667))
        let air = try XCTUnwrap(Device.named("iPad Air (3rd generation)"))
        XCTAssertEqual(air.size, CGSize(width: 834, height: 1112))
        XCTAssertEqual(air.safeAreaInsets, EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(Device.named("iPad Pro (9.7-inch)")?.size, CGSize(width: 768, height: 1024))
        XCTAssertEqual(
            Device.named("iPad Pro (12.9-inch) (5th generation)")?.safeAreaInsets, EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        XCTAssertEqual(Device.named("iPad Pro (11-inch) (4th generation)"), Device.iPadPro11)
        // Every model has a name of its own.
        XCTAssertEqual(Set(Device.models.map { $0.name.lowercased() }).count, Device.models.count)
        XCTAssertTrue(Device.models.allSatisfy { Device.named($0.name) == $0 })
    }

    func testTheViewIsLaidOutInTheSafeAreaAndItsBackgroundFillsTheScreen() throws {
        let s = try layout(
            VStack {
                Text("Top"); Spacer(); Text("Bottom")
            }.frame(maxWidth: .infinity).background(Color.orange))
        XCTAssertEqual(s.canvas.width, 393)
        XCTAssertEqual(s.canvas.height, 852)
        XCTAssertEqual(frame(s, "background"), CGRect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(frame(s, "Color"), CGRect(x: 0, y: 0, width: 393, height: 852))  // under the status bar and home indicator
        XCTAssertEqual(frame(s, "Text")?.minY, 59)
        XCTAssertEqual(frame(s, "Text", 1)?.maxY ?? 0, 852 - 34, accuracy: 0.5)
    }

    func testAGeometryReaderIsGivenTheInsetsOfTheEdgesItReaches() throws {
        func insets(_ p: GeometryProxy) -> String {
            let e = p.safeAreaInsets
            return "\(Int(e.top)) \(Int(e.leading)) \(Int(e.bottom)) \(Int(e.trailing))"
        }
        let view = GeometryReader { outer in
            VStack(spacing: 0) {
                Text(insets(outer))
                Spacer()
                GeometryReader { inner in Text(insets(inner)) }.frame(height: 40)
                Spacer()
                GeometryReader { bottom in Text(insets(bottom)) }.frame(height: 40)
            }
        }
        let labels = { (s: LayoutSnapshot) in s.root.all { $0.kind == "Text" }.compactMap(\.label) }
        // The screen's root reaches every edge of the safe area; a reader in the middle reaches none.
        XCTAssertEqual(labels(try layout(view)), ["59 0 34 0", "0 0 0 0", "0 0 34 0"])
        // Ignoring the safe area, the reader covers the screen and is still given the insets.
        XCTAssertEqual(labels(try layout(GeometryReader { p in Text(insets(p)) }.ignoresSafeArea())), ["59 0 34 0"])
        XCTAssertEqual(labels(try layout(view, device: .iPhone15.landscape)).first, "0 59 21 59")
        // Not on a device: no insets.
        XCTAssertEqual(labels(try layout(view, device: nil)), ["0 0 0 0", "0 0 0 0", "0 0 0 0"])
    }

    func testOnlyEdgesOnTheSafeAreasEdgeGrow() throws {
        // A colour at the top of the safe area grows up only; one in the middle does not grow.
        let s = try layout(
            VStack(spacing: 0) {
                Text("Header").frame(maxWidth: .infinity).frame(height: 100).background(Color.red)
                Spacer()
                Color.blue.frame(width: 50, height: 50).ignoresSafeArea()
                Spacer()
            })
        XCTAssertEqual(frame(s, "Color"), CGRect(x: 0, y: 0, width: 393, height: 159))
        XCTAssertEqual(frame(s, "Text")?.midY ?? 0, 59 + 50, accuracy: 1)  // the header's text stays in the safe area
        XCTAssertEqual(frame(s, "Color", 1)?.size, CGSize(width: 50, height: 50))
        // Chosen edges only.
        let top = try layout(Color.green.ignoresSafeArea(edges: .top))
        XCTAssertEqual(frame(top, "Color"), CGRect(x: 0, y: 0, width: 393, height: 852 - 34))
    }

    func testBackgroundsThatKeepTheSafeArea() throws {
        let builder = try layout(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.red })
        XCTAssertEqual(frame(builder, "Color"), CGRect(x: 0, y: 59, width: 393, height: 759))
        let none = try layout(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(.red, ignoresSafeAreaEdges: []))
        XCTAssertEqual(frame(none, "Rectangle"), CGRect(x: 0, y: 59, width: 393, height: 759))
        let style = try layout(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(.red))
        XCTAssertEqual(frame(style, "Rectangle"), CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    func testWithoutADeviceNothingGrows() throws {
        let s = try layout(Color.red.frame(width: 40, height: 30).ignoresSafeArea().background(Color.blue), device: nil)
        XCTAssertEqual(s.canvas.width, 40)
        XCTAssertEqual(frame(s, "Color", 1)?.size, CGSize(width: 40, height: 30))
    }

    func testScreensGoOnTheScreenDeviceAndComponentsKeepTheirSize() throws {
        let list = try layout(NavigationStack { List { Text("Row") }.navigationTitle("Title") }, device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(list.canvas.width, 393)
        XCTAssertEqual(list.canvas.height, 852)
        let text = try layout(Text("Hello").padding(), device: nil, screenDevice: .iPhone15)
        XCTAssertLessThan(text.canvas.width, 100)
        let sized = ImageRenderer(content: List { Text("Row") })
        sized.screenDevice = .iPhone15
        sized.proposedSize = ProposedViewSize(width: 300, height: 200)
        XCTAssertEqual(try sized.layout().canvas.width, 300)  // a size given wins
    }

    /// A view whose root ignores the safe area is a design for the whole screen (a black
    /// background behind shapes); one that ignores it further in keeps its size.
    func testAViewIgnoringTheSafeAreaAtItsRootGoesOnTheScreenDevice() throws {
        let screen = try layout(
            ZStack {
                Color.black; Circle().fill(.yellow).frame(width: 40, height: 40)
            }.ignoresSafeArea(), device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(screen.canvas.width, 393)
        XCTAssertEqual(screen.canvas.height, 852)
        XCTAssertEqual(frame(screen, "Color")?.size, CGSize(width: 393, height: 852))
        let inner = try layout(
            VStack {
                Text("Title"); Color.blue.frame(width: 20, height: 20).ignoresSafeArea()
            }, device: nil, screenDevice: .iPhone15)
        XCTAssertLessThan(inner.canvas.width, 100)
        // Without a screen device, the view keeps its own size.
        XCTAssertEqual(try layout(Color.black.frame(width: 30, height: 30).ignoresSafeArea(), device: nil).canvas.width, 30)
    }

    func testAReaderWithNoSizeToReadGoesOnTheScreenDevice() throws {
        // A root GeometryReader fills the screen in a preview; at its ideal size it would read 10
        // points, and here its content would even ask for a negative width.
        let reader = try layout(GeometryReader { p in Color.red.frame(width: p.size.width - 20, height: 40) }, device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(reader.canvas.width, 393)
        XCTAssertEqual(frame(reader, "Color")?.width, 393 - 20)
        XCTAssertEqual(try layout(Canvas { _, _ in }, device: nil, screenDevice: .iPhone15).canvas.width, 393)
        // A reader given a size keeps the component at its size; without a screen device, the
        // negative width is still an error.
        let sized = try layout(
            GeometryReader { p in Color.red.frame(width: p.size.width / 2) }.frame(width: 60, height: 20), device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(sized.canvas.width, 60)
        XCTAssertThrowsError(try layout(GeometryReader { p in Color.red.frame(width: p.size.width - 20, height: 40) }, device: nil))
    }

    func testAFrameRelativeToARootScrollViewGoesOnTheScreenDevice() throws {
        // The scroll view has no viewport of its own at its ideal size, so the page it holds has
        // no length to take: a preview shows it on the screen, one page per screen.
        let page = ScrollView { Color.yellow.containerRelativeFrame([.horizontal, .vertical]) }.ignoresSafeArea()
        let onScreen = try layout(page, device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(onScreen.canvas.width, 393)
        XCTAssertEqual(frame(onScreen, "Color")?.size, CGSize(width: 393, height: 852))
        // A scroll view given a size keeps the component at it.
        let sized = try layout(
            ScrollView { Color.yellow.containerRelativeFrame(.vertical) }.frame(width: 80, height: 120), device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(sized.canvas.width, 80)
        XCTAssertEqual(frame(sized, "Color")?.height, 120)
    }

    /// Counts how often its body is evaluated.
    final class Counter: @unchecked Sendable { var bodies = 0 }
    struct Counted: View {
        let counter: Counter
        var body: some View {
            counter.bodies += 1
            return Text("Row")
        }
    }

    func testAScreenIsResolvedOnceOnTheScreenDevice() throws {
        let counter = Counter()
        let l = try layout(NavigationStack { List { Counted(counter: counter) } }, device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(l.canvas.width, 393)
        XCTAssertEqual(counter.bodies, 1)
    }

    /// A vertical scroll view takes the height it is offered: a screen, however short its content.
    func testAVerticalScrollViewGoesOnTheScreenDevice() throws {
        let tall = try layout(ScrollView { VStack { ForEach(0..<100, id: \.self) { Text("Row \($0)") } } }, device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(tall.canvas.width, 393)
        XCTAssertEqual(tall.canvas.height, 852)
        let short = try layout(ScrollView { Text("One row") }, device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(short.canvas.height, 852)
        // A tall view without a scroll view keeps its size (it overflows the height it is offered).
        let column = try layout(VStack { ForEach(0..<60, id: \.self) { Text("Row \($0)") } }, device: nil, screenDevice: .iPhone15)
        XCTAssertGreaterThan(column.canvas.height, 852)
    }

    /// A vertical scroll view (and so a list) that reaches the bottom of the safe area goes on
    /// under the home indicator to the screen's edge, its content starting where it did; one that
    /// stops above it, or scrolls only sideways, keeps its frame.
    func testAVerticalScrollViewGoesOnUnderTheHomeIndicator() throws {
        let rows = ScrollView { VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(height: 40) } } }
        let full = try layout(rows)
        XCTAssertEqual(frame(full, "ScrollView")?.minY, 59)
        XCTAssertEqual(frame(full, "ScrollView")?.maxY, 852)
        XCTAssertEqual(frame(full, "frame")?.minY, 59)
        let list = try layout(List { ForEach(0..<40, id: \.self) { Text("Row \($0)") } })
        XCTAssertEqual(frame(list, "ScrollView")?.maxY, 852)

        let above = try layout(
            VStack(spacing: 0) {
                rows; Color.red.frame(height: 50)
            })
        XCTAssertEqual(frame(above, "ScrollView")?.maxY, 852 - 34 - 50)
        let sideways = try layout(
            VStack {
                Spacer(); ScrollView(.horizontal) { HStack { ForEach(0..<20, id: \.self) { Text("Item \($0)") } } }
            })
        XCTAssertEqual(frame(sideways, "ScrollView")?.maxY, 852 - 34)
        // Off a device nothing changes: the scroll view is its proposed size.
        XCTAssertEqual(try layout(rows.frame(width: 200, height: 300), device: nil).canvas.height, 300)
    }

    func testAWindowRelativeFrameGoesOnTheScreenDevice() throws {
        let s = try layout(Text("Hello").containerRelativeFrame([.horizontal, .vertical]), device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(s.canvas.width, 393)
        XCTAssertEqual(frame(s, "containerRelativeFrame")?.size, CGSize(width: 393, height: 852 - 59 - 34))
        // Inside a scroll view the frame measures the scroll view: a component keeps its own size.
        let inScroll = try layout(
            ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal) }.frame(width: 120, height: 40),
            device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(inScroll.canvas.width, 120)
    }

    /// A view that grows to the whole height it is offered is a screen's layout (Xcode's canvas
    /// shows it filling the device); one that only grows sideways, or keeps its height, is a
    /// component and keeps its own size.
    func testAViewFillingTheScreensHeightGoesOnTheScreenDevice() throws {
        let pushed = try layout(
            VStack {
                Text("Title"); Spacer(); Text("Footer")
            }, device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(pushed.canvas.width, 393)
        XCTAssertEqual(pushed.canvas.height, 852)
        XCTAssertEqual(frame(pushed, "Text", 1)?.maxY, 852 - 34)
        let framed = try layout(
            VStack { Text("Edit").frame(maxWidth: .infinity) }.frame(maxHeight: .infinity, alignment: .top).padding(),
            device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(framed.canvas.width, 393)
        XCTAssertEqual(frame(framed, "Text")?.minY, 59 + 16)
        XCTAssertEqual(
            try layout(
                ZStack {
                    Color.blue; Text("Hi")
                }, device: nil, screenDevice: .iPhone15
            ).canvas.height, 852)
        // Growing only sideways, or not at all: a component.
        // Fitted in the screen as Xcode's sizeThatFits does: a row pushed apart spans its width.
        let row = try layout(
            HStack {
                Text("Name"); Spacer(); Text("Value")
            }, device: nil, screenDevice: .iPhone15)
        XCTAssertLessThan(row.canvas.height, 40)
        XCTAssertEqual(row.canvas.width, 393)
        XCTAssertEqual(frame(row, "Text", 1)?.maxX, 393)
        XCTAssertLessThan(try layout(Text("Hello").frame(maxWidth: .infinity).padding(), device: nil, screenDevice: .iPhone15).canvas.height, 60)
        // Without a screen device the view keeps its ideal size.
        XCTAssertLessThan(
            try layout(
                VStack {
                    Text("Title"); Spacer()
                }, device: nil
            ).canvas.height, 60)
    }

    /// Xcode's `.sizeThatFits`: offered the screen's safe area, on a canvas of the view's size,
    /// never on the device.
    func testAFittingDeviceOffersItsSafeAreaAndTheCanvasFitsTheView() throws {
        func fitted<V: View>(_ v: V) throws -> LayoutSnapshot { try layout(v, device: nil, fittingDevice: .iPhone15) }
        let button = try fitted(Text("Continue").frame(maxWidth: .infinity).padding())
        XCTAssertEqual(button.canvas.width, 393)
        XCTAssertLessThan(button.canvas.height, 60)
        let pushed = try fitted(
            VStack {
                Text("Top"); Spacer()
            })
        XCTAssertLessThan(pushed.canvas.width, 60)  // as wide as its text: only the height is taken
        XCTAssertEqual(pushed.canvas.height, 852 - 59 - 34)
        XCTAssertLessThan(try fitted(Text("Hi")).canvas.width, 30)
    }

    /// A component whose content an offset moves off its own canvas is shown on the screen; what a
    /// scroll view holds past its edge does not count.
    func testAViewDrawingOutsideItsFrameGoesOnTheScreenDevice() throws {
        let moved = try layout(Circle().fill(.blue).frame(width: 80, height: 80).offset(x: 100), device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(moved.canvas.height, 852)
        XCTAssertEqual(try XCTUnwrap(frame(moved, "Circle")).midX, 393 / 2 + 100, accuracy: 0.5)  // on the pixel grid
        let carousel = try layout(
            ScrollView(.horizontal) { HStack { ForEach(0..<20, id: \.self) { _ in Color.red.frame(width: 100, height: 50) } } },
            device: nil, screenDevice: .iPhone15)
        XCTAssertEqual(carousel.canvas.width, 393)
        XCTAssertEqual(carousel.canvas.height, 50)
        XCTAssertEqual(try layout(Circle().frame(width: 80, height: 80).offset(x: 0.5), device: nil, screenDevice: .iPhone15).canvas.width, 80)
    }

    func testAParagraphWrapsAtTheScreensWidth() throws {
        // One paragraph's ideal width is far wider than a phone: fitted in the screen, it wraps.
        let paragraph = String(repeating: "A long description of a landmark. ", count: 40)
        let wide = try layout(VStack { Text(paragraph) }.padding(), device: nil, screenDevice: .iPhone15)
        XCTAssertLessThanOrEqual(wide.canvas.width, 393)
        XCTAssertGreaterThan(wide.canvas.width, 393 - 10)
        XCTAssertLessThan(wide.canvas.height, 852)
        XCTAssertLessThanOrEqual(try XCTUnwrap(frame(wide, "Text", 0)).width, 393 - 32)
        // A view wider than the screen (a fixed width) goes on it.
        XCTAssertEqual(try layout(Color.red.frame(width: 500, height: 20), device: nil, screenDevice: .iPhone15).canvas.height, 852)
        // No screen device: the ideal size is kept, and the canvas limit applies to it.
        let r = ImageRenderer(content: Text(String(repeating: paragraph, count: 20)))
        XCTAssertThrowsError(try r.layout())
    }

    func testTheScreenIsOpaque() throws {
        let r = ImageRenderer(content: Text("Hi"))
        r.device = .iPhoneSE
        let canvas = try r.rasterize()
        XCTAssertEqual(canvas.width, 375)
        XCTAssertEqual(canvas.pixel(x: 2, y: 2).a, 255)
        r.colorScheme = .dark
        let dark = try r.rasterize()
        XCTAssertEqual(dark.pixel(x: 2, y: 2).r, 0)
        XCTAssertEqual(dark.pixel(x: 2, y: 2).a, 255)
    }

    func testSafeAreaInsetPinsABarAndTheViewTakesTheRest() throws {
        let r = ImageRenderer(content: Color.blue.safeAreaInset(edge: .bottom, spacing: 4) { Text("Bar").frame(height: 50) })
        r.proposedSize = ProposedViewSize(width: 200, height: 300)
        let l = try r.layout()
        XCTAssertEqual(frame(l, "Color"), CGRect(x: 0, y: 0, width: 200, height: 246))
        XCTAssertEqual(frame(l, "Text")?.midY ?? 0, 300 - 25, accuracy: 0.5)  // centred in the 50-point bar at the bottom
        let top = ImageRenderer(content: Color.blue.safeAreaInset(edge: .top) { Color.red.frame(height: 20) })
        top.proposedSize = ProposedViewSize(width: 100, height: 100)
        let t = try top.layout()
        XCTAssertEqual(frame(t, "Color"), CGRect(x: 0, y: 20, width: 100, height: 80))  // the view, then the bar over it
        XCTAssertEqual(frame(t, "Color", 1), CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    func testSafeAreaPaddingInsetsContentAtRest() throws {
        let a = try layout(Text("x").safeAreaPadding(.horizontal, 20), device: nil)
        let b = try layout(Text("x").padding(.horizontal, 20), device: nil)
        XCTAssertEqual(a.canvas.width, b.canvas.width)
    }
}
