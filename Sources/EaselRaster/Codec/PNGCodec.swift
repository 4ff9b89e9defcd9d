import CPNG
import Foundation

/// A failure while reading or writing PNG data or files.
package struct PNGError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// What went wrong, e.g. "not a PNG file" or libpng's own message.
    package let message: String

    /// Creates an error with a message.
    package init(_ message: String) { self.message = message }

    /// "PNG error: " followed by the message.
    package var description: String { "PNG error: \(message)" }
    /// The same text as `description`, for `localizedDescription`.
    package var errorDescription: String? { description }
}

/// PNG encoding (`PNGEncoder.swift`) and decoding (`PNGDecoder.swift`) through libpng (via the CPNG
/// bridge), and writing files without clobbering.
package enum PNGCodec {
    /// The C side's error message in `buffer` (NUL-terminated), or nil when it is empty.
    static func message(_ buffer: [CChar]) -> String? {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `data` to `url` atomically: into a temporary file in the same folder, then renamed
    /// over the destination. On failure the temporary file is removed and any existing file at
    /// `url` is left untouched.
    package static func writeAtomically(_ data: Data, to url: URL) throws {
        try writeAtomically(data, to: url, failBeforeRename: false)
    }

    /// `failBeforeRename` simulates an I/O failure after the temporary file is written (for tests).
    ///
    /// What is at `url` is never replaced by something else: a symbolic link is written through
    /// (its target gets the picture, the link stays); a device, FIFO or socket is written to in
    /// place (a FIFO only while a reader is connected, else the call fails rather than waits).
    static func writeAtomically(_ data: Data, to given: URL, failBeforeRename: Bool) throws {
        var url = given
        var info = stat()
        // Follow links (dangling ones too: the picture creates their target).
        var hops = 0
        while lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, hops < 40,
            let dest = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
        {
            url = dest.hasPrefix("/") ? URL(fileURLWithPath: dest) : url.deletingLastPathComponent().appendingPathComponent(dest)
            hops += 1
        }
        if stat(url.path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK || type == S_IFBLK {
                try writeInPlace(data, to: url)
                return
            }
        }
        let dir = url.deletingLastPathComponent()
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw PNGError("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        var ok = true
        var failure = ""
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    ok = false; failure = String(cString: strerror(errno)); return
                }
                offset += n
            }
        }
        if ok && fsync(fd) != 0 { ok = false; failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && ok { ok = false; failure = String(cString: strerror(errno)) }
        if ok && failBeforeRename { ok = false; failure = "simulated failure" }
        if ok && rename(tmp.path, url.path) != 0 { ok = false; failure = String(cString: strerror(errno)) }
        if !ok {
            unlink(tmp.path)
            throw PNGError("cannot write \(url.path): \(failure)")
        }
    }
}

extension PNGCodec {
    /// Writes `data` into an existing special file (a device, a FIFO) without replacing it.
    static func writeInPlace(_ data: Data, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_NONBLOCK)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "nothing is reading from it" : String(cString: strerror(errno))
            throw PNGError("cannot write \(url.path): \(reason)")
        }
        defer { close(fd) }
        // Blocking writes from here on: a reader is there.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno)); return
                }
                offset += n
            }
        }
        if let failure { throw PNGError("cannot write \(url.path): \(failure)") }
    }
}

extension RasterCanvas {
    /// Encodes the canvas and writes it to `url` atomically (never a partial file, never a
    /// clobbered file on failure).
    package func writePNG(to url: URL, scale: Double = 1, level: Int = PNGCodec.defaultLevel) throws {
        try PNGCodec.writeAtomically(PNGCodec.encode(self, scale: scale, level: level), to: url)
    }
}
