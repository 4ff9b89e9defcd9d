// Expectations for Swift Talk's "Flight View" (objc.io): fixtures/seeds/flight-view/.
// Fonts: the episode ran on macOS (13 pt body font); the scenes run as published, at iOS's 17 pt.
// The episode's own preview (scene 08) is also checked at 13 pt, where its widths are reproduced.
import XCTest
import Easel

extension SeedExpectations {
    /// The six widths of the episode's preview.
    static let flightWidths: [CGFloat] = [250, 200, 175, 150, 125, 100]

    /// One row of the preview: the `.frame(width:)` around an AirplaneView, and its visible parts.
    struct FlightRow {
        let frame: LayoutSnapshot.Node
        var width: CGFloat { frame.rect.width }
        func visible(_ label: String) -> LayoutSnapshot.Node? {
            frame.first { $0.kind == "Text" && $0.label == label && $0.hidden == nil }
        }
        var from: LayoutSnapshot.Node { visible("Berlin")! }
        var icon: LayoutSnapshot.Node { visible("✈️")! }
        var to: LayoutSnapshot.Node { visible("San Francisco")! }
        /// The icon's centre relative to the row's centre.
        var iconOffset: CGFloat { icon.rect.midX - frame.rect.midX }
        var spacers: [LayoutSnapshot.Node] { frame.all { $0.kind == "Spacer" } }
        func isWhole(_ n: LayoutSnapshot.Node) -> Bool { n.lines == [n.label ?? ""] }
    }

    /// The six rows of a preview's layout, widest first.
    static func flightRows(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) -> [FlightRow] {
        let stack = l.node("VStack", file: file, line: line)
        let rows = stack.children.map(FlightRow.init)
        XCTAssertEqual(rows.map(\.width), flightWidths, file: file, line: line)
        return rows
    }

