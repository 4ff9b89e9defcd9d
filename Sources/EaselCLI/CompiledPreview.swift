import Foundation
import Easel
import EaselScript

/// One preview of a scene that `easel render --engine compile` compiled: the program it builds
/// registers the file's previews with `EaselCLI.main(compiledPreviews:)`, which renders them
/// with the command's options as the interpreter renders a file's previews.
public struct CompiledPreview {
    enum Kind {
        /// A `#Preview`, with its title and traits.
        case macro(title: String?, traits: [PreviewTrait])
        /// A `PreviewProvider` type's `previews`: a top-level `Group` gives one preview per view.
        case provider(name: String)
        /// A view of the file made without arguments (no previews, or `--view NAME`).
        case view(name: String)
    }
    let kind: Kind
    let make: () -> any View

    /// A `#Preview(title, traits: …) { body }`.
    public init(title: String?, traits: [PreviewTrait], body: @escaping () -> any View) {
        kind = .macro(title: title, traits: traits)
        make = body
    }

    /// The `previews` of the `PreviewProvider` type `name`.
    public init(provider name: String, previews: @escaping () -> any View) {
        kind = .provider(name: name)
        make = previews
    }

    /// The view type `name`, made by `make`.
    public init(view name: String, make: @escaping () -> any View) {
        kind = .view(name: name)
        self.make = make
    }
}

extension EaselCLI {
    /// The entry point of a compiled scene's program: runs the command given in the process's
    /// arguments (`render`, `layout`, `explain`) with `previews` as the file's previews.
    public static func main(compiledPreviews previews: [CompiledPreview]) -> Never {
        CompiledPreviews.current = previews
        EaselCommand.main()
        exit(0)
    }
}

/// The previews of the compiled scene this process is (nil in `easel` itself).
enum CompiledPreviews {
    nonisolated(unsafe) static var current: [CompiledPreview]?

    /// The renders the previews make, as `Script.renders(select:)` makes a file's: `#Preview`s
    /// named by title (or display name) else position, a provider's group one by one, a view by
    /// its type; `select` picks one by name.
    static func renders(_ previews: [CompiledPreview], select: String?, file: String) throws -> [ScriptRender] {
        var out: [ScriptRender] = []
        var macros = 0
        for p in previews {
            switch p.kind {
            case .macro(let title, let traits):
                macros += 1
                out.append(ScriptRender(title: title, fallback: String(macros), view: AnyView(p.make()), traits: PreviewTraits(traits: traits)))
            case .provider(let name):
                let previews = p.make()
                if let views = groupedPreviews(previews) {
                    for (i, v) in views.enumerated() { out.append(ScriptRender(title: nil, fallback: String(i + 1), view: v)) }
                } else {
                    out.append(ScriptRender(title: nil, fallback: name, fallbackIsNamed: true, view: AnyView(previews)))
                }
            case .view(let name):
                out.append(ScriptRender(title: nil, fallback: name, fallbackIsNamed: true, view: AnyView(p.make())))
            }
        }
        guard let select else { return out }
        let picked = out.filter { $0.name == select }
        guard !picked.isEmpty else {
            throw ScriptError(
                "no view or preview named '\(select)' (previews: \(out.map(\.name).joined(separator: ", ")))",
                at: SourcePosition(file: file, line: 1, column: 1))
        }
        return picked
    }
}

/// The renders of the scene `script` was loaded from (`--view`): its previews as the interpreter
/// makes them, or, in a compiled scene's program, the compiled previews. Views made here, before
/// their render (a preview's root view and its stored properties), see `--device`'s screen as
/// `UIScreen.main`.
func sceneRenders(_ script: Script, options: SceneOptions) throws -> [ScriptRender] {
    var screen: Device?
    if case .device(let d) = options.device { screen = d }
    return try UIScreen.$beforeRender.withValue(screen) {
        if let compiled = CompiledPreviews.current { return try CompiledPreviews.renders(compiled, select: options.view, file: script.fileName) }
        return try script.renders(select: options.view)
    }
}
