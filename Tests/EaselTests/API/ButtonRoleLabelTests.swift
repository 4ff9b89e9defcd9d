import XCTest
import Easel

/// iOS 26's button roles and the label a button takes from its role.
final class ButtonRoleLabelTests: XCTestCase {
    func testARolesLabelIsItsSymbol() throws {
        let symbols = try layout(
            HStack {
                Button(role: .confirm) {}
                Button(role: .close) {}
                Button(role: .cancel) {}
                Button(role: .destructive) {}
            }
        ).root.all(where: { $0.kind == "Image" }).compactMap(\.label)
        XCTAssertEqual(symbols, ["checkmark", "xmark", "xmark", "trash"])
    }
}
