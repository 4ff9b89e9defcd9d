// `import Charts` on Linux: Swift Charts' API as Easel declares it (`Chart`, the marks, the axes),
// so that chart views compile against Easel unchanged.
@_exported import Easel
