import Foundation

/// An app's StoreKit configuration file (`Products.storekit`, made with Xcode's StoreKit editor):
/// the in-app purchases and subscriptions that StoreKit Testing offers in Xcode's previews and in
/// the simulator instead of the App Store's. Scripts' StoreKit (`Product.products(for:)`) answers
/// from it, so a shop or a subscription screen shows the products, names and prices the app's
/// developer set up, as its preview in Xcode does.
///
/// The file is JSON: `products` (consumables and non-consumables), `nonRenewingSubscriptions`,
/// `subscriptionGroups` (each with its `subscriptions`), and `settings` (`_storefront`, the
/// App Store country as three letters, and `_locale`, the localization shown).
public struct StoreKitConfiguration: Sendable {
    /// One product of the file.
    public struct Product: Sendable {
        /// The product identifier (`productID`).
        public let id: String
        /// StoreKit's name of its type: `consumable`, `nonConsumable`, `autoRenewable` or `nonRenewable`.
        public let type: String
        /// The price in the storefront's currency (`displayPrice` in the file, "4.99").
        public let price: Decimal
        /// Its name in the file's localization (`displayName`; the reference name when it has none).
        public let displayName: String
        /// Its description in the file's localization.
        public let description: String
        /// Whether Family Sharing shares it (`familyShareable`).
        public let isFamilyShareable: Bool
        /// For an auto-renewable subscription: its group, level, period and offers.
        public let subscription: Subscription?
    }

    /// What an auto-renewable subscription adds to its product.
    public struct Subscription: Sendable {
        public let groupID: String
        /// The group's name (`Social Feed+`), or its localized display name when the file has one.
        public let groupDisplayName: String
        /// Its level in the group (`groupNumber`: 1 is the highest service).
        public let groupLevel: Int
        /// How often it renews (`recurringSubscriptionPeriod`).
        public let period: Period
        /// The offer a new subscriber gets (`introductoryOffer`), if any.
        public let introductoryOffer: Offer?
        /// The promotional offers (`adHocOffers` in the file).
        public let promotionalOffers: [Offer]
    }

    /// A subscription period (`P1M`: one month).
    public struct Period: Sendable, Equatable {
        /// `day`, `week`, `month` or `year`.
        public let unit: String
        /// How many units (the 3 of `P3D`).
        public let value: Int

        /// Reads an ISO 8601 period of one unit (`P3D`, `P1W`, `P6M`, `P1Y`); nil for anything else.
        public init?(iso8601 text: String) {
            guard text.hasPrefix("P"), let letter = text.last, let n = Int(text.dropFirst().dropLast()), n > 0, n <= 1_000 else { return nil }
            guard let unit = ["D": "day", "W": "week", "M": "month", "Y": "year"][String(letter)] else { return nil }
            self.unit = unit
            self.value = n
        }
    }

    /// An introductory or promotional offer.
    public struct Offer: Sendable {
        /// The offer's identifier (promotional offers' `offerID`); nil for an introductory offer.
        public let id: String?
        /// StoreKit's name of its payment mode: `freeTrial`, `payAsYouGo` or `payUpFront`.
        public let paymentMode: String
        /// What one period costs (0 for a free trial).
        public let price: Decimal
        /// The length of one of its periods.
        public let period: Period
        /// How many periods it lasts (`numberOfPeriods`; 1 for a free trial or one payment up front).
        public let periodCount: Int
    }

    /// The products in the order the file lists them: products, non-renewing subscriptions, then
    /// each group's subscriptions.
    public let products: [Product]
    /// The App Store country the file tests (`_storefront`, "USA").
    public let storefront: String
    /// The localization and number format of the file's test (`_locale`, "en_US").
    public let locale: Locale

    /// The largest configuration file read.
    public static let maxFileBytes = 4 << 20

