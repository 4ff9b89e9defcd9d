// `import Combine` on Linux (this module, aliased to `Combine`, docs/CompiledEngine.md): the part of Combine that view models use with SwiftUI —
// `ObservableObject` and `@Published`, which Easel declares — so that models compile against
// Easel unchanged. Publishers, subscribers and `AnyCancellable` are not provided.
@_exported import Easel
