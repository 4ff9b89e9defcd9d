import Foundation
import ArgumentParser
import EaselPreview

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a page with every preview of SwiftUI files, re-rendered on save, with a layout inspector.",
        discussion: "Listens on 127.0.0.1 unless --host is given. Ctrl-C stops it. See docs/Preview.md.")
    @Argument(help: "Swift files or folders to watch (default: the current folder).") var paths: [String] = []
    @Option(help: "Port to listen on; 0 takes a free one.") var port: Int = 0
    @Option(help: "Address to listen on. The default is loopback only; another address shows your renders to the network.")
    var host = "127.0.0.1"
    @OptionGroup var options: SceneOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard !host.isEmpty else { throw ValidationError("--host needs an address") }
    }

    /// The page's controls: the values of --device, --color-scheme and --scale, defaulting to the
    /// command line's.
    static func controls(_ options: SceneOptions) -> PreviewControls {
        PreviewControls(devices: DeviceOption.allValueStrings, colorSchemes: ColorSchemeOption.allCases.map(\.rawValue),
                        scales: [1, 2, 3],
                        defaults: PreviewSettings(device: options.device.defaultValueDescription, colorScheme: options.colorScheme.rawValue,
                                                  scale: Int(options.scale.value), debug: options.debug))
    }

    func run() throws {
        options.prepareFonts()
        let server: PreviewServer
        do {
            server = try PreviewServer(files: paths.isEmpty ? ["."] : paths, host: host, port: port,
                                       renderer: ScenePreviewRenderer(options: options), controls: Self.controls(options))
        } catch {
            printError("easel: \(error)")
            throw ExitCode(1)
        }
        let count = server.files.count
        let outcome = PreviewRun()
        Task.detached {
            do {
                try await server.run { url in
                    print("easel preview: \(url) — \(count) file\(count == 1 ? "" : "s"); Ctrl-C stops")
                    fflush(nil)   // all streams: `stdout` itself is not concurrency-safe to name
                }
            } catch {
                outcome.fail("easel: preview server: \(error)")
            }
            outcome.done.signal()
        }
        outcome.done.wait()
        if let message = outcome.message {
            printError(message)
            throw ExitCode(1)
        }
    }
}

/// How the server's task ended, for the command's thread waiting on it.
final class PreviewRun: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private(set) var message: String?
    func fail(_ m: String) { message = m }
}
