import Foundation
import EaselLayout
import EaselPaint

/// A shape that is the container's shape, inset to the shape's frame (SwiftUI's
/// `ContainerRelativeShape`): inside a widget, or a view given `containerShape(_:)`, a rounded
/// rectangle whose corner radius is the container's less the shape's distance from the container's
/// nearest edge, so that the corners are concentric; with no container shape, a rectangle.
nonisolated public struct ContainerRelativeShape: Shape {
    public init() {}

    /// Without a container (a path asked for directly): the rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    func geometry(in container: ContainerShapeContext, placedAt own: PlacedFrameRecord) -> ShapeGeometry {
        .drawn { size in
            // Both frames are known when the shape is drawn, after placement.
            guard let frame = container.box.record?.frame, let placed = own.frame else { return .rectangle }
            let inset = max(0, min(placed.minX - frame.minX, placed.minY - frame.minY, frame.maxX - placed.maxX, frame.maxY - placed.maxY))
            func concentric(_ radius: CGFloat, _ style: RoundedCornerStyle) -> ShapeGeometry {
                let r = min(min(size.width, size.height) / 2, max(0, radius - inset))
                return r > 0 ? .roundedRectangle(cornerSize: CGSize(width: r, height: r), style: style) : .rectangle
            }
            switch container.shape {
            case .roundedRectangle(let corner, let style): return concentric(min(corner.width, corner.height), style)
            case .capsule(let style): return concentric(min(frame.width, frame.height) / 2, style)
            case .drawn: return .rectangle
            default: return container.shape
            }
        }
    }
}

nonisolated extension Shape {
    /// The geometry the shape draws in `ctx`, and the frame record its node must keep when the
    /// geometry depends on where the node is placed (a `ContainerRelativeShape` in a container).
    /// A type comparison first: every shape view passes here, and only that one depends on it.
    func geometry(in ctx: ResolveContext) -> (ShapeGeometry, PlacedFrameRecord?) { geometry(in: ctx, otherwise: geometry) }

    /// `geometry(in:)`, given the shape's own geometry (`plain`) when it was found already.
    func geometry(in ctx: ResolveContext, otherwise plain: @autoclosure () -> ShapeGeometry) -> (ShapeGeometry, PlacedFrameRecord?) {
        guard Self.self == ContainerRelativeShape.self, let container = ctx.environment.containerShape else { return (plain(), nil) }
        let own = PlacedFrameRecord()
        ctx.session.anchorRecords.append(own)
        return (ContainerRelativeShape().geometry(in: container, placedAt: own), own)
    }
}

/// The shape of the container the views are in, and (once its node is resolved) the record of
/// where the container is placed.
package struct ContainerShapeContext {
    let shape: ShapeGeometry
    let box: RecordBox

    final class RecordBox {
        var record: PlacedFrameRecord?
    }
}

private enum ContainerShapeKey: EnvironmentKey { static var defaultValue: ContainerShapeContext? { nil } }

extension EnvironmentValues {
    /// The container shape `ContainerRelativeShape` takes inside this view.
    package var containerShape: ContainerShapeContext? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes `shape`, in this view's frame, the shape `ContainerRelativeShape` takes inside it.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        modifier(ContainerShapeModifier(shape: shape.geometry))
    }

    /// `containerShape(_:)` for a shape of any type (scripts' shapes).
    package func containerShape(anyShape shape: some Shape) -> some View {
        modifier(ContainerShapeModifier(shape: shape.geometry))
    }
}

/// Gives the content the container shape and keeps where this view is placed.
nonisolated struct ContainerShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: ShapeGeometry

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        let box = ContainerShapeContext.RecordBox()
        var inner = ctx
        inner.environment.containerShape = ContainerShapeContext(shape: shape, box: box)
        let nodes = content(inner)
        if let node = nodes.first { box.record = ctx.session.frameRecord(of: node) }
        return nodes
    }
}
