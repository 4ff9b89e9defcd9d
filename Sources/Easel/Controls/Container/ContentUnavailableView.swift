import Foundation
import EaselLayout

/// What a screen shows when it has nothing to show (SwiftUI's `ContentUnavailableView`, iOS 17):
/// centred in the space it fills, a large symbol in the secondary colour, a title2 bold title, a
/// secondary subheadline description, and actions below (CONTROLS.md §8, estimates).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            // The label is the title: a `Label` in it draws as the initialisers' does (its icon
            // large above it), plain text as its title.
            label
                .labelStyle(ContentUnavailableLabelStyle())
                .font(.title2.bold())
                .multilineTextAlignment(.center)
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions.padding(.top, 8)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// How a `Label` in a `ContentUnavailableView`'s label draws: its icon as a 48-point symbol in the
/// secondary colour, 16 points above its title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 16) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == Easel.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, a symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(label: { Easel.Label(titleKey, systemImage: systemImage) }, description: { description })
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { Easel.Label(title, systemImage: systemImage) }, description: { description })
    }

    /// A title, an image from the app's assets and an optional description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Easel.Label(titleKey, image: name) }, description: { description })
    }

    /// As above, with a string shown as it is (not looked up in the app's strings).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Easel.Label(title, image: name) }, description: { description })
    }

    /// The standard "No Results" view of a search (for `text`, when given).
    public static var search: ContentUnavailableView { search(text: "") }

    /// The standard "No Results" view of a search for `text`.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            text.isEmpty ? "No Results" : "No Results for “\(text)”" as String, systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
