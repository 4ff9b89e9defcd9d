import Foundation

// Core Foundation's names for the Foundation classes Core Graphics' functions take: on Apple's
// platforms they are toll-free bridged (`url as CFURL`); Linux's Foundation does not declare them.

/// Core Foundation's URL: Foundation's `NSURL`.
public typealias CFURL = NSURL
/// Core Foundation's data: Foundation's `NSData`.
public typealias CFData = NSData
/// Core Foundation's dictionary: Foundation's `NSDictionary`.
public typealias CFDictionary = NSDictionary
