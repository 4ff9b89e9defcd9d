import Foundation

extension Data.WritingOptions {
    /// Apple's name for an atomic write (`try data.write(to: url, options: [.atomicWrite,
    /// .completeFileProtection])`), which Linux's Foundation spells only `.atomic` (it has the
    /// file protection options, and writes the file as without them).
    public static let atomicWrite = Data.WritingOptions.atomic
}
