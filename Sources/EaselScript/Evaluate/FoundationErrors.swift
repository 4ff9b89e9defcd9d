import Foundation
import SwiftSyntax

/// A Foundation error a script catches (a failed load, decode or file read): its readable
/// description and, as `NSError` bridges it, its domain and code. A load fails as `URLError`s do
/// on a device with no network (`NSURLErrorDomain`, −1009, `.notConnectedToInternet`), so an app's
/// `error as? URLError` and `(error as NSError).code` checks take the branch they take offline.
struct ScriptFoundationError: Error, CustomStringConvertible {
    static let urlDomain = "NSURLErrorDomain"
    static let cocoaDomain = "NSCocoaErrorDomain"

    let description: String
    var domain = cocoaDomain
    var code = 0
    /// The `URLError.Code` case of a URL error (`notConnectedToInternet`).
    var urlCodeName: String?
    var failingURL: URL?
    /// Seen through `as? URLError`: `code` is the `URLError.Code` case, not the number.
    var viewedAsURLError = false
    /// What an `NSError` was made with (`userInfo:`).
    var userInfo: Value = .dictionary([])

    /// `localizedDescription`, `domain`, `code`, `errorCode`, `userInfo`, `failureReason`,
    /// `failingURL`.
    func member(_ name: String) -> Value? {
        switch name {
        case "localizedDescription", "description": return .string(description)
        case "domain": return .string(domain)
        case "code":
            if viewedAsURLError, let c = urlCodeName { return .implicitMember(c, nil) }
            return .int(code)
        case "errorCode": return .int(code)
        case "userInfo": return userInfo
        case "failureReason", "recoverySuggestion", "helpAnchor": return .null
        case "failingURL": return failingURL.map { .native($0) } ?? .null
        default: return nil
        }
    }
}

extension ScriptFoundationError {
    /// `NSURLErrorDomain`, `NSCocoaErrorDomain` and the URL error codes apps compare with.
    static func globalConstant(_ name: String) -> Value? {
        switch name {
        case "NSURLErrorDomain": return .string(urlDomain)
        case "NSCocoaErrorDomain": return .string(cocoaDomain)
        case "NSURLErrorCancelled": return .int(-999)
        case "NSURLErrorTimedOut": return .int(-1001)
        case "NSURLErrorCannotFindHost": return .int(-1003)
        case "NSURLErrorNetworkConnectionLost": return .int(-1005)
        case "NSURLErrorNotConnectedToInternet": return .int(-1009)
        // The `userInfo` keys of an `NSError`, as Foundation spells their values.
        case "NSLocalizedDescriptionKey": return .string("NSLocalizedDescription")
        case "NSLocalizedFailureReasonErrorKey": return .string("NSLocalizedFailureReason")
        case "NSLocalizedRecoverySuggestionErrorKey": return .string("NSLocalizedRecoverySuggestion")
        case "NSUnderlyingErrorKey": return .string("NSUnderlyingError")
        case "NSFilePathErrorKey": return .string("NSFilePath")
        default: return nil
        }
    }

    /// `NSError(domain: "Sync", code: 3, userInfo: [NSLocalizedDescriptionKey: "…"])`: its
    /// description is the one given, else Foundation's ("The operation couldn’t be completed.
    /// (Sync error 3.)").
    static let values: [ValueDeclaration] = [
        ValueDeclaration("NSError", labels: ["domain", "code", "userInfo"]) { r, _ in
            guard let d = r.named("domain"), let c = r.named("code") else { throw r.missing("'domain:' and 'code:'") }
            let domain = try Conversions.string(d.value, node: d.node), code = try Conversions.int(c.value, node: c.node)
            let info = r.named("userInfo")?.value ?? .dictionary([])
            var text = "The operation couldn’t be completed. (\(domain) error \(code).)"
            if case .dictionary(let entries) = info {
                for e in entries where e.key == .string("NSLocalizedDescription") {
                    if case .string(let s) = e.value { text = s }
                }
            }
            var error = ScriptFoundationError(description: text, domain: domain, code: code)
            error.userInfo = info
            return .native(error)
        }
    ]
}

extension Evaluator {
    /// `error as? URLError`, `error as! URLError`, `error as NSError` of a Foundation error: the
    /// error itself when it is one of these (a URL error viewed as a `URLError`), nil (`as?`) or a
    /// failed cast (`as!`) when not. Nil for any other value or type: the cast is evaluated as usual.
    func foundationErrorCast(_ v: Value, to type: String, mark: String?, node: Syntax) throws -> Value? {
        // The app's own error (`APIError.invalidStatusCode`) is none of Foundation's error types.
        switch v {
        case .enumCase, .instance:
            guard mark != nil, Self.foundationErrorTypes.contains(type) else { return nil }
            if mark == "?" { return .null }
            throw EvalError("could not cast value of type '\(v.typeName)' to '\(type)'", node)
        default: break
        }
        guard case .native(var e as ScriptFoundationError) = v, let isOfType = Self.foundationError(e, isOfType: type) else { return nil }
        if isOfType {
            e.viewedAsURLError = type == "URLError"
            return .native(e)
        }
        if mark == "?" { return .null }
        throw EvalError("could not cast value of type 'NSError' (\(e.domain)) to '\(type)'", node)
    }

    /// Foundation's error structures, which no script value is.
    static let foundationErrorTypes: Set<String> = ["URLError", "CocoaError", "DecodingError", "EncodingError"]

    /// Whether a Foundation error is of the named error type (`catch let e as URLError`, `is URLError`).
    /// Nil for a type that is no error type (the cast or test is evaluated as usual).
    static func foundationError(_ e: ScriptFoundationError, isOfType written: String) -> Bool? {
        let type = written.hasPrefix("any ") ? String(written.dropFirst(4)) : written
        switch type {
        case "NSError", "Error", "LocalizedError", "CustomNSError": return true
        case "URLError": return e.domain == ScriptFoundationError.urlDomain
        case "CocoaError", "DecodingError", "EncodingError": return e.domain == ScriptFoundationError.cocoaDomain
        default: return nil
        }
    }
}
