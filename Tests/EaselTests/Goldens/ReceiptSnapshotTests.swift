// A receipt against golden PNGs in four locales (@1x, on an iPhone 15): prices in a currency
// format, a percentage, a specifier, an interpolated count, a date style and a .dateTime format,
// each formatted in the render's locale; Arabic lays the screen out right to left.
// fixtures/scenes/receipt.swift is its script twin.
import XCTest
import Easel
import EaselTesting
import EaselScript

final class ReceiptSnapshotTests: XCTestCase {
    func testReceiptInFourLocales() {
        assertSnapshot(of: ReceiptScene.ReceiptView(), named: "receipt-en", scale: 1, device: .iPhone15)
        for locale in ["de", "ar", "ja"] {
            assertSnapshot(of: ReceiptScene.ReceiptView(), named: "receipt-\(locale)", scale: 1, device: .iPhone15, locale: Locale(identifier: locale))
        }
        assertSnapshot(
            of: ReceiptScene.ReceiptView(), named: "receipt-de-dark", scale: 1, colorScheme: .dark, device: .iPhone15,
            locale: Locale(identifier: "de"))
    }

    func testLabeledContentRows() throws {
        let row = LabeledContent("Price", value: 9.5, format: .currency(code: "EUR"))
        let r = ImageRenderer(content: row.frame(width: 200))
        r.locale = Locale(identifier: "de")
        let texts = try r.layout().root.all { $0.kind == "Text" }
        XCTAssertEqual(texts.map { $0.lines ?? [] }, [["Price"], ["9,50\u{A0}€"]])
        XCTAssertEqual(texts[0].rect.minX, 0)
        XCTAssertEqual(texts[1].rect.maxX, 200, accuracy: 0.5, "the value is trailing (its origin on the pixel grid)")
        let hidden = ImageRenderer(content: LabeledContent("Version", value: "2.1").labelsHidden())
        XCTAssertEqual(try hidden.layout().root.all { $0.kind == "Text" }.map { $0.lines ?? [] }, [["2.1"]])
    }
}

/// The compiled twin of fixtures/scenes/receipt.swift.
enum ReceiptScene {
    struct LineItem: Identifiable {
        let id: Int
        let name: String
        let quantity: Int
        let price: Double
    }

    struct ReceiptView: View {
        let items = [
            LineItem(id: 1, name: "Espresso", quantity: 2, price: 2.8),
            LineItem(id: 2, name: "Croissant", quantity: 1, price: 3.45),
            LineItem(id: 3, name: "Coffee beans", quantity: 1, price: 1249.9),
        ]
        let ordered = Date(timeIntervalSince1970: 1_699_963_200)
        let discount = 0.15

        var total: Double { items.reduce(0) { $0 + Double($1.quantity) * $1.price } * (1 - discount) }

        var body: some View {
            NavigationStack {
                List {
                    Section("Order") {
                        ForEach(items) { item in
                            HStack {
                                Text("\(item.quantity) × \(item.name)")
                                Spacer()
                                Text(Double(item.quantity) * item.price, format: .currency(code: "EUR"))
                                    .foregroundStyle(.secondary)
                            }
                        }
                        HStack {
                            Text("Discount")
                            Spacer()
                            Text(discount, format: .percent)
                        }
                        HStack {
                            Text("Total").bold()
                            Spacer()
                            Text(total, format: .currency(code: "EUR")).bold()
                        }
                    }
                    Section("Delivery") {
                        LabeledContent("Ordered") { Text(ordered, style: .date) }
                        LabeledContent("Arrives") { Text(ordered.addingTimeInterval(26 * 3600), format: .dateTime.weekday(.wide).hour().minute()) }
                        LabeledContent("Distance") { Text("\(12.75, specifier: "%.1f") km") }
                    }
                }
                .navigationTitle("Receipt")
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }
}

/// fixtures/scenes/receipt.swift read from source lays out as its compiled twin in each locale.
final class ReceiptFixtureTests: XCTestCase {
    func testTheScriptMatchesTheCompiledScreen() throws {
        let url = repositoryRoot.appendingPathComponent("fixtures/scenes/receipt.swift")
        let script = try Script(source: try String(contentsOf: url, encoding: .utf8), fileName: "receipt.swift")
        for locale in ["en_US", "de", "ar", "ja"] {
            let fromSource = ImageRenderer(content: try script.renders()[0].view)
            let compiled = ImageRenderer(content: ReceiptScene.ReceiptView())
            fromSource.device = .iPhone15
            fromSource.locale = Locale(identifier: locale)
            compiled.device = .iPhone15
            compiled.locale = Locale(identifier: locale)
            let a = String(decoding: try script.checked { try fromSource.layout() }.jsonData(), as: UTF8.self)
            XCTAssertEqual(a, String(decoding: try compiled.layout().jsonData(), as: UTF8.self), locale)
        }
    }
}
