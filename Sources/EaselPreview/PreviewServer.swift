import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The `easel preview` server: one page listing every preview of the watched files, their images
/// and layout JSON, and a WebSocket that pushes each re-rendered image to the page.
///
/// It answers only these paths, and never reads a file a request names:
///
/// | path | answer |
/// | --- | --- |
/// | `/` | the page |
/// | `/preview.js`, `/preview.css` | the page's script and style |
/// | `/api/state?SETTINGS` | every file's previews and errors, as JSON |
/// | `/image/ID/N.png?SETTINGS` | preview N of file ID |
/// | `/layout/ID/N.json?SETTINGS` | its placed layout, with each view's proposal |
/// | `/ws?SETTINGS` | the WebSocket: a `state` message, then a `file` message per change |
///
/// IDs are numbers given to the watched files; anything else is 404.
public final class PreviewServer: Sendable {
    /// The address it listens on; loopback unless the command says otherwise.
    public let host: String
    /// The port asked for; 0 takes a free one.
    public let port: Int
    package let store: PreviewStore
    private let watcher: FileWatcher

    /// Prepares a server for `files` (Swift files or folders), rendering with `renderer`.
    /// - Throws: when a file or folder does not exist or cannot be watched.
    public init(
        files: [String], host: String = "127.0.0.1", port: Int = 0, renderer: any PreviewRendering,
        controls: PreviewControls, debounce: Duration = .milliseconds(30)
    ) throws {
        self.host = host
        self.port = port
        let watched = try WatchedFiles(arguments: files)
        let store = PreviewStore(files: watched, renderer: renderer, controls: controls)
        self.store = store
        var direct: [String] = [], below: [String] = []
        for f in watched.folders { if f.recursive { below.append(f.path) } else { direct.append(f.path) } }
        // One inotify instance per kind of folder keeps the recursion rule simple.
        let filter: @Sendable (String) -> Bool = { watched.isRelevant($0) }
        let onChange: FileWatcher.Handler = { paths in store.filesChanged(paths) }
        watcher = try FileWatcher(
            directories: below + direct, recursive: !below.isEmpty, debounce: debounce,
            filter: filter, onChange: onChange)
    }

    /// The files shown, in page order.
    public var files: [String] { store.files.all.map(\.path) }

    /// Runs until SIGINT or SIGTERM arrives (with `handlingSignals`; then it shuts down gracefully)
    /// or the task is cancelled. `onReady` receives the page's URL once the server listens.
    public func run(handlingSignals: Bool = true, onReady: @escaping @Sendable (URL) -> Void) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: HostCheck(loopback: Self.isLoopback(host)))
        routes(router)
        var logger = Logger(label: "easel-preview")
        logger.logLevel = .critical  // a stop by cancellation is logged as an error otherwise; failures to bind are thrown
        let host = self.host
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: .init(address: .hostname(host, port: port), serverName: "easel-preview"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                onReady(URL(string: "http://\(shown):\(port)/")!)
            },
            logger: logger
        )
        watcher.start()
        defer { watcher.stop() }
        // Open WebSockets would hold a graceful shutdown forever: each stop (a signal, or the
        // caller's task cancelled) first ends every page's stream, then cancels the server.
        let store = self.store
        let serve = Task { try await app.runService(gracefulShutdownSignals: []) }
        let stop: @Sendable () -> Void = {
            store.finishAll()
            serve.cancel()
        }
        var sources: [any DispatchSourceSignal] = []
        if handlingSignals {
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler(handler: stop)
                source.resume()
                sources.append(source)
            }
        }
        defer { for s in sources { s.cancel() } }
        do {
            try await withTaskCancellationHandler {
                try await serve.value
            } onCancel: {
                stop()
            }
        } catch is CancellationError {
            // Stopped.
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "127.0.0.1" || host == "::1" || host == "localhost" || host.hasPrefix("127.")
    }

    private func settings(_ request: Request) -> PreviewSettings {
        var q: [String: String] = [:]
        for (k, v) in request.uri.queryParameters { q[String(k)] = String(v) }
        return PreviewSettings(query: q, controls: store.controls)
    }

    /// `N.ext` → N.
    private static func index(_ name: Substring?, ext: String) -> Int? {
        guard let name, name.hasSuffix("." + ext) else { return nil }
        return Int(name.dropLast(ext.count + 1))
    }

    private func routes(_ router: Router<BasicWebSocketRequestContext>) {
        let store = self.store
        router.get("/") { _, _ in Self.asset(PreviewPage.html, type: "text/html; charset=utf-8") }
        router.get("/preview.js") { _, _ in Self.asset(PreviewScript.source, type: "text/javascript; charset=utf-8") }
        router.get("/preview.css") { _, _ in Self.asset(PreviewStyle.source, type: "text/css; charset=utf-8") }
        router.get("/api/state") { request, _ in
            let s = self.settings(request)
            let all = await store.state(s)
            return Self.asset(PreviewMessages.state(all, settings: s, controls: store.controls), type: "application/json")
        }
        router.get("/image/:id/:file") { request, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self),
                let n = Self.index(context.parameters.get("file").map { Substring($0) }, ext: "png"),
                let png = await store.image(file: id, index: n, settings: self.settings(request))
            else { return Self.notFound }
            return Self.data(png, type: "image/png")
        }
        router.get("/layout/:id/:file") { request, context -> Response in
            guard let id = context.parameters.get("id", as: Int.self),
                let n = Self.index(context.parameters.get("file").map { Substring($0) }, ext: "json"),
                let json = await store.layout(file: id, index: n, settings: self.settings(request))
            else { return Self.notFound }
            return Self.data(json, type: "application/json")
        }
        router.ws("/ws") { request, _ in
            .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let (id, stream) = store.subscribe(self.settings(context.request))
            defer { store.unsubscribe(id) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    // The page sends nothing that matters; its closing ends the connection.
                    for try await _ in inbound {}
                }
                group.addTask {
                    for await message in stream { try await outbound.write(.text(message)) }
                }
                _ = try await group.next()
                group.cancelAll()
            }
        }
    }

    static var notFound: Response { Response(status: .notFound, body: .init(byteBuffer: ByteBuffer(string: "not found\n"))) }

    static func asset(_ text: String, type: String) -> Response {
        data(Data(text.utf8), type: type)
    }

    static func data(_ data: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// On loopback, answers only requests addressed to a loopback name, so that a web page elsewhere
/// cannot reach the server by pointing a DNS name at 127.0.0.1 (DNS rebinding).
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    let loopback: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if loopback {
            let authority = request.head.authority ?? ""
            var name = Substring(authority)
            if name.hasPrefix("[") { name = name.dropFirst().prefix { $0 != "]" } } else { name = name.prefix { $0 != ":" } }
            guard name == "localhost" || name == "::1" || name.hasPrefix("127.") else {
                return Response(status: .forbidden, body: .init(byteBuffer: ByteBuffer(string: "forbidden host\n")))
            }
        }
        return try await next(request, context)
    }
}
