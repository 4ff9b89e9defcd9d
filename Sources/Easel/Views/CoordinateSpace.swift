import Foundation
import EaselLayout

/// A coordinate space for `GeometryProxy.frame(in:)` (SwiftUI's `CoordinateSpace`): the reader
/// itself, the canvas, or an enclosing `coordinateSpace(name:)`. Unchecked `Sendable`: a name is
/// a value (`AnyHashable` is not `Sendable`), never mutated.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case local
    case global
    case named(AnyHashable)
}

/// A coordinate space given as a value of its own type (SwiftUI's `CoordinateSpaceProtocol`):
/// `.local`, `.global`, `.named("scroll")`.
public protocol CoordinateSpaceProtocol: Sendable {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// The reader's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The canvas's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space (SwiftUI's `NamedCoordinateSpace`), set with `coordinateSpace(_:)`.
/// Unchecked `Sendable`, as `CoordinateSpace`: the name is a value, never mutated.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The visible bounds of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: nil))) }
    /// The visible bounds of the nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: axis))) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The reader's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The canvas's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
    /// The visible bounds of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
    /// The visible bounds of the nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

nonisolated struct CoordinateSpaceModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let name: AnyHashable
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode { CoordinateSpaceNode(name: name, child: node) }
}

nonisolated extension View {
    /// Names this view's coordinate space: a GeometryReader inside it gives `frame(in: .named(name))`
    /// relative to this view's top-leading corner.
    public func coordinateSpace(name: some Hashable) -> some View { modifier(CoordinateSpaceModifier(name: AnyHashable(name))) }

    /// Names this view's coordinate space (`.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(CoordinateSpaceModifier(name: name.name)) }
}
