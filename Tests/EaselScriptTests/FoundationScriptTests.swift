import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Foundation as view files use it around their views: Scanner for hex colours, dispatch queues,
/// formatters in Text, `type(of:)`.
final class FoundationScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func globals(_ source: String) throws -> Scope { try Script(source: source, fileName: "t.swift").evaluator.globals }

    func testScannerReadsHexThroughItsInOutArgument() throws {
        let g = try globals(
            """
            let values: [Any] = {
                var rgb: UInt64 = 0
                let ok = Scanner(string: "FF8000").scanHexInt64(&rgb)
                let s = Scanner(string: "#00ff7f")
                s.charactersToBeSkipped = CharacterSet(charactersIn: "#")
                var other: UInt64 = 0
                _ = s.scanHexInt64(&other)
                let s2 = Scanner(string: "#12")
                s2.scanLocation = 1
                var third: UInt64 = 0
                s2.scanHexInt64(&third)
                var none: UInt64 = 7
                let failed = Scanner(string: "zz").scanHexInt64(&none)
                return [ok, rgb, other, third, failed, none, s.isAtEnd]
            }()
            """)
        XCTAssertEqual(g.lookup("values"), .array([.bool(true), .int(0xFF8000), .int(0x00FF7F), .int(0x12), .bool(false), .int(7), .bool(true)]))
    }

    func testMeasurementsConvertAsFoundationDoes() throws {
        let g = try globals(
            """
            struct Choice { let name: String; let unit: Dimension }
            let choices = [Choice(name: "km", unit: UnitLength.kilometers), Choice(name: "mi", unit: UnitLength.miles)]
            let run = Measurement(value: 10, unit: choices[0].unit)
            let miles = run.converted(to: choices[1].unit).value
            let feet = Measurement(value: 1, unit: UnitLength.miles).converted(to: .feet).value
            let boiling = Measurement(value: 100, unit: UnitTemperature.celsius).converted(to: UnitTemperature.fahrenheit).value
            let symbol = UnitVolume.milliliters.symbol
            let warm = Measurement(value: 72, unit: .fahrenheit).converted(to: UnitTemperature.celsius).value
            """)
        // A unit name only one unit type has needs no type where the measurement is made.
        XCTAssertEqual(Conversions.double(g.lookup("warm")!)!, 22.2222, accuracy: 0.0001)
        XCTAssertEqual(Conversions.double(g.lookup("miles")!)!, 6.2137, accuracy: 0.0001)
        XCTAssertEqual(Conversions.double(g.lookup("feet")!)!, 5279.987, accuracy: 0.001)  // Foundation's mile is 1,609.34 m
        XCTAssertEqual(Conversions.double(g.lookup("boiling")!)!, 212, accuracy: 0.0001)
        XCTAssertEqual(g.lookup("symbol"), .string("mL"))
        XCTAssertTrue(
            S.error("let x = Measurement(value: 1, unit: UnitLength.miles).converted(to: UnitMass.grams)").contains("cannot convert"))
    }

    func testABindingToAnArrayIsACollectionOfElementBindings() throws {
        // SwiftUI's Binding is a collection when its value is: an `extension Collection` method on
        // `$indices` gives a binding to one element.
        let s = try S.layout(
            """
            extension Collection { func element(at index: Index) -> Element { self[index] } }
            struct Field: View {
                @Binding var value: Int
                var body: some View { Color.red.frame(width: CGFloat(value), height: 4) }
            }
            struct ContentView: View {
                @State private var indices = [3, 7]
                var body: some View { Field(value: $indices.element(at: 1)) }
            }
            """)
        XCTAssertEqual(s.root.first { $0.kind == "Color" }?.frame.width, 7)
    }

    func testTimeZoneAbbreviationsAndAPreviewsProcessInfo() throws {
        let g = try globals(
            """
            let denver = TimeZone(abbreviation: "MDT")?.identifier
            let unknown = TimeZone(abbreviation: "NOPE")
            let previewing = ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
            let env = ProcessInfo.processInfo.environment["ENV"] ?? "dev"
            """)
        XCTAssertEqual(g.lookup("denver"), .string("America/Denver"))
        XCTAssertEqual(g.lookup("unknown"), .null)
        XCTAssertEqual(g.lookup("previewing"), .bool(true))
        XCTAssertEqual(g.lookup("env"), .string("dev"), "the machine's environment is never read")
    }

    func testCalendarSymbolsAndStringAppending() throws {
        let g = try globals(
            """
            let days = Calendar.current.weekdaySymbols
            let short = Calendar.current.shortMonthSymbols.first!.appending("!")
            let first = Calendar.current.firstWeekday
            """)
        XCTAssertEqual(g.lookup("days"), .array(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map { .string($0) }))
        XCTAssertEqual(g.lookup("short"), .string("Jan!"))
        XCTAssertEqual(g.lookup("first"), .int(1))
    }

    func testScannerIntegersAndStrings() throws {
        let g = try globals(
            """
            let values: [Any?] = {
                let s = Scanner(string: "  -42 apples; pears")
                let n = s.scanInt()
                let word = s.scanUpToString(";")
                let semi = s.scanString(";")
                let missing = s.scanString("x")
                let rest = s.scanUpToString("zzz")
                return [n, word, semi, missing, rest, s.isAtEnd]
            }()
            """)
        XCTAssertEqual(g.lookup("values"), .array([.int(-42), .string("apples"), .string(";"), .null, .string("pears"), .bool(true)]))
    }

    func testTimeZonesInTheEnvironment() throws {
        let day = Date(timeIntervalSince1970: 1_699_963_200)
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    DatePicker("At", selection: .constant(Date(timeIntervalSince1970: 1_699_963_200)), displayedComponents: .hourAndMinute)
                        .environment(\\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
                }
            }
            """)
        XCTAssertEqual(
            script,
            try S.compiledJSON(
                DatePicker("At", selection: .constant(day), displayedComponents: .hourAndMinute)
                    .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)))
        XCTAssertTrue(script.contains("9:00"), script)
        XCTAssertEqual(try globals("let z = TimeZone(identifier: \"Nowhere/Else\")").lookup("z"), .null)
    }

    func testAColourFromHexMatchesTheCompiledColour() throws {
        let script = try S.scriptJSON(
            """
            extension Color {
                init(hex: String) {
                    var rgb: UInt64 = 0
                    Scanner(string: hex.replacingOccurrences(of: "#", with: "")).scanHexInt64(&rgb)
                    self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
                }
            }
            struct ContentView: View { var body: some View { Color(hex: "#FF8000").frame(width: 4, height: 4) } }
            """)
        XCTAssertEqual(script, try S.compiledJSON(Color(red: 1, green: 128.0 / 255, blue: 0).frame(width: 4, height: 4)))
    }

    func testWorkSentToAQueueDoesNotRunButSyncDoes() throws {
        let g = try globals(
            """
            final class Model {
                var loaded = "no"
                var synced = "no"
                init() {
                    DispatchQueue.main.async { self.loaded = "async" }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.loaded = "later" }
                    DispatchQueue.global(qos: .background).async { self.loaded = "global" }
                    let log = Logger(subsystem: "com.example", category: "model")
                    log.error("Failed: \\(self.loaded, privacy: .public)")
                    let own = DispatchQueue(label: "com.example.sync", qos: .userInitiated)
                    own.async { self.loaded = "own" }
                    own.sync { self.synced = "yes" }
                }
            }
            let m = Model()
            let result = [m.loaded, m.synced]
            """)
        XCTAssertEqual(g.lookup("result"), .array([.string("no"), .string("yes")]))
    }

    func testTypeOf() throws {
        let g = try globals(
            """
            struct Card { }
            let same = type(of: Card()) == Card.self
            let name = "\\(type(of: 3))"
            """)
        XCTAssertEqual(g.lookup("same"), .bool(true))
        XCTAssertEqual(g.lookup("name"), .string("Int"))
    }

    func testFormattersInTextAndInterpolation() throws {
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                let f: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; return f }()
                var body: some View { VStack { Text(1234567, formatter: f); Text("Total \\(2500, formatter: f)") } }
            }
            """)
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .decimal
        XCTAssertEqual(
            script,
            try S.compiledJSON(
                VStack {
                    Text(NSNumber(value: 1234567), formatter: f); Text("Total 2,500")
                }))
        XCTAssertEqual(try globals("let c = \"hello world\".capitalized").lookup("c"), .string("Hello World"))
    }

    func testAccentColorStatusBarAndNavigationViewStyle() throws {
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    NavigationView { Button("Go") { } }
                        .navigationViewStyle(StackNavigationViewStyle())
                        .accentColor(.orange)
                        .statusBar(hidden: true)
                        .frame(width: 200, height: 200)
                }
            }
            """)
        XCTAssertEqual(script, try S.compiledJSON(NavigationView { Button("Go") {} }.tint(.orange).frame(width: 200, height: 200)))
    }

    func testTheAppsFoldersStartEmptyAndKeepWhatIsWritten() throws {
        // A first launch: loading saved data fails into the app's catch, and what the render
        // writes can be read back; nothing reaches the machine's disk.
        let g = try globals(
            """
            struct Place: Codable { let name: String }
            let savePath = URL.documentsDirectory.appending(path: "SavedPlaces")
            let loaded: [Place] = {
                do {
                    let data = try Data(contentsOf: savePath)
                    return try JSONDecoder().decode([Place].self, from: data)
                } catch {
                    return []
                }
            }()
            let message: String = {
                do { _ = try Data(contentsOf: savePath); return "read" } catch { return error.localizedDescription }
            }()
            let roundTrip: [String] = {
                let data = try! JSONEncoder().encode([Place(name: "Tokyo")])
                try! data.write(to: savePath, options: [.atomic, .completeFileProtection])
                let places = try! JSONDecoder().decode([Place].self, from: Data(contentsOf: savePath))
                let note = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("note.txt")
                try! "hello".write(to: note, atomically: true, encoding: .utf8)
                return places.map(\\.name) + [try! String(contentsOf: note), String(FileManager.default.fileExists(atPath: note.path))]
            }()
            let parts = [savePath.lastPathComponent, URL.documentsDirectory.lastPathComponent, savePath.deletingLastPathComponent().lastPathComponent,
                         URL(string: "https://example.com/a/b.json")!.pathExtension, URL(string: "https://example.com/a")!.host ?? "-"]
            let searched = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0] == URL.documentsDirectory.path
            let iCloud = FileManager.default.url(forUbiquityContainerIdentifier: nil) == nil
            """)
        XCTAssertEqual(g.lookup("searched"), .bool(true))
        XCTAssertEqual(g.lookup("iCloud"), .bool(true))
        XCTAssertEqual(g.lookup("loaded"), .array([]))
        XCTAssertEqual(g.lookup("message"), .string("The file “SavedPlaces” couldn’t be opened because there is no such file."))
        XCTAssertEqual(g.lookup("roundTrip"), .array([.string("Tokyo"), .string("hello"), .string("true")]))
        XCTAssertEqual(g.lookup("parts"), .array(["SavedPlaces", "Documents", "Documents", "json", "example.com"].map { .string($0) }))
        // Only the app's folders can be written.
        XCTAssertThrowsError(
            try globals(#"let x: Void = try! "x".write(to: URL(fileURLWithPath: "/tmp/easel-escape.txt"), atomically: true, encoding: .utf8)"#)
        ) {
            XCTAssertTrue("\($0)".contains("outside the app's folders"), "\($0)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/easel-escape.txt"))
    }

    /// `FileManager.default.enumerator(atPath:)` lists what the render wrote below a folder of
    /// the app (folders too, relative, in name order), nil outside the app; `URL(filePath:)` is
    /// `URL(fileURLWithPath:)`.
    func testEnumeratingTheAppsFolders() throws {
        let g = try globals(
            """
            let docs = URL.documentsDirectory
            let all: [String]? = {
                try! "a".write(to: docs.appendingPathComponent("one.card"), atomically: true, encoding: .utf8)
                try! "b".write(to: docs.appendingPathComponent("sub/two.card"), atomically: true, encoding: .utf8)
                return FileManager.default.enumerator(atPath: docs.path)?.allObjects as? [String]
            }()
            let e = FileManager.default.enumerator(atPath: docs.path)
            let first = e?.nextObject() as? String
            let rest = e?.allObjects as? [String]
            let outside = FileManager.default.enumerator(atPath: "/etc") == nil
            let name = URL(filePath: "/x/y.txt").lastPathComponent
            """)
        XCTAssertEqual(g.lookup("all"), .array(["one.card", "sub", "sub/two.card"].map { .string($0) }))
        XCTAssertEqual(g.lookup("first"), .string("one.card"))
        XCTAssertEqual(g.lookup("rest"), .array(["sub", "sub/two.card"].map { .string($0) }))
        XCTAssertEqual(g.lookup("outside"), .bool(true))
        XCTAssertEqual(g.lookup("name"), .string("y.txt"))
    }

    func testErrorsDescribeThemselvesAsSwiftDoes() throws {
        let g = try globals(
            """
            enum LoadError: Error { case missing, corrupt }
            enum Friendly: LocalizedError {
                case offline
                var errorDescription: String? { "You are offline." }
            }
            func text(_ e: Error) -> String { e.localizedDescription }
            let plain = text(LoadError.corrupt)
            let friendly = text(Friendly.offline)
            let foundation: String = { do { _ = try JSONDecoder().decode([Int].self, from: Data("x".utf8)); return "" } catch { return error.localizedDescription } }()
            """)
        XCTAssertEqual(g.lookup("plain"), .string("The operation couldn’t be completed. (LoadError error 1.)"))
        XCTAssertEqual(g.lookup("friendly"), .string("You are offline."))
        guard case .string(let f)? = g.lookup("foundation") else { return XCTFail("no message") }
        XCTAssertFalse(f.isEmpty)
    }

    func testPercentEncodingBooleanDescriptionsAndNumberFormatterSymbols() throws {
        let g = try globals(
            """
            let query = "a b&c".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
            let decoded = "a%20b".removingPercentEncoding
            let flag = true.description + "/" + false.description
            let formatter: NumberFormatter = {
                let f = NumberFormatter()
                f.locale = Locale(identifier: "en_US")
                f.numberStyle = .decimal
                f.groupingSeparator = "."
                f.decimalSeparator = ","
                f.maximumFractionDigits = 2
                f.positivePrefix = "+"
                return f
            }()
            let german = formatter.string(from: NSNumber(value: 1234567.891))
            """)
        XCTAssertEqual(g.lookup("query"), .string("a%20b&c"))
        XCTAssertEqual(g.lookup("decoded"), .string("a b"))
        XCTAssertEqual(g.lookup("flag"), .string("true/false"))
        XCTAssertEqual(g.lookup("german"), .string("+1.234.567,89"))
        let e = ScriptTestSupport.error(
            """
            let f: NumberFormatter = { let f = NumberFormatter(); f.multiplier = .nan; return f }()
            struct ContentView: View { var body: some View { Text(f.string(from: 1) ?? "") } }
            """)
        XCTAssertTrue(e.contains("needs a finite number"), e)
    }

    func testATextFieldShowsAValueAsItsFormatterWritesIt() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                @State private var amount = 1234.5
                let formatter: NumberFormatter = {
                    let f = NumberFormatter()
                    f.locale = Locale(identifier: "en_US")
                    f.numberStyle = .currency
                    return f
                }()
                var body: some View { TextField("Amount", value: $amount, formatter: formatter).frame(width: 200) }
            }
            """)
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .currency
        let compiled = try ScriptTestSupport.compiledJSON(TextField("Amount", value: .constant(1234.5), formatter: f).frame(width: 200))
        XCTAssertEqual(script, compiled)
        XCTAssertTrue(script.contains("$1,234.50"), script)
    }

    /// `Data(count:)` is that many zero bytes; `Data(capacity:)` is empty.
    func testDataOfACountAndACapacity() throws {
        let source = """
            struct ContentView: View {
                @State var data = Data(count: 3)
                var body: some View { Text("\\(data.count) \\(Data(capacity: 10).count)") }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["3 0"])
        XCTAssertTrue(
            ScriptTestSupport.error("struct ContentView: View { var body: some View { Text(\"\\(Data(count: -1).count)\") } }")
                .contains("out of range"))
    }

    /// A real app's row: a `RelativeDateTimeFormatter` made in a computed property, its units style
    /// set, shown with `Text(_:formatter:)` and asked directly; and a `DateFormatter` whose
    /// `dateFormat` is set to `.none` (a `String!`), which leaves its styles to decide.
    func testRelativeDateTimeFormatterAndANoneDateFormat() throws {
        RenderClock.fixedNow = Date(timeIntervalSince1970: 1_767_260_460)  // 2026-01-01 09:41 UTC
        RenderClock.fixedTimeZone = TimeZone(identifier: "UTC")
        defer { RenderClock.fixedNow = nil; RenderClock.fixedTimeZone = nil }
        let texts = try S.texts(
            """
            import SwiftUI
            struct ContentView: View {
              let departure = Date().addingTimeInterval(-3 * 3600)
              var relativeTimeFormatter: RelativeDateTimeFormatter {
                let rdf = RelativeDateTimeFormatter()
                rdf.unitsStyle = .abbreviated
                return rdf
              }
              var body: some View {
                let named = RelativeDateTimeFormatter()
                named.dateTimeStyle = .named
                let f = DateFormatter()
                f.timeStyle = .short
                f.dateFormat = .none
                return VStack {
                  Text("(") + Text(departure, formatter: relativeTimeFormatter) + Text(")")
                  Text(named.localizedString(for: Date().addingTimeInterval(-86400), relativeTo: Date()))
                  Text(RelativeDateTimeFormatter().localizedString(fromTimeInterval: 90))
                  Text("Last updated: \\(f.string(from: Date()))")
                }
              }
            }
            """)
        XCTAssertEqual(texts, ["(3h ago)", "yesterday", "in 2 minutes", "Last updated: 9:41\u{202F}AM"])
        XCTAssertTrue(
            S.error(
                "let f = RelativeDateTimeFormatter()\nlet x: Void = { f.unitsStyle = .tiny }()\nstruct ContentView: View { var body: some View { Text(\"x\") } }"
            )
            .contains("'.tiny' is not a RelativeDateTimeFormatter.UnitsStyle"))
    }

    /// `ForEach(dates, id: \\.hashValue)`: Hashable values of every kind have a hash value, equal for
    /// equal values and the same in every render.
    func testHashValuesOfBuiltInValues() throws {
        let g = try globals(
            """
            enum Direction { case arrival, departure }
            let d = Date(timeIntervalSince1970: 0)
            let values = [d.hashValue, Date(timeIntervalSince1970: 0).hashValue, Date(timeIntervalSince1970: 1).hashValue,
                          "a".hashValue, "a".hashValue, 5.hashValue, Direction.arrival.hashValue, Direction.departure.hashValue, [1, 2].hashValue]
            """)
        guard case .array(let v)? = g.lookup("values") else { return XCTFail("no values") }
        XCTAssertEqual(v[0], v[1])
        XCTAssertNotEqual(v[0], v[2])
        XCTAssertEqual(v[3], v[4])
        XCTAssertNotEqual(v[6], v[7])
        let again = try globals("let h = Date(timeIntervalSince1970: 0).hashValue")
        XCTAssertEqual(again.lookup("h"), v[0], "the same in every script")
        XCTAssertTrue(
            S.error("struct ContentView: View { var body: some View { Text(\"\\(Text(\"x\").hashValue)\") } }").contains("has no member 'hashValue'"))
    }

    /// The evaluator remembers which of Easel's tables answered a method of a native type; a
    /// method of the same name on another type still goes to its own (a formatter's `string(for:)`
    /// and a number formatter's, one after the other in a loop).
    func testAMethodOfTheSameNameOnAnotherTypeGoesToItsOwnTable() throws {
        RenderClock.fixedNow = Date(timeIntervalSince1970: 1_767_260_460)
        defer { RenderClock.fixedNow = nil }
        let g = try globals(
            """
            let relative = RelativeDateTimeFormatter()
            let number = NumberFormatter()
            let source = GKMersenneTwisterRandomSource(seed: 7)
            let uniform = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 7), lowestValue: 1, highestValue: 3)
            let results: [[Any]] = {
                var texts: [String] = []
                var draws: [Int] = []
                for i in 1...3 {
                    texts.append(relative.string(for: Date().addingTimeInterval(Double(-60 * i))) ?? "nil")
                    texts.append(number.string(for: i) ?? "nil")
                    draws.append(source.nextInt(upperBound: 1000))
                    draws.append(uniform.nextInt())
                }
                return [texts, draws]
            }()
            let texts = results[0]
            let draws = results[1]
            """)
        XCTAssertEqual(g.lookup("texts"), .array(["1 minute ago", "1", "2 minutes ago", "2", "3 minutes ago", "3"].map { .string($0) }))
        guard case .array(let draws)? = g.lookup("draws") else { return XCTFail("no draws") }
        let a = GKMersenneTwisterRandomSource(seed: 7)
        let b = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 7), lowestValue: 1, highestValue: 3)
        XCTAssertEqual(draws, (1...3).flatMap { _ in [Value.int(a.nextInt(upperBound: 1000)), .int(b.nextInt())] })
    }

    /// Locale names from Foundation's data, `Locale.availableIdentifiers` (sorted), the main
    /// thread, and Swift 5.7's `replacing(_:with:)`: the compiled code's values.
    func testLocaleNamesTheMainThreadAndReplacing() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(Locale(identifier: "en_US").localizedString(forRegionCode: "cn") ?? "")
                        Text(Locale(identifier: "de_DE").localizedString(forLanguageCode: "fr") ?? "")
                        Text(Locale(identifier: "en_US").localizedString(forIdentifier: "ja_JP") ?? "")
                        Text(Locale(identifier: "en_US").localizedString(forCurrencyCode: "EUR") ?? "")
                        Text(verbatim: "\\(Locale.availableIdentifiers.count) \\(Locale.availableIdentifiers.first!)")
                        Text(verbatim: "\\(Thread.isMainThread) \\(Thread.current.isMainThread)")
                        Text("Hello World".replacing(" ", with: "-"))
                    }
                }
            }
            """
        let en = Locale(identifier: "en_US"), ids = Locale.availableIdentifiers.sorted()
        XCTAssertEqual(
            try S.texts(source),
            [
                en.localizedString(forRegionCode: "cn")!, Locale(identifier: "de_DE").localizedString(forLanguageCode: "fr")!,
                en.localizedString(forIdentifier: "ja_JP")!, en.localizedString(forCurrencyCode: "EUR")!, "\(ids.count) \(ids[0])", "true true",
                "Hello-World",
            ])
        XCTAssertTrue(
            S.error("let x = Locale.current.localizedString(forCountry: \"cn\")\nstruct ContentView: View { var body: some View { Text(x ?? \"\") } }")
                .contains("localizedString(forCountry:)"))
    }

    /// NSLocale's class members and names: the country list of a settings form, and display names
    /// through `as NSLocale`, from Foundation's data as compiled code gets them.
    func testNSLocaleListsAndDisplayNames() throws {
        let source = """
            import SwiftUI
            struct ContentView: View {
                var countries: [String] {
                    NSLocale.isoCountryCodes.prefix(3).map { code in
                        let id = NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: code])
                        return NSLocale(localeIdentifier: "en_US").displayName(forKey: NSLocale.Key.identifier, value: id)!
                    }
                }
                var body: some View {
                    VStack {
                        Text(countries.joined(separator: ", "))
                        Text((Locale(identifier: "en_US") as NSLocale).displayName(forKey: .languageCode, value: "de") ?? "-")
                        Text(verbatim: "\\(NSLocale.isoLanguageCodes.count) \\(NSLocale.current.identifier)")
                    }
                }
            }
            """
        let en = NSLocale(localeIdentifier: "en_US")
        let countries = NSLocale.isoCountryCodes.prefix(3).map {
            en.displayName(forKey: .identifier, value: NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: $0]))!
        }
        XCTAssertEqual(
            try S.texts(source),
            [countries.joined(separator: ", "), en.displayName(forKey: .languageCode, value: "de")!, "\(NSLocale.isoLanguageCodes.count) en_US"])
        let lists = try S.value(
            "[Locale.isoRegionCodes.count, NSLocale.isoCurrencyCodes.count, NSLocale.availableLocaleIdentifiers.count, NSLocale.system.identifier.count]")
        XCTAssertEqual(
            lists,
            .array([
                .int(Locale.Region.isoRegions.count), .int(NSLocale.isoCurrencyCodes.count), .int(NSLocale.availableLocaleIdentifiers.count), .int(0),
            ]))
        XCTAssertEqual(try S.value("Thread.main.isMainThread && Thread.current.isMainThread"), .bool(true))
        let e = S.error(
            "let x = NSLocale(localeIdentifier: \"en_US\").displayName(forKey: .country, value: \"fr\")\nstruct ContentView: View { var body: some View { Text(x ?? \"\") } }"
        )
        XCTAssertTrue(e.contains("'.country' is not a member of NSLocale.Key"), e)
    }

    /// A model guarded by `NSLock` (`lock()`/`defer { unlock() }`, `withLock { … }`) runs as on one
    /// thread; `UIColor.withAlphaComponent(_:)` replaces a colour's opacity.
    func testLocksRunTheirWorkAndAlphaComponentsReplaceOpacity() throws {
        let source = """
            final class Cache {
                private let lock = NSLock()
                private let other = NSRecursiveLock()
                private var items: [String: Int] = [:]
                func set(_ k: String, _ v: Int) { lock.lock(); defer { lock.unlock() }; items[k] = v }
                func get(_ k: String) -> Int? { lock.withLock { items[k] } }
                var tried: Bool { other.try() }
            }
            struct ContentView: View {
                var lines: [String] {
                    let c = Cache()
                    c.set("a", 4)
                    let half = UIColor(red: 1, green: 0, blue: 0, alpha: 0.2).withAlphaComponent(0.5)
                    return ["\\(c.get("a") ?? 0)", "\\(c.tried)", "\\(Color(half))"]
                }
                var body: some View { VStack { ForEach(lines, id: \\.self) { Text($0) } } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["4", "true", "#FF000080"])
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 0.2).withAlphaComponent(0.5), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    /// `Bundle.main.bundlePath` and a framework bundle's are one app bundle (SBB's design system
    /// compares them to choose where its fonts are); `NSNotification.Name("…")` is a name.
    func testTheAppBundleHasOnePathAndNotificationNamesAreMade() throws {
        let source = """
            final class Marker {}
            struct ContentView: View {
                var lines: [String] {
                    let framework = Bundle(for: Marker.self)
                    let same = Bundle.main.bundlePath == framework.bundlePath
                    let resources = Bundle(path: framework.resourcePath!) != nil
                    _ = NSNotification.Name("ShowAlert")
                    return ["\\(same)", "\\(resources)", Bundle.main.bundleURL.lastPathComponent]
                }
                var body: some View { VStack { ForEach(lines, id: \\.self) { Text($0) } }
                    .onReceive(NotificationCenter.default.publisher(for: NSNotification.Name("ShowAlert"))) { _ in } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["true", "true", "App.app"])
    }

    /// A number formatter takes its number as an implicit `NSNumber`: `.init(value: amount)`.
    func testANumberFormatterTakesAnImplicitNSNumber() throws {
        let f = "let f: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .currency; return f }()"
        XCTAssertEqual(try ScriptTestSupport.value("f.string(from: .init(value: 3.5))", f), .string("$3.50"))
        XCTAssertEqual(try ScriptTestSupport.value("f.string(from: NSNumber(value: 2))", f), .string("$2.00"))
    }

    /// `String.localizedStringWithFormat` fills a format in the device's locale; C's `lroundf`
    /// rounds halves away from zero to an Int (a hex colour string).
    func testLocalizedFormatsAndCRounding() throws {
        XCTAssertEqual(try ScriptTestSupport.value(#"String.localizedStringWithFormat("%d of %@", 1200, "all")"#), .string("1,200 of all"))
        XCTAssertEqual(try ScriptTestSupport.value(##"String(format: "#%02lX%02lX", lroundf(0.5 * 255), lround(2.5))"##), .string("#8003"))
        XCTAssertEqual(try ScriptTestSupport.value("lround(-2.5)"), .int(-3))
    }

    /// Backyard Birds' viewport layout moves a rectangle through its parts:
    /// `birdBounds.origin.x += …`, `birdBounds.size.width -= …`; `width` alone stays read-only.
    func testARectanglesOriginAndSizeAreSetThroughTheirParts() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    var r = CGRect(x: 1, y: 2, width: 30, height: 40)
                    r.origin.x += 5
                    r.size.height -= 10
                    r.origin = CGPoint(x: r.minX, y: 9)
                    return Text("\\(Int(r.minX)) \\(Int(r.minY)) \\(Int(r.width)) \\(Int(r.height))")
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["6 9 30 30"])
        let message = ScriptTestSupport.error(
            """
            struct ContentView: View {
                var body: some View {
                    var r = CGRect.zero
                    r.width = 4
                    return Text("x")
                }
            }
            """)
        XCTAssertTrue(message.contains("cannot assign to property 'width' of CGRect"), message)
    }

    /// `.listRowInsets(.none)` is Optional's `.none`: the default insets, as `nil`.
    func testListRowInsetsOfNoneAreTheDefault() throws {
        func list(_ insets: String) -> String {
            "struct ContentView: View { var body: some View { List { Text(\"Row\").listRowInsets(\(insets)) }.frame(width: 300, height: 200) } }"
        }
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(list(".none")), try ScriptTestSupport.scriptJSON(list("nil")))
        XCTAssertNotEqual(try ScriptTestSupport.scriptJSON(list(".none")), try ScriptTestSupport.scriptJSON(list("EdgeInsets()")))
    }

    /// `URL(string:encodingInvalidCharacters:)` (iOS 17): false gives nil for a string with a
    /// space, true (and `URL(string:)`) percent-encodes it.
    func testURLStringWithOrWithoutEncodingInvalidCharacters() throws {
        let g = try globals(
            """
            let strict = URL(string: "https://example.com/a b", encodingInvalidCharacters: false)
            let encoded = URL(string: "https://example.com/a b", encodingInvalidCharacters: true)!.absoluteString
            let plain = URL(string: "https://example.com/a b")!.absoluteString
            let valid = URL(string: "https://example.com/a", encodingInvalidCharacters: false)!.path
            """)
        XCTAssertEqual(g.lookup("strict"), .null)
        XCTAssertEqual(g.lookup("encoded"), .string("https://example.com/a%20b"))
        XCTAssertEqual(g.lookup("plain"), .string("https://example.com/a%20b"))
        XCTAssertEqual(g.lookup("valid"), .string("/a"))
    }

    /// `CharacterSet.contains` called on a unicode scalar and passed as a function
    /// (`.filter(CharacterSet.alphanumerics.contains)`), and sets combined.
    func testCharacterSetContainsAndCombinations() throws {
        let g = try globals(
            """
            let code = String("ab-12 cd".uppercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains))
            let digit = CharacterSet.decimalDigits.contains("7")
            let letter = CharacterSet.decimalDigits.contains("x")
            let both = CharacterSet.letters.union(.decimalDigits).contains("5")
            let neither = CharacterSet.letters.subtracting(CharacterSet(charactersIn: "aeiou")).contains("e")
            """)
        XCTAssertEqual(g.lookup("code"), .string("AB12CD"))
        XCTAssertEqual(g.lookup("digit"), .bool(true))
        XCTAssertEqual(g.lookup("letter"), .bool(false))
        XCTAssertEqual(g.lookup("both"), .bool(true))
        XCTAssertEqual(g.lookup("neither"), .bool(false))
    }

    /// Members added by `extension Float`, `extension CGFloat` and `extension TimeInterval` apply
    /// to the script's floating-point values, which are all Doubles; Double's own win.
    func testExtensionsOfOtherFloatingPointTypesApplyToNumbers() throws {
        let g = try globals(
            """
            extension Float {
                func fixedRating() -> Float { (self * 2).rounded() / 2 }
                var label: String { "float" }
            }
            extension CGFloat { var half: CGFloat { self / 2 } }
            extension TimeInterval { var minutes: Int { Int(self) / 60 } }
            extension Double { var label: String { "double" } }
            let rating: Float = 3.7
            let width: CGFloat = 9
            let duration: TimeInterval = 600
            let results = [String(rating.fixedRating()), String(width.half), String(duration.minutes), rating.label]
            """)
        XCTAssertEqual(g.lookup("results"), .array(["3.5", "4.5", "10", "double"].map { .string($0) }))
    }

    /// A calendar's standalone, quarter and era names, `compare(_:to:toGranularity:)`, and the
    /// number types' `zero`, as Foundation and Swift give them.
    func testCalendarSymbolsCompareAndZero() throws {
        let g = try Script(
            source: """
                var calendar = Calendar(identifier: .gregorian)
                let days = calendar.shortStandaloneWeekdaySymbols
                let quarters = calendar.quarterSymbols.count
                let am = calendar.amSymbol
                let a = Date(timeIntervalSince1970: 0)
                let b = Date(timeIntervalSince1970: 3600)
                let sameDay = calendar.compare(a, to: b, toGranularity: .day) == .orderedSame
                let earlierHour = calendar.compare(a, to: b, toGranularity: .hour) == .orderedAscending
                let zero = Int.zero
                """, fileName: "t.swift"
        ).evaluator.globals
        XCTAssertEqual(g.lookup("days"), .array(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map { .string($0) }))
        XCTAssertEqual(g.lookup("quarters"), .int(4))
        XCTAssertEqual(g.lookup("am"), .string("AM"))
        XCTAssertEqual(g.lookup("sameDay"), .bool(true))
        XCTAssertEqual(g.lookup("earlierHour"), .bool(true))
        XCTAssertEqual(g.lookup("zero"), .int(0))
        XCTAssertEqual(try ScriptTestSupport.value("UIApplication.openSettingsURLString"), .string("app-settings:"))
    }

    /// A script's `DateComponentsFormatter`: settings set in place, strings from seconds, dates and
    /// components, as the compiled formatter writes them.
    func testDateComponentsFormatterInAScript() throws {
        let g = try Script(
            source: """
                func formatter(_ style: DateComponentsFormatter.UnitsStyle, pad: Bool = false) -> DateComponentsFormatter {
                    let f = DateComponentsFormatter()
                    f.allowedUnits = [.hour, .minute, .second]
                    f.unitsStyle = style
                    if pad { f.zeroFormattingBehavior = .pad }
                    return f
                }
                let padded = formatter(.positional, pad: true).string(from: 63)
                let short = formatter(.abbreviated).string(from: TimeInterval(3723))
                let one: String? = {
                    let f = formatter(.full)
                    f.maximumUnitCount = 1
                    return f.string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 7260))
                }()
                let components: String? = {
                    var c = DateComponents()
                    c.hour = 5
                    return formatter(.full).string(from: c)
                }()
                """, fileName: "t.swift"
        ).evaluator.globals
        XCTAssertEqual(g.lookup("padded"), .string("00:01:03"))
        XCTAssertEqual(g.lookup("short"), .string("1h 2m 3s"))
        XCTAssertEqual(g.lookup("one"), .string("2 hours"))
        XCTAssertEqual(g.lookup("components"), .string("5 hours"))
        XCTAssertThrowsError(
            try Script(
                source: "let bad: String? = { let f = DateComponentsFormatter(); f.unitsStyle = .tiny; return f.string(from: 1) }()",
                fileName: "t.swift"))
    }
}
