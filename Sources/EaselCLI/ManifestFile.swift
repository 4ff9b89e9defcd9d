import Foundation
import EaselSnapshotCore

/// A JSON file `easel merge` and `easel render --costs` read: a render manifest
/// (`easel render --manifest`) or a snapshot report's `manifest.json` (EaselSnapshotCore's
/// `SnapshotReport.Manifest`). Every way a file can be wrong is one `Problem` naming it.
enum ManifestFile: Sendable {
    /// `easel render --manifest`, or a merge of such.
    case render(RenderManifest)
    /// A snapshot report's `manifest.json`.
    case snapshotReport(SnapshotReport.Manifest)

    /// Why a file cannot be used: `path: message`.
    struct Problem: Error, CustomStringConvertible {
        /// The file as named on the command line.
        let path: String
        /// What is wrong with it.
        let message: String
        var description: String { "\(path): \(message)" }
    }

    /// Reads and checks the manifest at `path`.
    static func read(_ path: String) throws(Problem) -> ManifestFile {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            throw Problem(
                path: path,
                message: !exists ? "no such file" : isFolder.boolValue ? "is a folder, not a manifest" : "cannot be read (\(error.localizedDescription))")
        }
        return try parse(data, path: path)
    }

    /// Checks and decodes the manifest `data` read from `path`.
    static func parse(_ data: Data, path: String) throws(Problem) -> ManifestFile {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw Problem(path: path, message: "not JSON (\(data.isEmpty ? "the file is empty" : "it does not parse"))")
        }
        guard let fields = object as? [String: Any] else { throw Problem(path: path, message: "not a manifest: the JSON is not an object") }
        if let format = fields["format"] {
            guard format as? String == RenderManifest.formatName else {
                throw Problem(path: path, message: "format '\(format)' is not \(RenderManifest.formatName)")
            }
            guard let version = fields["formatVersion"] as? Int else { throw Problem(path: path, message: "no formatVersion") }
            guard version == RenderManifest.currentFormatVersion else {
                throw Problem(path: path, message: "render manifest format version \(version); this easel reads version \(RenderManifest.currentFormatVersion)")
            }
            do { return .render(try JSONDecoder().decode(RenderManifest.self, from: data)) } catch {
                throw Problem(path: path, message: "not a valid render manifest: \(describe(error))")
            }
        }
        if fields["items"] != nil && fields["run"] != nil {
            let version = fields["version"] as? Int
            guard version == SnapshotReport.Manifest.currentVersion else {
                throw Problem(
                    path: path,
                    message:
                        "snapshot report version \(version.map(String.init) ?? "missing"); this easel reads version \(SnapshotReport.Manifest.currentVersion)")
            }
            do { return .snapshotReport(try JSONDecoder().decode(SnapshotReport.Manifest.self, from: data)) } catch {
                throw Problem(path: path, message: "not a valid snapshot report: \(describe(error))")
            }
        }
        throw Problem(path: path, message: "neither a render manifest (easel render --manifest) nor a snapshot report's manifest.json")
    }

    /// A decoding error in a few words, with where in the JSON (`inputs[2].sha256`).
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func place(_ path: [CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "'\(key.stringValue)' is missing at \(place(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)) is not \(type == String.self ? "a string" : "a \(type)")"
        case .valueNotFound(_, let context):
            return "\(place(context.codingPath)) is null"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
