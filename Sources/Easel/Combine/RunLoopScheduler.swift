import Foundation

extension RunLoop: Scheduler {
    /// A run loop's time (Combine's `RunLoop.SchedulerTimeType`): a date.
    public typealias SchedulerTimeType = _DateSchedulerTime

    /// Options for a run loop (Combine's `RunLoop.SchedulerOptions`): none.
    public typealias SchedulerOptions = _NoSchedulerOptions

    /// The date now.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
}
