import Foundation

/// One thing an axis draws at a value: a grid line, a tick or a label (Swift Charts' `AxisMark`).
public protocol AxisMark {
    /// What the mark draws.
    var axisComponents: [AxisComponent] { get }
}

/// What an axis mark draws at a value, as the chart reads it.
public struct AxisComponent {
    package enum Kind: Equatable { case gridLine, tick, label }
    package var kind: Kind
    package var stroke: StrokeStyle?
    package var style: AnyShapeStyle?
    package var font: Font?
    /// A tick's length.
    package var length: CGFloat?
    /// A label's own text (nil: the value's).
    package var text: String?
    /// A label's format style, applied to the value (nil when the value is not its input type).
    package var formatted: ((PlotValue) -> FormattedValue?)?
    /// Between values (a categorical axis's band edges) rather than on them.
    package var centered: Bool?

    package init(kind: Kind) { self.kind = kind }
}

/// A grid line across the plot at the value (Swift Charts' `AxisGridLine`).
public struct AxisGridLine: AxisMark {
    /// The grid line.
    public var axisComponents: [AxisComponent]

    /// A grid line, in `stroke` (½ point by default) and the axis colour.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        var c = AxisComponent(kind: .gridLine)
        c.centered = centered
        c.stroke = stroke
        axisComponents = [c]
    }
}

/// A short line outside the plot at the value (Swift Charts' `AxisTick`).
public struct AxisTick: AxisMark {
    /// The tick.
    public var axisComponents: [AxisComponent]

    /// A tick `length` points long (4 by default), in `stroke` and the axis colour.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        var c = AxisComponent(kind: .tick)
        c.centered = centered
        c.length = length.flatMap { $0.isFinite ? max(0, $0) : nil }
        c.stroke = stroke
        axisComponents = [c]
    }
}

/// The value's label (Swift Charts' `AxisValueLabel`): the value as text, or text of your own.
public struct AxisValueLabel: AxisMark {
    /// The label.
    public var axisComponents: [AxisComponent]

    /// The value's own label (a category's name, a nice number, a date in the axis's unit).
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        var c = AxisComponent(kind: .label)
        c.centered = centered
        axisComponents = [c]
    }

    /// The value through a format style (`format: .dateTime.month()`, `.number.precision(…)`),
    /// in the environment's locale; a value that is not the style's input shows its own label.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        var c = AxisComponent(kind: .label)
        c.centered = centered
        c.formatted = { v in AxisValue(index: 0, count: 1, value: v).as(F.FormatInput.self).map { FormattedValue($0, format: format) } }
        axisComponents = [c]
    }

    /// A label whose text `formatted` gives for the axis's value (scripts' format styles).
    package init(centered: Bool?, formatted: @escaping (PlotValue) -> FormattedValue?) {
        var c = AxisComponent(kind: .label)
        c.centered = centered
        c.formatted = formatted
        axisComponents = [c]
    }

    /// A label of your own text.
    public init(_ text: String, centered: Bool? = nil) {
        var c = AxisComponent(kind: .label)
        c.text = text
        c.centered = centered
        axisComponents = [c]
    }
}

/// Several axis marks from a builder.
public struct AxisMarkList: AxisMark {
    /// The marks, in order.
    public let axisComponents: [AxisComponent]
}

/// Builds the marks drawn at each axis value (Swift Charts' `@AxisMarkBuilder`).
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression(_ mark: some AxisMark) -> AxisMarkList { AxisMarkList(axisComponents: mark.axisComponents) }
    public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList { AxisMarkList(axisComponents: parts.flatMap(\.axisComponents)) }
    public static func buildOptional(_ part: AxisMarkList?) -> AxisMarkList { part ?? AxisMarkList(axisComponents: []) }
    public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }
    public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }
}

extension AxisMark {
    private func changing(_ change: (inout AxisComponent) -> Void) -> AxisMarkList {
        var cs = axisComponents
        for i in cs.indices { change(&cs[i]) }
        return AxisMarkList(axisComponents: cs)
    }

    /// Draws the mark in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkList {
        let s = AnyShapeStyle(style)
        return changing { $0.style = s }
    }

    /// The font of a label.
    public func font(_ font: Font?) -> AxisMarkList { changing { $0.font = font } }
}
