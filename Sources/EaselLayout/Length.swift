import Foundation

/// The 2019 betas' name for a length (`Length(maxMagnitude / range)`, `.frame(height: Length(h))`),
/// kept so that the seed articles' code and early tutorials (the first Landmarks) compile.
public typealias Length = CGFloat
