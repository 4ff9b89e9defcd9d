import XCTest
import Foundation
import Easel
@testable import EaselScript

/// StoreKit in scripts, as Xcode's previews run it with the project's StoreKit configuration file:
/// the file's products, nothing bought yet.
final class StoreKitScriptTests: XCTestCase {
    /// A configuration as Xcode's StoreKit editor writes one (`fixtures/storekit/Garden.storekit`):
    /// a consumable with two localizations, a non-consumable, and a group of two subscriptions
    /// with offers.
    static let configuration = try! String(
        contentsOf: ScriptTestSupport.root.appendingPathComponent("fixtures/storekit/Garden.storekit"), encoding: .utf8)

    private func texts(_ source: String, storeKit: StoreKitConfiguration?) throws -> [String] {
        let script = try Script(source: source, fileName: "t.swift")
        script.storeKit = storeKit
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        return try script.checked { try renderer.layout() }.root.all { $0.kind == "Text" }.compactMap(\.label)
    }

    func testTheConfigurationFileIsRead() throws {
        let c = try StoreKitConfiguration(json: Data(Self.configuration.utf8))
        XCTAssertEqual(c.products.map(\.id), ["seed.single", "lifetime", "pass.monthly", "pass.yearly"])
        XCTAssertEqual(c.products.map(\.type), ["consumable", "nonConsumable", "autoRenewable", "autoRenewable"])
        XCTAssertEqual(c.products[0].displayName, "Bird Seed")  // the file's locale, en_US, not the first listed
        XCTAssertEqual(c.products[1].isFamilyShareable, true)
        let monthly = try XCTUnwrap(c.products[2].subscription)
        XCTAssertEqual(monthly.groupID, "G1")
        XCTAssertEqual(monthly.groupDisplayName, "Garden Pass")
        XCTAssertEqual(monthly.groupLevel, 2)
        XCTAssertEqual(monthly.period, StoreKitConfiguration.Period(iso8601: "P1M"))
        XCTAssertEqual(monthly.introductoryOffer?.paymentMode, "freeTrial")
        XCTAssertEqual(monthly.introductoryOffer?.price, 0)
        XCTAssertEqual(monthly.promotionalOffers.map(\.periodCount), [3])
        XCTAssertEqual(c.displayPrice(Decimal(string: "49.99")!), "$49.99")
        XCTAssertEqual(c.currencyCode, "USD")

        XCTAssertNil(StoreKitConfiguration.Period(iso8601: "P1X"))
        XCTAssertNil(StoreKitConfiguration.Period(iso8601: "P0M"))
        XCTAssertNil(StoreKitConfiguration.Period(iso8601: "P99999999999999999999Y"))
        // Bad files are refused with what is wrong.
        XCTAssertThrowsError(try StoreKitConfiguration(json: Data("[1]".utf8))) { e in
            XCTAssertTrue("\(e)".contains("not a StoreKit configuration file"), "\(e)")
        }
        let badPrice = Self.configuration.replacingOccurrences(of: "\"1.99\"", with: "\"free\"")
        XCTAssertThrowsError(try StoreKitConfiguration(json: Data(badPrice.utf8))) { e in
            XCTAssertTrue("\(e)".contains("'seed.single' has a price that is not a number"), "\(e)")
        }
        let badPeriod = Self.configuration.replacingOccurrences(of: "\"P1Y\"", with: "\"yearly\"")
        XCTAssertThrowsError(try StoreKitConfiguration(json: Data(badPeriod.utf8))) { e in
            XCTAssertTrue("\(e)".contains("'pass.yearly' has no period"), "\(e)")
        }
    }

    /// A shop's model loads its products in a task and shows them, as in Xcode's preview.
    func testProductsComeFromTheConfigurationAndNothingIsBought() throws {
        let source = """
            import SwiftUI
            import StoreKit

            @MainActor @Observable final class Shop {
                var products: [Product] = []
                var entitled = "unknown"
                var statuses = -1
                func load() async {
                    products = (try? await Product.products(for: ["pass.yearly", "seed.single", "pass.monthly", "missing"])) ?? []
                    switch await StoreKit.Transaction.currentEntitlement(for: "lifetime") {
                    case .verified: entitled = "verified"
                    case .unverified: entitled = "unverified"
                    case .none: entitled = "none"
                    }
                    statuses = (try? await Product.SubscriptionInfo.status(for: "G1"))?.count ?? -1
                    for await _ in Transaction.updates { entitled = "updated" }
                    for await _ in Message.messages { entitled = "message" }
                }
            }

            struct ShopView: View {
                @State private var shop = Shop()
                var body: some View {
                    VStack {
                        ForEach(shop.products, id: \\.id) { p in
                            Text("\\(p.displayName) \\(p.displayPrice) \\(p.type == .autoRenewable ? "sub" : "once")")
                            if let s = p.subscription {
                                Text("\\(s.subscriptionGroupID) \\(s.subscriptionPeriod.value) \\(s.subscriptionPeriod.unit.localizedDescription)")
                                if let intro = s.introductoryOffer {
                                    Text("intro \\(intro.paymentMode == .freeTrial ? "free" : "paid") \\(intro.period.value) \\(intro.period.unit.localizedDescription)")
                                }
                            }
                        }
                        Text("entitled \\(shop.entitled), statuses \\(shop.statuses)")
                        Text("\\((4.99 as Double).formatted(.currency(code: "USD"))) \\((0.16516).formatted(.percent.precision(.significantDigits(3))))")
                    }
                    .task { await shop.load() }
                }
            }
            """
        let c = try StoreKitConfiguration(json: Data(Self.configuration.utf8))
        XCTAssertEqual(
            try texts(source, storeKit: c),
            [
                "Bird Seed $1.99 once", "Monthly $4.99 sub", "G1 1 Month", "intro free 1 Week", "Yearly $49.99 sub", "G1 1 Year",
                "entitled none, statuses 0", "$4.99 16.5%",
            ])
        // Without a configuration, as on a device with no App Store connection: no products.
        XCTAssertEqual(try texts(source, storeKit: nil), ["entitled none, statuses 0", "$4.99 16.5%"])
    }

