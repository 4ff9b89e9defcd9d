import Foundation

/// The time of a scheduler that runs at dates (Combine's `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType`, which have the same members): a date.
public struct _DateSchedulerTime: Strideable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// The time at `date`.
    public init(_ date: Date) { self.date = date }

    /// The interval from this time to `other`.
    public func distance(to other: _DateSchedulerTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    /// This time moved by `n`.
    public func advanced(by n: Stride) -> _DateSchedulerTime { _DateSchedulerTime(date.addingTimeInterval(n.magnitude)) }

    /// An interval in seconds (Combine's `RunLoop.SchedulerTimeType.Stride` and `OperationQueue.SchedulerTimeType.Stride`).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
        Sendable
    {
        /// The seconds.
        public var magnitude: TimeInterval
        /// The interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// An interval of `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { self.magnitude = timeInterval }
        /// An interval of `value` seconds.
        public init(integerLiteral value: TimeInterval) { self.magnitude = value }
        /// An interval of `value` seconds.
        public init(floatLiteral value: Double) { self.magnitude = value }
        /// An interval of `source` seconds, if exact.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let s = TimeInterval(exactly: source) else { return nil }
            self.magnitude = s
        }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// `s` seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// `ms` milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
        /// `us` microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
        /// `ns` nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

        /// The shorter interval is less.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// The sum.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        /// The difference.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        /// The product.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        /// Multiplies.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}

/// A scheduler's options when it takes none (Combine's `RunLoop.SchedulerOptions` and
/// `OperationQueue.SchedulerOptions`).
public struct _NoSchedulerOptions: Sendable {}
