// `import Combine` on Linux (this module, aliased to `Combine`, docs/CompiledEngine.md): the part of Combine that view models use with SwiftUI —
// `ObservableObject`, `@Published`, publishers (`Just`, subjects, `$name`, `Timer.publish`),
// operators, `sink`/`assign` and `AnyCancellable`, which Easel declares (Sources/Easel/Combine, so
// that `import SwiftUI` shows them too, as Apple's SwiftUI re-exports Combine) — so that models
// compile against Easel unchanged. Values flow only while a subscriber subscribes, as in scripts.
// The compiled engine imports this module beside each `import Foundation`; it re-exports
// FoundationNetworking (Linux's home of `URLSession`, which Apple's Foundation includes) and adds
// `dataTaskPublisher` (DataTaskPublisher.swift).
@_exported import Easel
