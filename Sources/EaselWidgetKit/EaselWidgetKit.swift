// `import WidgetKit` on Linux (this module, aliased to `WidgetKit`, docs/CompiledEngine.md): the widget API Easel declares (`WidgetFamily`, `containerBackground`,
// the widget environment values), so that widget views compile against Easel unchanged.
@_exported import Easel
