import Foundation
import CFreeType

/// Owns one `FT_Library`. FreeType requires face creation and destruction on a library to be
/// serialized, so both go through this object's lock. Faces keep their library alive.
final class FreeTypeLibrary: @unchecked Sendable {
    let handle: FT_Library
    private let lock = NSLock()

    init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    /// Opens face `index` of the font file at `path`, or returns nil.
    func openFace(path: String, index: Int) -> FT_Face? {
        lock.lock(); defer { lock.unlock() }
        var face: FT_Face?
        guard FT_New_Face(handle, path, FT_Long(index), &face) == 0 else { return nil }
        return face
    }

    /// Releases a face obtained from `openFace`.
    func closeFace(_ face: FT_Face) {
        lock.lock(); defer { lock.unlock() }
        FT_Done_Face(face)
    }
}
