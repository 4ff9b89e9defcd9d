// `import Easel` gives the SwiftUI-named API, CGFloat and friends included.
@_exported import Foundation
@_exported import EaselLayout
