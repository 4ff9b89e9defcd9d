import Foundation

/// A colour set in an asset catalog, by name (SwiftUI's `ColorResource`). Xcode generates static
/// members such as `.brand` for each colour set; `easel render` reads them from the project's
/// catalogs, and compiled code declares them in an extension.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog.
    public let name: String
    /// The bundle holding the catalog (unused by Easel's asset providers, which search folders).
    public let bundle: Bundle?

    public init(name: String, bundle: Bundle? = nil) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of a colour set, for the environment's colour scheme.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension UIColor {
    /// The colour of a colour set.
    public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}
