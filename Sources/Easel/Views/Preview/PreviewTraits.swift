import Foundation
import EaselLayout

/// What a preview asks of Xcode's canvas: its name, device, layout and orientation, set by the
/// preview modifiers (`previewLayout(_:)`, …) or `#Preview`'s traits. The modifiers change
/// nothing in the view's layout or pixels; the `easel` command reads them with `init(of:)` and
/// renders the preview as they say (unless `--device` or `--size` say otherwise). An Easel
/// addition: SwiftUI keeps these inside Xcode's preview machinery.
public struct PreviewTraits: Hashable, Sendable {
    /// `previewDisplayName(_:)`: the preview's name.
    public var displayName: String?
    /// `previewDevice(_:)`.
    public var device: PreviewDevice?
    /// `previewLayout(_:)`.
    public var layout: PreviewLayout?
    /// `previewInterfaceOrientation(_:)`.
    public var orientation: InterfaceOrientation?

    public init(displayName: String? = nil, device: PreviewDevice? = nil, layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.displayName = displayName
        self.device = device
        self.layout = layout
        self.orientation = orientation
    }

    /// The settings of `view`'s preview modifiers, read through its modifiers and type erasure
    /// (`.previewLayout(.sizeThatFits).preferredColorScheme(.dark)`). Where a setting is made
    /// twice, the outer modifier's value is kept, as the one applied last.
    public init<V: View>(of view: V) {
        self.init()
        var current: any View = view
        // Each step moves one modifier or eraser inward; a view of other kind ends the walk.
        for _ in 0..<10_000 {
            if let erased = current as? AnyView {
                current = erased.storage.erasedView
            } else if let modified = current as? any ModifiedContentParts {
                if let setting = modified.modifierValue as? PreviewTraitsModifier { fillUnset(from: setting.settings) }
                current = modified.contentView
            } else {
                return
            }
        }
    }

    /// Takes each setting `other` makes that is not made yet.
    package mutating func fillUnset(from other: PreviewTraits) {
        displayName = displayName ?? other.displayName
        device = device ?? other.device
        layout = layout ?? other.layout
        orientation = orientation ?? other.orientation
    }

    /// The device the settings choose: the named device when `Device.named(_:)` knows it, else
    /// `fallback`, when a device, a device layout or an orientation is asked for (turned for a
    /// landscape orientation); nil otherwise, or when the layout is `sizeThatFits` or `fixed`.
    public func chosenDevice(fallback: Device) -> Device? {
        switch layout {
        case .sizeThatFits?, .fixed?: return nil
        case .device?: break
        case nil: guard device != nil || orientation != nil else { return nil }
        }
        let d = device.flatMap { Device.named($0.rawValue) } ?? fallback
        return orientation?.isLandscape == true ? d.landscape : d
    }
}

/// The modifier behind the preview modifiers: it carries settings and passes its content through.
nonisolated struct PreviewTraitsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let settings: PreviewTraits

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] { content(ctx) }

    func appendNodes(
        content: (ResolveContext) -> [LayoutNode], appendingContent: (ResolveContext, inout [LayoutNode]) -> Void,
        _ ctx: ResolveContext, to nodes: inout [LayoutNode]
    ) {
        appendingContent(ctx, &nodes)
    }
}

/// A modified view's parts, read through an existential (`PreviewTraits(of:)`).
protocol ModifiedContentParts {
    var contentView: any View { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentParts where Content: View {
    var contentView: any View { content }
    var modifierValue: Any { modifier }
}

nonisolated extension View {
    /// The name Xcode's canvas shows above this preview; `easel render` names its file after it.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitsModifier(settings: PreviewTraits(displayName: value)))
    }

    /// The device Xcode's canvas shows this preview on; `easel render` uses it (see `PreviewTraits`).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitsModifier(settings: PreviewTraits(device: value)))
    }

    /// The size Xcode's canvas shows this preview at; `easel render` uses it (see `PreviewTraits`).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitsModifier(settings: PreviewTraits(layout: value)))
    }

    /// Which way up Xcode's canvas holds the preview's device; `easel render` turns the device.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewTraitsModifier(settings: PreviewTraits(orientation: value)))
    }
}
