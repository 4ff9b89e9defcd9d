import Foundation
import SwiftSyntax

/// `SwiftUI.View`, `SwiftUI.Color.red`, `Foundation.Date`: names qualified by the module that
/// declares them mean the unqualified name.
enum ModuleNames {
    static let modules: Set<String> = [
        "SwiftUI", "Foundation", "Swift", "CoreGraphics", "Observation", "UIKit", "Combine", "SwiftData", "CoreData", "StoreKit",
    ]

    /// A type name without its module prefix (`SwiftUI.View` is `View`).
    static func unqualified(_ typeName: String) -> String {
        // Most names have no dot and no surrounding blanks: they are returned as they are, found
        // on their bytes (a walk over Characters cost thousands of instructions per coercion).
        let utf8 = typeName.utf8
        if let first = utf8.first, let last = utf8.last, first != 0x20, first != 0x09, last != 0x20, last != 0x09,
            !utf8.contains(UInt8(ascii: "."))
        {
            return typeName
        }
        var t = Substring(typeName)
        while t.first == " " || t.first == "\t" { t = t.dropFirst() }
        while t.last == " " || t.last == "\t" { t = t.dropLast() }
        while let dot = t.firstIndex(of: "."), modules.contains(String(t[..<dot])) { t = t[t.index(after: dot)...] }
        return String(t)
    }
}

/// A module named in an expression (`SwiftUI` in `SwiftUI.Color.red`).
struct ModuleRef { let name: String }

extension Evaluator {
    /// `SwiftUI.Color`: the type the module member names, looked up as if unqualified (but an SDK
    /// type before a script type of the same name); for one of the project's modules
    /// (`Backend.Category`), that module's own declaration of the name first.
    func moduleMember(_ m: ModuleRef, _ name: String, node: Syntax) throws -> Value {
        if projectModules.contains(m.name) {
            let registered = FileNames.registeredName(name, m.name)
            if let t = types[registered] { return .type(.user(t)) }
            if let v = globals.lookup(registered) { return v }
        }
        // `SwiftUI.Tab(value:)` in a file that declares its own `enum Tab`: the SDK's type, which
        // the module's name is written to reach.
        if !projectModules.contains(m.name), types[name] != nil, Builtins.isTypeName(name) { return .type(.builtin(name)) }
        return try lookup(name, globals, node: node)
    }
}
