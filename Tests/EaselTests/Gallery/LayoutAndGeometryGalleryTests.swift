// Seed gallery: Hacking with Swift, 100 Days of SwiftUI, day 92 "Layout and geometry"
// (fixtures/seeds/layout-and-geometry/). Each scene file is evaluated from source, compared with its
// compiled form (the HWS… enums in Tests/EaselTests/Seeds/Seed003LayoutTests.swift), checked against
// the article's statements and snapshotted into golden/seeds/layout-and-geometry-NN-slug.png.
// Examples that take "the whole screen" (a colour alone, position, the 400 x 400 frames, the centred
// text) are laid out and rendered on a 390 x 844 phone-sized proposal; the others at their own size.
// Fonts: Inter stands in for San Francisco (body 17, title 28, largeTitle 34, caption 12).
import XCTest
import Easel
import EaselScript
import EaselTesting

/// A phone-sized screen.
private let phone = SeedExpectations.phone
private let phoneSize = CGSize(width: 390, height: 844)

/// Like assertSameLayout, for the scenes that use `.background(.red)`: the ShapeStyle form, whose
/// fill is a `Rectangle`, from source as compiled.
private func assertSameLayoutRedFill<V: View>(
    _ scene: SeedScene, _ compiled: V, proposed: ProposedViewSize = .unspecified,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let fromSource = String(decoding: try scene.layout(proposed: proposed).jsonData(), as: UTF8.self)
    let fromCompiled = try compiledLayoutJSON(compiled, proposed: proposed)
    XCTAssertTrue(
        fromCompiled.contains("\"kind\" : \"Rectangle\""), "compiled `.background(.red)` fills with a Rectangle",
        file: file, line: line)
    XCTAssertEqual(fromSource, fromCompiled, "\(scene.path): source and compiled layouts differ", file: file, line: line)
}

final class LayoutAndGeometryGalleryTests: XCTestCase {
    // The expectations are in Seeds/Expectations/LayoutAndGeometryExpectations.swift, shared with Seed003LayoutTests.
    typealias E = SeedExpectations

    private func scene(_ name: String) throws -> SeedScene { try SeedScene("layout-and-geometry/\(name).swift") }

    // MARK: How layout works in SwiftUI

