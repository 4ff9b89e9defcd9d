import Foundation

/// How the lines of multi-line text align within the text's bounds (SwiftUI's `TextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }
