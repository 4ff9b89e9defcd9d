@_exported import EaselLayout
