import Foundation

/// OSLog's logger (`Logger(subsystem:category:)`, `logger.error("…")`), which files import with
/// `import OSLog` or `import os`: a still image has no console, so its messages go nowhere and
/// their interpolations are never evaluated (as Apple's, which reads them only when the message
/// is kept). Scripts do the same.
nonisolated public struct Logger: Sendable {
    /// The subsystem and category messages would be filed under.
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default subsystem's logger.
    public init() { self.init(subsystem: "", category: "") }

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// A log message with its interpolated values (`"Loaded \(count, privacy: .public) items"`),
/// which are kept unevaluated.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    /// The parts of a message: literal text and values with their privacy and format.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {}
        public mutating func appendInterpolation<T: BinaryInteger>(
            _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, privacy: OSLogPrivacy = .auto
        ) {}
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(
            _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed, privacy: OSLogPrivacy = .auto
        ) {}
    }
}

/// Whether a logged value is shown or redacted (`privacy: .public`).
public struct OSLogPrivacy: Hashable, Sendable {
    let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    /// Redacted, with a hash to tell equal values apart.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Redacted, with a hash to tell equal values apart.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    /// How a redacted value is masked.
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// How a logged integer is written (`format: .hex`).
public struct OSLogIntegerFormatting: Hashable, Sendable {
    let name: String
    public static let decimal = OSLogIntegerFormatting(name: "decimal")
    public static let hex = OSLogIntegerFormatting(name: "hex")
    public static let octal = OSLogIntegerFormatting(name: "octal")
}

/// How a logged number is written (`format: .fixed(precision: 2)`).
public struct OSLogFloatFormatting: Hashable, Sendable {
    let name: String
    public static let fixed = OSLogFloatFormatting(name: "fixed")
    public static let exponential = OSLogFloatFormatting(name: "exponential")
    public static let hybrid = OSLogFloatFormatting(name: "hybrid")
    public static func fixed(precision: @autoclosure () -> Int) -> OSLogFloatFormatting { .fixed }
}

/// A message's level (`logger.log(level: .error, "…")`).
public struct OSLogType: Hashable, Sendable {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}
