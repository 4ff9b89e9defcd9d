import Foundation
import Easel

/// The string catalogs of `--strings`, read once per path for the whole batch (a catalog that cannot
/// be read fails every file with the same message, naming the file and line).
final class StringCatalogs: @unchecked Sendable {
    static let shared = StringCatalogs()

    private let lock = NSLock()
    private var loaded: [String: Result<StringCatalog, StringCatalogError>] = [:]

    func catalog(at path: String) throws -> StringCatalog {
        lock.lock(); defer { lock.unlock() }
        if let result = loaded[path] { return try result.get() }
        let result: Result<StringCatalog, StringCatalogError>
        do {
            result = .success(try StringCatalog(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as StringCatalogError {
            result = .failure(error)
        } catch {
            result = .failure(StringCatalogError(file: path, line: nil, message: error.localizedDescription))
        }
        loaded[path] = result
        return try result.get()
    }
}
