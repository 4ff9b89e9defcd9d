import Foundation
import EaselLayout

/// When a `TimelineView` updates: a sequence of dates from a start date (SwiftUI's
/// `TimelineSchedule`).
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    typealias Mode = TimelineScheduleMode
    /// The dates to update at, from `startDate` on.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a schedule may update (SwiftUI's `TimelineScheduleMode`).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// Every `interval` seconds from a start date (SwiftUI's `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The dates `start + k * interval`, from the last one at or before `startDate` (or `start`).
    public struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date?
        let interval: TimeInterval
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 && interval.isFinite ? date.addingTimeInterval(interval) : nil
            return date
        }
    }

    public func entries(from startDate: Date, mode: Mode) -> Entries {
        var first = start
        if startDate > start, interval > 0, interval.isFinite {
            let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
            first = start.addingTimeInterval(steps * interval)
        }
        return Entries(upcoming: first, interval: interval)
    }
}

/// At the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}

    public func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// As often as an animation draws, at most every `minimumInterval` seconds (SwiftUI's
/// `AnimationTimelineSchedule`); a still image shows its first frame, at the render's date.
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// The shortest time between updates (nil: every frame).
    public let minimumInterval: Double?
    /// Whether updates are paused.
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: paused ? 0 : minimumInterval ?? 1.0 / 60)
    }
}

/// At the given dates (SwiftUI's `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: Mode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation draws.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as an animation draws, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a `TimelineView` gives its content: the date of the entry being shown and how often
/// entries come (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext {
    /// The date of the schedule's entry the content is drawn for.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence

    /// How often a timeline view updates.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The context at `now`: the schedule's last entry at or before `now` (a clock that ticks
    /// every minute shows the minute), or `now` itself before the schedule's first entry.
    /// A still image is the view as it appears, so the cadence is `.live`.
    package static func current<S: TimelineSchedule>(_ schedule: S, at now: Date) -> TimelineViewDefaultContext {
        var shown: Date?
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        // Entries are in order; an explicit schedule may list many, so the walk is bounded.
        for _ in 0..<100_000 {
            guard let date = iterator.next(), date <= now else { break }
            shown = date
        }
        return TimelineViewDefaultContext(date: shown ?? now, cadence: .live)
    }
}

/// A view whose content is drawn for the dates of a schedule (SwiftUI's `TimelineView`). A still
/// image shows the content for the schedule's entry current at the moment of the render.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// What the content closure receives.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        resolve(content(.current(schedule, at: RenderClock.now)), ctx.appending("TimelineView"))
    }
}
