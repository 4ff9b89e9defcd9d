import Foundation
import ArgumentParser
import Easel
import EaselPreview

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
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

    /// The page's controls: the values of --device, --color-scheme, --scale, --dynamic-type,
    /// --locale, --layout-direction and --look, defaulting to the command line's.
    static func controls(_ options: SceneOptions) -> PreviewControls {
        let languages = (try? options.strings.map { try StringCatalogs.shared.catalog(at: $0).languages }) ?? nil
        var locales = [""] + (languages ?? PreviewRenderSettings.commonLocales)
        if let l = options.locale, l != "all", !locales.contains(l) { locales.append(l) }
        let choices = [
            PreviewChoice(name: PreviewRenderSettings.device, label: "Device", values: DeviceOption.allValueStrings),
            PreviewChoice(name: PreviewRenderSettings.colorScheme, label: "Scheme", values: ColorSchemeOption.allCases.map(\.rawValue)),
            PreviewChoice(name: PreviewRenderSettings.scale, label: "Scale", values: ["1", "2", "3"]),
            PreviewChoice(name: PreviewRenderSettings.dynamicType, label: "Text size", values: DynamicTypeOption.allValueStrings),
            PreviewChoice(name: PreviewRenderSettings.locale, label: "Locale", values: locales, titles: ["": "default"]),
            PreviewChoice(
                name: PreviewRenderSettings.layoutDirection, label: "Direction", values: [""] + LayoutDirectionOption.allCases.map(\.rawValue),
                titles: ["": "locale's"]),
            PreviewChoice(name: PreviewRenderSettings.look, label: "Look", values: LookOption.allValueStrings),
        ]
        let defaults = PreviewSettings(
            choices: [
                PreviewRenderSettings.device: options.device.defaultValueDescription,
                PreviewRenderSettings.colorScheme: options.colorScheme.rawValue,
                PreviewRenderSettings.scale: String(Int(options.scale.value)),
                PreviewRenderSettings.dynamicType: "\(options.dynamicType?.size ?? EnvironmentValues().dynamicTypeSize)",
                PreviewRenderSettings.locale: options.locale == "all" ? "" : options.locale ?? "",
                PreviewRenderSettings.layoutDirection: options.layoutDirection?.rawValue ?? "",
                PreviewRenderSettings.look: (options.look?.look ?? EnvironmentValues().systemLook).rawValue,
            ], debug: options.debug)
        return PreviewControls(choices: choices, defaults: defaults)
    }

    func run() throws {
        options.applyProcessSettings()
        let server: PreviewServer
        do {
            server = try PreviewServer(
                files: paths.isEmpty ? ["."] : paths, host: host, port: port,
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
                    fflush(nil)  // all streams: `stdout` itself is not concurrency-safe to name
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
