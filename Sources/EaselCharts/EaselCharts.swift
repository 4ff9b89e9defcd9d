// `import Charts` on Linux (this module, aliased to `Charts`, docs/CompiledEngine.md): Swift Charts' API as Easel declares it (`Chart`, the marks, the axes),
// so that chart views compile against Easel unchanged.
@_exported import Easel
