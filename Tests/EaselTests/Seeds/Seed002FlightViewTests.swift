// The compiled Flight View (Sources/EaselGallery/Seed002FlightView.swift, and the gallery's compiled forms of
// the earlier versions), checked with the same expectations as the scene files
// (Seeds/Expectations/FlightViewExpectations.swift).
import XCTest
import Easel
@testable import EaselGallery

final class Seed002FlightViewTests: XCTestCase {
    /// The episode ran on macOS, whose body font is 13 pt; at iOS's 17 pt every threshold scales by 17/13.
    /// Rendering the previews in 13 pt reproduces the episode's widths exactly.
    func previews(fontSize: CGFloat) throws -> LayoutSnapshot {
        try layout(ContentView_Previews.previews.font(.system(size: fontSize)), scale: 2)
    }

    func flexibleFrames() throws -> LayoutSnapshot { try layout(FVFlexibleFrames.preview, scale: 2) }

    func testSpacers() throws {
        try SeedExpectations.flightSpacers(try layout(FVSpacers.preview, scale: 2))
    }

    func testFlexibleFrames() throws {
        try SeedExpectations.flightFlexibleFrames(try flexibleFrames())
    }

    func testMeasureWidth() throws {
        SeedExpectations.flightMeasureWidth(try layout(FVMeasureWidth.MeasuredLabel(), scale: 2))
    }

    func testMeasureProposedWidth() throws {
        SeedExpectations.flightMeasureProposedWidth(try layout(FVMeasureProposed.preview, scale: 2), flexibleFrames: try flexibleFrames())
    }

    func testMeasureLabels() throws {
        try SeedExpectations.flightMeasureLabels(try layout(FVMeasureLabels.preview, scale: 2), flexibleFrames: try flexibleFrames())
    }

    /// At 13 pt: the icon is centred when both labels fit, else moved aside; the measured widths arrive
    /// through preferences.
    func testIconCentredWhenBothLabelsFitElseMovedAside() throws {
        try SeedExpectations.flightPreviews13pt(try previews(fontSize: 13))
    }

    /// At iOS's 17 pt body font the same view switches at a wider width.
    func testAtBodySizeTheThresholdScales() throws {
        try SeedExpectations.flightPreviews(try previews(fontSize: 17), spacersOnly: try layout(FVSpacers.preview, scale: 2))
    }
}
