import XCTest
import Easel

/// Objects in the environment (`environmentObject(_:)` with `@EnvironmentObject`,
/// `environment(_:)` with `@Environment(T.self)`) and the stored settings (`@AppStorage`,
/// `@SceneStorage`) of compiled views.
final class ObjectEnvironmentTests: XCTestCase {
    final class Settings: ObservableObject {
        @Published var title = "Tea"
    }

    final class Basket {
        var count = 3
    }

    struct Header: View {
        @EnvironmentObject var settings: Settings
        @Environment(Basket.self) private var basket
        @Environment(Basket.self) private var maybe: Basket?
        var body: some View { Text("\(settings.title) \(basket.count) \(maybe == nil)") }
    }

    struct Screen: View {
        @AppStorage("volume") private var volume = 7
        @SceneStorage("tab") private var tab = "home"
        @AppStorage("name") private var name: String?
        var body: some View { Text("\(volume) \(tab) \(name ?? "none")") }
    }

    func texts<V: View>(_ v: V) throws -> [String] {
        try ImageRenderer(content: v).layout().root.all { $0.kind == "Text" }.compactMap(\.label)
    }

    func testObjectsReachTheViewsBelowWhereTheyAreSet() throws {
        let settings = Settings(), basket = Basket()
        XCTAssertEqual(try texts(Header().environmentObject(settings).environment(basket)), ["Tea 3 false"])
        settings.title = "Coffee"
        basket.count = 5
        XCTAssertEqual(try texts(VStack { Header() }.environment(basket).environmentObject(settings)), ["Coffee 5 false"])
    }

    func testStoredSettingsStartFromTheirDefaults() throws {
        XCTAssertEqual(try texts(Screen()), ["7 home none"])
    }
}
