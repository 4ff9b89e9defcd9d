import Foundation

/// The unified logging system's log object (`OSLog(subsystem:category:)`, `OSLog.default`), which
/// `os_log` and `os_signpost` write to. A still image has no console or Instruments trace, so
/// nothing is written and nothing is enabled; the object keeps its names.
nonisolated public final class OSLog: @unchecked Sendable {
    /// A category with a meaning to the tools (`.pointsOfInterest` shows signposts in Instruments).
    public struct Category: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    /// The process's default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops everything.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Whether signposts are recorded: no tool is attached.
    public var signpostsEnabled: Bool { false }
    /// Whether messages of `type` are kept: none are.
    public func isEnabled(type: OSLogType) -> Bool { false }
}

/// Writes a message to `log` (formatted with `args`): nowhere, in a still image.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}

/// Writes a message of `type` to `log`: nowhere, in a still image.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {}

/// What a signpost marks: the start or end of an interval, or a single event.
public struct OSSignpostType: Hashable, Sendable {
    let name: String
    public static let begin = OSSignpostType(name: "begin")
    public static let end = OSSignpostType(name: "end")
    public static let event = OSSignpostType(name: "event")
}

/// Tells a signpost's intervals apart.
public struct OSSignpostID: Hashable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier for `log`.
    public init(log: OSLog) { rawValue = 1 }
    /// The identifier of `object` for `log`.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(UInt64.max)
    public static let null = OSSignpostID(0)
}

/// Marks a point of interest for Instruments: nothing is recorded in a still image.
public func os_signpost(_ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}

/// Marks a point of interest with a message: nothing is recorded in a still image.
public func os_signpost(
    _ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...
) {}
