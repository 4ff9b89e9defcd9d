/// Hashing of the text measurer's keys without their enums' raw strings.
///
/// `FontDescriptor.Design`, `TruncationMode` and `TextAlignment` have `String` raw values, so their
/// `Hashable` conformance hashes the raw string (the standard library's `RawRepresentable`
/// default), about 150 instructions each; a text's measurement is looked up by its style several
/// times per layout. These hash each case by its position instead and every other field as the
/// synthesized conformance did; equality stays synthesized (equal values hash alike).
extension FontDescriptor {
    package func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(italic)
        hasher.combine(design.caseIndex)
        hasher.combine(monospacedDigit)
        hasher.combine(width)
    }
}

extension TextStyle {
    package func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(lineLimit)
        hasher.combine(truncationMode.caseIndex)
        hasher.combine(alignment.caseIndex)
        hasher.combine(tracking)
        hasher.combine(isRightToLeft)
        hasher.combine(language)
        hasher.combine(lineSpacing)
        hasher.combine(reservedLines)
    }
}

extension FontDescriptor.Design {
    /// The case's position in the declaration, for hashing.
    fileprivate var caseIndex: UInt8 {
        switch self {
        case .default: 0
        case .serif: 1
        case .rounded: 2
        case .monospaced: 3
        }
    }
}

extension TruncationMode {
    /// The case's position in the declaration, for hashing.
    fileprivate var caseIndex: UInt8 {
        switch self {
        case .head: 0
        case .middle: 1
        case .tail: 2
        }
    }
}

extension TextAlignment {
    /// The case's position in the declaration, for hashing.
    fileprivate var caseIndex: UInt8 {
        switch self {
        case .leading: 0
        case .center: 1
        case .trailing: 2
        }
    }
}
