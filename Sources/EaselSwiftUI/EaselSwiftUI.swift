// `import SwiftUI` on Linux (this module, aliased to `SwiftUI`, docs/CompiledEngine.md): SwiftUI's API as Easel declares it, so that view files compile
// against Easel unchanged (the `easel` command's compiled engine; a team's view package on Linux CI).
@_exported import Easel
// Apple's SwiftUI re-exports Foundation, whose `URLSession` Linux keeps in FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

/// Xcode's preview of a view (SwiftUI's `#Preview`): on Linux the body is type-checked and the
/// file compiles; `easel render` renders the preview from the source, with its name and traits.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Marks a preview's `@State` variable (SwiftUI's `@Previewable`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "EaselMacros", type: "PreviewableMacro")

/// A value of `EnvironmentValues` or `ContainerValues` declared in an extension with its default
/// (SwiftUI's `@Entry`, iOS 18): `@Entry var accent: Color = .orange`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EaselMacros", type: "EntryMacro")
