import Foundation
import EaselScript
import SwiftSyntax
import SwiftParser
import SwiftParserDiagnostics

/// The Swift files a scene's compiled program is built from (`--engine compile`): the scene file
/// as written, except that each `#Preview { … }` becomes a function on the same lines (so that
/// the compiler's line numbers are the file's) and `@main` is dropped; the previews'
/// registration appended to it (in the same file, so that previews may use its private
/// declarations); and the program's entry, which hands them to `EaselCLI.main(compiledPreviews:)`.
struct CompiledSceneSource {
    /// The scene file as compiled.
    let scene: String
    /// The program's entry file.
    static let entryFileName = "__EaselSceneMain.swift"
    static let entry = """
        import EaselCLI

        @main enum __EaselSceneMain {
            @MainActor static func main() {
                EaselCLI.main(
                    compiledPreviews: __easelScene().map { p in
                        switch p.kind {
                        case 0: return CompiledPreview(title: p.name, traits: p.traits, body: p.make)
                        case 1: return CompiledPreview(provider: p.name ?? "", previews: p.make)
                        default: return CompiledPreview(view: p.name ?? "", make: p.make)
                        }
                    })
            }
        }

        """

    /// Reads `source` (the file at `path`); `select` is `--view`/`--preview`. Throws a located
    /// `ScriptError` for a file that does not parse or has nothing to render.
    init(path: String, source: String, select: String?, conditions: CompilationConditions) throws {
        let tree = try Self.parse(source, path: path)
        var edits = Edits(source)
        var entries: [String] = []
        var macros = 0
        var providers: [String] = []
        var views: [(name: String, decl: String)] = []
        var previewTitles: [String] = []

        let compilation = conditions
        func visit(_ items: CodeBlockItemListSyntax, conditions: [String]) throws {
            for item in items {
                if let d = item.item.as(IfConfigDeclSyntax.self) {
                    for (i, clause) in d.clauses.enumerated() {
                        guard case .statements(let inner)? = clause.elements else { continue }
                        try visit(inner, conditions: conditions + [Self.condition(of: d, clause: i, compilation)])
                    }
                } else if let m = Self.previewMacro(item), m.macroName.text == "Preview" {
                    guard let preview = edits.preview(m, number: macros + 1) else { continue }
                    macros += 1
                    if let title = preview.title { previewTitles.append(title) }
                    entries.append(
                        Self.wrapped(
                            "scene.append((0, \(preview.titleExpression ?? "nil"), [\(preview.traits.joined(separator: ", "))], { __easelPreview\(macros)() }))",
                            in: conditions))
                } else if let decl = item.item.asProtocol(DeclGroupSyntax.self), let name = Self.typeName(decl) {
                    let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                    if inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
                        providers.append(name)
                        entries.append(Self.wrapped("scene.append((1, \"\(name)\", [], { \(name).previews }))", in: conditions))
                    } else if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
                        views.append((name, decl.trimmedDescription))
                    }
                }
            }
        }
        try visit(tree.statements, conditions: [])
        edits.dropAttributesLinuxLacks(in: tree)
        edits.importWhatAppleFoundationShows(in: tree)
        edits.importTheSDKFromEasel(in: tree)
        edits.selectorsAsNames(in: tree)
        try edits.settlePlatformConditions(in: tree, conditions)

        // As the interpreter chooses: the #Previews, else the PreviewProviders' previews, else the
        // view `DefaultView` chooses; `select` picks a view by its type name unless a preview has
        // that title.
        var chosen: [String] = []
        if macros > 0 {
            chosen = entries.filter { $0.contains("scene.append((0,") }
        } else if !providers.isEmpty {
            chosen = entries.filter { $0.contains("scene.append((1,") }
        }
        let viewNames = views.map(\.name)
        if let select, viewNames.contains(select), !previewTitles.contains(select) {
            chosen = ["scene.append((2, \"\(select)\", [], { \(select)() }))"]
        } else if chosen.isEmpty {
            let view = DefaultView.choose(viewNames, fileName: path) { name in views.contains { $0.name != name && $0.decl.contains(name) } }
            guard let view else {
                throw ScriptError(
                    views.isEmpty
                        ? "no View in the file (nothing to render)"
                        : "several views and no \(DefaultView.rule); pick one with --view (\(viewNames.joined(separator: ", ")))",
                    at: SourcePosition(file: path, line: 1, column: 1))
            }
            chosen = ["scene.append((2, \"\(view)\", [], { \(view)() }))"]
        }
        scene =
            edits.applied() + """


                // Added by easel's compiled engine: the previews the program renders.
                import Easel
                @MainActor func __easelScene() -> [(kind: Int, name: String?, traits: [Easel.PreviewTrait], make: () -> any Easel.View)] {
                    var scene: [(kind: Int, name: String?, traits: [Easel.PreviewTrait], make: () -> any Easel.View)] = []
                \(chosen.joined(separator: "\n"))
                    return scene
                }

                """
    }

    /// Another file of the project, as compiled beside the scene: its `#Preview`s and `@main`
    /// dropped (their lines kept empty).
    static func companion(_ source: String, path: String, conditions: CompilationConditions) throws -> String {
        let tree = try parse(source, path: path)
        var edits = Edits(source)
        final class Previews: SyntaxVisitor {
            var found: [Syntax] = []
            override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { found.append(Syntax(node)) }
                return .skipChildren
            }
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { found.append(Syntax(node)) }
                return .skipChildren
            }
        }
        let v = Previews(viewMode: .sourceAccurate)
        v.walk(tree)
        for m in v.found { edits.blank(m) }
        edits.dropAttributesLinuxLacks(in: tree)
        edits.importWhatAppleFoundationShows(in: tree)
        edits.importTheSDKFromEasel(in: tree)
        edits.selectorsAsNames(in: tree)
        try edits.settlePlatformConditions(in: tree, conditions)
        return edits.applied()
    }

    /// A file with a syntax error: compiling it cannot help.
    struct DoesNotParse: Error {
        let error: ScriptError
    }

    private static func parse(_ source: String, path: String) throws -> SourceFileSyntax {
        let tree = Parser.parse(source: source)
        if let d = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            let l = d.location(converter: SourceLocationConverter(fileName: path, tree: tree))
            throw DoesNotParse(error: ScriptError(d.message, at: SourcePosition(file: path, line: l.line, column: l.column)))
        }
        return tree
    }

    /// A `#Preview` at the top level, which parses as a declaration or an expression.
    private static func previewMacro(_ item: CodeBlockItemSyntax) -> (any FreestandingMacroExpansionSyntax)? {
        switch item.item {
        case .decl(let d): return d.as(MacroExpansionDeclSyntax.self)
        case .expr(let e): return e.as(MacroExpansionExprSyntax.self)
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self)
        }
    }

    private static func typeName(_ decl: some DeclGroupSyntax) -> String? {
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        return nil
    }

    /// The condition under which clause `index` of `d` compiles: its own condition, and for a
    /// later clause every earlier condition false as well; platform tests settled as the
    /// interpreter settles them (`Edits.settlePlatformConditions`).
    private static func condition(of d: IfConfigDeclSyntax, clause index: Int, _ conditions: CompilationConditions) throws -> String {
        var parts: [String] = []
        for (i, c) in d.clauses.enumerated() {
            let text = try c.condition.map { "(\(try Edits.settled($0, conditions)))" }
            if i < index { if let text { parts.append("!\(text)") } } else if i == index { if let text { parts.append(text) } }
        }
        return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }

    /// `line` inside the `#if`s of `conditions`.
    private static func wrapped(_ line: String, in conditions: [String]) -> String {
        var text = "    " + line
        for c in conditions.reversed() where c != "true" { text = "    #if \(c)\n\(text)\n    #endif" }
        return text
    }

    /// Replacements in the source's UTF-8 bytes, applied at the end from the last to the first.
    struct Edits {
        private var bytes: [UInt8]
        fileprivate var replacements: [(range: Range<Int>, text: String)] = []

        init(_ source: String) { bytes = Array(source.utf8) }

        /// A `#Preview` made a function: `#Preview("T", traits: …) {` becomes
        /// `@MainActor func __easelPreviewN() -> some View {` (a preview's body is main-actor isolated, as
        /// Xcode's is) followed by as many line breaks as it spanned,
        /// and `@Previewable` is dropped from its body; a widget's `#Preview(as:)` is blanked.
        mutating func preview(_ m: some FreestandingMacroExpansionSyntax, number: Int) -> (title: String?, titleExpression: String?, traits: [String])? {
            let start = m.positionAfterSkippingLeadingTrivia.utf8Offset
            guard let closure = m.trailingClosure, !m.arguments.contains(where: { $0.label?.text == "as" }) else {
                blank(Syntax(m))
                return nil
            }
            let headerEnd = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            let header = String(decoding: bytes[start..<headerEnd], as: UTF8.self)
            let breaks = String(repeating: "\n", count: header.filter { $0 == "\n" }.count)
            replacements.append(
                (start..<headerEnd, "@MainActor @Easel.ViewBuilder func __easelPreview\(number)() -> some Easel.View {" + breaks))
            for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == "Previewable" {
                if let attr = token.parent?.parent?.as(AttributeSyntax.self) { blank(Syntax(attr)) }
            }
            var titleExpression: String?
            var title: String?
            var traits: [String] = []
            var inTraits = false
            for (i, a) in m.arguments.enumerated() {
                if let label = a.label?.text { inTraits = label == "traits" }
                if i == 0, a.label == nil, let s = a.expression.as(StringLiteralExprSyntax.self) {
                    titleExpression = s.trimmedDescription
                    title = s.representedLiteralValue
                } else if inTraits {
                    traits.append(a.expression.trimmedDescription)
                }
            }
            return (title, titleExpression, traits)
        }

        /// `node` replaced by spaces, its line breaks kept.
        mutating func blank(_ node: Syntax) {
            let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            let text = String(decoding: bytes[range], as: UTF8.self)
            replacements.append((range, String(text.map { $0 == "\n" ? "\n" : " " })))
        }

        /// `import Combine` and `import FoundationNetworking` beside each `import Foundation`, on the
        /// same line: on Apple's platforms a file that imports only Foundation sees Combine's
        /// `ObservableObject` and `@Published` (many apps' models rely on it) and `URLSession`,
        /// while Linux's Foundation has no Combine and keeps `URLSession` in FoundationNetworking.
        mutating func importWhatAppleFoundationShows(in tree: SourceFileSyntax) {
            for item in tree.statements {
                guard let i = item.item.as(ImportDeclSyntax.self), i.path.trimmedDescription == "Foundation" else { continue }
                let end = i.endPositionBeforeTrailingTrivia.utf8Offset
                replacements.append((end..<end, "; import Combine; import FoundationNetworking"))
            }
        }

        /// The iOS SDK's modules that Linux's toolchain has (or Easel stands in for by name,
        /// `CompiledEngine.aliases`): their imports are compiled as written.
        static let compiledSDKModules: Set<String> =
            Set(["Foundation", "CoreFoundation", "Dispatch", "Observation"] + CompiledEngine.aliases.map(\.0))

        /// Each import of another iOS SDK module (`import UIKit`, `import MapKit`,
        /// `@preconcurrency import CoreImage.CIFilterBuiltins`) made `import Easel /* UIKit */` on its
        /// line: Easel declares the parts of them that SwiftUI screens use (`UIColor`, `UIImage`,
        /// `Map`, `CIFilter`, `PhotosPicker`, …), where the interpreter finds them too. A name Easel
        /// lacks is then the compiler's "cannot find 'SKScene' in scope", which
        /// `CompiledEngine.compileError` follows with the module the comment names.
        mutating func importTheSDKFromEasel(in tree: SourceFileSyntax) {
            final class Imports: SyntaxVisitor {
                var found: [ImportDeclSyntax] = []
                override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                    found.append(node)
                    return .skipChildren
                }
            }
            let imports = Imports(viewMode: .sourceAccurate)
            imports.walk(tree)
            for i in imports.found {
                guard let module = i.path.first?.name.text, CompilationConditions.sdkModules.contains(module),
                    !Self.compiledSDKModules.contains(module)
                else { continue }
                let range = i.positionAfterSkippingLeadingTrivia.utf8Offset..<i.endPositionBeforeTrailingTrivia.utf8Offset
                replacements.append((range, "import Easel /* \(module) */"))
            }
        }

        /// Each `#selector(UIResponder.resignFirstResponder)` made `Selector("UIResponder.resignFirstResponder")`
        /// (Easel's `Selector`): Linux has no Objective-C runtime, and the actions a selector names
        /// (hiding the keyboard, a timer's target) never run in a still image.
        mutating func selectorsAsNames(in tree: SourceFileSyntax) {
            final class Selectors: SyntaxVisitor {
                var found: [MacroExpansionExprSyntax] = []
                override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                    if node.macroName.text == "selector" { found.append(node) }
                    return .visitChildren
                }
            }
            let selectors = Selectors(viewMode: .sourceAccurate)
            selectors.walk(tree)
            for m in selectors.found {
                let name = m.arguments.map(\.expression.trimmedDescription).joined(separator: ", ")
                let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                let range = m.positionAfterSkippingLeadingTrivia.utf8Offset..<m.endPositionBeforeTrailingTrivia.utf8Offset
                let lines = String(repeating: "\n", count: m.trimmedDescription.filter { $0 == "\n" }.count)
                replacements.append((range, "Selector(\"\(escaped)\")" + lines))
            }
        }

        /// Every `@main` attribute blanked (the program's entry is its own), and every `@objc`,
        /// `@objcMembers` and Interface Builder attribute (`@objc func imageSaved(…)`, the target
        /// of a `#selector`): Linux has no Objective-C runtime, and the methods are called by
        /// nothing in a still image.
        mutating func dropAttributesLinuxLacks(in tree: SourceFileSyntax) {
            let names: Set<String> = ["main", "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "GKInspectable"]
            for token in tree.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
                if let attr = token.parent?.parent?.as(AttributeSyntax.self), names.contains(attr.attributeName.trimmedDescription) { blank(Syntax(attr)) }
            }
        }

        /// Each `os(…)`, `arch(…)`, `targetEnvironment(…)` and `canImport(…)` of an iOS SDK module
        /// test in a `#if` made `true` or `false` as the interpreter decides it (an iOS device), so
        /// that the program takes the same branches on Linux; `canImport` of other modules
        /// (`FoundationNetworking`, a package's) and the flags are left to the compiler, which
        /// knows the modules this machine has.
        /// `condition`'s text with its platform tests settled.
        static func settled(_ condition: ExprSyntax, _ conditions: CompilationConditions) throws -> String {
            var edits = Edits(condition.trimmedDescription)
            let base = condition.positionAfterSkippingLeadingTrivia.utf8Offset
            for call in platformTests(in: Syntax(condition)) {
                let range = (call.positionAfterSkippingLeadingTrivia.utf8Offset - base)..<(call.endPositionBeforeTrailingTrivia.utf8Offset - base)
                edits.replacements.append((range, try conditions.holds(ExprSyntax(call)) ? "true" : "false"))
            }
            return edits.applied()
        }

        /// The `os(…)`, `arch(…)`, `targetEnvironment(…)` and SDK `canImport(…)` calls in `node`.
        private static func platformTests(in node: Syntax) -> [FunctionCallExprSyntax] {
            final class Calls: SyntaxVisitor {
                var found: [FunctionCallExprSyntax] = []
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    guard let n = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .skipChildren }
                    if ["os", "arch", "targetEnvironment"].contains(n) {
                        found.append(node)
                    } else if n == "canImport", let module = node.arguments.first?.expression.trimmedDescription.split(separator: ".").first,
                        CompilationConditions.sdkModules.contains(String(module))
                    {
                        // `canImport(UIKit)`: true, as for the interpreter (the import is Easel's).
                        found.append(node)
                    }
                    return .skipChildren
                }
            }
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(node)
            return calls.found
        }

        mutating func settlePlatformConditions(in tree: SourceFileSyntax, _ conditions: CompilationConditions) throws {
            final class Tests: SyntaxVisitor {
                var found: [FunctionCallExprSyntax] = []
                override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
                    if let c = node.condition { found += Edits.platformTests(in: Syntax(c)) }
                    return .visitChildren
                }
            }
            let tests = Tests(viewMode: .sourceAccurate)
            tests.walk(tree)
            for call in tests.found {
                let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
                replacements.append((range, try conditions.holds(ExprSyntax(call)) ? "true" : "false"))
            }
        }

        /// The source with the replacements made. A replacement inside another (a platform test
        /// or a selector in a `#Preview` that is blanked) goes with the outer one.
        func applied() -> String {
            var kept: [(range: Range<Int>, text: String)] = []
            for r in replacements.sorted(by: { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }) {
                if let last = kept.last, r.range.lowerBound < last.range.upperBound { continue }
                kept.append(r)
            }
            var out = bytes
            for r in kept.reversed() { out.replaceSubrange(r.range, with: Array(r.text.utf8)) }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
