import Foundation

/// The marks of one chart axis (Swift Charts' `AxisMarks`): where the axis sits, which values it
/// marks, and what it draws at each (by default a grid line, a tick and the value's label).
public struct AxisMarks: AxisContent {
    package let position: AxisMarkPosition
    package let values: AxisMarkValues
    /// What to draw at a value; nil draws the default grid line, tick and label.
    package let content: ((AxisValue) -> [AxisComponent])?
    /// The stroke of the default grid lines and ticks.
    package var stroke: StrokeStyle?

    /// The default marks at the chosen values; `stroke` draws their grid lines and ticks.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.position = position
        self.values = values
        self.content = nil
        self.stroke = stroke
    }

    /// The marks `content` builds at each value.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.position = position
        self.values = values
        self.content = { content($0).axisComponents }
    }

    /// The default marks at the listed values.
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values, stroke: StrokeStyle? = nil)
    where Values.Element: Plottable {
        self.init(preset: preset, position: position, values: .values(values.map { PlotValue($0) }), stroke: stroke)
    }

    /// The marks `content` builds at each of the listed values.
    public init<Values: Sequence, Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Values.Element: Plottable {
        self.init(preset: preset, position: position, values: .values(values.map { PlotValue($0) }), content: content)
    }

    /// Marks with every part given, for scripts.
    package init(position: AxisMarkPosition, values: AxisMarkValues, components: ((AxisValue) -> [AxisComponent])?, stroke: StrokeStyle? = nil) {
        self.position = position
        self.values = values
        self.content = components
        self.stroke = stroke
    }

    /// This one set of marks.
    public var axisMarks: [AxisMarks] { [self] }
}

/// What `chartXAxis { }` and `chartYAxis { }` take: one or more `AxisMarks`.
public protocol AxisContent {
    /// The axis marks this content stands for.
    var axisMarks: [AxisMarks] { get }
}

/// Builds axis content (Swift Charts' `@AxisContentBuilder`).
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ content: some AxisContent) -> AxisContentList { AxisContentList(axisMarks: content.axisMarks) }
    public static func buildBlock(_ parts: AxisContentList...) -> AxisContentList { AxisContentList(axisMarks: parts.flatMap(\.axisMarks)) }
    public static func buildOptional(_ part: AxisContentList?) -> AxisContentList { part ?? AxisContentList(axisMarks: []) }
    public static func buildEither(first: AxisContentList) -> AxisContentList { first }
    public static func buildEither(second: AxisContentList) -> AxisContentList { second }
}

/// Several `AxisMarks` from a builder.
public struct AxisContentList: AxisContent {
    /// The axis marks, in order.
    public let axisMarks: [AxisMarks]

    package init(axisMarks: [AxisMarks]) { self.axisMarks = axisMarks }
}

/// Where an axis sits (Swift Charts' `AxisMarkPosition`).
public enum AxisMarkPosition: Equatable, Sendable {
    /// The chart's choice: trailing for y, bottom for x (leading for a categorical y).
    case automatic
    case leading, trailing, top, bottom
}

/// A family of axis looks (Swift Charts' `AxisMarkPreset`); Easel draws every preset as the
/// automatic one.
public enum AxisMarkPreset: Equatable, Sendable {
    case automatic, extended, aligned, inset
}

/// Which values an axis marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    package enum Kind: Sendable {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case calendarStride(Calendar.Component, count: Int)
        case values([PlotValue])
    }
    package let kind: Kind

    /// About five "nice" values (0, 25, 50 …), every category, or calendar units for dates.
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))
    /// About `desiredCount` nice values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount.map { max(1, min($0, 100)) }))
    }
    /// A value every `step` along a number axis (from a multiple of it).
    public static func stride(by step: Double) -> AxisMarkValues {
        step.isFinite && step > 0 ? AxisMarkValues(kind: .stride(step)) : .automatic
    }
    /// A value at the start of every `count` calendar units along a date axis.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil
    )
        -> AxisMarkValues
    {
        AxisMarkValues(kind: .calendarStride(component, count: max(1, count)))
    }
    package static func values(_ values: [PlotValue]) -> AxisMarkValues { AxisMarkValues(kind: .values(values.filter { !$0.isUnplottable })) }
}

/// The value an axis mark is drawn for (Swift Charts' `AxisValue`).
public struct AxisValue {
    /// The mark's position among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    package let value: PlotValue

    package init(index: Int, count: Int, value: PlotValue) {
        self.index = index
        self.count = count
        self.value = value
    }

    /// The value as `type`, or nil when it is not one (a category asked as a number).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .category(let s): return (s as? P) ?? String.PrimitivePlottable(s) as? P
        case .date(let d): return d as? P
        case .number(let x):
            if let p = x as? P { return p }
            if let p = Int(exactly: x.rounded()) as? P { return p }
            if let p = CGFloat(x) as? P { return p }
            if let p = Float(x) as? P { return p }
            return nil
        }
    }
}
