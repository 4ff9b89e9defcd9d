import Foundation

extension Timer {
    /// A publisher of the date at each tick of a repeating timer (Combine's `Timer.publish`): the
    /// timer fires after the picture is taken, so a still image receives nothing, as in scripts.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A repeating timer's publisher (Combine's `Timer.TimerPublisher`), connected with
    /// `autoconnect()` or `connect()`. It never fires in a still image.
    public final class TimerPublisher: ConnectablePublisher {
        /// The date of a tick.
        public typealias Output = Date
        /// It cannot fail.
        public typealias Failure = Never

        /// The seconds between ticks.
        public let interval: TimeInterval
        /// The tolerance of a tick.
        public let tolerance: TimeInterval?
        /// The run loop the timer is on.
        public let runLoop: RunLoop
        /// The run loop's mode.
        public let mode: RunLoop.Mode
        /// The options.
        public let options: RunLoop.SchedulerOptions?

        /// A timer's publisher.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Delivers nothing: the first tick comes after the picture.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never { subscriber.start() }

        /// Starts the timer, which never fires in a still image.
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}
