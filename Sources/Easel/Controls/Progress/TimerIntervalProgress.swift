import Foundation

// Progress over a span of time (SwiftUI's `ProgressView(timerInterval:countsDown:)` and
// `Text(timerInterval:countsDown:)`), read at the render clock's moment: a still image shows
// the interval as it stands at `RenderClock.now`.

extension ProgressView {
    /// A bar for the time passed in `timerInterval` (emptying as it passes when `countsDown`),
    /// with a label and a label for the current value.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: TimerInterval.fraction(timerInterval, countsDown: countsDown, now: RenderClock.now), label: label(),
            currentValue: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A bar for the time passed in `timerInterval`, with a label; the current value is the timer
    /// (`Text(timerInterval:countsDown:)`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A bar for the time passed in `timerInterval`; the current value is the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension Text {
    /// A timer over `timerInterval` ("1:05"): the time left when `countsDown`, else the time
    /// passed, stopped at `pauseTime` when one is given; hours are folded into minutes when
    /// `showsHours` is false.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? RenderClock.now, timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: TimerInterval.text(seconds: seconds, showsHours: showsHours))
    }
}

/// The arithmetic of a timer interval.
enum TimerInterval {
    /// The bar's fraction at `now`: passed time over the whole, or what is left of it.
    static func fraction(_ interval: ClosedRange<Date>, countsDown: Bool, now: Date) -> Double {
        let whole = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard whole > 0 else { return countsDown ? 0 : 1 }
        let passed = min(max(now.timeIntervalSince(interval.lowerBound) / whole, 0), 1)
        return countsDown ? 1 - passed : passed
    }

    /// "m:ss", or "h:mm:ss" from an hour on when hours are shown.
    static func text(seconds: Double, showsHours: Bool) -> String {
        // NaN counts as none and a span beyond 30 million years as that (a date made from
        // `.infinity`), so that the whole seconds are an Int.
        let bounded = seconds.isNaN ? 0 : min(max(seconds, 0), 1e15)
        let total = Int(bounded.rounded(.down))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        if showsHours, h > 0 { return String(format: "%ld:%02ld:%02ld", h, m, s) }
        return String(format: "%ld:%02ld", total / 60, s)
    }
}
