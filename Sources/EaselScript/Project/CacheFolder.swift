import Foundation

/// Easel's cache folder, where compiled scene programs (`compiled/`) and the package checkouts of
/// `easel resolve` (`checkouts/`) are kept between runs: `$EASEL_CACHE`, else
/// `$XDG_CACHE_HOME/easel`, else `~/.cache/easel`.
package enum CacheFolder {
    package static var base: URL {
        let env = ProcessInfo.processInfo.environment
        return env["EASEL_CACHE"].map { URL(fileURLWithPath: $0) }
            ?? env["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent("easel") }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/easel")
    }
}
