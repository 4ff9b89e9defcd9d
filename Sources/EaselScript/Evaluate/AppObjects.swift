import Foundation
import SwiftSyntax
import Easel

/// The objects an app's `@main` App struct keeps (`@StateObject var store = Store()`,
/// `@State private var model = Model()`, `let settings = Settings.shared`) and injects into its
/// scenes with `.environmentObject(store)` / `.environment(model)`: a view file rendered on its
/// own, whose preview (or lack of one) injects nothing, reads them as the app would give them.
/// The App struct is made once per script, when a view first reads an object nothing injected.
extension Evaluator {
    /// The object of `typeName` (its class, or a protocol it conforms to) that the App struct
    /// keeps, with the App's name and the property's; nil when the project has no App struct, it
    /// cannot be made, or it keeps no such object.
    func appObject(_ typeName: String) -> (value: Value, app: String, property: String)? {
        if mainApp == nil { mainApp = .some(makeMainApp()) }
        guard let app = mainApp ?? nil else { return nil }
        let typeName = PropertyWrappers.className(typeName)
        for property in app.decl.storedOrder {
            guard var v = app.fields[property] ?? app.fields["_" + property] else { continue }
            if case .binding(let b) = v { v = b.get() }
            if case .instance(let o) = v, o.decl.kind == .classType, o.decl.name == typeName || o.decl.conformances.contains(typeName) {
                return (v, app.decl.name, property)
            }
        }
        return nil
    }

    /// The project's App struct, made with its `init()`; nil when there is none or it fails
    /// (`mainAppFailure` then says why).
    private func makeMainApp() -> Instance? {
        let apps = types.values.filter { $0.conformances.contains("App") }
        guard let decl = apps.first(where: { $0.attributes.contains("main") }) ?? (apps.count == 1 ? apps.first : nil) else { return nil }
        do {
            guard case .instance(let app) = try instantiate(decl, Args([]), node: nil) else { return nil }
            return app
        } catch {
            mainAppFailure = (decl.name, scriptError(error).description)
            return nil
        }
    }
}
