import Foundation

/// One of `#Preview`'s traits (SwiftUI's `PreviewTrait<Preview.ViewTraits>`): the layout or the
/// orientation Xcode's canvas shows the preview in (`#Preview(traits: .sizeThatFitsLayout)`).
public struct PreviewTrait: Sendable {
    let apply: @Sendable (inout PreviewTraits) -> Void

    /// At the view's own size.
    public static let sizeThatFitsLayout = PreviewTrait { $0.layout = .sizeThatFits }
    /// On the preview's device (Xcode's default).
    public static let defaultLayout = PreviewTrait { $0.layout = .device }
    /// In a container of this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    public static let portrait = PreviewTrait { $0.orientation = .portrait }
    public static let portraitUpsideDown = PreviewTrait { $0.orientation = .portraitUpsideDown }
    public static let landscapeLeft = PreviewTrait { $0.orientation = .landscapeLeft }
    public static let landscapeRight = PreviewTrait { $0.orientation = .landscapeRight }

    /// The traits without arguments, by name (the script front end's table).
    package static let named: [String: PreviewTrait] = [
        "sizeThatFitsLayout": .sizeThatFitsLayout, "defaultLayout": .defaultLayout, "portrait": .portrait,
        "portraitUpsideDown": .portraitUpsideDown, "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
    ]
}

extension PreviewTraits {
    /// The settings `traits` make, the later of two of one kind winning.
    public init(traits: [PreviewTrait]) {
        self.init(traits: traits, after: PreviewTraits())
    }

    /// `earlier` with `traits` applied after it.
    package init(traits: [PreviewTrait], after earlier: PreviewTraits) {
        self = earlier
        for t in traits { t.apply(&self) }
    }
}
