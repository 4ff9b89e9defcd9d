import Foundation

/// What comparing a snapshot with its golden found, as a `Diffing` reports it.
public struct SnapshotDiff: Sendable {
    /// A number shown in the failure message and the report (`differing pixels` → `12 of 400`).
    public struct Measurement: Equatable, Sendable, Codable {
        /// What was measured.
        public var label: String
        /// The value, formatted for a person.
        public var value: String
        /// A measurement.
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// A file written beside the expected and actual files when the snapshot fails
    /// (`difference.png`, `difference.txt`).
    public struct Attachment: Sendable {
        /// The file name, inside the snapshot's artifacts folder.
        public var fileName: String
        /// The contents.
        public var data: Data
        /// An attachment.
        public init(fileName: String, data: Data) {
            self.fileName = fileName
            self.data = data
        }
    }

    /// Whether the two values are the same in every respect (record mode `all` then leaves the
    /// golden alone and passes).
    public var isIdentical: Bool
    /// Whether the actual value is close enough to the golden for the test to pass.
    public var matches: Bool
    /// Why they do not match, in one sentence (empty when they match).
    public var summary: String
    /// The numbers behind the verdict.
    public var measurements: [Measurement]
    /// Files that show the difference.
    public var attachments: [Attachment]
    /// The pixel comparison, for image snapshots.
    public var imageComparison: ImageComparison?

    /// A diff with all its parts.
    public init(
        isIdentical: Bool, matches: Bool, summary: String = "", measurements: [Measurement] = [],
        attachments: [Attachment] = [], imageComparison: ImageComparison? = nil
    ) {
        self.isIdentical = isIdentical
        self.matches = matches
        self.summary = summary
        self.measurements = measurements
        self.attachments = attachments
        self.imageComparison = imageComparison
    }

    /// Identical values.
    public static let identical = SnapshotDiff(isIdentical: true, matches: true)

    /// Values that differ too much, with the reason, the numbers and pictures of the difference.
    public static func mismatch(_ summary: String, measurements: [Measurement] = [], attachments: [Attachment] = []) -> SnapshotDiff {
        SnapshotDiff(isIdentical: false, matches: false, summary: summary, measurements: measurements, attachments: attachments)
    }
}
