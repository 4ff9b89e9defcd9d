import Foundation
import EaselLayout

/// Where an `AsyncImage` is in loading its image (SwiftUI's `AsyncImagePhase`). A still image is
/// taken before anything has loaded (Easel never uses the network), so it is always `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let i) = self { return i }
        return nil
    }

    /// The loading error, if any.
    public var error: Error? {
        if case .failure(let e) = self { return e }
        return nil
    }
}

/// An image loaded from a URL (SwiftUI's `AsyncImage`), drawn as it looks before it has loaded:
/// its placeholder (by default a grey rectangle in `secondarySystemFill` filling its space), or
/// what its content makes of the `.empty` phase. A render never fetches the URL.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content

    public var body: some View { content }
}

extension AsyncImage {
    /// The placeholder, or the content for the `.empty` phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }

    /// The placeholder view while the image loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }
}

extension AsyncImage where Content == AnyView {
    /// The default placeholder.
    public init(url: URL?, scale: CGFloat = 1) {
        content = AnyView(Rectangle().fill(SystemColors.secondarySystemFill))
    }
}
