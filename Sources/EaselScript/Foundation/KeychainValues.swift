import Foundation
import SwiftSyntax
import Easel

/// The Security framework's keychain for scripts, as a freshly installed app finds it: empty.
/// `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` and `SecItemDelete` work on items kept in
/// memory for the rest of the render (a token saved by a model's `init` can be read back by the
/// view), and nothing reaches the machine. A sign-in screen's "is there a saved token?" finds
/// none, as on a first launch.
///
/// The `kSec…` constants are the strings Apple's `CFString` constants hold (`kSecClass` is
/// `"class"`, `kSecAttrAccount` is `"acct"`), so `kSecClass as String` keys and `[CFString: Any]`
/// queries are the same dictionaries; the `OSStatus` results are Apple's numbers.
enum KeychainValues {
    /// `errSecSuccess`, `errSecItemNotFound`, … and the text `SecCopyErrorMessageString` gives each.
    static let statuses: [String: (code: Int, message: String)] = [
        "errSecSuccess": (0, "No error."),
        "errSecUnimplemented": (-4, "Function or operation not implemented."),
        "errSecParam": (-50, "One or more parameters passed to a function were not valid."),
        "errSecAllocate": (-108, "Failed to allocate memory."),
        "errSecNotAvailable": (-25291, "No keychain is available. You may need to restart your computer."),
        "errSecAuthFailed": (-25293, "The user name or passphrase you entered is not correct."),
        "errSecDuplicateItem": (-25299, "The specified item already exists in the keychain."),
        "errSecItemNotFound": (-25300, "The specified item could not be found in the keychain."),
        "errSecInteractionNotAllowed": (-25308, "User interaction is not allowed."),
        "errSecDecode": (-26275, "Unable to decode the provided data."),
        "errSecMissingEntitlement": (-34018, "A required entitlement isn't present."),
    ]
    static func code(_ name: String) -> Int { statuses[name]!.code }

    /// The keychain's `CFString` constants by name, holding Apple's strings.
    static let constants: [String: String] = [
        "kSecClass": "class", "kSecClassGenericPassword": "genp", "kSecClassInternetPassword": "inet",
        "kSecClassCertificate": "cert", "kSecClassKey": "keys", "kSecClassIdentity": "idnt",
        "kSecAttrAccount": "acct", "kSecAttrService": "svce", "kSecAttrLabel": "labl", "kSecAttrGeneric": "gena",
        "kSecAttrDescription": "desc", "kSecAttrComment": "icmt", "kSecAttrServer": "srvr", "kSecAttrProtocol": "ptcl",
        "kSecAttrPort": "port", "kSecAttrPath": "path", "kSecAttrSecurityDomain": "sdmn", "kSecAttrAuthenticationType": "atyp",
        "kSecAttrAccessGroup": "agrp", "kSecAttrSynchronizable": "sync", "kSecAttrCreationDate": "cdat",
        "kSecAttrModificationDate": "mdat", "kSecAttrAccessible": "pdmn", "kSecAttrAccessControl": "accc",
        "kSecAttrIsInvisible": "invi", "kSecAttrIsNegative": "nega", "kSecAttrApplicationTag": "atag",
        "kSecAttrKeyType": "type", "kSecAttrKeySizeInBits": "bsiz", "kSecAttrApplicationLabel": "klbl",
        "kSecAttrAccessibleWhenUnlocked": "ak", "kSecAttrAccessibleAfterFirstUnlock": "ck",
        "kSecAttrAccessibleAlways": "dk", "kSecAttrAccessibleWhenUnlockedThisDeviceOnly": "aku",
        "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly": "cku", "kSecAttrAccessibleAlwaysThisDeviceOnly": "dku",
        "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly": "akpu", "kSecAttrSynchronizableAny": "syna",
        "kSecValueData": "v_Data", "kSecValueRef": "v_Ref", "kSecValuePersistentRef": "v_PersistentRef",
        "kSecReturnData": "r_Data", "kSecReturnAttributes": "r_Attributes", "kSecReturnRef": "r_Ref",
        "kSecReturnPersistentRef": "r_PersistentRef", "kSecMatchLimit": "m_Limit", "kSecMatchLimitOne": "m_LimitOne",
        "kSecMatchLimitAll": "m_LimitAll", "kSecUseDataProtectionKeychain": "nleg", "kSecUseAuthenticationContext": "u_AuthCtx",
        "kSecUseOperationPrompt": "u_OpPrompt", "kSecUseAuthenticationUI": "u_AuthUI",
    ]

    /// The attributes that tell two items of a class apart; another item with the same ones is a
    /// duplicate (Apple's primary keys; every attribute for the other classes).
    static let primaryKeys: [String: [String]] = [
        "genp": ["acct", "svce", "agrp", "sync"],
        "inet": ["acct", "srvr", "ptcl", "port", "path", "sdmn", "atyp", "agrp", "sync"],
    ]

    /// At most this many items are kept in one render.
    static let maxItems = 1_000

    /// A keychain constant, status or `kCFBooleanTrue`/`kCFBooleanFalse`, or nil.
    static func globalConstant(_ name: String) -> Value? {
        if let s = constants[name] { return .string(s) }
        if let s = statuses[name] { return .int(s.code) }
        if name == "kCFBooleanTrue" { return .bool(true) }
        if name == "kCFBooleanFalse" { return .bool(false) }
        return nil
    }

    /// The items of one render's keychain, each its attributes and its data (`v_Data`).
    final class Keychain {
        var items: [[String: Value]] = []
    }

