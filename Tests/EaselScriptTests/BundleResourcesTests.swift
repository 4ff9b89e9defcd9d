import XCTest
import Foundation
import Easel
@testable import EaselScript

/// A view file's models read the JSON and text files the app bundles (`Bundle.main`), decode them
/// with `JSONDecoder` as Swift's synthesized `Decodable` does, and handle thrown errors with
/// `try?`, `try!` and `do`/`catch`.
final class BundleResourcesTests: XCTestCase {
    static let folder = ScriptTestSupport.root.appendingPathComponent("fixtures/bundle/Trails").path
    let resources = BundleResources.folder(BundleResourcesTests.folder, recursive: true)

    func script(_ source: String) throws -> Script {
        try Script(source: source, fileName: "t.swift", resources: resources)
    }

    func trailScript(_ extra: String = "") throws -> Script {
        let source = try String(contentsOfFile: Self.folder + "/TrailList.swift", encoding: .utf8)
        return try script(source + "\n" + extra)
    }

    /// A file-scope value, evaluated when first read.
    func global(_ s: Script, _ name: String) throws -> Value? {
        try s.evaluator.globals.lookup(name) ?? s.evaluator.pendingGlobal(name)
    }

    func field(_ v: Value?, _ name: String) -> Value? {
        guard case .instance(let i)? = v else { return nil }
        return i.fields[name]
    }

    func testBundledJSONDecodesIntoScriptTypes() throws {
        let s = try trailScript()
        guard case .array(let trails)? = try global(s, "trails") else {
            return XCTFail("trails is not an array")
        }
        XCTAssertEqual(trails.count, 2)
        XCTAssertEqual(field(trails[0], "name"), .string("Turtle Rock"))
        XCTAssertEqual(field(trails[0], "id"), .int(1))
        XCTAssertEqual(field(trails[0], "kind"), .enumCase(type: "Kind", name: "desert", payload: []))
        XCTAssertEqual(field(trails[0], "lengthKm"), .double(4.5))  // by its CodingKeys raw value
        XCTAssertEqual(field(trails[1], "lengthKm"), .double(12))  // an integer in JSON, a Double in Swift
        XCTAssertEqual(field(field(trails[0], "coordinates"), "longitude"), .double(-116.166868))
        XCTAssertEqual(field(trails[0], "tags"), .array([.string("loop"), .string("easy")]))  // a Set: no repeats
        XCTAssertEqual(field(trails[0], "rating"), .null)
        XCTAssertEqual(field(trails[1], "rating"), .int(4))
        XCTAssertEqual(field(trails[0], "isFavorite"), .bool(false))  // not in CodingKeys: its initial value
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.dateFormat = "y-MM-dd"
        XCTAssertEqual(field(trails[0], "opened"), .native(f.date(from: "2019-04-02")!))
    }

    func testTheViewLaysOutTheDecodedRows() throws {
        let s = try trailScript()
        let renderer = ImageRenderer(content: try s.renders()[0].view)
        let layout = try s.checked { try renderer.layout() }
        XCTAssertEqual(layout.root.frame.width, 240 + 32)
        let texts = layout.root.all().flatMap { $0.lines ?? [] }
        XCTAssertTrue(texts.contains("Turtle Rock"), "\(texts)")
        XCTAssertTrue(texts.contains("12.0 km"), "\(texts)")
    }

    func testGenericResultTypeComesFromTheContext() throws {
        // Hacking with Swift's Moonshot: `let astronauts: [String: Astronaut] = Bundle.main.decode(…)`.
        let s = try script(
            """
            struct Trail: Codable { let id: Int; let name: String; let lengthKm: Double }
            extension Bundle {
                func decode<T: Codable>(_ file: String) -> T {
                    guard let url = self.url(forResource: file, withExtension: nil) else { fatalError("no \\(file)") }
                    guard let data = try? Data(contentsOf: url) else { fatalError("cannot load \\(file)") }
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    guard let loaded = try? decoder.decode(T.self, from: data) else { fatalError("cannot decode \\(file)") }
                    return loaded
                }
            }
            let all: [Trail] = Bundle.main.decode("trails.json")
            let first = all[0].lengthKm
            let names = all.map(\\.name).joined(separator: ", ")
            """)
        XCTAssertEqual(try global(s, "first"), .double(4.5))
        XCTAssertEqual(try global(s, "names"), .string("Turtle Rock, Icy Bay"))
    }

