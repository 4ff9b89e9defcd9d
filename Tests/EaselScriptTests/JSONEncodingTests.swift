import XCTest
import Easel
@testable import EaselScript

/// `JSONEncoder` in scripts: what Swift's synthesized `encode(to:)` writes, and a round trip
/// through `UserDefaults` and `JSONDecoder`, as apps save their models.
final class JSONEncodingTests: XCTestCase {
    func globals(_ source: String) throws -> Scope { try Script(source: source, fileName: "t.swift").evaluator.globals }

    func testEncodesStoredPropertiesInOrderAndLeavesOutNil() throws {
        let g = try globals(
            """
            enum Kind: String, Codable { case personal, business }
            struct Item: Codable {
                var name: String
                var kind: Kind
                var amount: Double
                var count: Int
                var note: String?
                var tags: [String]
                var total: Double { amount * Double(count) }
            }
            let item = Item(name: "Lunch/Dinner", kind: .business, amount: 12.5, count: 2, note: nil, tags: ["a", "b"])
            let compact = String(data: try! JSONEncoder().encode(item), encoding: .utf8)!
            let sorted: String = {
                let e = JSONEncoder()
                e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                e.keyEncodingStrategy = .convertToSnakeCase
                return String(data: try! e.encode(["b": 1, "a": 2]), encoding: .utf8)! + " "
                    + String(data: try! e.encode(item), encoding: .utf8)!
            }()
            let pretty: String = {
                let e = JSONEncoder()
                e.outputFormatting = .prettyPrinted
                return String(data: try! e.encode([1, 2]), encoding: .utf8)!
            }()
            """)
        XCTAssertEqual(
            g.lookup("compact"),
            .string(#"{"name":"Lunch\/Dinner","kind":"business","amount":12.5,"count":2,"tags":["a","b"]}"#))
        XCTAssertEqual(
            g.lookup("sorted"),
            .string(#"{"a":2,"b":1} {"amount":12.5,"count":2,"kind":"business","name":"Lunch/Dinner","tags":["a","b"]}"#))
        XCTAssertEqual(g.lookup("pretty"), .string("[\n  1,\n  2\n]"))
    }

    func testSnakeCaseKeysSplitAcronymsAsFoundationDoes() {
        XCTAssertEqual(JSONEncoding.snakeCase(fromCamelCase: "firstName"), "first_name")
        XCTAssertEqual(JSONEncoding.snakeCase(fromCamelCase: "myURLValue"), "my_url_value")
        XCTAssertEqual(JSONEncoding.snakeCase(fromCamelCase: "imageURL"), "image_url")
        XCTAssertEqual(JSONEncoding.snakeCase(fromCamelCase: "value1Name"), "value1_name")
        XCTAssertEqual(JSONEncoding.snakeCase(fromCamelCase: "id"), "id")
    }

    func testRoundTripThroughUserDefaults() throws {
        let g = try globals(
            """
            struct Expense: Identifiable, Codable { var id = UUID(); let name: String; let amount: Int }
            let saved = [Expense(name: "Coffee", amount: 3), Expense(name: "Book", amount: 20)]
            let encoded = try? JSONEncoder().encode(saved)
            let stored: Bool = { UserDefaults.standard.set(encoded, forKey: "Items"); return true }()
            let loaded = try! JSONDecoder().decode([Expense].self, from: UserDefaults.standard.data(forKey: "Items")!)
            let names = loaded.map(\\.name).joined(separator: ",")
            let sameIDs = loaded.map(\\.id) == saved.map(\\.id)
            let failed = try? JSONEncoder().encode(Double.infinity)
            """)
        XCTAssertEqual(g.lookup("names"), .string("Coffee,Book"))
        XCTAssertEqual(g.lookup("sameIDs"), .bool(true))
        XCTAssertEqual(g.lookup("failed"), .null)
    }

    /// `JSONSerialization` reads JSON into `[String: Any]` values and writes them back.
    func testJSONSerialization() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    let data = "{\\"name\\": \\"Ada\\", \\"age\\": 36, \\"tags\\": [\\"a\\", \\"b\\"], \\"x\\": null}".data(using: .utf8)!
                    let object = try? JSONSerialization.jsonObject(with: data, options: []) as? [String: Any]
                    let back = try? JSONSerialization.data(withJSONObject: ["b": 2, "a": [true, false]], options: [.sortedKeys])
                    return VStack {
                        Text(object?["name"] as? String ?? "?")
                        Text("\\(object?["age"] as? Int ?? 0)")
                        Text("\\((object?["tags"] as? [String])?.count ?? 0)")
                        Text(back.flatMap { String(data: $0, encoding: .utf8) } ?? "?")
                        Text((try? JSONSerialization.jsonObject(with: Data("nope".utf8))) == nil ? "invalid" : "valid")
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["Ada", "36", "2", #"{"a":[true,false],"b":2}"#, "invalid"])
    }

    /// Custom date strategies (Grocy's view model sets `.custom { date, encoder in … }` in its
    /// initialiser): the encoder's closure writes the single value, the decoder's reads it.
    func testCustomDateStrategies() throws {
        let g = try globals(
            """
            struct Entry: Codable { let day: Date }
            let encoder: JSONEncoder = {
                let e = JSONEncoder()
                e.dateEncodingStrategy = .custom({ (date, encoder) in
                    let f = DateFormatter()
                    f.locale = Locale(identifier: "en_US_POSIX")
                    f.timeZone = TimeZone(identifier: "UTC")
                    f.dateFormat = "yyyy-MM-dd"
                    var container = encoder.singleValueContainer()
                    try container.encode(f.string(from: date))
                })
                return e
            }()
            let decoder: JSONDecoder = {
                let d = JSONDecoder()
                d.dateDecodingStrategy = .custom { decoder in
                    let container = try decoder.singleValueContainer()
                    let text = try container.decode(String.self)
                    let f = DateFormatter()
                    f.locale = Locale(identifier: "en_US_POSIX")
                    f.timeZone = TimeZone(identifier: "UTC")
                    f.dateFormat = "yyyy-MM-dd"
                    return f.date(from: text)!
                }
                return d
            }()
            let json = String(data: try! encoder.encode(Entry(day: Date(timeIntervalSince1970: 86400 * 365))), encoding: .utf8)!
            let back = try! decoder.decode(Entry.self, from: Data(#"{"day":"1971-01-01"}"#.utf8)).day.timeIntervalSince1970
            """)
        XCTAssertEqual(g.lookup("json"), .string(#"{"day":"1971-01-01"}"#))
        XCTAssertEqual(g.lookup("back"), .double(86400 * 365))
    }
}
