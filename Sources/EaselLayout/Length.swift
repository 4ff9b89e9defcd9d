import Foundation

/// The old (2019 beta) name for a length, kept so that the seed articles' code compiles.
package typealias Length = CGFloat
