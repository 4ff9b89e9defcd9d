// Seed gallery: Swift Talk "Flight View" (objc.io), fixtures/seeds/flight-view/.
// Each scene file is evaluated from source, compared with its compiled form, checked against the
// episode's statements and snapshotted into golden/seeds/flight-view-NN-slug.png.
// The compiled forms of the final view (AirplaneView, WidthKey, measureWidth, ContentView_Previews)
// come from Sources/EaselGallery/Seed002FlightView.swift; the earlier versions are pasted from the
// episode below, each nested in an enum so that the names do not clash.
//
// Fonts: the episode ran on macOS (13 pt body font); the scenes run as published, at iOS's 17 pt.
// The episode's own preview (scene 08) is also rendered at 13 pt, where its widths are reproduced.
import XCTest
import Easel
import EaselScript
import EaselTesting
@testable import EaselGallery

// MARK: Compiled forms of the earlier versions

enum FVSpacers {
    struct AirplaneView: View {
        let from = Text("Berlin")
        let to = Text("San Francisco")
        let airplaneIcon = Text("✈️")

        var body: some View {
            HStack(spacing: 0) {
                from
                Spacer()
                airplaneIcon
                Spacer()
                to
            }
            .lineLimit(1)
        }
    }

    static var preview: some View {
        VStack(spacing: 20) {
            AirplaneView().frame(width: 250)
            AirplaneView().frame(width: 200)
            AirplaneView().frame(width: 175)
            AirplaneView().frame(width: 150)
            AirplaneView().frame(width: 125)
            AirplaneView().frame(width: 100)
        }
    }
}

enum FVFlexibleFrames {
    struct AirplaneView: View {
        let from = Text("Berlin")
        let to = Text("San Francisco")
        let airplaneIcon = Text("✈️")

        var body: some View {
            HStack(spacing: 0) {
                from
                    .frame(maxWidth: .infinity, alignment: .leading)
                airplaneIcon
                to
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .lineLimit(1)
        }
    }

    static var preview: some View {
        VStack(spacing: 20) {
            AirplaneView().frame(width: 250)
            AirplaneView().frame(width: 200)
            AirplaneView().frame(width: 175)
            AirplaneView().frame(width: 150)
            AirplaneView().frame(width: 125)
            AirplaneView().frame(width: 100)
        }
    }
}

enum FVMeasureWidth {
    /// Added to the helper's listing so that it renders: the measured width shown as text.
    struct MeasuredLabel: View {
        @State var width: CGFloat = 0

        var body: some View {
            VStack {
                Text("San Francisco")
                    .measureWidth { self.width = $0 }
                Text("measured: \(Int(width))")
            }
        }
    }
}

enum FVMeasureProposed {
    struct AirplaneView: View {
        let from = Text("Berlin")
        let to = Text("San Francisco")
        let airplaneIcon = Text("✈️")

        @State var proposedWidth: CGFloat = 0

        var body: some View {
            HStack(spacing: 0) {
                from
                    .frame(maxWidth: .infinity, alignment: .leading)
                airplaneIcon
                to
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .measureWidth { self.proposedWidth = $0 }
            .lineLimit(1)
        }
    }

    static var preview: some View {
        VStack(spacing: 20) {
            AirplaneView().frame(width: 250)
            AirplaneView().frame(width: 200)
            AirplaneView().frame(width: 175)
            AirplaneView().frame(width: 150)
            AirplaneView().frame(width: 125)
            AirplaneView().frame(width: 100)
        }
    }
}

enum FVMeasureLabels {
    struct AirplaneView: View {
        let from = Text("Berlin")
        let to = Text("San Francisco")
        let airplaneIcon = Text("✈️")

        @State var proposedWidth: CGFloat = 0
        @State var fromWidth: CGFloat = 0
        @State var airplaneWidth: CGFloat = 0
        @State var toWidth: CGFloat = 0

        var body: some View {
            HStack(spacing: 0) {
                from
                    .frame(maxWidth: .infinity, alignment: .leading)
                airplaneIcon
                to
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .measureWidth { self.proposedWidth = $0 }
            .background(
                HStack {
                    from.fixedSize().measureWidth { self.fromWidth = $0 }
                    airplaneIcon.fixedSize().measureWidth { self.airplaneWidth = $0 }
                    to.fixedSize().measureWidth { self.toWidth = $0 }
                }.hidden()
            )
            .lineLimit(1)
        }
    }

