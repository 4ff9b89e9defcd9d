import Foundation
import ArgumentParser
import Easel
import EaselScript

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Print the layout of each preview as JSON.")
    @Argument(help: "A Swift file.") var file: String
    @OptionGroup var options: SceneOptions

    func run() throws {
        options.applyProcessSettings()
        let result: String
        do {
            result = try runOnLargeStack {
                try CompiledFallback.output(of: file, options: options) { try layoutJSON() + "\n" }
            }
        } catch {
            printError(errorMessage(error, file: file))
            throw ExitCode(1)
        }
        print(result, terminator: "")
    }

    func layoutJSON() throws -> String {
        var t: [String: Double] = [:]
        let script = try loadScript(file, options: options, timings: &t)
        defer { script.discard() }
        let renders = try sceneRenders(script, options: options)
        var items: [[String: Any]] = []
        for r in renders {
            let renderer = try options.renderer(for: r, of: script, assets: options.assetProvider(), withBackground: false)
            let snapshot = try script.checked { try renderer.layout() }
            var obj = try JSONSerialization.jsonObject(with: snapshot.jsonData(pretty: false)) as! [String: Any]
            obj["name"] = r.name
            items.append(obj)
        }
        let doc: [String: Any] = ["file": file, "renders": items]
        let data = try JSONSerialization.data(withJSONObject: doc, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(data: data, encoding: .utf8)!
    }
}
