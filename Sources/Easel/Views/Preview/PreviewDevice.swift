import Foundation

/// The device a preview is shown on (SwiftUI's `PreviewDevice`), by Xcode's simulator name:
/// `PreviewDevice(rawValue: "iPhone SE (3rd generation)")` or the literal `"iPhone 15 Pro"`.
/// The `easel` command renders a preview on it when `Device.named(_:)` knows the name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The size a preview is shown at (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Hashable, Sendable {
    /// On the preview's device, in its safe area (Xcode's default).
    case device
    /// At the view's own size: the size it takes when nothing is proposed.
    case sizeThatFits
    /// In a container of this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up the device is held (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String
    private init(_ id: String) { self.id = id }

    public static let portrait = InterfaceOrientation("portrait")
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    public static let landscapeRight = InterfaceOrientation("landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the screen is wider than tall.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
