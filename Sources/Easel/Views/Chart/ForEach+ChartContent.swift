import Foundation

// `ForEach` over marks inside a `Chart` (Swift Charts' `ForEach: ChartContent`).
extension ForEach: ChartContent where Content: ChartContent {}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func appendMarks(to marks: inout [ChartMark]) {
        for element in data { appendChartMarks(content(element), to: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Marks for each element, identified by a key path (`id: \.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(uncheckedData: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each identifiable element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(uncheckedData: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each integer of a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(uncheckedData: data, id: { $0 }, content: content)
    }
}
