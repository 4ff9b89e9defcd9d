import Foundation

extension Data.WritingOptions {
    /// Apple's name for an atomic write (`try data.write(to: url, options: [.atomicWrite,
    /// .completeFileProtection])`), which Linux's Foundation spells only `.atomic`.
    public static let atomicWrite = Data.WritingOptions.atomic
    /// Data protection classes (Apple's platforms encrypt the file with them); Linux has no data
    /// protection, and writes the file as without them.
    public static let completeFileProtection = Data.WritingOptions(rawValue: 0x2000_0000)
    public static let completeFileProtectionUnlessOpen = Data.WritingOptions(rawValue: 0x3000_0000)
    public static let completeFileProtectionUntilFirstUserAuthentication = Data.WritingOptions(rawValue: 0x4000_0000)
    public static let noFileProtection = Data.WritingOptions(rawValue: 0x1000_0000)
}
