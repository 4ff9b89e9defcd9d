import XCTest
@testable import EaselScript

/// Types that decode themselves with `init(from decoder: Decoder)`: keyed, nested, unkeyed and
/// single-value containers over the JSON `JSONDecoder().decode` reads, as Foundation gives them.
final class CustomDecodingScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    private let types = """
        struct Weather: Decodable {
            let city: String
            let temps: [Double]
            let unit: String
            enum Keys: String, CodingKey { case city, data, temps, unit = "temperature_unit" }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: Keys.self)
                city = try c.decode(String.self, forKey: .city)
                let nested = try c.nestedContainer(keyedBy: Keys.self, forKey: .data)
                temps = try nested.decode([Double].self, forKey: .temps)
                unit = try c.decodeIfPresent(String.self, forKey: .unit) ?? "C"
            }
        }
        enum Shape: Decodable {
            case circle(Double), square(Double)
            enum K: String, CodingKey { case type, size }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: K.self)
                switch try c.decode(String.self, forKey: .type) {
                case "circle": self = .circle(try c.decode(Double.self, forKey: .size))
                default: self = .square(try c.decode(Double.self, forKey: .size))
                }
            }
        }
        struct Point: Decodable {
            let x: Int, y: Int
            init(from decoder: Decoder) throws {
                var u = try decoder.unkeyedContainer()
                x = try u.decode(Int.self)
                y = try u.decode(Int.self)
            }
        }
        struct Celsius: Decodable {
            let v: Double
            init(from decoder: Decoder) throws { v = try decoder.singleValueContainer().decode(Double.self) }
        }
        func decoded<T: Decodable>(_ t: T.Type, _ json: String) throws -> T { try JSONDecoder().decode(T.self, from: Data(json.utf8)) }
        """

    func testKeyedNestedUnkeyedAndSingleValueContainers() throws {
        let source =
            types + """

                let w = try! decoded(Weather.self, #"{"city": "Oslo", "data": {"temps": [1.5, -2]}, "temperature_unit": "F"}"#)
                let plain = try! decoded(Weather.self, #"{"city": "Rome", "data": {"temps": []}}"#)
                let shapes = try! decoded([Shape].self, #"[{"type": "circle", "size": 2}, {"type": "sq", "size": 3}]"#)
                let points = try! decoded([Point].self, "[[1, 2], [3, 4]]")
                let temps = try! decoded([Celsius].self, "[1.5, 2]")
                let probe = ["\\(w.city) \\(w.temps) \\(w.unit)", "\\(plain.unit)", "\\(shapes)", "\\(points.map { $0.x * 10 + $0.y })", "\\(temps.map(\\.v))"]
                """
        XCTAssertEqual(
            try S.global("probe", in: source),
            .array([
                .string("Oslo [1.5, -2.0] F"), .string("C"), .string("[circle(2.0), square(3.0)]"), .string("[12, 34]"),
                .string("[1.5, 2.0]"),
            ]))
    }

    func testAMissingKeyIsADecodingErrorTheScriptCatches() throws {
        let source =
            types + """

                let missing = (try? decoded(Weather.self, #"{"data": {"temps": []}}"#)) == nil
                let short = (try? decoded(Point.self, "[1]")) == nil
                let probe = [missing, short]
                """
        XCTAssertEqual(try S.global("probe", in: source), .array([.bool(true), .bool(true)]))
    }
}
