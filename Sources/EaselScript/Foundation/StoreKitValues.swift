import Foundation
import SwiftSyntax

/// StoreKit for scripts, as Xcode's previews run it with the project's StoreKit configuration file
/// (`StoreKitConfiguration`) and nothing bought yet: `Product.products(for:)` gives the file's
/// products (names, descriptions and prices in its localization and storefront), subscriptions
/// have their group, period and offers, and every question about purchases answers "none":
/// `Transaction.currentEntitlement(for:)` is nil, `Product.SubscriptionInfo.status(for:)` is
/// empty, and the streams of updates (`Transaction.updates`, `Storefront.updates`) deliver nothing
/// before the picture is taken. Without a configuration file, as on a device with no App Store
/// connection, `products(for:)` gives no products. Purchases and sheets need a person: a
/// `purchase()` that an action starts answers `.userCancelled`.
enum StoreKitValues {
    static let typeNames: Set<String> = [
        "Product", "Transaction", "AppStore", "Storefront", "AppTransaction", "VerificationResult", "PurchaseIntent", "Product.SubscriptionInfo",
        "Product.SubscriptionPeriod", "Product.SubscriptionPeriod.Unit", "Product.ProductType", "Product.SubscriptionOffer",
        "Product.PurchaseResult", "Product.SubscriptionInfo.Status", "Product.SubscriptionInfo.RenewalState", "Message",
    ]
    /// Of these, the names apps give their own types (`struct Product` in a shop's model).
    static let shadowable: Set<String> = ["Product", "Transaction", "Storefront", "VerificationResult", "PurchaseIntent", "Message"]

    /// A product of the configuration (`Product`).
    final class Product: CustomStringConvertible {
        let product: StoreKitConfiguration.Product
        let configuration: StoreKitConfiguration
        init(_ product: StoreKitConfiguration.Product, _ configuration: StoreKitConfiguration) {
            self.product = product
            self.configuration = configuration
        }
        var description: String { "Product(id: \"\(product.id)\")" }
    }

    /// `Product.SubscriptionInfo`, an offer, a period or its unit, and a storefront: what they read as.
    struct SubscriptionInfo: CustomStringConvertible {
        let info: StoreKitConfiguration.Subscription
        let configuration: StoreKitConfiguration
        var description: String { "Product.SubscriptionInfo(subscriptionGroupID: \"\(info.groupID)\")" }
    }
    struct SubscriptionOffer: CustomStringConvertible {
        let offer: StoreKitConfiguration.Offer
        let isIntroductory: Bool
        let configuration: StoreKitConfiguration
        var description: String { "Product.SubscriptionOffer(\(offer.paymentMode))" }
    }
    struct SubscriptionPeriod: CustomStringConvertible, Equatable {
        let period: StoreKitConfiguration.Period
        var description: String { "\(period.value) \(period.unit)" }
    }
    /// A period's unit (`.month`), which reads its name (`localizedDescription`, "Month").
    struct SubscriptionPeriodUnit: CustomStringConvertible, Hashable {
        let name: String
        var description: String { name }
    }
    struct Storefront: CustomStringConvertible {
        let countryCode: String
        var description: String { "Storefront(countryCode: \"\(countryCode)\")" }
    }

    /// The units' names as iOS shows them in English.
    static let unitNames = ["day": "Day", "week": "Week", "month": "Month", "year": "Year"]

    /// `Product.SubscriptionInfo`, `Product.SubscriptionPeriod.Unit` and the other nested types, and
    /// the static members that are not calls: streams that deliver nothing (`Transaction.updates`).
    static func staticMember(_ type: String, _ name: String, _ ev: Evaluator) -> Value? {
        switch (type, name) {
        case ("Product", "SubscriptionInfo"), ("Product", "SubscriptionPeriod"), ("Product", "ProductType"), ("Product", "SubscriptionOffer"),
            ("Product", "PurchaseResult"), ("Product.SubscriptionInfo", "Status"), ("Product.SubscriptionInfo", "RenewalState"),
            ("Product.SubscriptionPeriod", "Unit"):
            return .type(.builtin(type + "." + name))
        case ("Product.SubscriptionPeriod.Unit", _): return unitNames[name] != nil ? .native(SubscriptionPeriodUnit(name: name)) : nil
        case ("Transaction", "updates"), ("Transaction", "currentEntitlements"), ("Transaction", "all"), ("Transaction", "unfinished"),
            ("Product.SubscriptionInfo.Status", "updates"), ("Storefront", "updates"), ("PurchaseIntent", "intents"),
            // App Store messages (`for await message in Message.messages`): none before the picture.
            ("Message", "messages"):
            return .array([])
        case ("Storefront", "current"):
            return .native(Storefront(countryCode: ev.storeKit?.storefront ?? "USA"))
        case ("AppStore", "canMakePayments"): return .bool(true)
        default: return nil
        }
    }

