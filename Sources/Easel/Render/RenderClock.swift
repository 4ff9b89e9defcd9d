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
/// The settings hold for the whole process (every thread renders in the same moment). Tests that
/// run in parallel (Swift Testing's default) should set them once for the process, not per test.
public enum RenderClock {
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

    /// The current instant of a render: `fixedNow`, or the machine's clock.
    public static var now: Date { fixedNow ?? Date() }
    /// The time zone of a render: `fixedTimeZone`, or the machine's.
    public static var timeZone: TimeZone { fixedTimeZone ?? .current }
}
