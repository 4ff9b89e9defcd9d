import Foundation

/// The rendered previews, per combination of page settings, and the pages listening for changes.
///
/// All rendering happens on one serial queue, which also owns the results: a request for an image
/// that is not rendered yet, and a change on disk, are queued behind each other and nothing is
/// rendered twice. A change re-renders only the files whose text changed and the files that read
/// a changed file (their dependencies), and only for the settings a page is showing; results for
/// other settings are marked out of date and rendered again when asked for.
package final class PreviewStore: @unchecked Sendable {
    package let files: WatchedFiles
    package let controls: PreviewControls
    private let renderer: any PreviewRendering
    private let queue = DispatchQueue(label: "easel-preview-render", qos: .userInitiated)

    /// One file rendered with one group of settings.
    package struct Result: Sendable {
        /// The file's bytes when it was rendered, to skip a save that changed nothing.
        var source: Data?
        /// Grows each time the images or the error change.
        package var version: Int
        /// The previews; after an error, the last ones that rendered (`stale`).
        package var images: [PreviewImage]
        package var error: PreviewError?
        package var stale: Bool { error != nil && !images.isEmpty }
        var dependencies: Set<String>
        /// Milliseconds the last render took.
        package var renderMilliseconds: Double
        /// A file it reads changed while no page showed these settings.
        var outdated = false
    }

    // Owned by `queue`.
    private var results: [PreviewSettings: [Int: Result]] = [:]
    private var lastUse: [PreviewSettings: UInt64] = [:]
    private var uses: UInt64 = 0
    /// Settings kept rendered for no page, at most.
    private let keptSettings = 4

    private let lock = NSLock()
    private var subscribers: [UUID: Subscriber] = [:]
    private var closed = false
    private struct Subscriber {
        let settings: PreviewSettings
        let continuation: AsyncStream<String>.Continuation
    }

    /// Total renders so far (for measurements).
    package private(set) var renderCount = 0

    package init(files: WatchedFiles, renderer: any PreviewRendering, controls: PreviewControls) {
        self.files = files
        self.renderer = renderer
        self.controls = controls
    }

    private func onQueue<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { c in queue.async { c.resume(returning: body()) } }
    }

    // MARK: Reading

    /// Every file's result for `settings`, rendering those not rendered yet.
    package func state(_ settings: PreviewSettings) async -> [(id: Int, path: String, result: Result)] {
        await onQueue { self.ensureAll(settings) }
    }

    /// One preview's PNG, or nil when the file ID or preview index is unknown.
    package func image(file id: Int, index: Int, settings: PreviewSettings) async -> Data? {
        await onQueue {
            guard let r = self.ensure(id, settings), r.images.indices.contains(index) else { return nil }
            return r.images[index].png
        }
    }

    /// One preview's layout JSON, or nil when the file ID or preview index is unknown.
    package func layout(file id: Int, index: Int, settings: PreviewSettings) async -> Data? {
        await onQueue {
            guard let r = self.ensure(id, settings), r.images.indices.contains(index) else { return nil }
            return r.images[index].layoutJSON
        }
    }

    private func ensureAll(_ settings: PreviewSettings) -> [(id: Int, path: String, result: Result)] {
        files.all.compactMap { f in ensure(f.id, settings).map { (f.id, f.path, $0) } }
    }

    private func ensure(_ id: Int, _ settings: PreviewSettings) -> Result? {
        guard let path = files.path(for: id) else { return nil }
        touch(settings)
        if let r = results[settings]?[id], !r.outdated { return r }
        return render(id, path, settings)
    }

    private func touch(_ settings: PreviewSettings) {
        uses += 1
        lastUse[settings] = uses
        guard results.count > keptSettings else { return }
        let shown = Set(lock.withLock { subscribers.values.map(\.settings) })
        let idle = results.keys.filter { !shown.contains($0) && $0 != settings }.sorted { lastUse[$0, default: 0] < lastUse[$1, default: 0] }
        for s in idle.prefix(results.count - keptSettings) {
            results[s] = nil
            lastUse[s] = nil
        }
    }

    @discardableResult
    private func render(_ id: Int, _ path: String, _ settings: PreviewSettings) -> Result {
        let start = ContinuousClock.now
        let source = try? Data(contentsOf: URL(fileURLWithPath: path))
        let outcome =
            source == nil
            ? PreviewOutcome(images: [], error: PreviewError(message: "the file cannot be read (deleted or moved?)", file: path))
            : renderer.render(file: path, settings: settings)
        renderCount += 1
        let elapsed = ContinuousClock.now - start
        let previous = results[settings]?[id]
        var r = Result(
            source: source, version: previous?.version ?? 0, images: outcome.images, error: outcome.error,
            dependencies: Set(outcome.dependencies),
            renderMilliseconds: Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        if outcome.error != nil { r.images = previous?.images ?? [] }
        if previous == nil || previous!.error != r.error || previous!.images.map(\.png) != r.images.map(\.png)
            || previous!.images.map(\.layoutJSON) != r.images.map(\.layoutJSON)
        {
            r.version += 1
        }
        results[settings, default: [:]][id] = r
        return r
    }

    // MARK: Changes

    /// Starts sending messages for `settings` to a page: first the whole state, then each change.
    package func subscribe(_ settings: PreviewSettings) -> (UUID, AsyncStream<String>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let open = lock.withLock { () -> Bool in
            if !closed { subscribers[id] = Subscriber(settings: settings, continuation: continuation) }
            return !closed
        }
        guard open else {
            continuation.finish()
            return (id, stream)
        }
        queue.async {
            let all = self.ensureAll(settings)
            continuation.yield(PreviewMessages.state(all, settings: settings, controls: self.controls))
        }
        return (id, stream)
    }

    /// Stops sending messages to a page.
    package func unsubscribe(_ id: UUID) {
        let s = lock.withLock { subscribers.removeValue(forKey: id) }
        s?.continuation.finish()
    }

    /// Stops every page's messages (at shutdown); later subscriptions end at once.
    package func finishAll() {
        lock.withLock { closed = true }
        let all = lock.withLock { () -> [Subscriber] in
            defer { subscribers = [:] }
            return Array(subscribers.values)
        }
        for s in all { s.continuation.finish() }
    }

    /// Number of pages listening.
    package var subscriberCount: Int { lock.withLock { subscribers.count } }

    /// Re-renders what `paths` changed, in the background; `done` is called on the render queue after.
    package func filesChanged(_ paths: [String], done: (@Sendable () -> Void)? = nil) {
        queue.async {
            self.handleChange(paths)
            done?()
        }
    }

    /// Waits until the changes queued so far are rendered and sent.
    package func settle() async {
        await onQueue { () }
    }

    private func handleChange(_ paths: [String]) {
        renderer.filesChanged(paths)
        let changed = Set(paths)
        var added = false
        for p in paths where files.id(for: p) == nil {
            if files.discover(p) { added = true }
        }
        let shown = lock.withLock { subscribers.values.map(\.settings) }
        let shownSettings = Set(shown)
        for (settings, byFile) in results where !shownSettings.contains(settings) {
            for (id, r) in byFile where !r.dependencies.isDisjoint(with: changed) || files.path(for: id).map(changed.contains) == true {
                results[settings]?[id]?.outdated = true
            }
        }
        // Changed files first (the one just saved is the one looked at), then the files reading them.
        let all = files.all
        let direct = all.filter { changed.contains($0.path) }
        for settings in shownSettings.sorted(by: { "\($0)" < "\($1)" }) {
            let dependents = all.filter { f in
                !changed.contains(f.path) && results[settings]?[f.id].map { !$0.dependencies.isDisjoint(with: changed) } == true
            }
            for f in direct + dependents {
                let previous = results[settings]?[f.id]
                if let previous, changed.contains(f.path), previous.dependencies.isDisjoint(with: changed),
                    let now = try? Data(contentsOf: URL(fileURLWithPath: f.path)), now == previous.source
                {
                    continue  // saved without a change
                }
                let r = render(f.id, f.path, settings)
                if r.version != previous?.version {
                    send(PreviewMessages.file(id: f.id, path: f.path, result: r, settings: settings, inline: true), to: settings)
                }
            }
        }
        if added {
            for settings in shownSettings {
                let all = ensureAll(settings)
                send(PreviewMessages.state(all, settings: settings, controls: controls), to: settings)
            }
        }
    }

    private func send(_ message: String, to settings: PreviewSettings) {
        let targets = lock.withLock { subscribers.values.filter { $0.settings == settings } }
        for t in targets { t.continuation.yield(message) }
    }
}
