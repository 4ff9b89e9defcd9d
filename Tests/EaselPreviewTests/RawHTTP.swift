import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 and WebSocket client over a blocking socket, so that the tests send exactly
/// the bytes they mean (a path with `..` reaches the server unchanged).
final class RawConnection {
    let fd: Int32
    private var buffer = [UInt8]()

    init(port: Int, timeout: Double = 10) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var tv = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let r = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard r == 0 else { close(fd); throw RawError("connect failed") }
    }
    deinit { close(fd) }

    func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = read(fd, &chunk, chunk.count)
        guard n > 0 else { throw RawError("connection closed or timed out") }
        buffer += chunk.prefix(n)
    }
    func take(_ n: Int) throws -> [UInt8] {
        while buffer.count < n { try fill() }
        defer { buffer.removeFirst(n) }
        return Array(buffer.prefix(n))
    }
    func readHead() throws -> String {
        while true {
            if let r = findCRLFCRLF() {
                let head = String(decoding: buffer[..<r], as: UTF8.self)
                buffer.removeFirst(r + 4)
                return head
            }
            try fill()
        }
    }
    private func findCRLFCRLF() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4) where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i }
        return nil
    }

    /// Status and body of `GET path`.
    static func get(port: Int, _ path: String, host: String = "127.0.0.1") throws -> (status: Int, headers: String, body: Data) {
        let c = try RawConnection(port: port)
        c.send(Array("GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n\r\n".utf8))
        let head = try c.readHead()
        let status = Int(head.split(separator: " ")[1]) ?? 0
        var length = 0
        for line in head.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return (status, head, Data(try c.take(length)))
    }

    /// Opens a WebSocket at `path`.
    static func webSocket(port: Int, _ path: String) throws -> RawConnection {
        let c = try RawConnection(port: port, timeout: 20)
        c.send(
            Array(
                "GET \(path) HTTP/1.1\r\nHost: localhost:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
                    .utf8))
        let head = try c.readHead()
        guard head.hasPrefix("HTTP/1.1 101") else { throw RawError("no upgrade: \(head)") }
        return c
    }

    /// Sends a text message (masked, as a client must).
    func sendText(_ text: String) {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 255)]
        } else {
            frame.append(0x80 | 127); frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 255) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        send(frame)
    }

    /// The next text message (fragments joined; control frames skipped).
    func nextText() throws -> String {
        var message = [UInt8]()
        while true {
            let h = try take(2)
            let fin = h[0] & 0x80 != 0, opcode = h[0] & 0x0F
            var length = Int(h[1] & 0x7F)
            if length == 126 {
                length = try take(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try take(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try take(length)
            if opcode >= 8 { if opcode == 8 { throw RawError("closed") }; continue }
            message += payload
            if fin { return String(decoding: message, as: UTF8.self) }
        }
    }
}

struct RawError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
