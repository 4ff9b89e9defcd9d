import Foundation

/// How text that does not fit is shortened (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: String, Hashable, Sendable { case head, middle, tail }