    static var preview: some View {
        VStack(spacing: 20) {
            AirplaneView().frame(width: 250)
            AirplaneView().frame(width: 200)
            AirplaneView().frame(width: 175)
            AirplaneView().frame(width: 150)
            AirplaneView().frame(width: 125)
            AirplaneView().frame(width: 100)
        }
    }
}

// MARK: Tests

final class FlightViewGalleryTests: XCTestCase {
    // The expectations are in Seeds/Expectations/FlightViewExpectations.swift, shared with Seed002FlightViewTests.

    /// The scene's view in the episode's 13 pt font.
    func at13pt(_ scene: SeedScene) -> AnyView { AnyView(scene.view.font(.system(size: 13))) }

    func layout13pt(_ scene: SeedScene) throws -> LayoutSnapshot {
        let r = ImageRenderer(content: at13pt(scene))
        r.assets = FolderAssetProvider(folders: [fixtureImages])
        r.missingImagesAreErrors = true
        r.scale = 2
        return try scene.script.checked { try r.layout() }
    }

    func flexibleFrames() throws -> LayoutSnapshot { try SeedScene("flight-view/02-flexible-frames.swift").layout() }

    // MARK: Using SwiftUI

    func test01Spacers() throws {
        let scene = try SeedScene("flight-view/01-spacers.swift")
        try assertSameLayout(scene, FVSpacers.preview)
        try SeedExpectations.flightSpacers(try scene.layout())
        assertSeedSnapshot(scene, named: "flight-view-01-spacers")
    }

    func test02FlexibleFrames() throws {
        let scene = try SeedScene("flight-view/02-flexible-frames.swift")
        try assertSameLayout(scene, FVFlexibleFrames.preview)
        try SeedExpectations.flightFlexibleFrames(try scene.layout())
        assertSeedSnapshot(scene, named: "flight-view-02-flexible-frames")
    }

    // MARK: Measuring Sizes

    func test03MeasureWidth() throws {
        let scene = try SeedScene("flight-view/03-measure-width.swift")
        try assertSameLayout(scene, FVMeasureWidth.MeasuredLabel())
        SeedExpectations.flightMeasureWidth(try scene.layout())
        assertSeedSnapshot(scene, named: "flight-view-03-measure-width")
    }

    func test04MeasureProposedWidth() throws {
        let scene = try SeedScene("flight-view/04-measure-proposed-width.swift")
        try assertSameLayout(scene, FVMeasureProposed.preview)
        SeedExpectations.flightMeasureProposedWidth(try scene.layout(), flexibleFrames: try flexibleFrames())
        assertSeedSnapshot(scene, named: "flight-view-04-measure-proposed-width")
    }

    func test05MeasureLabels() throws {
        let scene = try SeedScene("flight-view/05-measure-labels.swift")
        try assertSameLayout(scene, FVMeasureLabels.preview)
        try SeedExpectations.flightMeasureLabels(try scene.layout(), flexibleFrames: try flexibleFrames())
        assertSeedSnapshot(scene, named: "flight-view-05-measure-labels")
    }

    /// shouldDrawOffCenter is not used by the body yet: the same layout as the previous scene.
    func test06ShouldDrawOffCenter() throws {
        let scene = try SeedScene("flight-view/06-should-draw-off-center.swift")
        try assertSameLayout(scene, FVMeasureLabels.preview)
        assertSeedSnapshot(scene, named: "flight-view-06-should-draw-off-center")
    }

    /// The final view with the added six-width preview: the same as the episode's preview (scene 08).
    func test07OffCenterLayout() throws {
        let scene = try SeedScene("flight-view/07-off-center-layout.swift")
        try assertSameLayout(scene, ContentView_Previews.previews)
        assertSeedSnapshot(scene, named: "flight-view-07-off-center-layout")
    }

    // MARK: Checking Previews

    func test08PreviewsAsPublished() throws {
        let scene = try SeedScene("flight-view/08-previews.swift")
        try assertSameLayout(scene, ContentView_Previews.previews)
        try SeedExpectations.flightPreviews(try scene.layout(), spacersOnly: try SeedScene("flight-view/01-spacers.swift").layout())
        assertSeedSnapshot(scene, named: "flight-view-08-previews")
    }

    func test08PreviewsAt13pt() throws {
        let scene = try SeedScene("flight-view/08-previews.swift")
        let l = try layout13pt(scene)
        XCTAssertEqual(
            String(decoding: try l.jsonData(), as: UTF8.self),
            String(
                decoding: try layout(ContentView_Previews.previews.font(.system(size: 13)), scale: 2).jsonData(),
                as: UTF8.self))
        try SeedExpectations.flightPreviews13pt(l)
        assertSnapshot(
            of: at13pt(scene), named: "flight-view-08-previews-13pt", scale: 2,
            assets: FolderAssetProvider(folders: [fixtureImages]), debug: true, suite: "seeds")
    }
}
