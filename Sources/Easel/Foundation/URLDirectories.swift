import Foundation

extension URL {
    /// The user's folders by Apple's names (`URL.documentsDirectory`, iOS 16), which Linux's
    /// Foundation lacks: in a compiled scene's program, the folders of its empty app container;
    /// elsewhere, those `FileManager.default.urls(for:in:)` gives for the user's domain
    /// (`~/Documents`, …). Scripts see an empty app container of their own (docs/Differences.md).
    public static var documentsDirectory: URL { userFolder(.documentDirectory, "Documents") }
    public static var libraryDirectory: URL { userFolder(.libraryDirectory, "Library") }
    public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory, "Library/Application Support") }
    public static var cachesDirectory: URL { userFolder(.cachesDirectory, "Library/Caches") }
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, "Downloads") }
    public static var desktopDirectory: URL { userFolder(.desktopDirectory, "Desktop") }
    public static var picturesDirectory: URL { userFolder(.picturesDirectory, "Pictures") }
    public static var moviesDirectory: URL { userFolder(.moviesDirectory, "Movies") }
    public static var musicDirectory: URL { userFolder(.musicDirectory, "Music") }

    /// The variable naming the app container a compiled scene's program runs in (set by
    /// `easel render --engine compile`): its folders are the container's.
    package static let appContainerVariable = "EASEL_APP_CONTAINER"

    private static func userFolder(_ directory: FileManager.SearchPathDirectory, _ path: String) -> URL {
        if let container = ProcessInfo.processInfo.environment[appContainerVariable], !container.isEmpty {
            return URL(fileURLWithPath: container, isDirectory: true).appendingPathComponent(path, isDirectory: true)
        }
        return FileManager.default.urls(for: directory, in: .userDomainMask).first ?? URL.homeDirectory.appendingPathComponent(path, isDirectory: true)
    }
}
