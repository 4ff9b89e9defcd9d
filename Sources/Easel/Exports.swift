// `import Easel` gives the SwiftUI-named API, CGFloat and friends included.
@_exported import Foundation
@_exported import EaselLayout
// SwiftUI's drawing values that the paint stage defines.
@_exported import enum EaselPaint.BlendMode
@_exported import enum EaselPaint.CGLineCap
@_exported import enum EaselPaint.CGLineJoin
@_exported import enum EaselPaint.RoundedCornerStyle
@_exported import struct EaselPaint.StrokeStyle
@_exported import Observation
