import Foundation

/// Foundation's item provider on Apple's platforms, which Linux's Foundation lacks: what a photo
/// picker hands over (`results.first?.itemProvider`) and a drag carries. Nothing is picked or
/// dropped in a still image, so a provider made here holds what it was made with and loads
/// nothing: its completion handlers are not called.
nonisolated open class NSItemProvider: @unchecked Sendable {
    public init() {}
    public init(object: NSItemProviderWriting) {}
    public init(item: Any?, typeIdentifier: String?) {
        if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] }
    }
    public convenience init?(contentsOf url: URL) { self.init() }

    open var suggestedName: String?
    public private(set) var registeredTypeIdentifiers: [String] = []

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool { false }
    open func canLoadObject<T>(ofClass aClass: T.Type) -> Bool { false }
    @discardableResult open func loadObject(
        ofClass aClass: NSItemProviderReading.Type, completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void
    ) -> Progress { Progress(totalUnitCount: 0) }
    @discardableResult open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress {
        Progress(totalUnitCount: 0)
    }
    @discardableResult open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void)
        -> Progress
    { Progress(totalUnitCount: 0) }
    @discardableResult open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, Error?) -> Void)
        -> Progress
    { Progress(totalUnitCount: 0) }
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {}
}

/// Who may see one of a provider's representations.
public enum NSItemProviderRepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }

/// A class a provider can load an object of (`UIImage.self`).
public protocol NSItemProviderReading: AnyObject {}
/// A class a provider can be made from (`NSItemProvider(object: url as NSURL)`).
public protocol NSItemProviderWriting: AnyObject {}

extension NSString: NSItemProviderReading, NSItemProviderWriting {}
extension NSURL: NSItemProviderReading, NSItemProviderWriting {}
extension UIImage: NSItemProviderReading, NSItemProviderWriting {}