    static let functions: [ValueDeclaration] = [
        ValueDeclaration("SecItemAdd") { r, ev in
            let attributes = try dictionary(r.positional(), "SecItemAdd")
            _ = r.positional()  // the result pointer: nil, or a reference Easel does not make
            guard let c = attributes["class"], case .string(let itemClass) = c else { return .int(code("errSecParam")) }
            let keychain = ev.keychain
            let item = attributes.filter { !isSearchKey($0.key) }
            let keys = primaryKeys[itemClass] ?? item.keys.filter { $0 != "v_Data" }.sorted()
            if keychain.items.contains(where: { other in other["class"] == c && keys.allSatisfy { other[$0] == item[$0] } }) {
                return .int(code("errSecDuplicateItem"))
            }
            guard keychain.items.count < maxItems else { throw EvalError("the keychain holds at most \(maxItems) items in a render", r.node) }
            var stored = item
            stored["cdat"] = .native(RenderClock.now)
            stored["mdat"] = .native(RenderClock.now)
            keychain.items.append(stored)
            return .int(code("errSecSuccess"))
        },
        ValueDeclaration("SecItemCopyMatching") { r, ev in
            let query = try dictionary(r.positional(), "SecItemCopyMatching")
            guard let out = r.positional() else { throw r.missing("the result (&result, or nil)") }
            // `&result` is written, or a pointer's pointee (`withUnsafeMutablePointer(to: &result) {
            // SecItemCopyMatching(query, $0) }`); a nil pointer asks only whether an item is there.
            let pointer: ScriptPointer? = if case .native(let p as ScriptPointer) = out.value { p } else { nil }
            let writes = out.node?.is(InOutExprSyntax.self) ?? false
            let found = ev.keychain.items.filter { matches($0, query) }
            guard !found.isEmpty else {
                pointer?.pointee = .null
                return .native(InOutResult(result: .int(code("errSecItemNotFound")), writes: writes ? [1: .null] : [:]))
            }
            let all = query["m_Limit"] == .string("m_LimitAll")
            let wantsData = query["r_Data"].map(isTrue) ?? false
            let wantsAttributes = query["r_Attributes"].map(isTrue) ?? false
            func result(_ item: [String: Value]) -> Value {
                if wantsAttributes {
                    let shown = item.filter { wantsData || $0.key != "v_Data" }
                    return .dictionary(shown.keys.sorted().map { (key: .string($0), value: shown[$0]!) })
                }
                return wantsData ? item["v_Data"] ?? .null : .null
            }
            let value: Value = all ? .array(found.map(result)) : result(found[0])
            pointer?.pointee = value
            return .native(InOutResult(result: .int(code("errSecSuccess")), writes: writes ? [1: value] : [:]))
        },
        ValueDeclaration("SecItemUpdate") { r, ev in
            let query = try dictionary(r.positional(), "SecItemUpdate")
            let changes = try dictionary(r.positional(), "SecItemUpdate").filter { !isSearchKey($0.key) && $0.key != "class" }
            let keychain = ev.keychain
            var found = false
            for i in keychain.items.indices where matches(keychain.items[i], query) {
                found = true
                keychain.items[i].merge(changes) { _, new in new }
                keychain.items[i]["mdat"] = .native(RenderClock.now)
            }
            return .int(code(found ? "errSecSuccess" : "errSecItemNotFound"))
        },
        ValueDeclaration("SecItemDelete") { r, ev in
            let query = try dictionary(r.positional(), "SecItemDelete")
            let keychain = ev.keychain
            let before = keychain.items.count
            keychain.items.removeAll { matches($0, query) }
            return .int(code(keychain.items.count < before ? "errSecSuccess" : "errSecItemNotFound"))
        },
        ValueDeclaration("SecCopyErrorMessageString") { r, _ in
            guard let a = r.positional() else { throw r.missing("a status") }
            let status = try Conversions.int(a.value, node: a.node)
            _ = r.positional()  // reserved, nil
            return statuses.values.first { $0.code == status }.map { .string($0.message) } ?? .null
        },
    ]

    /// A query's keys that say how to search or what to return, not what an item holds.
    static func isSearchKey(_ key: String) -> Bool {
        key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_") || key == "nleg"
    }

    static func isTrue(_ v: Value) -> Bool {
        if case .bool(let b) = v { return b }
        if case .int(let i) = v { return i != 0 }
        return false
    }

    /// Whether an item has every attribute the query names (its data and search keys aside).
    static func matches(_ item: [String: Value], _ query: [String: Value]) -> Bool {
        query.allSatisfy { key, value in
            if isSearchKey(key) || key.hasPrefix("v_") { return true }
            // `kSecAttrSynchronizable: kSecAttrSynchronizableAny` matches either.
            if key == "sync", value == .string("syna") { return true }
            return item[key] == value
        }
    }

    /// A query or attribute dictionary (`[String: Any]`, `[CFString: Any]`, `as CFDictionary`).
    static func dictionary(_ a: Arg?, _ function: String) throws -> [String: Value] {
        guard let a else { throw EvalError("\(function) needs a query dictionary", nil) }
        guard case .dictionary(let pairs) = a.value else { throw EvalError("\(function) takes a dictionary, got \(a.value.typeName)", a.node) }
        var d: [String: Value] = [:]
        for (k, v) in pairs {
            guard case .string(let key) = k else { throw EvalError("\(function): a keychain key is a kSec… constant, got \(k.typeName)", a.node) }
            d[key] = v
        }
        return d
    }
}
