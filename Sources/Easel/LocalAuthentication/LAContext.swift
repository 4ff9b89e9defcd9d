import Foundation

#if !canImport(ObjectiveC)
    /// Where a Cocoa method writes its error (Foundation's `NSErrorPointer`, which Linux's
    /// Foundation does not declare): `var error: NSError?` passed as `&error`, or `nil`.
    public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif

/// What a user proves to an app (LocalAuthentication's `LAPolicy`).
nonisolated public enum LAPolicy: Int, Hashable, Sendable, CaseIterable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The kind of biometric sensor a device has (LocalAuthentication's `LABiometryType`).
nonisolated public enum LABiometryType: Int, Hashable, Sendable, CaseIterable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

/// An error whose code a `catch` pattern names (`catch LAError.userCancel`), for the script
/// front end, which matches such patterns by value.
package protocol CodedError: Error {
    /// Whether `code` is this error's code.
    func hasCode(_ code: Any) -> Bool
}

/// Why authentication did not happen (LocalAuthentication's `LAError`), with its codes as
/// statics (`LAError.biometryNotAvailable`, `catch LAError.userCancel`).
nonisolated public struct LAError: CodedError, Hashable, Sendable {
    /// LocalAuthentication's error codes.
    public enum Code: Int, Hashable, Sendable, CaseIterable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case appCancel = -9, invalidContext = -10, notInteractive = -1004, companionNotAvailable = -11
        case biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8

        /// `catch LAError.userCancel`: whether the error is an `LAError` of this code.
        public static func ~= (code: Code, error: Error) -> Bool { (error as? LAError)?.code == code }
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    package func hasCode(_ code: Any) -> Bool { (code as? Code) == self.code }

    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext
    public static let notInteractive = Code.notInteractive
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout

}

/// Face ID, Touch ID and the passcode (LocalAuthentication's `LAContext`), as Xcode's previews
/// and a simulator without enrolled biometrics have them: nothing can be evaluated
/// (`canEvaluatePolicy` is false and writes `biometryNotAvailable` to its error), the sensor is
/// `.none`, and an evaluation fails with `biometryNotAvailable` (the reply closure gets `false`),
/// so a lock screen draws as it does for a device without Face ID.
nonisolated open class LAContext: @unchecked Sendable {
    /// The reason shown under the system's prompt, the button titles (never shown here).
    open var localizedReason = ""
    open var localizedCancelTitle: String?
    open var localizedFallbackTitle: String?
    /// How long a recent unlock counts, in seconds.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the system may prompt: a still image never does.
    open var interactionNotAllowed = false

    public init() {}

    /// The device's sensor: none.
    open var biometryType: LABiometryType { .none }

    /// Whether the policy can be evaluated: no, and why, in `error`.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.biometryNotAvailable.rawValue)
        return false
    }

    /// Evaluates the policy: it fails, `reply` gets false and the error.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, Error?) -> Void) {
        reply(false, LAError(.biometryNotAvailable))
    }

    /// Evaluates the policy: it throws `biometryNotAvailable`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(.biometryNotAvailable)
    }

    /// Ends the context.
    open func invalidate() {}
}
