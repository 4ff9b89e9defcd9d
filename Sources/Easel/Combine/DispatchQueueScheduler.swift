import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// A dispatch queue's time (Combine's `DispatchQueue.SchedulerTimeType`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The time.
        public var dispatchTime: DispatchTime

        /// The time at `time`.
        public init(_ time: DispatchTime) { self.dispatchTime = time }

        /// The interval from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds))
        }
        /// This time moved by `n`.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.magnitude))))
        }

        /// The hash of the time.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// An interval in nanoseconds (Combine's `DispatchQueue.SchedulerTimeType.Stride`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
            Sendable
        {
            /// The nanoseconds.
            public var magnitude: Int
            /// The interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            init(nanoseconds: Int) { self.magnitude = nanoseconds }

            /// An interval of `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                default: magnitude = .max
                }
            }
            /// An interval of `value` seconds.
            public init(floatLiteral value: Double) { self.magnitude = Int(value * 1e9) }
            /// An interval of `value` seconds.
            public init(integerLiteral value: Int) { self.magnitude = value * 1_000_000_000 }
            /// An interval of `source` seconds, if exact.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let n = Int(exactly: source) else { return nil }
                self.magnitude = n * 1_000_000_000
            }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            /// The shorter interval is less.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            /// The difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            /// The product.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude / 1_000_000_000) }
            /// Multiplies.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options for a dispatch queue (Combine's `DispatchQueue.SchedulerOptions`).
    public struct SchedulerOptions {
        /// The work's quality of service.
        public var qos: DispatchQoS
        /// The work's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins.
        public var group: DispatchGroup?

        /// Options with these settings.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The time now.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(nanoseconds: 0) }
}
