import Foundation
import SwiftSyntax
import Easel

/// `TimelineView` for scripts: its schedules (`.animation`, `.animation(minimumInterval:paused:)`,
/// `.everyMinute`, `.periodic(from:by:)`, `.explicit(dates)`) and its context's members.
enum TimelineValues {
    /// `TimelineView(schedule) { context in … }`.
    static func view(_ r: inout ArgReader, _ ev: Evaluator) throws -> AnyView {
        guard let s = r.positional() else { throw r.missing("schedule") }
        guard let (c, n) = r.closure("content") else { throw r.missing("'content:'") }
        let schedule = try self.schedule(s, ev)
        func make<S: TimelineSchedule>(_ schedule: S) -> AnyView {
            AnyView(TimelineView(schedule) { context in ev.deferredView(c, .native(context), node: n) })
        }
        return make(schedule)
    }

    /// The schedule a script names.
    static func schedule(_ a: Arg, _ ev: Evaluator) throws -> any TimelineSchedule {
        guard case .implicitMember(let name, let args) = a.value else {
            throw EvalError("expected a timeline schedule (.animation, .everyMinute, .periodic(from:by:), .explicit(_:)), got \(a.value.debugText)", a.node)
        }
        var r = ArgReader(args ?? Args([]), name, ev, node: a.node, known: ["from", "by", "minimumInterval", "paused"])
        let schedule: any TimelineSchedule
        switch name {
        case "animation":
            // Arguments left out are not passed: the defaults are the API's.
            let interval = try r.named("minimumInterval").flatMap { $0.value.isNone ? nil : try Conversions.cgfloat($0.value, node: $0.node) }
            let unpaused = AnimationTimelineSchedule(minimumInterval: interval.map(Double.init))
            if let paused = try r.named("paused").map({ try Conversions.bool($0.value, node: $0.node) }) {
                schedule = AnimationTimelineSchedule(minimumInterval: unpaused.minimumInterval, paused: paused)
            } else {
                schedule = unpaused
            }
        case "everyMinute":
            schedule = EveryMinuteTimelineSchedule()
        case "periodic":
            guard let from = r.named("from") else { throw r.missing("'from:'") }
            guard let by = r.named("by") else { throw r.missing("'by:'") }
            let start = try Conversions.native(from.value, Date.self, "Date", ev, node: from.node)
            let interval = Double(try Conversions.cgfloat(by.value, node: by.node))
            guard interval.isFinite, interval > 0 else {
                throw EvalError("a periodic schedule needs a positive interval, got \(by.value.debugText)", by.node)
            }
            schedule = PeriodicTimelineSchedule(from: start, by: interval)
        case "explicit":
            guard let dates = r.positional() else { throw r.missing("dates") }
            guard case .array(let xs) = dates.value else { throw EvalError("expected an array of dates, got \(dates.value.debugText)", dates.node) }
            schedule = ExplicitTimelineSchedule(try xs.map { try Conversions.native($0, Date.self, "Date", ev, node: dates.node) })
        default:
            throw EvalError(
                "unknown timeline schedule '.\(name)'" + Suggest.didYouMean(name, among: ["animation", "everyMinute", "periodic", "explicit"]), a.node)
        }
        try r.finish()
        return schedule
    }

    /// `context.date`, `context.cadence`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let c as TimelineViewDefaultContext) = base else { return nil }
        switch name {
        case "date": return .native(c.date)
        case "cadence": return .native(c.cadence)
        default: return nil
        }
    }
}
