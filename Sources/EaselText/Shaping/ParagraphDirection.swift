import Foundation

/// The base direction of a paragraph (Unicode's paragraph embedding level).
enum ParagraphDirection: Hashable, Sendable {
    /// From the first strong character (rules P2 and P3 of UAX #9), left to right when there is none:
    /// what `NSWritingDirection.natural` does for a `Text`.
    case natural
    case leftToRight
    case rightToLeft

    init(rightToLeft: Bool) { self = rightToLeft ? .rightToLeft : .leftToRight }
}
