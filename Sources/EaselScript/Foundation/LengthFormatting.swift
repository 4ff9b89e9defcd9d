import Foundation

/// Foundation's `LengthFormatter` for scripts (`formatter.string(fromValue: 12.4, unit: .kilometer)`
/// gives "12.4 km"), written out because Linux's Foundation does not provide it: the number in
/// the device locale's decimal style and the unit's symbol in the medium unit style.
final class ScriptLengthFormatter {
    static let symbols: [String: String] = [
        "millimeter": "mm", "centimeter": "cm", "meter": "m", "kilometer": "km",
        "inch": "in", "foot": "ft", "yard": "yd", "mile": "mi",
    ]
    let numberFormatter = NumberFormatter()

    init(locale: Locale) {
        numberFormatter.locale = locale
        numberFormatter.numberStyle = .decimal
    }

    /// "12.4 km"; nil for a unit it does not know.
    func string(fromValue value: Double, unit: String) -> String? {
        guard let symbol = ScriptLengthFormatter.symbols[unit] else { return nil }
        return (numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)") + " " + symbol
    }
}
