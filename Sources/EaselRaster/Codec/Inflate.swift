import CPNG
import Foundation

/// zlib's inflate (RFC 1950) for compressed data that is not a PNG image: a PDF's
/// `FlateDecode` streams.
package enum Inflate {
    package enum Failure: Error, Equatable {
        /// The stream would inflate past the limit given.
        case tooLarge
        /// Not a zlib stream, or damaged before anything could be read.
        case damaged
        case noMemory
    }

    /// The inflated bytes of `data`, at most `limit` of them. A stream that is cut short or
    /// damaged after its start gives what inflated before the damage, as PDF readers do.
    package static func inflate(_ data: ArraySlice<UInt8>, limit: Int) throws(Failure) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let rc = data.withUnsafeBufferPointer { buffer in
            easel_inflate(buffer.baseAddress, buffer.count, max(0, limit), &out, &length)
        }
        defer { if let out { easel_inflate_free(out) } }
        switch Int(rc) {
        case EASEL_INFLATE_OK, EASEL_INFLATE_DAMAGED:
            guard let out, length > 0 || Int(rc) == EASEL_INFLATE_OK else { throw .damaged }
            return Array(UnsafeBufferPointer(start: out, count: length))
        case EASEL_INFLATE_TOO_LARGE: throw .tooLarge
        default: throw .noMemory
        }
    }
}
