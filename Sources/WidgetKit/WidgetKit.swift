// `import WidgetKit` on Linux: the widget API Easel declares (`WidgetFamily`, `containerBackground`,
// the widget environment values), so that widget views compile against Easel unchanged.
@_exported import Easel
