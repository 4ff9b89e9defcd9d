import Foundation

/// What a chart draws (Swift Charts' `ChartContent`): marks, `ForEach` over marks, and content of
/// your own that describes itself with `body`, as a view does.
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    /// Marks have no body; asking for it is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive chart content and has no body") }
}

/// Chart content that turns directly into marks (marks, `ForEach`, builders' groups).
protocol PrimitiveChartContent {
    func appendMarks(to marks: inout [ChartMark])
}

/// The marks of some chart content, in the order they are written.
func chartMarks<C: ChartContent>(_ content: C) -> [ChartMark] {
    var marks: [ChartMark] = []
    appendChartMarks(content, to: &marks)
    return marks
}

func appendChartMarks<C: ChartContent>(_ content: C, to marks: inout [ChartMark]) {
    if let primitive = content as? PrimitiveChartContent {
        primitive.appendMarks(to: &marks)
    } else {
        appendChartMarks(content.body, to: &marks)
    }
}

/// Chart content of any type (Swift Charts' `AnyChartContent`).
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let append: (inout [ChartMark]) -> Void

    /// Erases the type of `content`.
    public init<C: ChartContent>(erasing content: C) {
        append = { appendChartMarks(content, to: &$0) }
    }

    /// Content that is already a list of marks (scripts build charts this way).
    package init(marks: [ChartMark]) { append = { $0 += marks } }

    func appendMarks(to marks: inout [ChartMark]) { append(&marks) }

    /// The content's marks, in order.
    package var marks: [ChartMark] {
        var out: [ChartMark] = []
        append(&out)
        return out
    }
}

/// Several pieces of chart content written one after another in a builder.
public struct TupleChartContent<T>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    /// The pieces, in order.
    public var value: T
    let parts: [AnyChartContent]

    func appendMarks(to marks: inout [ChartMark]) {
        for p in parts { p.appendMarks(to: &marks) }
    }
}

/// Chart content written under an `if` without `else`: its marks, or none.
public struct OptionalChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: Content?

    func appendMarks(to marks: inout [ChartMark]) {
        if let content { appendChartMarks(content, to: &marks) }
    }
}

/// Builds chart content from closures (Swift Charts' `@ChartContentBuilder`): any number of marks,
/// `if`/`else`, optionals, `switch` and `for` loops.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> AnyChartContent { AnyChartContent(marks: []) }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        var parts: [AnyChartContent] = []
        for c in repeat each content { parts.append(AnyChartContent(erasing: c)) }
        return TupleChartContent(value: (repeat each content), parts: parts)
    }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> OptionalChartContent<C> { OptionalChartContent(content: content) }
    public static func buildEither<C: ChartContent>(first: C) -> AnyChartContent { AnyChartContent(erasing: first) }
    public static func buildEither<C: ChartContent>(second: C) -> AnyChartContent { AnyChartContent(erasing: second) }
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> AnyChartContent {
        AnyChartContent(marks: contents.flatMap { chartMarks($0) })
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(erasing: content) }
}
