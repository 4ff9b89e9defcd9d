import XCTest
import EaselRaster
@testable import Easel

/// CoreLocationUI's `LocationButton`: the location arrow and a standard title, drawn as a
/// `.borderedProminent` button.
final class LocationButtonTests: XCTestCase {
    func testTheButtonIsAProminentLabelWithTheArrow() throws {
        XCTAssertEqual(
            try pixels(LocationButton(.currentLocation) {}),
            try pixels(
                Button {
                } label: {
                    Label("Current Location", systemImage: "location.fill")
                }.buttonStyle(.borderedProminent)))
        XCTAssertEqual(
            try pixels(LocationButton {}.tint(.purple)),
            try pixels(
                Button {
                } label: {
                    Image(systemName: "location.fill")
                }.buttonStyle(.borderedProminent).tint(.purple)))
        XCTAssertEqual(LocationButton.Title.shareMyCurrentLocation.text, "Share My Current Location")
        XCTAssertNotEqual(try pixels(LocationButton(.sendCurrentLocation) {}), try pixels(LocationButton(.currentLocation) {}))
    }
}
