import XCTest

@testable import EaselScript

/// `GenericReturnMatch`: the generic parameters a function's return type binds against the type
/// its result is expected to have.
final class GenericReturnMatchTests: XCTestCase {
    private func bind(_ returnType: String, _ expected: String, _ generics: [String] = ["T"]) -> [String: String] {
        GenericReturnMatch.bindings(returnType: returnType, expected: expected, generics: generics)
    }

    func testABareParameterTakesTheWholeType() {
        XCTAssertEqual(bind("T", "[Landmark]"), ["T": "[Landmark]"])
        XCTAssertEqual(bind("T", "[String: Astronaut]"), ["T": "[String: Astronaut]"])
        // An optional context: T is the wrapped type.
        XCTAssertEqual(bind("T", "Landmark?"), ["T": "Landmark"])
        // A `-> T?` result unwrapped where a `Landmark` is expected.
        XCTAssertEqual(bind("T?", "Landmark"), ["T": "Landmark"])
        XCTAssertEqual(bind("T?", "Landmark?"), ["T": "Landmark"])
    }

    func testStructuresAroundTheParameter() {
        XCTAssertEqual(bind("[T]", "[Landmark]"), ["T": "Landmark"])
        XCTAssertEqual(bind("[String: T]", "[String: Astronaut]"), ["T": "Astronaut"])
        XCTAssertEqual(bind("AnyPublisher<T, APIError>", "AnyPublisher<[String: Villager], APIError>"), ["T": "[String: Villager]"])
        XCTAssertEqual(bind("Result<T, E>", "Result<Int, MyError>", ["T", "E"]), ["T": "Int", "E": "MyError"])
        XCTAssertEqual(bind("(T, [U])", "(Int, [String])", ["T", "U"]), ["T": "Int", "U": "String"])
    }

    func testSugarMatchesItsSpelledOutForm() {
        XCTAssertEqual(bind("Array<T>", "[Landmark]"), ["T": "Landmark"])
        XCTAssertEqual(bind("[T]", "Array<Landmark>"), ["T": "Landmark"])
        XCTAssertEqual(bind("Optional<T>", "Int?"), ["T": "Int"])
        XCTAssertEqual(bind("Dictionary<String, T>", "[String: Int]"), ["T": "Int"])
    }

    func testTypesThatDoNotMatchBindNothing() {
        XCTAssertEqual(bind("[T]", "Landmark"), [:])
        XCTAssertEqual(bind("AnyPublisher<T, Never>", "AnyPublisher<Int, APIError>"), [:])
        XCTAssertEqual(bind("Result<T, T>", "Result<Int, String>"), [:])
        XCTAssertEqual(bind("Set<T>", "[Int]"), [:])
        // A name that is not one of the generic parameters is a type that must be the same.
        XCTAssertEqual(bind("Box<U>", "Box<Int>"), [:])
    }
}
