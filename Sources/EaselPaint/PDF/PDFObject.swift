import Foundation

/// One value of a PDF file (ISO 32000-1 §7.3): the objects a document, its dictionaries and its
/// content streams are written in.
package indirect enum PDFObject: Equatable, Sendable {
    case null
    case bool(Bool)
    /// Integers and reals alike.
    case number(Double)
    /// A literal `( )` or hexadecimal `< >` string, as bytes.
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// A dictionary with its stream's bytes, still encoded (its `/Filter` not applied).
    case stream([String: PDFObject], ArraySlice<UInt8>)
    /// `N G R`: the indirect object numbered N.
    case reference(Int, Int)

    package var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    package var int: Int? {
        guard let n = number, n.isFinite, abs(n) < 1e15 else { return nil }
        return Int(n.rounded())
    }

    package var name: String? {
        if case .name(let n) = self { return n }
        return nil
    }

    package var array: [PDFObject]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// A dictionary, or a stream's dictionary.
    package var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d), .stream(let d, _): return d
        default: return nil
        }
    }

    /// The numbers of an array whose elements are all numbers.
    package var numbers: [Double]? {
        guard let a = array else { return nil }
        let n = a.compactMap(\.number)
        return n.count == a.count ? n : nil
    }
}
