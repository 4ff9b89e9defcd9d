import Foundation

extension OperationQueue: Scheduler {
    /// An operation queue's time (Combine's `OperationQueue.SchedulerTimeType`): a date.
    public typealias SchedulerTimeType = _DateSchedulerTime

    /// Options for an operation queue (Combine's `OperationQueue.SchedulerOptions`): none.
    public typealias SchedulerOptions = _NoSchedulerOptions

    /// The date now.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
}
