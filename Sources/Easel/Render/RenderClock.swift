import Foundation

/// The moment and the time zone renders happen in: what `Date()` and `Date.now` in scripts,
/// relative date texts (`Text(date, style: .relative)`), a `TimelineView`, a date picker's
/// "today" and the default `EnvironmentValues.timeZone` read.
///
/// By default they are the machine's clock and time zone, as on a device. Fix them so that a
/// picture showing dates is the same whenever and wherever it is rendered: `easel render --now
/// 2026-01-01T09:41:00Z --time-zone America/Los_Angeles`, or in a test, before its snapshots:
///
///     RenderClock.fixedNow = Date(timeIntervalSince1970: 1_767_260_460)
///     RenderClock.fixedTimeZone = TimeZone(identifier: "America/Los_Angeles")
///
/// Those settings hold for the whole process. Tests that run in parallel (Swift Testing's default)
/// each fix their own moment with `withNow(_:timeZone:operation:)` instead, around the making of
/// their views and their snapshots:
///
///     RenderClock.withNow(moment, timeZone: TimeZone(identifier: "Asia/Tokyo")) {
///         expectSnapshot(of: ReceiptView(order: .sample))
///     }
public enum RenderClock {
    /// A moment and a time zone bound for the work of one task.
    private struct Scope: Sendable {
        let now: Date?
        let timeZone: TimeZone?
    }
    @TaskLocal private static var scope: Scope?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedNow: Date?
    nonisolated(unsafe) private static var storedTimeZone: TimeZone?

    /// The instant every "now" of a render reads; nil (the default): the machine's clock.
    public static var fixedNow: Date? {
        get { lock.withLock { storedNow } }
        set { lock.withLock { storedNow = newValue } }
    }
    /// The time zone renders show times in unless the environment sets one; nil (the default):
    /// the machine's.
    public static var fixedTimeZone: TimeZone? {
        get { lock.withLock { storedTimeZone } }
        set { lock.withLock { storedTimeZone = newValue } }
    }

    /// The current instant of a render: the one `withNow` binds, else `fixedNow`, else the
    /// machine's clock.
    public static var now: Date { scope?.now ?? fixedNow ?? Date() }
    /// The time zone of a render: the one `withNow` binds, else `fixedTimeZone`, else the machine's.
    public static var timeZone: TimeZone { scope?.timeZone ?? fixedTimeZone ?? .current }

    /// Runs `operation` with renders in `now` (and `timeZone`, when given) for the current task
    /// and the tasks it starts, whatever the process-wide settings are; nil leaves a setting to
    /// them.
    public static func withNow<R>(_ now: Date?, timeZone: TimeZone? = nil, operation: () throws -> R) rethrows -> R {
        try $scope.withValue(Scope(now: now, timeZone: timeZone), operation: operation)
    }

    /// As above, for asynchronous work.
    public static func withNow<R>(_ now: Date?, timeZone: TimeZone? = nil, operation: () async throws -> R) async rethrows -> R {
        try await $scope.withValue(Scope(now: now, timeZone: timeZone), operation: operation)
    }
}
