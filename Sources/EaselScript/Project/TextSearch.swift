import Foundation

/// Whether a file's text holds a piece of ASCII text, compared byte for byte on UTF-8.
///
/// The project's scanners ask this of every file (`"extension "`, `"import XCTest"`); Foundation's
/// `contains` on strings compares characters and cost more than the scanners themselves
/// (docs/Performance.md, stop 53).
enum TextSearch {
    static func contains(_ text: String, _ piece: StaticString) -> Bool {
        let count = piece.utf8CodeUnitCount
        guard count > 0 else { return true }
        var text = text
        return text.withUTF8 { haystack in
            guard let base = haystack.baseAddress, haystack.count >= count else { return false }
            let first = Int32(piece.utf8Start.pointee)
            var at = base
            let last = base + (haystack.count - count)
            // The piece's first byte found with `memchr`, the rest compared with `memcmp`.
            while at <= last, let found = memchr(at, first, last - at + 1) {
                let candidate = found.assumingMemoryBound(to: UInt8.self)
                if memcmp(candidate, piece.utf8Start, count) == 0 { return true }
                at = UnsafePointer(candidate) + 1
            }
            return false
        }
    }
}
