// The compiled "Alignments" scenes (Sources/EaselGallery/Seed000Alignments.swift, and the gallery's compiled
// forms), checked with the same expectations as the scene files (Seeds/Expectations/AlignmentsExpectations.swift).
import XCTest
import Easel
@testable import EaselGallery

final class Seed000AlignmentTests: XCTestCase {
    func testTopAlignsEveryImageAtZero() throws {
        SeedExpectations.alignTop(try layout(AlignTop.ContentView()))
    }

    /// The table: centres 32, 45.5 (the article prints 45), 38; rogue moves down 13.5, brawler 7.5.
    func testCenterAlignmentWalkThrough() throws {
        SeedExpectations.alignCenter(
            try layout(AlignCenter.ContentView(), scale: 2),
            at1x: try layout(AlignCenter.ContentView(), scale: 1))
    }

    func testBottomAlignment() throws {
        SeedExpectations.alignBottom(try layout(AlignBottom.ContentView()))
    }

    func testFeetDefaultsToBottom() throws {
        SeedExpectations.alignFeetDefault(
            try layout(AlignmentsGallery.FeetDefault.ContentView()),
            bottom: try layout(AlignBottom.ContentView()))
    }

    /// "Adding the second image repositions the first by 23 … the third … positioned at 14."
    func testFeetAlignment() throws {
        SeedExpectations.alignFeet(try layout(AlignFeet.ContentView()))
    }

    func testDerivedCleric() throws {
        SeedExpectations.alignDerivedCleric(try layout(AlignmentsGallery.Cleric.ContentView(), scale: 2))
    }

    func testDerivedWizard() throws {
        SeedExpectations.alignDerivedWizard(try layout(AlignmentsGallery.Wizard.ContentView()))
    }

    /// "The stack's height becomes 155"; dragoon at 64, brawler at 26.
    func testCustomAlignmentExpandsTheStack() throws {
        SeedExpectations.alignCustom(try layout(AlignCustom.ContentView()))
    }

    /// Today's ZStack is the union of its aligned children (the article's intended result, not beta 3's).
    func testZStackAnchorAlignment() throws {
        SeedExpectations.alignAnchor(try layout(AlignAnchor.ContentView()))
    }

    /// The yellow line sits on the feet of all three: the HStack exposes its .feet value (84) to the ZStack.
    func testAlignmentAcrossViews() throws {
        SeedExpectations.alignAcrossViews(try layout(AlignAcrossViews.ContentView()))
    }
}
