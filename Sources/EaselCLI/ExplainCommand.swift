import Foundation
import ArgumentParser
import Easel
import EaselScript
import EaselLayout

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Print the layout conversation: what each view was proposed and what it chose.")
    @Argument(help: "A Swift file.") var file: String
    @OptionGroup var options: SceneOptions

    func run() throws {
        options.applyProcessSettings()
        let result: String
        do { result = try runOnLargeStack { try CompiledFallback.output(of: file, options: options) { try explain() } } } catch {
            printError(errorMessage(error, file: file))
            throw ExitCode(1)
        }
        print(result, terminator: "")
    }

    func explain() throws -> String {
        var t: [String: Double] = [:]
        let script = try loadScript(file, options: options, timings: &t)
        defer { script.discard() }
        var out = ""
        for r in try sceneRenders(script, options: options) {
            let renderer = try options.renderer(for: r, of: script, assets: options.assetProvider(), withBackground: false)
            let trace = LayoutTrace()
            renderer.trace = trace
            let l = try script.checked { try renderer.placedLayout() }
            out += "\(r.name): the canvas proposes \(renderer.proposedSize) and the view chooses \(fmt(l.canvasSize.width)) x \(fmt(l.canvasSize.height))\n"
            out += trace.render().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return out
    }

    func fmt(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
}
