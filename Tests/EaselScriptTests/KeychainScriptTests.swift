import XCTest
import Foundation
import Easel
@testable import EaselScript

/// The Security framework's keychain in scripts: empty at first, as on a fresh install, and
/// keeping what a render adds, updates and deletes.
final class KeychainScriptTests: XCTestCase {
    /// The token store of an app with sign-in, written as apps write it.
    static let store = """
        import Security
        final class TokenStore {
            static let shared = TokenStore()
            private let service = "com.example.app"
            func save(_ key: String, _ data: Data) -> Bool {
                let query = [
                    kSecClass as String: kSecClassGenericPassword as String,
                    kSecAttrService as String: service,
                    kSecAttrAccount as String: key,
                    kSecValueData as String: data,
                ] as [String: Any]
                SecItemDelete(query as CFDictionary)
                return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
            }
            func load(_ key: String) -> Data? {
                let query = [
                    kSecClass as String: kSecClassGenericPassword as String,
                    kSecAttrService as String: service,
                    kSecAttrAccount as String: key,
                    kSecReturnData as String: kCFBooleanTrue!,
                    kSecMatchLimit as String: kSecMatchLimitOne,
                ] as [String: Any]
                var result: AnyObject?
                let status = SecItemCopyMatching(query as CFDictionary, &result)
                return status == errSecSuccess ? result as? Data : nil
            }
        }

        """

    func testAFreshKeychainHasNoItemsAndKeepsWhatIsSaved() throws {
        let source =
            Self.store + """
                struct ContentView: View {
                    let before: String
                    let after: String
                    init() {
                        before = TokenStore.shared.load("token") == nil ? "signed out" : "signed in"
                        _ = TokenStore.shared.save("token", "abc".data(using: .utf8)!)
                        _ = TokenStore.shared.save("token", "xyz".data(using: .utf8)!)
                        after = TokenStore.shared.load("token").flatMap { String(data: $0, encoding: .utf8) } ?? "none"
                    }
                    var body: some View { VStack { Text(before); Text(after) } }
                }
                """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["signed out", "xyz"])
    }

    func testStatusesAttributesUpdatesAndDeletes() throws {
        let source = """
            import Security
            struct ContentView: View {
                var lines: [String] = []
                init() {
                    var query: [CFString: Any] = [:]
                    query[kSecClass] = kSecClassGenericPassword
                    query[kSecAttrLabel] = "login"
                    query[kSecAttrAccount] = "ada"
                    query[kSecValueData] = "pw".data(using: .utf8)
                    lines.append("\\(SecItemAdd(query as CFDictionary, nil) == errSecSuccess)")
                    lines.append("\\(SecItemAdd(query as CFDictionary, nil) == errSecDuplicateItem)")
                    let search: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrLabel: "login", kSecReturnAttributes: true]
                    var found: CFTypeRef?
                    _ = SecItemCopyMatching(search as CFDictionary, &found)
                    let attributes = found as? [CFString: Any]
                    lines.append(attributes?[kSecAttrAccount] as? String ?? "no account")
                    lines.append(attributes?[kSecValueData] == nil ? "no data without kSecReturnData" : "data")
                    let change: [CFString: Any] = [kSecAttrAccount: "grace"]
                    _ = SecItemUpdate(search as CFDictionary, change as CFDictionary)
                    var again: CFTypeRef?
                    _ = SecItemCopyMatching(search as CFDictionary, &again)
                    lines.append((again as? [CFString: Any])?[kSecAttrAccount] as? String ?? "no account")
                    lines.append("\\(SecItemDelete(search as CFDictionary) == errSecSuccess)")
                    let missing = SecItemDelete(search as CFDictionary)
                    lines.append(SecCopyErrorMessageString(missing, nil) as String? ?? "")
                }
                var body: some View { VStack { ForEach(lines, id: \\.self) { Text($0) } } }
            }
            """
        XCTAssertEqual(
            try ScriptTestSupport.texts(source),
            ["true", "true", "ada", "no data without kSecReturnData", "grace", "true", "The specified item could not be found in the keychain."])
    }

    /// `withUnsafeMutablePointer(to: &result) { SecItemCopyMatching(query, $0) }` (and a pointer's
    /// `pointee` set in the closure) write the variable back when the closure returns.
    func testAPointerToAVariableIsWrittenBackAfterItsClosure() throws {
        let source = """
            import Security
            struct ContentView: View {
                var lines: [String] {
                    let add: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "ada", kSecValueData: Data([7])]
                    _ = SecItemAdd(add as CFDictionary, nil)
                    let query: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecReturnAttributes: kCFBooleanTrue!]
                    var found: AnyObject?
                    let status = withUnsafeMutablePointer(to: &found) { SecItemCopyMatching(query as CFDictionary, $0) }
                    var n = 1
                    withUnsafeMutablePointer(to: &n) { $0.pointee += 41 }
                    let read = withUnsafePointer(to: n) { $0.pointee * 2 }
                    return ["\\(status == errSecSuccess)", (found as? [CFString: Any])?[kSecAttrAccount] as? String ?? "none", "\\(n)", "\\(read)"]
                }
                var body: some View { VStack { ForEach(lines, id: \\.self) { Text($0) } } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["true", "ada", "42", "84"])
    }

    func testAQueryThatIsNotADictionaryIsAnError() {
        let message = ScriptTestSupport.error(
            """
            import Security
            struct ContentView: View {
                var body: some View { Text("\\(SecItemDelete("all" as CFString))") }
            }
            """)
        XCTAssertTrue(message.contains("SecItemDelete takes a dictionary, got String"), message)
    }

    func testURLComponentsBuildAQueryAsValues() throws {
        let source = """
            struct ContentView: View {
                var text: String {
                    var c = URLComponents(string: "https://api.example.com")!
                    c.path = "/v1/items"
                    c.queryItems = [URLQueryItem(name: "q", value: "green tea"), URLQueryItem(name: "page", value: nil)]
                    let copy = c
                    c.host = "example.org"
                    var d = URLComponents(url: URL(string: "http://x.org/a?b=1")!, resolvingAgainstBaseURL: false)
                    d?.queryItems?.append(URLQueryItem(name: "c", value: "2"))
                    return [c.url?.absoluteString ?? "nil", copy.host ?? "nil", d?.string ?? "nil", c.queryItems?.first?.value ?? "nil"].joined(separator: " | ")
                }
                var body: some View { Text(text) }
            }
            """
        XCTAssertEqual(
            try ScriptTestSupport.texts(source),
            ["https://example.org/v1/items?q=green%20tea&page | api.example.com | http://x.org/a?b=1&c=2 | green tea"])
    }

    func testABadSchemeIsAnErrorNotATrap() {
        let message = ScriptTestSupport.error(
            """
            struct ContentView: View {
                var text: String {
                    var c = URLComponents()
                    c.scheme = "1 bad"
                    return c.string ?? ""
                }
                var body: some View { Text(text) }
            }
            """)
        XCTAssertTrue(message.contains("invalid URL scheme '1 bad'"), message)
    }
}
