import Foundation

/// A time interval that can be written in seconds and their fractions (Combine's
/// `SchedulerTimeIntervalConvertible`): `.seconds(0.5)`, `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Where and when work runs (Combine's `Scheduler`): `DispatchQueue.main`, `RunLoop.main` and
/// `OperationQueue.main` are ones, given to `debounce`, `throttle`, `delay` and `receive(on:)`. A
/// still image is taken before anything they schedule runs.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's time, whose `Stride` is its intervals.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling work.
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// The least tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }
}
