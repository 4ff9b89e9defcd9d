import Foundation
import EaselLayout

/// A button that opens the share sheet for an item (SwiftUI's `ShareLink`). A still image shows
/// the button at rest: by default a `Label("Share", systemImage: "square.and.arrow.up")` in the
/// tint, styled as buttons are (`buttonStyle`, `labelStyle`); the sheet never opens.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label

    /// A link sharing `item`, with its own label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link sharing `items`, with its own label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link sharing `item` with a preview, with its own label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == Easel.Label<Text, Image> {
    /// The share symbol.
    static var symbol: String { "square.and.arrow.up" }

    /// A link labelled `title` beside the share symbol (the scripts' form of the titled initialisers).
    package init(title: Text) {
        self.label = Easel.Label {
            title
        } icon: {
            Image(systemName: Self.symbol)
        }
    }

    /// A link sharing `item`, labelled "Share".
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = Easel.Label("Share", systemImage: Self.symbol)
    }

    /// A link sharing `item` with a preview, labelled "Share".
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.label = Easel.Label("Share", systemImage: Self.symbol)
    }

    /// A link sharing `items`, labelled "Share".
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.label = Easel.Label("Share", systemImage: Self.symbol)
    }

    /// A link sharing `item`, titled `titleKey`.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = Easel.Label(titleKey, systemImage: Self.symbol)
    }

    /// A link sharing `item`, titled `title`.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.label = Easel.Label(title, systemImage: Self.symbol)
    }

    /// A link sharing `item` with a preview, titled `titleKey`.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.label = Easel.Label(titleKey, systemImage: Self.symbol)
    }
}

/// What the share sheet shows of the item (SwiftUI's `SharePreview`); not drawn at rest.
public struct SharePreview: Sendable {
    /// A preview with a title.
    public init<S: StringProtocol>(_ title: S) {}
    /// A preview with a title and an image.
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    /// A preview with a title, an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
    /// A preview with a title and an icon.
    public init<S: StringProtocol>(_ title: S, icon: Image) {}
}
