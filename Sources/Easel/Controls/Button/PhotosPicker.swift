import Foundation
import EaselLayout

/// A button that opens the photo library picker (PhotosUI's `PhotosPicker`). A still image shows
/// the button at rest, styled as buttons are (`buttonStyle`, `labelStyle`); the picker never
/// opens, so the selection keeps its value (nothing selected at launch).
nonisolated public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker of one item, with its own label.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A picker of several items, with its own label.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.label = Text(titleKey)
    }

    /// A picker of several items, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.label = Text(titleKey)
    }
}

/// An item picked from the photo library (PhotosUI's `PhotosPickerItem`). Nothing is ever picked
/// in a still image, so no item has content to load.
public struct PhotosPickerItem: Hashable, Sendable {
    /// How to choose among an item's encodings.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }

    /// The item's identifier in the photo library.
    public let itemIdentifier: String?

    /// An item with a library identifier.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// The item's content as `type`: nil, since no photo library is present here.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// The kinds of assets a picker shows (PhotosUI's `PHPickerFilter`); it changes nothing at rest.
public struct PHPickerFilter: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case named(String), any([PHPickerFilter]), all([PHPickerFilter]), not(PHPickerFilter)
    }
    let kind: Kind

    public static let images = PHPickerFilter(kind: .named("images"))
    public static let videos = PHPickerFilter(kind: .named("videos"))
    public static let livePhotos = PHPickerFilter(kind: .named("livePhotos"))
    public static let screenshots = PHPickerFilter(kind: .named("screenshots"))
    public static let screenRecordings = PHPickerFilter(kind: .named("screenRecordings"))
    public static let panoramas = PHPickerFilter(kind: .named("panoramas"))
    public static let bursts = PHPickerFilter(kind: .named("bursts"))
    public static let slomoVideos = PHPickerFilter(kind: .named("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(kind: .named("timelapseVideos"))
    public static let cinematicVideos = PHPickerFilter(kind: .named("cinematicVideos"))
    public static let depthEffectPhotos = PHPickerFilter(kind: .named("depthEffectPhotos"))
    public static let spatialMedia = PHPickerFilter(kind: .named("spatialMedia"))

    /// Assets any of `filters` match.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: .any(filters)) }
    /// Assets all of `filters` match.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: .all(filters)) }
    /// Assets `filter` does not match.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(kind: .not(filter)) }
}

/// How a multiple-selection picker orders its selection (PhotosUI's `PhotosPickerSelectionBehavior`).
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

nonisolated extension View {
    /// Presents the photo picker when `isPresented` is true. A still image shows the picker
    /// closed, as at launch.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }

    /// Presents the photo picker of several items when `isPresented` is true. A still image shows
    /// the picker closed, as at launch.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View { self }
}