    /// Food Truck's `Subscription` forwards members to its product and to the product's
    /// subscription through two key-path dynamic member subscripts.
    func testKeyPathDynamicMembersPickTheRootThatHasTheMember() throws {
        let source = """
            import SwiftUI
            import StoreKit

            @dynamicMemberLookup
            struct Subscription {
                let product: Product
                var info: Product.SubscriptionInfo { product.subscription.unsafelyUnwrapped }
                subscript<T>(dynamicMember keyPath: KeyPath<Product, T>) -> T { product[keyPath: keyPath] }
                subscript<T>(dynamicMember keyPath: KeyPath<Product.SubscriptionInfo, T>) -> T { info[keyPath: keyPath] }
                var priceText: String { "\\(self.displayPrice)/\\(self.subscriptionPeriod.unit.localizedDescription.lowercased())" }
            }

            struct Plans: View {
                @State private var plans: [Subscription] = []
                var body: some View {
                    VStack {
                        ForEach(plans, id: \\.product.id) { s in Text("\\(s.displayName): \\(s.priceText), level \\(s.groupLevel)") }
                    }
                    .task {
                        plans = (try? await Product.products(for: ["pass.monthly", "pass.yearly", "lifetime"]))?
                            .compactMap { $0.subscription == nil ? nil : Subscription(product: $0) } ?? []
                    }
                }
            }
            """
        let c = try StoreKitConfiguration(json: Data(Self.configuration.utf8))
        XCTAssertEqual(try texts(source, storeKit: c), ["Monthly: $4.99/month, level 2", "Yearly: $49.99/year, level 1"])
    }

    /// A project's own `struct Product` is the script's, not StoreKit's.
    func testAnAppsOwnProductTypeWins() throws {
        let source = """
            import SwiftUI
            import StoreKit
            struct Product { let name: String; let price: Double }
            struct Message { let text: String }
            struct ContentView: View {
                let product = Product(name: "Mug", price: 12)
                let message = Message(text: "hi")
                var body: some View { Text("\\(product.name) \\(Int(product.price)) \\(message.text)") }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["Mug 12 hi"])
        // Without `import StoreKit` anywhere, StoreKit's names are not in scope.
        let error = ScriptTestSupport.error(
            "struct ContentView: View { var body: some View { Text(\"\\(Product.self)\") } }")
        XCTAssertTrue(error.contains("unknown identifier 'Product'"), error)
    }

    /// The configuration is found among the project's files, else near its Xcode project.
    func testTheProjectsConfigurationIsFound() throws {
        let fm = FileManager.default
        let top = fm.temporaryDirectory.appendingPathComponent("easel-storekit-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: top) }
        let app = top.appendingPathComponent("App"), misc = top.appendingPathComponent("Misc")
        for d in [app, misc, top.appendingPathComponent("Shop.xcodeproj")] { try fm.createDirectory(at: d, withIntermediateDirectories: true) }
        let file = app.appendingPathComponent("ShopView.swift").path
        try "struct ShopView {}".write(toFile: file, atomically: true, encoding: .utf8)
        var warnings: [String] = []
        XCTAssertNil(StoreKitConfiguration.find(for: file, resources: .folder(app.path, recursive: true)) { warnings.append($0) })

        // Beside the app's folder, as Backyard Birds keeps `Misc/Store.storekit`.
        try Self.configuration.write(to: misc.appendingPathComponent("Store.storekit"), atomically: true, encoding: .utf8)
        let nearby = StoreKitConfiguration.find(for: file, resources: .folder(app.path, recursive: true)) { warnings.append($0) }
        XCTAssertEqual(nearby?.products.count, 4)

        // Among the project's own files first: this one has only the consumable.
        let own = Self.configuration.replacingOccurrences(of: "\"productID\" : \"lifetime\"", with: "\"productID\" : \"lifetime2\"")
        try own.write(to: app.appendingPathComponent("Products.storekit"), atomically: true, encoding: .utf8)
        let found = StoreKitConfiguration.find(for: file, resources: .folder(app.path, recursive: true)) { warnings.append($0) }
        XCTAssertEqual(found?.products.map(\.id).contains("lifetime2"), true)
        XCTAssertEqual(warnings, [])

        // A file that does not read is a warning naming it; StoreKit then has no products.
        try "{ not json".write(to: app.appendingPathComponent("Products.storekit"), atomically: true, encoding: .utf8)
        XCTAssertNil(StoreKitConfiguration.find(for: file, resources: .folder(app.path, recursive: true)) { warnings.append($0) })
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("Products.storekit: not a StoreKit configuration file"), warnings[0])
    }
}
