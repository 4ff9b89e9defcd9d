import XCTest
import Foundation
import Easel
@testable import EaselScript

/// `Color.description` and Foundation's `Decimal` in scripts, as real app files use them.
final class ColorDescriptionAndDecimalScriptTests: XCTestCase {
    func testAColoursDescriptionIsSwiftUIs() throws {
        XCTAssertEqual(
            try ScriptTestSupport.texts(
                """
                struct ContentView: View {
                    @State private var currentColor: Color? = .red
                    let none: Color? = nil
                    var body: some View {
                        VStack {
                            Text(currentColor?.description.capitalized ?? "None")
                            Text(none?.description.capitalized ?? "None")
                            Text(Color.blue.description)
                            Text(Color(red: 1, green: 0.5, blue: 0).description)
                            Text("\\(Color.clear) \\(Color.primary)")
                            Text(Color.red.opacity(0.5).description)
                            Text(String(describing: Color.black))
                        }
                    }
                }
                """), ["Red", "None", "blue", "#FF8000FF", "clear primary", "50% red", "black"])
    }

    func testDecimalsComputeAndFormatAsNumbers() throws {
        XCTAssertEqual(
            try ScriptTestSupport.texts(
                """
                struct Order {
                    var type = 1
                    var quantity = 3
                    var extraFrosting = true
                    var cost: Decimal {
                        var cost = Decimal(quantity * 2)
                        cost += Decimal(type) / 2
                        if extraFrosting { cost += Decimal(quantity) }
                        return cost
                    }
                }
                struct ContentView: View {
                    let order = Order()
                    let price: Decimal = 4
                    var total: Decimal = .zero
                    var body: some View {
                        VStack {
                            Text(order.cost, format: .currency(code: "USD"))
                            Text("Cost: \\(order.cost.formatted(.currency(code: "USD")))")
                            Text((price * 3 + Decimal.zero).formatted())
                            Text(Decimal(string: "1.25").map { "\\($0 * 2)" } ?? "none")
                            Text(Decimal(string: "abc") == nil ? "nil" : "number")
                            Text(total.formatted())
                        }
                    }
                }
                """), ["$9.50", "Cost: $9.50", "12", "2.5", "nil", "0"])
    }
}
