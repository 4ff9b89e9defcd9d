import Foundation

/// Xcode's preview declaration (SwiftUI's `PreviewProvider`); the `easel` command renders its previews.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