    func testMetatypeParameterDefaultsToTheInferredType() throws {
        // Apple's Landmarks tutorial: `func load<T: Decodable>(_ filename: String, as type: T.Type =
        // T.self) -> T`; `T` comes from the context when `as:` is left out, or from `as:` itself.
        let s = try script(
            """
            struct Trail: Codable { let id: Int; let name: String }
            let trailData: [Trail] = load("trails.json")
            let byType = load("trails.json", as: [Trail].self)
            func load<T: Decodable>(_ filename: String, as type: T.Type = T.self) -> T {
                let data: Data
                guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
                    fatalError("Couldn't find \\(filename) in main bundle.")
                }
                do {
                    data = try Data(contentsOf: file)
                } catch {
                    fatalError("Couldn't load \\(filename) from main bundle:\\n\\(error)")
                }
                do {
                    return try JSONDecoder().decode(T.self, from: data)
                } catch {
                    fatalError("Couldn't parse \\(filename) as \\(T.self):\\n\\(error)")
                }
            }
            let names = trailData.map(\\.name).joined(separator: ", ")
            let count = byType.count
            """)
        XCTAssertEqual(try global(s, "names"), .string("Turtle Rock, Icy Bay"))
        XCTAssertEqual(try global(s, "count"), .int(2))
    }

    func testSnakeCaseConversion() {
        XCTAssertEqual(JSONDecoding.camelCase(fromSnakeCase: "length_km"), "lengthKm")
        XCTAssertEqual(JSONDecoding.camelCase(fromSnakeCase: "_private_value_"), "_privateValue_")
        XCTAssertEqual(JSONDecoding.camelCase(fromSnakeCase: "URL_string"), "urlString")
        XCTAssertEqual(JSONDecoding.camelCase(fromSnakeCase: "plain"), "plain")
    }

    func testThrownErrorsAreCaughtByTryQuestionAndCatchClauses() throws {
        let s = try script(
            """
            enum Failure: Error { case negative, tooLarge }
            func check(_ x: Int) throws -> Int {
                if x < 0 { throw Failure.negative }
                if x > 9 { throw Failure.tooLarge }
                return x
            }
            func probe(_ x: Int) -> String {
                do {
                    let v = try check(x)
                    return "ok \\(v)"
                } catch Failure.negative {
                    return "negative"
                } catch {
                    return "other: \\(error)"
                }
            }
            let a = try? check(-1)
            let b = try? check(3)
            let c = probe(-5)
            let d = probe(12)
            let e = probe(4)
            struct Item: Codable { let title: String }
            let notes = Bundle.main.url(forResource: "notes", withExtension: "txt")!
            let undecodable = try? JSONDecoder().decode([Item].self, from: Data(contentsOf: notes))
            let text = try String(contentsOf: notes)
            let missing = Bundle.main.url(forResource: "nothing", withExtension: "json")
            let escape = Bundle.main.path(forResource: "../Trails/notes", ofType: "txt")
            """)
        let g = { (n: String) in try self.global(s, n) }
        XCTAssertEqual(try g("a"), .null)
        XCTAssertEqual(try g("b"), .int(3))
        XCTAssertEqual(try g("c"), .string("negative"))
        XCTAssertEqual(try g("d"), .string("other: tooLarge"))
        XCTAssertEqual(try g("e"), .string("ok 4"))
        XCTAssertEqual(try g("undecodable"), .null)
        XCTAssertEqual(try g("text"), .string("first line\nsecond line\n"))
        XCTAssertEqual(try g("missing"), .null)
        XCTAssertEqual(try g("escape"), .null)
    }

    func testUncaughtErrorsAreLocatedAndNamed() {
        func message(_ decl: String) -> String {
            do {
                let s = try script(decl + "\nstruct ContentView: View { var body: some View { Text(\"\\(x)\") } }\n")
                _ = try s.checked { try ImageRenderer(content: try s.renders()[0].view).layout() }
                return "no error"
            } catch { return String(describing: error) }
        }
        let undecodable = message(
            """
            struct Item: Codable { let title: String }
            let x = try! JSONDecoder().decode([Item].self, from: Data(contentsOf: Bundle.main.url(forResource: "trails.json", withExtension: nil)!))
            """)
        XCTAssertTrue(undecodable.contains("t.swift:2:"), undecodable)
        XCTAssertTrue(undecodable.contains("keyNotFound(\"title\")"), undecodable)
        let thrown = message(
            """
            enum Oops: Error { case broken }
            func fail() throws -> Int { throw Oops.broken }
            let x = try fail()
            """)
        XCTAssertTrue(thrown.contains("t.swift:2:"), thrown)
        XCTAssertTrue(thrown.contains("uncaught error thrown: broken"), thrown)
    }

