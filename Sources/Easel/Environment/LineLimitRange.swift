import Foundation

private enum ReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    /// Lines a text takes even when it needs fewer (the lower bound of `lineLimit(_:)` with a
    /// range, or the limit of `lineLimit(_:reservesSpace: true)`); 0 reserves none.
    var reservedLineCount: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Text between `limit.lowerBound` and `limit.upperBound` lines: it takes the lower bound's
    /// lines even when it needs fewer (a `TextField(axis: .vertical)` grows from there) and is
    /// shortened past the upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(lower: limit.lowerBound, upper: limit.upperBound) }

    /// Text at least `limit.lowerBound` lines tall, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(lower: limit.lowerBound, upper: nil) }

    /// Text of at most `limit.upperBound` lines (as `lineLimit(limit.upperBound)`).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(lower: 0, upper: limit.upperBound) }

    /// Text of at most `limit` lines that, with `reservesSpace`, always takes the space of
    /// `limit` lines, so that rows with shorter texts line up.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(lower: reservesSpace ? limit : 0, upper: limit) }

    private func lineLimit(lower: Int, upper: Int?) -> some View {
        transformEnvironment(\.self) { env in
            env.lineLimit = upper
            env.reservedLineCount = max(0, lower)
        }
    }
}