    /// Ideal (one-line) widths of the three texts at a font size.
    static func flightIdealWidths(size: CGFloat = 17, file: StaticString = #filePath, line: UInt = #line) throws -> (from: CGFloat, icon: CGFloat, to: CGFloat)
    {
        func w(_ s: String) throws -> CGFloat {
            try layout(Text(s).font(.system(size: size)), scale: 2).node("Text", s, file: file, line: line).rect.width
        }
        return (try w("Berlin"), try w("✈️"), try w("San Francisco"))
    }

    /// Positions of the visible texts in every row, to compare versions.
    static func flightVisibleTexts(_ l: LayoutSnapshot) -> [CGRect] {
        l.root.all { $0.kind == "Text" && $0.hidden == nil }.map(\.rect)
    }

    /// 01 (FVSpacers): "The two spacers always become equally wide, meaning the icon isn't necessarily centered
    /// in the view; it just keeps an equal distance from both labels."
    static func flightSpacers(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let ideal = try flightIdealWidths()
        let r = flightRows(l, file: file, line: line)
        for row in r {
            let s = row.spacers
            XCTAssertEqual(s.count, 2, file: file, line: line)
            guard s.count == 2 else { continue }
            XCTAssertEqual(s[0].rect.width, s[1].rect.width, accuracy: 0.001, "equal spacers at \(row.width)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(s[0].rect.width, 8, "a spacer keeps its minimum length", file: file, line: line)
            // Equal distance from both labels.
            XCTAssertEqual(row.icon.rect.minX - row.from.rect.maxX, row.to.rect.minX - row.icon.rect.maxX, accuracy: 0.5, file: file, line: line)
        }
        guard r.count == 6 else { return }
        // 250 and 200: both labels whole; the icon sits (Berlin − San Francisco) / 2 left of centre, not centred.
        for row in r[0...1] {
            XCTAssertTrue(row.isWhole(row.from) && row.isWhole(row.to), file: file, line: line)
            XCTAssertEqual(row.iconOffset, (ideal.from - ideal.to) / 2, accuracy: 0.5, file: file, line: line)
            XCTAssertLessThan(row.iconOffset, -20, file: file, line: line)
        }
        // From 175 down the labels and 8-point spacers do not fit at 17 pt: "San Francisco" truncates,
        // "Berlin" too at 100. The spacers get what the texts leave: a truncated text is narrower than
        // its offer, so the spacers end up a little wider than their 8-point minimum.
        for row in r[2...] {
            XCTAssertTrue(row.to.lines?.first?.hasSuffix("…") ?? false, "truncated at \(row.width)", file: file, line: line)
            XCTAssertEqual(
                row.from.rect.width + row.icon.rect.width + row.to.rect.width
                    + 2 * row.spacers[0].rect.width, row.width, accuracy: 0.01, file: file, line: line)
        }
        // The stack proposes both labels an equal share of what the icon and the spacers' minimums leave:
        // "Berlin" stays whole while it fits that share (at 125 it does not with the 21.2-point emoji).
        for row in r[2...] {
            let share = (row.width - 16 - ideal.icon) / 2
            XCTAssertEqual(row.isWhole(row.from), ideal.from <= share + 0.001, "Berlin at \(row.width)", file: file, line: line)
        }
        XCTAssertTrue(r[5].from.lines?.first?.hasSuffix("…") ?? false, file: file, line: line)
    }

    /// 02 (FVFlexibleFrames): "the airplane icon gets centered implicitly because the labels — or rather,
    /// the frames around the labels — become the same width"; a label that does not fit truncates.
    static func flightFlexibleFrames(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let ideal = try flightIdealWidths()
        let r = flightRows(l, file: file, line: line)
        for row in r {
            XCTAssertEqual(row.iconOffset, 0, accuracy: 0.5, "centred at \(row.width)", file: file, line: line)
            let frames = row.frame.all { $0.kind == "frame" && $0.children.first?.kind == "Text" }
            XCTAssertEqual(frames.count, 2, file: file, line: line)
            guard frames.count == 2 else { continue }
            XCTAssertEqual(frames[0].rect.width, frames[1].rect.width, accuracy: 0.001, file: file, line: line)
            XCTAssertEqual(frames[0].rect.width, (row.width - ideal.icon) / 2, accuracy: 0.5, file: file, line: line)
            // The labels sit at the outer edges of their frames.
            XCTAssertEqual(row.from.rect.minX, row.frame.rect.minX, accuracy: 0.5, file: file, line: line)
            XCTAssertEqual(row.to.rect.maxX, row.frame.rect.maxX, accuracy: 0.5, file: file, line: line)
            // "San Francisco" truncates as soon as it is wider than half of what the icon leaves,
            // even when there is room on the other side.
            let half = (row.width - ideal.icon) / 2
            XCTAssertEqual(row.isWhole(row.to), ideal.to <= half, "San Francisco at \(row.width)", file: file, line: line)
            XCTAssertEqual(row.isWhole(row.from), ideal.from <= half, "Berlin at \(row.width)", file: file, line: line)
        }
        guard r.count == 6 else { return }
        XCTAssertFalse(r[1].isWhole(r[1].to), "at 17 pt it already truncates at 200", file: file, line: line)
    }

    /// 03 (FVMeasureWidth.MeasuredLabel): the helper delivers the measured width through the preference to the
    /// closure (into @State).
    static func flightMeasureWidth(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        let label = l.node("Text", "San Francisco", file: file, line: line).rect
        let expected = "measured: \(Int(label.width))"
        XCTAssertEqual(l.node("Text", expected, file: file, line: line).lines, [expected], file: file, line: line)
        XCTAssertEqual(Int(label.width), 113, "112.94 measured, a whole number of pixels", file: file, line: line)
        // The GeometryReader in the overlay is exactly the measured view's size.
        XCTAssertEqual(l.node("GeometryReader", file: file, line: line).rect, label, file: file, line: line)
    }

    /// 04 (FVMeasureProposed): measuring the proposed width changes nothing visible: the flexible-frames layout
    /// (`flexibleFrames`, scene 02's).
    static func flightMeasureProposedWidth(_ l: LayoutSnapshot, flexibleFrames: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(flightVisibleTexts(l), flightVisibleTexts(flexibleFrames), file: file, line: line)
        // The measuring GeometryReader covers each row's HStack: the proposed width is the row's.
        let readers = l.root.all { $0.kind == "GeometryReader" }
        XCTAssertEqual(readers.map(\.rect.width), flightWidths, file: file, line: line)
    }

    /// 05 and 06 (FVMeasureLabels): "By giving these Text views a fixed size, they're proposed a nil size and they
    /// become the width they want to be": hidden copies at their ideal widths, even in the narrowest row;
    /// nothing visible changes from `flexibleFrames` (scene 02's layout).
    static func flightMeasureLabels(_ l: LayoutSnapshot, flexibleFrames: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let ideal = try flightIdealWidths()
        let hidden = l.root.all { $0.kind == "Text" && $0.hidden == true }
        XCTAssertEqual(hidden.count, 18, file: file, line: line)
        XCTAssertTrue(hidden.allSatisfy { $0.lines == [$0.label ?? ""] }, "no hidden copy truncates", file: file, line: line)
        XCTAssertEqual(
            hidden.filter { $0.label == "San Francisco" }.map(\.rect.width),
            Array(repeating: ideal.to, count: 6), file: file, line: line)
        XCTAssertEqual(flightVisibleTexts(l), flightVisibleTexts(flexibleFrames), file: file, line: line)
    }

    /// 07 and 08 (ContentView_Previews) as published, at iOS's 17 pt: "San Francisco" measures 112.94, a Text
    /// 113 wide at @2x, so it fits beside the centred icon only when (width − 14.2) / 2 ≥ 113, i.e. from 240 up. The icon is centred at
    /// 250, moves aside at 200 with "San Francisco" whole, and from 175 down the labels truncate, as in
    /// `spacersOnly` (scene 01's layout).
    static func flightPreviews(_ l: LayoutSnapshot, spacersOnly: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let r = flightRows(l, file: file, line: line)
        let ideal = try flightIdealWidths()
        XCTAssertEqual(ideal.to, 113, accuracy: 0.01, file: file, line: line)
        guard r.count == 6 else { return }
        XCTAssertEqual(r[0].iconOffset, 0, accuracy: 0.5, "250 is wide enough at 17 pt", file: file, line: line)
        XCTAssertTrue(r[0].isWhole(r[0].to) && r[0].isWhole(r[0].from), file: file, line: line)
        XCTAssertTrue(r[0].spacers.isEmpty, "flexible frames at 250", file: file, line: line)
        // 200: the spacer layout; both labels whole, the icon (Berlin − San Francisco) / 2 left of centre.
        XCTAssertEqual(r[1].spacers.count, 2, file: file, line: line)
        XCTAssertTrue(r[1].isWhole(r[1].to) && r[1].isWhole(r[1].from), file: file, line: line)
        XCTAssertEqual(r[1].iconOffset, (ideal.from - ideal.to) / 2, accuracy: 0.5, file: file, line: line)
        XCTAssertLessThan(r[1].iconOffset, -2, "200 is not wide enough at 17 pt", file: file, line: line)
        // 175 to 100: spacer layout (San Francisco never fits its half) and "San Francisco" truncated,
        // as in the spacers-only scene.
        let spacers = flightRows(spacersOnly, file: file, line: line)
        for (row, same) in zip(r[2...], spacers.dropFirst(2)) {
            XCTAssertEqual(row.spacers.count, 2, file: file, line: line)
            XCTAssertTrue(row.to.lines?.first?.hasSuffix("…") ?? false, "truncated at \(row.width)", file: file, line: line)
            XCTAssertEqual(row.to.lines, same.to.lines, file: file, line: line)
            XCTAssertEqual(row.icon.rect, same.icon.rect, file: file, line: line)
        }
    }

    /// ContentView_Previews at macOS's 13 pt body font. The episode: centred at 250 and 200; moved aside at 175
    /// and 150 with "San Francisco" whole ("the icon moves out of the center to make room for the San Francisco
    /// label"); "San Francisco" truncated at 125 and 100. The rule behind it is checked on every row from the
    /// measured widths: the icon is centred exactly when both labels fit in half of what the icon leaves; else
    /// the spacer branch, whose labels are whole while they fit. With Inter (San Francisco 86.4 pt at 13 pt)
    /// and Noto's airplane emoji (16.2 pt) the three texts and two 8-point spacers need 153.2 pt, so at 150
    /// "San Francisco" truncates where the episode's San Francisco font kept it whole (docs/Differences.md).
    /// The measured widths arrive through preferences: the hidden measuring copies are laid out at their
    /// ideal widths.
    static func flightPreviews13pt(_ l: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) throws {
        let r = flightRows(l, file: file, line: line)
        let ideal = try flightIdealWidths(size: 13, file: file, line: line)
        // Every row is a frame around a background.
        XCTAssertEqual(l.root.all { $0.kind == "frame" && $0.children.first?.kind == "background" }.count, 6, file: file, line: line)
        guard r.count == 6 else { return }
        for row in r {
            let half = (row.width - ideal.icon) / 2
            if ideal.from <= half && ideal.to <= half {
                XCTAssertEqual(row.iconOffset, 0, accuracy: 0.5, "centred at \(row.width)", file: file, line: line)
                XCTAssertTrue(row.spacers.isEmpty && row.isWhole(row.to) && row.isWhole(row.from), file: file, line: line)
            } else {
                XCTAssertEqual(row.spacers.count, 2, "the spacer branch at \(row.width)", file: file, line: line)
                let fits = ideal.from + ideal.icon + ideal.to + 16 <= row.width + 0.001
                XCTAssertEqual(row.isWhole(row.to), fits, "San Francisco at \(row.width)", file: file, line: line)
                if fits { XCTAssertLessThan(row.iconOffset, -2, "moved aside at \(row.width)", file: file, line: line) }
            }
        }
        // The episode's rows: centred at 250 and 200, moved aside at 175 with "San Francisco" whole,
        // "San Francisco" truncated at 125 and 100.
        XCTAssertEqual(r[0...1].map(\.iconOffset).map { abs($0) < 0.5 }, [true, true], file: file, line: line)
        XCTAssertEqual(r[2].to.lines, ["San Francisco"], file: file, line: line)
        XCTAssertLessThan(r[2].iconOffset, -2, file: file, line: line)
        for row in r[4...5] {
            XCTAssertTrue(row.to.lines?.first?.hasSuffix("…") ?? false, "truncated at \(row.width)", file: file, line: line)
        }
        let labels = l.root.all { $0.kind == "Text" && $0.label == "San Francisco" && $0.hidden == nil }
        XCTAssertEqual(labels.count, 6, file: file, line: line)
        let hidden = l.root.all { $0.kind == "Text" && $0.hidden == true }
        XCTAssertEqual(hidden.count, 18, file: file, line: line)
        XCTAssertTrue(hidden.allSatisfy { $0.lines?.first?.hasSuffix("…") == false }, file: file, line: line)
    }
}
