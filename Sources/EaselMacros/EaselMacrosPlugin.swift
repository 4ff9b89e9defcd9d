import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros Easel's `SwiftUI` module declares.
@main
struct EaselMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
