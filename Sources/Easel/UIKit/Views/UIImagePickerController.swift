import Foundation

/// UIKit's camera and photo library picker, as an `ImagePicker` representable makes it: never
/// shown in a still image, so its delegate is never told of a picked image.
nonisolated open class UIImagePickerController: UINavigationController, @unchecked Sendable {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// The picker's delegate (UIKit types it as both delegate protocols).
    open weak var pickerDelegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    open override weak var delegate: UINavigationControllerDelegate? {
        get { pickerDelegate }
        set { pickerDelegate = newValue as? UIImagePickerControllerDelegate & UINavigationControllerDelegate }
    }
    open var sourceType = SourceType.photoLibrary
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]
    open var cameraDevice = CameraDevice.rear
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var cameraFlashMode = CameraFlashMode.auto
    open var showsCameraControls = true
    open var videoQuality = QualityType.typeMedium

    /// Whether a source is available: the photo library is, there is no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types a source offers.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { ["public.image", "public.movie"] }
    /// Whether the device has a camera facing that way: none here.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    open func takePicture() {}

    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto, on }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// A key of the picked media's information.
    public struct InfoKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }
}

/// An image picker's delegate: its methods (`imagePickerController(_:didFinishPickingMediaWithInfo:)`,
/// `imagePickerControllerDidCancel(_:)`) are the adopter's own and never called here.
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// Saves an image to the photo library: there is none here; the completion target is not called.
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?
) {}