    func test01TextBackground() throws {
        let s = try scene("01-text-background")
        try assertSameLayoutRedFill(s, HWSBackground.ContentView())
        try E.hwsBackground(try s.layout(), onScreen: try s.layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-01-text-background")
    }

    func test02PaddingTwentyThenBackground() throws {
        let s = try scene("02-padding-20-background")
        try assertSameLayoutRedFill(s, HWSPaddingBackground.ContentView())
        E.hwsPaddingBackground(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-02-padding-20-background")
    }

    func test03PaddingThenBackground() throws {
        let s = try scene("03-padding-then-background")
        try assertSameLayoutRedFill(s, HWSDefaultPaddingThenBackground.ContentView())
        E.hwsPaddingThenBackground(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-03-padding-then-background")
    }

    func test04BackgroundThenPadding() throws {
        let s = try scene("04-background-then-padding")
        try assertSameLayoutRedFill(s, HWSBackgroundThenDefaultPadding.ContentView())
        E.hwsBackgroundThenPadding(try s.layout(), paddingThenBackground: try scene("03-padding-then-background").layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-04-background-then-padding")
    }

    func test05ColorFills() throws {
        let s = try scene("05-color-fills")
        try assertSameLayout(s, HWSColorFills.ContentView(), proposed: phone)
        E.hwsColorFills(try s.layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-05-color-fills", size: phoneSize)
    }

    // MARK: Alignment and alignment guides

    func test06Frame300() throws {
        let s = try scene("06-frame-300")
        try assertSameLayout(s, HWSFrameCentered.ContentView())
        try E.hwsFrame300(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-06-frame-300")
    }

    func test07FrameTopLeading() throws {
        let s = try scene("07-frame-top-leading")
        try assertSameLayout(s, HWSFrameTopLeading.ContentView())
        try E.hwsFrameTopLeading(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-07-frame-top-leading")
    }

    func test08HStackCenter() throws {
        let s = try scene("08-hstack-center")
        try assertSameLayout(s, HWSLiveLongCenter.ContentView())
        E.hwsHStackCenter(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-08-hstack-center")
    }

    func test09HStackBottom() throws {
        let s = try scene("09-hstack-bottom")
        try assertSameLayout(s, HWSLiveLongBottom.ContentView())
        E.hwsHStackBottom(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-09-hstack-bottom")
    }

    func test10HStackLastTextBaseline() throws {
        let s = try scene("10-hstack-last-text-baseline")
        try assertSameLayout(s, HWSLiveLongBaseline.ContentView())
        E.hwsHStackLastTextBaseline(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-10-hstack-last-text-baseline")
    }

    /// On the 390-point phone the 400 x 400 frame overflows by 5 on each side.
    func test11VStackLeadingInFrame() throws {
        let s = try scene("11-vstack-leading-in-frame")
        try assertSameLayoutRedFill(s, HWSLeadingStack.ContentView())
        try assertSameLayoutRedFill(s, HWSLeadingStack.ContentView(), proposed: phone)
        E.hwsVStackLeadingInFrame(try s.layout(proposed: phone), centre: E.phoneCentre)
        assertSeedSnapshot(s, named: "layout-and-geometry-11-vstack-leading-in-frame", size: phoneSize)
    }

    func test12GuideLeadingIdentity() throws {
        let s = try scene("12-guide-leading-identity")
        try assertSameLayoutRedFill(s, HWSLeadingGuideIdentity.ContentView(), proposed: phone)
        E.hwsGuideLeadingIdentity(try s.layout(proposed: phone), plain: try scene("11-vstack-leading-in-frame").layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-12-guide-leading-identity", size: phoneSize)
    }

    func test13GuideLeadingAtTrailing() throws {
        let s = try scene("13-guide-leading-at-trailing")
        try assertSameLayoutRedFill(s, HWSLeadingGuideTrailing.ContentView(), proposed: phone)
        E.hwsGuideLeadingAtTrailing(
            try s.layout(proposed: phone),
            plain: try scene("11-vstack-leading-in-frame").layout(proposed: phone), centre: E.phoneCentre)
        assertSeedSnapshot(s, named: "layout-and-geometry-13-guide-leading-at-trailing", size: phoneSize)
    }

    func test14Tiered() throws {
        let s = try scene("14-tiered")
        try assertSameLayoutRedFill(s, HWSTiered.ContentView(), proposed: phone)
        E.hwsTiered(try s.layout(proposed: phone), centre: E.phoneCentre)
        assertSeedSnapshot(s, named: "layout-and-geometry-14-tiered", size: phoneSize)
    }

    // MARK: How to create a custom alignment guide

    func test15AccountAndName() throws {
        let s = try scene("15-account-and-name")
        try assertSameLayout(s, HWSTwitterPlain.ContentView())
        try E.hwsAccountAndName(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-15-account-and-name")
    }

    func test16MidAccountAndName() throws {
        let s = try scene("16-mid-account-and-name")
        try assertSameLayout(s, HWSTwitterAligned.ContentView())
        E.hwsMidAccountAndName(try s.layout())
        assertSeedSnapshot(s, named: "layout-and-geometry-16-mid-account-and-name")
    }

    // MARK: Absolute positioning for SwiftUI views

    func test17PlainText() throws {
        let s = try scene("17-plain-text")
        try assertSameLayout(s, HWSPlainText.ContentView(), proposed: phone)
        E.hwsPlainText(try s.layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-17-plain-text", size: phoneSize)
    }

    func test18Position() throws {
        let s = try scene("18-position")
        try assertSameLayout(s, HWSPosition.ContentView(), proposed: phone)
        E.hwsPosition(try s.layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-18-position", size: phoneSize)
    }

    func test19BackgroundThenPosition() throws {
        let s = try scene("19-background-then-position")
        try assertSameLayoutRedFill(s, HWSBackgroundThenPosition.ContentView(), proposed: phone)
        E.hwsBackgroundThenPosition(try s.layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-19-background-then-position", size: phoneSize)
    }

    func test20PositionThenBackground() throws {
        let s = try scene("20-position-then-background")
        try assertSameLayoutRedFill(s, HWSPositionThenBackground.ContentView(), proposed: phone)
        E.hwsPositionThenBackground(
            try s.layout(proposed: phone),
            backgroundThenPosition: try scene("19-background-then-position").layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-20-position-then-background", size: phoneSize)
    }

    func test21OffsetThenBackground() throws {
        let s = try scene("21-offset-then-background")
        try assertSameLayoutRedFill(s, HWSOffsetThenBackground.ContentView(), proposed: phone)
        E.hwsOffsetThenBackground(try s.layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-21-offset-then-background", size: phoneSize)
    }

    func test22BackgroundThenOffset() throws {
        let s = try scene("22-background-then-offset")
        try assertSameLayoutRedFill(s, HWSBackgroundThenOffset.ContentView(), proposed: phone)
        E.hwsBackgroundThenOffset(try s.layout(proposed: phone))
        assertSeedSnapshot(s, named: "layout-and-geometry-22-background-then-offset", size: phoneSize)
    }
}
