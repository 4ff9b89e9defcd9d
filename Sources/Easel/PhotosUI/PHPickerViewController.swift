import Foundation

/// PhotosUI's photo picker controller, as an `ImagePicker` representable makes it: never shown in a
/// still image, so its delegate is never told of picked photos.
nonisolated open class PHPickerViewController: UIViewController, @unchecked Sendable {
    public let configuration: PHPickerConfiguration
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }
    open weak var delegate: PHPickerViewControllerDelegate?
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
}

/// What a photo picker offers and how many photos it takes.
public struct PHPickerConfiguration: Sendable {
    public init() {}
    public init(photoLibrary: PHPhotoLibrary) {}
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    public var preselectedAssetIdentifiers: [String] = []

    /// Whether photos are handed over as stored or converted.
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
    /// How picked photos are ordered.
    public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }
}

/// A picked photo.
public struct PHPickerResult: @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
}

/// A photo picker's delegate: `picker(_:didFinishPicking:)` is the adopter's own and never called here.
public protocol PHPickerViewControllerDelegate: AnyObject {}

/// The photo library: empty here.
nonisolated open class PHPhotoLibrary: @unchecked Sendable {
    private init() {}
    private static let library = PHPhotoLibrary()
    /// The library.
    open class func shared() -> PHPhotoLibrary { library }
}