    /// Reads a configuration file's JSON; throws a message naming what is wrong.
    public init(json data: Data) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw StoreKitConfigurationError("not a StoreKit configuration file (expected a JSON object)")
        }
        let settings = root["settings"] as? [String: Any] ?? [:]
        storefront = (settings["_storefront"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "USA"
        locale = Locale(identifier: (settings["_locale"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "en_US")
        var products: [Product] = []
        let language = locale.identifier
        for p in root["products"] as? [[String: Any]] ?? [] {
            let kind = p["type"] as? String == "Consumable" ? "consumable" : "nonConsumable"
            products.append(try Self.product(p, type: kind, language: language, subscription: nil))
        }
        for p in root["nonRenewingSubscriptions"] as? [[String: Any]] ?? [] {
            products.append(try Self.product(p, type: "nonRenewable", language: language, subscription: nil))
        }
        for g in root["subscriptionGroups"] as? [[String: Any]] ?? [] {
            let groupID = g["id"] as? String ?? ""
            let groupName =
                Self.localization(g["localizations"] as? [[String: Any]] ?? [], language: language)?["displayName"] as? String
                ?? g["name"] as? String ?? ""
            for s in g["subscriptions"] as? [[String: Any]] ?? [] {
                let id = s["productID"] as? String ?? "?"
                guard let period = (s["recurringSubscriptionPeriod"] as? String).flatMap(Period.init(iso8601:)) else {
                    throw StoreKitConfigurationError("subscription '\(id)' has no period this reader understands (recurringSubscriptionPeriod)")
                }
                let info = Subscription(
                    groupID: s["subscriptionGroupID"] as? String ?? groupID, groupDisplayName: groupName,
                    groupLevel: s["groupNumber"] as? Int ?? 1, period: period,
                    introductoryOffer: try (s["introductoryOffer"] as? [String: Any]).map { try Self.offer($0, id: nil, product: id) },
                    promotionalOffers: try (s["adHocOffers"] as? [[String: Any]] ?? []).map { o in
                        try Self.offer(o, id: o["offerID"] as? String ?? o["referenceName"] as? String, product: id)
                    })
                products.append(try Self.product(s, type: "autoRenewable", language: language, subscription: info))
            }
        }
        self.products = products
    }

    /// Reads a configuration file.
    public init(contentsOf path: String) throws {
        let size = FolderWalk.fileSize(path) ?? 0
        guard size <= Self.maxFileBytes else {
            throw StoreKitConfigurationError("\(path): \(size) bytes; StoreKit configuration files larger than \(Self.maxFileBytes >> 20) MiB are not read")
        }
        do {
            try self.init(json: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let e as StoreKitConfigurationError {
            throw StoreKitConfigurationError("\(path): \(e.message)")
        } catch {
            throw StoreKitConfigurationError("\(path): cannot read it (\((error as NSError).localizedDescription))")
        }
    }

    /// The configuration of a project: its first `.storekit` file among `resources` (the files of
    /// the file's project), else the first found within three folders below the folder holding
    /// the Xcode project above `file` (Backyard Birds keeps `Misc/Store.storekit` beside its app
    /// targets); nil when there is none. A file that does not read is a warning, as for a project
    /// file that does not parse.
    public static func find(for file: String, resources: BundleResources, warn: (String) -> Void) -> StoreKitConfiguration? {
        var path = resources.files.first { $0.hasSuffix(".storekit") }
        if path == nil,
            let project = XcodeProject.nearest(above: URL(fileURLWithPath: file).deletingLastPathComponent().path, levels: 7)
        {
            let top = URL(fileURLWithPath: project.path).deletingLastPathComponent().path
            var found: [String] = []
            FolderWalk.walk(top, maxDepth: 3) { p, name, isFolder in
                if isFolder {
                    let ext = FolderWalk.pathExtension(name)
                    return ext == "xcassets" || ext == "xcodeproj" || ProjectIndex.skippedFolders.contains(name) ? .skip : .descend
                }
                if FolderWalk.pathExtension(name) == "storekit" { found.append(p) }
                return .skip
            }
            path = found.sorted().first
        }
        guard let path else { return nil }
        do { return try StoreKitConfiguration(contentsOf: path) } catch {
            warn("\((error as? StoreKitConfigurationError)?.message ?? "\(error)") (StoreKit answers with no products)")
            return nil
        }
    }

    private static func product(_ p: [String: Any], type: String, language: String, subscription: Subscription?) throws -> Product {
        guard let id = p["productID"] as? String, !id.isEmpty else { throw StoreKitConfigurationError("a product has no productID") }
        let text = localization(p["localizations"] as? [[String: Any]] ?? [], language: language)
        return Product(
            id: id, type: type, price: try price(p["displayPrice"], product: id),
            displayName: text?["displayName"] as? String ?? p["referenceName"] as? String ?? id,
            description: text?["description"] as? String ?? "", isFamilyShareable: p["familyShareable"] as? Bool ?? false,
            subscription: subscription)
    }

    private static func offer(_ o: [String: Any], id: String?, product: String) throws -> Offer {
        guard let period = (o["subscriptionPeriod"] as? String).flatMap(Period.init(iso8601:)) else {
            throw StoreKitConfigurationError("an offer of '\(product)' has no period this reader understands (subscriptionPeriod)")
        }
        let mode = ["free": "freeTrial", "payAsYouGo": "payAsYouGo", "payUpFront": "payUpFront"][o["paymentMode"] as? String ?? ""] ?? "freeTrial"
        return Offer(
            id: id, paymentMode: mode, price: mode == "freeTrial" ? 0 : try price(o["displayPrice"], product: product), period: period,
            periodCount: mode == "payAsYouGo" ? max(1, min(o["numberOfPeriods"] as? Int ?? 1, 1_000)) : 1)
    }

    /// A price as the file writes it ("4.99"); a missing one is free.
    private static func price(_ v: Any?, product: String) throws -> Decimal {
        guard let text = v as? String, !text.isEmpty else { return 0 }
        guard let d = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !d.isNaN, d >= 0, d < 1_000_000 else {
            throw StoreKitConfigurationError("product '\(product)' has a price that is not a number from 0 to 999,999: '\(text)'")
        }
        return d
    }

    /// The localization for `language` ("en_US"): the same identifier, else the same language,
    /// else US English, else the first.
    private static func localization(_ all: [[String: Any]], language: String) -> [String: Any]? {
        let code = language.split(separator: "_").first.map(String.init) ?? language
        return all.first { $0["locale"] as? String == language }
            ?? all.first { ($0["locale"] as? String)?.split(separator: "_").first.map(String.init) == code }
            ?? all.first { $0["locale"] as? String == "en_US" } ?? all.first
    }

    /// The currency of an App Store storefront (three letters, "USA"); US dollars for one not listed.
    public var currencyCode: String {
        let byStorefront: [String: String] = [
            "USA": "USD", "CAN": "CAD", "MEX": "MXN", "BRA": "BRL", "GBR": "GBP", "IRL": "EUR", "FRA": "EUR", "DEU": "EUR", "ITA": "EUR",
            "ESP": "EUR", "NLD": "EUR", "BEL": "EUR", "AUT": "EUR", "PRT": "EUR", "FIN": "EUR", "GRC": "EUR", "CHE": "CHF", "SWE": "SEK",
            "NOR": "NOK", "DNK": "DKK", "POL": "PLN", "CZE": "CZK", "HUN": "HUF", "TUR": "TRY", "RUS": "RUB", "ISR": "ILS", "SAU": "SAR",
            "ARE": "AED", "EGY": "EGP", "ZAF": "ZAR", "NGA": "NGN", "IND": "INR", "CHN": "CNY", "HKG": "HKD", "TWN": "TWD", "JPN": "JPY",
            "KOR": "KRW", "SGP": "SGD", "MYS": "MYR", "THA": "THB", "IDN": "IDR", "PHL": "PHP", "VNM": "VND", "AUS": "AUD", "NZL": "NZD",
            "CHL": "CLP", "COL": "COP", "PER": "PEN", "PAK": "PKR", "KAZ": "KZT", "UKR": "UAH", "ROU": "RON", "BGR": "BGN",
        ]
        return byStorefront[storefront] ?? "USD"
    }

    /// A price as StoreKit's `displayPrice` shows it: in the storefront's currency, in the file's
    /// locale ("$4.99").
    public func displayPrice(_ price: Decimal) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = locale
        f.currencyCode = currencyCode
        return f.string(from: price as NSDecimalNumber) ?? "\(price)"
    }
}

/// A StoreKit configuration file that cannot be read.
public struct StoreKitConfigurationError: Error, CustomStringConvertible {
    /// What is wrong, with the file's path when it was read from one.
    public let message: String
    init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
