// `EditMode` and `editMode` (an EditButton reads it), and `defaultMinListHeaderHeight`.
import XCTest
@testable import Easel

final class EditModeAndHeaderHeightTests: XCTestCase {
    func testEditModeIsNilUnlessSetAndAnEditButtonShowsDoneWhileEditing() throws {
        XCTAssertNil(EnvironmentValues().editMode)
        XCTAssertFalse(EditMode.inactive.isEditing)
        XCTAssertTrue(EditMode.active.isEditing && EditMode.transient.isEditing)
        XCTAssertNotNil(try layout(EditButton()).root.find("Text", "Edit"))
        XCTAssertNotNil(try layout(EditButton().environment(\.editMode, .constant(.inactive))).root.find("Text", "Edit"))
        XCTAssertNotNil(try layout(EditButton().environment(\.editMode, .constant(.active))).root.find("Text", "Done"))
    }

    func testDefaultMinListHeaderHeightRaisesShortHeaders() throws {
        let form = Form {
            Section("Network") { Text("Wi-Fi") }
        }
        let proposed = ProposedViewSize(width: 375, height: 600)
        let plain = try layout(form, proposed: proposed)
        let tall = try layout(form.environment(\.defaultMinListHeaderHeight, 80), proposed: proposed)
        let header = plain.node("Text", "NETWORK").rect, tallHeader = tall.node("Text", "NETWORK").rect
        // The header sits at the bottom of its 80 points (74 and the 6 above the card), so the row moves
        // down by what the header grew, and the header stays 6 above the card.
        let grown = 74 - header.height
        XCTAssertEqual(tallHeader.minY - header.minY, grown, accuracy: 0.5)
        XCTAssertEqual(tall.node("Text", "Wi-Fi").rect.minY - plain.node("Text", "Wi-Fi").rect.minY, grown, accuracy: 0.5)
        // A height below the header's own changes nothing; nil and non-finite values are no minimum.
        let low = try layout(form.environment(\.defaultMinListHeaderHeight, 5), proposed: proposed)
        XCTAssertEqual(low.node("Text", "Wi-Fi").rect, plain.node("Text", "Wi-Fi").rect)
        var env = EnvironmentValues()
        env.defaultMinListHeaderHeight = .nan
        XCTAssertNil(env.defaultMinListHeaderHeight)
    }
}
