import Foundation

/// The machine's fonts as fontconfig knows them, asked through `/usr/bin/fc-match` (Debian's
/// `fontconfig` package); every answer is nil where the tool is missing.
enum Fontconfig {
    static let tool = "/usr/bin/fc-match"

    /// What `fc-match -f FORMAT PATTERN` prints, trimmed; nil when it fails or prints nothing.
    static func match(_ pattern: String, format: String) -> String? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", format, pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return process.terminationStatus == 0 && !text.isEmpty ? text : nil
        } catch {
            return nil
        }
    }

    /// The file of `family` (`fc-match -f '%{file}' FAMILY`): fontconfig's best match, which may be
    /// another family when the machine does not have it.
    static func file(for family: String) -> URL? {
        match(family, format: "%{file}").map { URL(fileURLWithPath: $0) }
    }

    /// The file and face index of an installed sans-serif face that has the character `scalar`
    /// in `weight` (`fc-match -f '%{file}|%{index}' 'sans-serif:charset=XXXX:weight=…'`); the face
    /// may still lack it (fontconfig answers its best match), so callers check.
    static func face(covering scalar: UInt32, bold: Bool) -> (url: URL, index: Int)? {
        let pattern = "sans-serif:charset=\(String(scalar, radix: 16)):weight=\(bold ? 200 : 80)"
        guard let answer = match(pattern, format: "%{file}|%{index}") else { return nil }
        let parts = answer.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        return (URL(fileURLWithPath: String(parts[0])), Int(parts[1]) ?? 0)
    }
}
