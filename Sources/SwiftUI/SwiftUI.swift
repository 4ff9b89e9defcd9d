// `import SwiftUI` on Linux: SwiftUI's API as Easel declares it, so that view files compile
// against Easel unchanged (the `easel` command's compiled engine; a team's view package on Linux CI).
@_exported import Easel
