import Foundation

/// How content fills a space of another shape (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable { case fit, fill }