    func testOnlyBundledFilesCanBeRead() {
        for expr in [
            #"Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))"#, #"String(contentsOfFile: "/etc/hostname")"#,
            #"Data(contentsOf: URL(string: "https://example.com/data.json")!)"#,
        ] {
            let message = ScriptTestSupport.error("struct ContentView: View {\n    let x = \(expr)\n    var body: some View { Text(\"a\") }\n}\n")
            XCTAssertTrue(message.contains("t.swift:2:"), "\(expr): \(message)")
            XCTAssertTrue(message.contains("bundled file"), "\(expr): \(message)")
        }
    }

    /// Apple's Landmarks `MapView`: Core Location and MapKit values, `Map(coordinateRegion:)` and
    /// the newer `Map(initialPosition:) { Marker(…) }`, drawn as the placeholder.
    func testMapViewsEvaluate() throws {
        let s = try script(
            """
            import MapKit
            struct MapView: View {
                var coordinate: CLLocationCoordinate2D
                @State private var region = MKCoordinateRegion()
                var body: some View {
                    VStack {
                        Map(coordinateRegion: $region).onAppear { setRegion(coordinate) }
                        Map(initialPosition: .region(MKCoordinateRegion(center: coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000))) {
                            Marker("Here", coordinate: coordinate)
                        }
                        Text("\\(coordinate.latitude, specifier: "%.3f")")
                        MapReader { proxy in
                            Map().mapStyle(.standard(elevation: .realistic)).mapControls { MapCompass() }
                            Text(proxy.convert(CGPoint(x: 1, y: 2), from: .local) == nil ? "no projection" : "projected")
                        }
                    }
                }
                private func setRegion(_ coordinate: CLLocationCoordinate2D) {
                    region = MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
                }
            }
            #Preview { MapView(coordinate: CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868)).frame(width: 200, height: 300) }
            """)
        let renderer = ImageRenderer(content: try s.renders()[0].view)
        let layout = try s.checked { try renderer.layout() }
        XCTAssertEqual(layout.root.all { $0.kind == "Rectangle" }.count, 3)
        XCTAssertTrue(layout.root.all().contains { $0.lines == ["34.011"] })
        XCTAssertTrue(layout.root.all().contains { $0.lines == ["no projection"] }, "the proxy converts nothing, as compiled")
    }

    /// Ranges decode from their two bounds; ISO 8601 and seconds-since-1970 dates; a reversed
    /// range is a thrown error.
    func testRangesAndDateStrategies() throws {
        let s = try script(
            """
            struct Hike: Codable { let elevation: Range<Double>; let steps: ClosedRange<Int>; let day: Date; let stamp: Date }
            func decode(_ json: String, iso: Bool) throws -> Hike {
                let d = JSONDecoder()
                d.dateDecodingStrategy = iso ? .iso8601 : .secondsSince1970
                return try d.decode(Hike.self, from: json.data(using: .utf8)!)
            }
            let a = try! decode(#"{"elevation": [291.65, 309.45], "steps": [1, 3], "day": "2024-03-14T09:30:00Z", "stamp": "2024-03-14T09:30:00Z"}"#, iso: true)
            let low = a.elevation.lowerBound
            let has3 = a.steps.contains(3)
            let dayStamp = a.day.timeIntervalSince1970
            let b = try? decode(#"{"elevation": [5, 1], "steps": [1, 3], "day": 0, "stamp": 0}"#, iso: false)
            """)
        XCTAssertEqual(try global(s, "low"), .double(291.65))
        XCTAssertEqual(try global(s, "has3"), .bool(true))
        XCTAssertEqual(try global(s, "dayStamp"), .double(1_710_408_600))
        XCTAssertEqual(try global(s, "b"), .null)
    }
}