    static let functions: [StaticFunctionDeclaration] =
        [
            // `try await Product.products(for: ["pass.family"])`: the configuration's products among
            // those identifiers, in the file's order.
            StaticFunctionDeclaration("Product", "products", labels: ["for"]) { r, ev in
                guard let a = r.named("for") else { throw r.missing("'for:' (the product identifiers)") }
                var ids: Set<String> = []
                try ev.iterate(a.value, node: a.node ?? r.node ?? Syntax(TokenSyntax.identifier("products"))) { id in
                    ids.insert(try Conversions.string(id, node: a.node))
                    return true
                }
                guard let c = ev.storeKit else { return .array([]) }
                return .array(c.products.filter { ids.contains($0.id) }.map { .native(Product($0, c)) })
            },
            StaticFunctionDeclaration("Product.SubscriptionInfo", "status", labels: ["for"]) { r, _ in
                r.skipRemaining()
                return .array([])
            },
        ]
        // Nothing bought: no entitlement and no transaction for any product.
        + ["currentEntitlement", "latest"].map { name in
            StaticFunctionDeclaration("Transaction", name, labels: ["for"]) { r, _ in
                r.skipRemaining()
                return .null
            }
        }
        + ["sync", "showManageSubscriptions", "requestReview", "presentOfferCodeRedeemSheet"].map { name in
            StaticFunctionDeclaration("AppStore", name) { r, _ in
                r.skipRemaining()
                return .void
            }
        }

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let p as Product):
            let product = p.product
            switch name {
            case "id": return .string(product.id)
            case "type": return .implicitMember(product.type, nil)
            case "displayName": return .string(product.displayName)
            case "description": return .string(product.description)
            case "displayPrice": return .string(p.configuration.displayPrice(product.price))
            case "price": return .double(NSDecimalNumber(decimal: product.price).doubleValue)
            case "isFamilyShareable": return .bool(product.isFamilyShareable)
            case "subscription": return product.subscription.map { .native(SubscriptionInfo(info: $0, configuration: p.configuration)) } ?? .null
            case "priceFormatStyle": return .native(FormatStyleValue.number(NumberFormat(kind: .currency(p.configuration.currencyCode))))
            // The style of a period's unit (`unit.formatted(product.subscriptionPeriodUnitFormatStyle)`).
            case "subscriptionPeriodUnitFormatStyle", "subscriptionPeriodFormatStyle":
                return .native(InertValue(typeName: "Product.SubscriptionPeriod.Unit.FormatStyle"))
            // Nothing bought: no transaction, no entitlement.
            case "currentEntitlement", "latestTransaction": return .null
            default: return nil
            }
        case .native(let s as SubscriptionInfo):
            switch name {
            case "subscriptionGroupID": return .string(s.info.groupID)
            case "groupLevel": return .int(s.info.groupLevel)
            case "groupDisplayName": return .string(s.info.groupDisplayName)
            case "subscriptionPeriod": return .native(SubscriptionPeriod(period: s.info.period))
            case "introductoryOffer":
                return s.info.introductoryOffer.map { .native(SubscriptionOffer(offer: $0, isIntroductory: true, configuration: s.configuration)) } ?? .null
            case "promotionalOffers":
                return .array(s.info.promotionalOffers.map { .native(SubscriptionOffer(offer: $0, isIntroductory: false, configuration: s.configuration)) })
            case "winBackOffers", "status": return .array([])
            // Nobody has subscribed yet: an introductory offer is open to them.
            case "isEligibleForIntroOffer": return .bool(true)
            default: return nil
            }
        case .native(let o as SubscriptionOffer):
            switch name {
            case "id": return o.offer.id.map { .string($0) } ?? .null
            case "type": return .implicitMember(o.isIntroductory ? "introductory" : "promotional", nil)
            case "displayPrice": return .string(o.configuration.displayPrice(o.offer.price))
            case "price": return .double(NSDecimalNumber(decimal: o.offer.price).doubleValue)
            case "paymentMode": return .implicitMember(o.offer.paymentMode, nil)
            case "period": return .native(SubscriptionPeriod(period: o.offer.period))
            case "periodCount": return .int(o.offer.periodCount)
            default: return nil
            }
        case .native(let p as SubscriptionPeriod):
            switch name {
            case "unit": return .native(SubscriptionPeriodUnit(name: p.period.unit))
            case "value": return .int(p.period.value)
            default: return nil
            }
        case .native(let u as SubscriptionPeriodUnit):
            return name == "localizedDescription" ? unitNames[u.name].map { .string($0) } : nil
        case .native(let s as Storefront):
            switch name {
            case "countryCode": return .string(s.countryCode)
            case "id": return .string(s.countryCode == "USA" ? "143441" : s.countryCode)
            default: return nil
            }
        default: return nil
        }
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch base {
        case .native(is Product):
            // A purchase needs a person to confirm it: one an action starts is cancelled.
            if name == "purchase" { return .implicitMember("userCancelled", nil) }
            return nil
        case .native(let u as SubscriptionPeriodUnit):
            // `unit.formatted(product.subscriptionPeriodUnitFormatStyle)`: the unit's name in lower case.
            if name == "formatted" { return .string(unitNames[u.name, default: u.name].lowercased()) }
            return nil
        default: return nil
        }
    }
}
