import Foundation
import Testing
#if canImport(Darwin)
    import XCTest
#endif

/// The pictures (or texts) of a failed or recorded snapshot, attached to the test's results:
/// Swift Testing's attachments (`swift test --attachments-path DIR` saves them; Xcode shows
/// them), and XCTest's where XCTest has `XCTAttachment` (Apple's platforms; swift-corelibs-xctest
/// on Linux has none, and the artifacts directory and its report hold the same files).
enum SnapshotAttachments {
    /// The files to attach and their names: `<golden name>-expected.png`, `-actual.png`,
    /// `-difference.png` (each only when it was written).
    static func files(for result: SnapshotResult) -> [(name: String, url: URL)] {
        guard let a = result.artifacts else { return [] }
        let stem = result.goldenURL?.deletingPathExtension().lastPathComponent ?? a.folder.lastPathComponent
        return [a.expected, a.actual, a.difference].compactMap { $0 }.map { url in
            let file = url.lastPathComponent
            let dot = file.firstIndex(of: ".") ?? file.endIndex
            return ("\(stem)-\(file[..<dot])\(file[dot...])", url)
        }
    }

    /// Attaches the result's files to the running Swift Testing test.
    static func recordInSwiftTesting(_ result: SnapshotResult, sourceLocation: SourceLocation) {
        for (name, url) in files(for: result) {
            guard let data = try? Data(contentsOf: url) else { continue }
            Attachment.record([UInt8](data), named: name, sourceLocation: sourceLocation)
        }
    }

    /// Attaches the result's files to the running XCTest test, where XCTest can.
    static func recordInXCTest(_ result: SnapshotResult) {
        #if canImport(Darwin)
            let files = files(for: result)
            guard !files.isEmpty else { return }
            let name = result.goldenURL?.deletingPathExtension().lastPathComponent ?? ""
            XCTContext.runActivity(named: "Snapshot \(name)") { activity in
                for (name, url) in files {
                    let attachment = XCTAttachment(contentsOfFile: url)
                    attachment.name = name
                    attachment.lifetime = .keepAlways
                    activity.add(attachment)
                }
            }
        #endif
    }
}
