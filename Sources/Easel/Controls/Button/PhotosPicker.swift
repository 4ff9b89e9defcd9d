import Foundation
import EaselLayout

/// A photo the picker selected (PhotosUI's `PhotosPickerItem`). A still image has no photo
/// library: nothing is ever selected, and `loadTransferable(type:)` finds nothing.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The photo library's identifier of the item.
    public let itemIdentifier: String?

    /// An item for a photo library identifier.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// The item's data as a type: nil, as there is no photo library to read.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// Which kinds of items a photo picker offers (PhotosUI's `PHPickerFilter`); a still image shows
/// the picker closed, so the filter changes nothing.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static let screenRecordings = PHPickerFilter(name: "screenRecordings")
    public static let panoramas = PHPickerFilter(name: "panoramas")
    /// Items any of the filters match.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    /// Items all of the filters match.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    /// Items the filter does not match.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// A button that opens the photo picker (PhotosUI's `PhotosPicker`). A still image shows the
/// button at rest, its label styled as buttons are (`buttonStyle`); the picker never opens and
/// the selection keeps its value.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker of one item, with its own label.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker of several items, with its own label.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
        self.label = Text(titleKey)
    }

    /// A picker of several items, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil
    ) {
        self.label = Text(titleKey)
    }
}

extension View {
    /// Presents the photo picker while `isPresented` is true; a still image shows it closed.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) -> some View {
        self
    }

    /// Presents the photo picker for several items while `isPresented` is true; a still image shows
    /// it closed.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil
    ) -> some View {
        self
    }
}
