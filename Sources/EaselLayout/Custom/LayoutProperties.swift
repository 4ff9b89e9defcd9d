import Foundation

/// Layout properties (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks, if any (Spacer grows along it).
    public var stackOrientation: Axis?
    public init() {}
}
