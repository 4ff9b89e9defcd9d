import Foundation

/// A paragraph's characters as the scalars the shaper and the bidi algorithm read, with the
/// character each scalar belongs to. A tab is a space; other controls become a zero-width space,
/// which the shaper removes.
struct ParagraphScalars {
    var scalars: [UInt32] = []
    /// `owner[i]` is the character of scalar `i`.
    var owner: [Int32] = []
    /// `firstScalar[g]` is the first scalar of character `g`; `firstScalar[count]` is `scalars.count`.
    var firstScalar: [Int]

    init(_ characters: [Character]) {
        let n = characters.count
        firstScalar = [Int](repeating: 0, count: n + 1)
        scalars.reserveCapacity(n + n / 4)
        owner.reserveCapacity(n + n / 4)
        for (g, character) in characters.enumerated() {
            firstScalar[g] = scalars.count
            for scalar in character.unicodeScalars {
                var value = scalar.value
                if value == 0x09 { value = 0x20 } else if value < 0x20 || value == 0x7F { value = 0x200B }
                scalars.append(value)
                owner.append(Int32(g))
            }
        }
        firstScalar[n] = scalars.count
    }

    /// The scalars of character `g`.
    func of(_ g: Int) -> ArraySlice<UInt32> { scalars[firstScalar[g]..<firstScalar[g + 1]] }

    /// The bidirectional level of each character and the paragraph's direction (UAX #9).
    func levels(direction: ParagraphDirection) -> (levels: [UInt8], isRightToLeft: Bool) {
        BidiLevels.levels(scalars: scalars, owner: owner, count: firstScalar.count - 1, direction: direction)
    }
}
