import Foundation

/// A value a chart can plot (Swift Charts' `Plottable`): strings are categories, numbers are
/// quantities and dates are times. A type of your own plots as the primitive value it stands for;
/// enums with a plottable raw value do so through their raw value.
public protocol Plottable {
    /// The primitive value (a string, number or date) this value plots as.
    associatedtype PrimitivePlottable: Plottable
    /// This value as a primitive plottable value.
    var primitivePlottable: PrimitivePlottable { get }
    /// A value from its primitive plottable value, or nil when none stands for it.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable, PrimitivePlottable == Self.RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: Plottable { public typealias PrimitivePlottable = String }
extension Substring: Plottable { public typealias PrimitivePlottable = Substring }
extension Int: Plottable { public typealias PrimitivePlottable = Int }
extension Int8: Plottable { public typealias PrimitivePlottable = Int8 }
extension Int16: Plottable { public typealias PrimitivePlottable = Int16 }
extension Int32: Plottable { public typealias PrimitivePlottable = Int32 }
extension Int64: Plottable { public typealias PrimitivePlottable = Int64 }
extension UInt: Plottable { public typealias PrimitivePlottable = UInt }
extension UInt8: Plottable { public typealias PrimitivePlottable = UInt8 }
extension UInt16: Plottable { public typealias PrimitivePlottable = UInt16 }
extension UInt32: Plottable { public typealias PrimitivePlottable = UInt32 }
extension UInt64: Plottable { public typealias PrimitivePlottable = UInt64 }
extension Double: Plottable { public typealias PrimitivePlottable = Double }
extension Float: Plottable { public typealias PrimitivePlottable = Float }
extension CGFloat: Plottable { public typealias PrimitivePlottable = CGFloat }
extension Decimal: Plottable { public typealias PrimitivePlottable = Decimal }
extension Date: Plottable { public typealias PrimitivePlottable = Date }

/// A labelled value given to a mark (`.value("Month", item.month)`), Swift Charts' `PlottableValue`.
/// The label names the axis and the legend.
public struct PlottableValue<Value: Plottable> {
    package let slot: PlotSlot

    /// A value with the label that describes it.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(slot: PlotSlot(label: label, value: PlotValue(value), unit: nil))
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for the whole `unit` it starts (`.value("Day", date, unit: .day)`): a bar
    /// spans the unit, and other marks sit in its middle.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(slot: PlotSlot(label: label, value: .date(value), unit: unit))
    }
}

/// What a mark's value is, as the chart's scales read it: a category, a quantity or a time.
package enum PlotValue: Hashable, Sendable, CustomStringConvertible {
    case category(String)
    case number(Double)
    case date(Date)

    /// Reads a plottable value through its primitive value.
    package init<V: Plottable>(_ v: V) {
        self = PlotValue.primitive(v) ?? PlotValue.primitive(v.primitivePlottable) ?? .category(String(describing: v))
    }

    private static func primitive(_ v: Any) -> PlotValue? {
        switch v {
        case let s as String: return .category(s)
        case let s as Substring: return .category(String(s))
        case let d as Date: return .date(d)
        case let x as Double: return .number(x)
        case let x as CGFloat: return .number(Double(x))
        case let x as Float: return .number(Double(x))
        case let x as Decimal: return .number(NSDecimalNumber(decimal: x).doubleValue)
        case let x as any BinaryInteger: return .number(Double(x))
        default: return nil
        }
    }

    /// The kind of scale the value belongs to.
    package var kind: PlotKind {
        switch self {
        case .category: return .categorical
        case .number: return .quantitative
        case .date: return .temporal
        }
    }

    /// The value on a continuous scale: the number, or the date's seconds since 2001.
    package var continuous: Double? {
        switch self {
        case .number(let x): return x
        case .date(let d): return d.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }

    /// Whether the value is a number that no scale can place (NaN or infinite): Swift Charts skips
    /// such marks, and so does Easel.
    package var isUnplottable: Bool {
        if case .number(let x) = self { return !x.isFinite }
        return false
    }

    package var description: String {
        switch self {
        case .category(let s): return s
        case .number(let x): return x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
        case .date(let d): return d.description
        }
    }
}

/// The kinds of chart scale.
package enum PlotKind: Equatable {
    case categorical, quantitative, temporal
}

/// A labelled value as a mark keeps it.
package struct PlotSlot: Hashable {
    package var label: String
    package var value: PlotValue
    /// For a date that stands for a whole calendar unit.
    package var unit: Calendar.Component?

    package init(label: String, value: PlotValue, unit: Calendar.Component?) {
        self.label = label
        self.value = value
        self.unit = unit
    }
}
