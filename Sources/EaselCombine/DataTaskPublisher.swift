#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
import Foundation
import Easel

// On Linux, `URLSession` lives in FoundationNetworking, which Apple's Foundation includes: this
// module, imported beside each `import Foundation` in compiled code (docs/CompiledEngine.md),
// shows it, and adds Combine's `dataTaskPublisher`.

extension URLSession {
    /// The publisher of a data task (Combine's `URLSession.DataTaskPublisher`). As scripts' data
    /// tasks, it never delivers: the response comes after the picture is taken.
    public struct DataTaskPublisher: Publisher {
        /// The data and the response.
        public typealias Output = (data: Data, response: URLResponse)
        /// The error of a failed load.
        public typealias Failure = URLError

        /// The request loaded.
        public let request: URLRequest
        /// The session that loads it.
        public let session: URLSession

        /// A publisher of `session`'s data task for `request`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Delivers nothing before the picture is taken.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }

    /// A publisher of the data at `url` (Combine's `dataTaskPublisher(for:)`): it delivers nothing
    /// to a still image, as scripts' data tasks.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the response to `request` (Combine's `dataTaskPublisher(for:)`): it delivers
    /// nothing to a still image, as scripts' data tasks.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}
