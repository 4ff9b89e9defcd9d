import Foundation

/// Core Graphics' colour as UIKit code passes it (`UIColor.red.cgColor`): the colour it was made from.
nonisolated public final class CGColor: Hashable, @unchecked Sendable {
    /// The SwiftUI colour.
    public let color: Color
    init(_ color: Color) { self.color = color }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
}

extension UIColor {
    /// The colour as Core Graphics' (`layer.borderColor = UIColor.red.cgColor`).
    public var cgColor: CGColor { CGColor(color) }
    /// A UIKit colour from Core Graphics'.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
}

extension Color {
    /// A SwiftUI colour from Core Graphics'.
    public init(cgColor: CGColor) { self = cgColor.color }
}
