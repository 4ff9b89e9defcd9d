import Foundation

/// A uniform type identifier (UniformTypeIdentifiers' `UTType`), as drop destinations and file
/// importers name what they take (`onDrop(of: [.image], …)`, `allowedContentTypes: [.pdf]`).
/// Easel knows the common system types, each with its identifier, file extension, MIME type and
/// the type it conforms to; nothing is dropped or imported in a still image.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier (`public.png`).
    public let identifier: String
    /// The usual file name extension (`png`).
    public let preferredFilenameExtension: String?
    /// The MIME type (`image/png`).
    public let preferredMIMEType: String?
    /// The identifier of the type this one conforms to directly (`public.image` for PNG).
    let parent: String?

    init(_ identifier: String, _ ext: String? = nil, _ mime: String? = nil, conformsTo parent: String?) {
        self.identifier = identifier
        preferredFilenameExtension = ext
        preferredMIMEType = mime
        self.parent = parent
    }

    /// A system type by identifier; nil for one Easel does not know.
    public init?(_ identifier: String) {
        guard let t = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = t
    }
    /// The system type of a file name extension (`UTType(filenameExtension: "png")`); nil for one Easel does not know.
    public init?(filenameExtension: String) {
        let ext = filenameExtension.lowercased()
        guard let t = UTType.known.first(where: { $0.preferredFilenameExtension == ext }) else { return nil }
        self = t
    }
    /// As above, when the type conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        guard let t = UTType(filenameExtension: filenameExtension), t.conforms(to: supertype) else { return nil }
        self = t
    }
    /// The system type of a MIME type; nil for one Easel does not know.
    public init?(mimeType: String) {
        guard let t = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = t
    }
    /// An app's own type, declared in its Info.plist (conforming to `public.data`).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(identifier, conformsTo: parent?.identifier ?? UTType.data.identifier)
    }
    /// Another app's type the app reads (conforming to `public.data`).
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) { self.init(exportedAs: identifier, conformingTo: parent) }

    /// Whether this type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        var id: String? = identifier
        while let current = id {
            if current == type.identifier { return true }
            id = UTType.known.first(where: { $0.identifier == current })?.parent ?? (current == identifier ? parent : nil)
        }
        return false
    }
    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier, as English names it.
    public var localizedDescription: String? { identifier }
    public var description: String { identifier }
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into h: inout Hasher) { h.combine(identifier) }

    public static let item = UTType("public.item", conformsTo: nil)
    public static let content = UTType("public.content", conformsTo: "public.item")
    public static let data = UTType("public.data", conformsTo: "public.item")
    public static let text = UTType("public.text", conformsTo: "public.data")
    public static let plainText = UTType("public.plain-text", "txt", "text/plain", conformsTo: "public.text")
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: "public.plain-text")
    public static let rtf = UTType("public.rtf", "rtf", "text/rtf", conformsTo: "public.text")
    public static let html = UTType("public.html", "html", "text/html", conformsTo: "public.text")
    public static let xml = UTType("public.xml", "xml", "application/xml", conformsTo: "public.text")
    public static let json = UTType("public.json", "json", "application/json", conformsTo: "public.text")
    public static let yaml = UTType("public.yaml", "yaml", "application/x-yaml", conformsTo: "public.text")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv", "text/csv", conformsTo: "public.text")
    public static let sourceCode = UTType("public.source-code", conformsTo: "public.plain-text")
    public static let swiftSource = UTType("public.swift-source", "swift", nil, conformsTo: "public.source-code")
    public static let url = UTType("public.url", conformsTo: "public.data")
    public static let fileURL = UTType("public.file-url", conformsTo: "public.url")
    public static let image = UTType("public.image", conformsTo: "public.data")
    public static let png = UTType("public.png", "png", "image/png", conformsTo: "public.image")
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", conformsTo: "public.image")
    public static let heic = UTType("public.heic", "heic", "image/heic", conformsTo: "public.image")
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", conformsTo: "public.image")
    public static let webP = UTType("org.webmproject.webp", "webp", "image/webp", conformsTo: "public.image")
    public static let svg = UTType("public.svg-image", "svg", "image/svg+xml", conformsTo: "public.image")
    public static let rawImage = UTType("public.camera-raw-image", conformsTo: "public.image")
    public static let livePhoto = UTType("com.apple.live-photo", conformsTo: "public.content")
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf", conformsTo: "public.data")
    public static let audiovisualContent = UTType("public.audiovisual-content", conformsTo: "public.data")
    public static let movie = UTType("public.movie", conformsTo: "public.audiovisual-content")
    public static let video = UTType("public.video", conformsTo: "public.movie")
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", "mov", "video/quicktime", conformsTo: "public.movie")
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", conformsTo: "public.movie")
    public static let audio = UTType("public.audio", conformsTo: "public.audiovisual-content")
    public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg", conformsTo: "public.audio")
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", "m4a", "audio/mp4", conformsTo: "public.audio")
    public static let wav = UTType("com.microsoft.waveform-audio", "wav", "audio/wav", conformsTo: "public.audio")
    public static let archive = UTType("public.archive", conformsTo: "public.data")
    public static let zip = UTType("public.zip-archive", "zip", "application/zip", conformsTo: "public.archive")
    public static let folder = UTType("public.folder", conformsTo: "public.item")
    public static let directory = UTType("public.directory", conformsTo: "public.item")
    public static let propertyList = UTType("com.apple.property-list", "plist", nil, conformsTo: "public.data")
    public static let vCard = UTType("public.vcard", "vcf", "text/vcard", conformsTo: "public.text")
    public static let contact = UTType("public.contact", conformsTo: "public.data")
    public static let emailMessage = UTType("public.email-message", "eml", "message/rfc822", conformsTo: "public.data")
    public static let calendarEvent = UTType("public.calendar-event", "ics", "text/calendar", conformsTo: "public.data")
    public static let spreadsheet = UTType("public.spreadsheet", conformsTo: "public.content")
    public static let presentation = UTType("public.presentation", conformsTo: "public.content")
    public static let font = UTType("public.font", conformsTo: "public.data")
    public static let executable = UTType("public.executable", conformsTo: "public.item")
    public static let application = UTType("com.apple.application", conformsTo: "public.executable")
    public static let database = UTType("public.database", conformsTo: "public.data")
    public static let log = UTType("public.log", "log", nil, conformsTo: "public.plain-text")

    /// The system types Easel knows by their static names (what scripts read as `UTType.png`), for
    /// look-ups by identifier, extension and MIME type.
    package static let byName: [String: UTType] = [
        "item": item,
        "content": content,
        "data": data,
        "text": text,
        "plainText": plainText,
        "utf8PlainText": utf8PlainText,
        "rtf": rtf,
        "html": html,
        "xml": xml,
        "json": json,
        "yaml": yaml,
        "commaSeparatedText": commaSeparatedText,
        "sourceCode": sourceCode,
        "swiftSource": swiftSource,
        "url": url,
        "fileURL": fileURL,
        "image": image,
        "png": png,
        "jpeg": jpeg,
        "heic": heic,
        "gif": gif,
        "webP": webP,
        "svg": svg,
        "rawImage": rawImage,
        "livePhoto": livePhoto,
        "pdf": pdf,
        "audiovisualContent": audiovisualContent,
        "movie": movie,
        "video": video,
        "quickTimeMovie": quickTimeMovie,
        "mpeg4Movie": mpeg4Movie,
        "audio": audio,
        "mp3": mp3,
        "mpeg4Audio": mpeg4Audio,
        "wav": wav,
        "archive": archive,
        "zip": zip,
        "folder": folder,
        "directory": directory,
        "propertyList": propertyList,
        "vCard": vCard,
        "contact": contact,
        "emailMessage": emailMessage,
        "calendarEvent": calendarEvent,
        "spreadsheet": spreadsheet,
        "presentation": presentation,
        "font": font,
        "executable": executable,
        "application": application,
        "database": database,
        "log": log,
    ]
    /// The known types, in identifier order (so look-ups answer the same on every run).
    static let known: [UTType] = byName.values.sorted { $0.identifier < $1.identifier }
}
