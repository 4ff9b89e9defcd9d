import Foundation
import SwiftSyntax
import Easel

/// Argument readers shared by the view declarations.
enum Views {
    /// A control's title (`Button("Save")`, `.navigationTitle("Inbox")`): a string literal is a key
    /// in the app's strings, as SwiftUI's `LocalizedStringKey` overloads take it; any other string
    /// is shown as it is.
    static func title(_ a: Arg, _ ev: Evaluator) throws -> Text {
        if case .native(let text as Text) = a.value { return text }
        if let key = try DrawingViews.localizedKey(a, ev) { return Text(key) }
        return Text(a.value.description)
    }

    /// Calls a builder closure with no arguments and returns its views.
    /// `label: nil`: SwiftUI's parameter has no label (`tabItem(_ label:)`).
    static func content(_ r: inout ArgReader, _ ev: Evaluator, label: String? = "content") throws -> AnyView {
        guard let (c, node) = r.closure(label) else { throw r.missing(label.map { "'\($0):' (a closure)" } ?? "a view builder closure") }
        return try ev.view(try ev.call(c, Args(), node: node), node: node)
    }

    /// A closure passed with this exact label (not a trailing one), or a view value.
    static func labelled(_ label: String, _ r: inout ArgReader, _ ev: Evaluator) throws -> AnyView? {
        guard r.has(label), let a = r.named(label) else { return nil }
        if case .closure(let c) = a.value { return try ev.view(try ev.call(c, Args(), node: a.node), node: a.node) }
        return try ev.view(a.value, node: a.node)
    }

    /// An `Axis.Set` written as one value or as an array literal (`[.horizontal, .vertical]`).
    static func axes(_ a: Arg, _ ev: Evaluator) throws -> Axis.Set {
        if case .array(let xs) = a.value {
            var set: Axis.Set = []
            for x in xs { set.formUnion(try Conversions.native(x, Axis.Set.self, "Axis.Set", ev, node: a.node)) }
            return set
        }
        return try Conversions.native(a.value, Axis.Set.self, "Axis.Set", ev, node: a.node)
    }

    /// The identity ForEach gives an element: `id: \.self`, `id: \.name`, or an Identifiable `id`.
    static func identity(of element: Value, _ idArg: Arg?, _ ev: Evaluator) throws -> String {
        if let idArg, case .native(let kp as KeyPathName) = idArg.value {
            var v = element
            for c in kp.components where c != "self" {
                v = try ev.member(of: v, c, node: idArg.node ?? Syntax(TokenSyntax.identifier(c)))
            }
            // `id: \.self` of an object: the object itself (a class is hashed by its identity).
            if case .instance(let i) = v, i.decl.kind == .classType { return "object \(ObjectIdentifier(i).hashValue)" }
            return v.description
        }
        if case .instance(let i) = element, i.decl.stored["id"] != nil || i.decl.computed["id"] != nil {
            return try ev.instanceMember(i, "id", node: nil)!.description
        }
        // An object's identity (`Identifiable`'s default for classes, a `@Model`'s `persistentModelID`).
        if case .instance(let i) = element, i.decl.kind == .classType { return "object \(ObjectIdentifier(i).hashValue)" }
        return element.description
    }
}
