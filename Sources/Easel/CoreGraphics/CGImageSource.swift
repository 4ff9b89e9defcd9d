import Foundation
import EaselLayout
import EaselRaster

/// An image file's data as Image I/O reads it (Easel's stand-in for `CGImageSource`): a PNG or a
/// JPEG, one image each.
public final class CGImageSource: @unchecked Sendable {  // immutable
    let data: Data
    let size: (width: Int, height: Int)

    init?(data: Data) {
        guard let size = ImageCodec.pixelSize(data) else { return nil }
        self.data = data
        self.size = size
    }
}

/// A source of the image file at `url`; nil when it cannot be read or is neither a PNG nor a JPEG.
/// `options` are not read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let fileURL = url as URL?, let data = try? Data(contentsOf: fileURL) else { return nil }
    return CGImageSource(data: data)
}

/// A source of an image file's bytes; nil when they are neither a PNG nor a JPEG. `options` are
/// not read.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data as Data)
}

/// The images in the source: 1.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { 1 }

/// The source's image at `index` (0, the only one), decoded and turned upright as its EXIF
/// orientation says; nil for another index, an image over 64 million pixels or bytes that do not
/// decode. `options` are not read.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0, CIRaster.allows(width: isrc.size.width, height: isrc.size.height), let bitmap = try? ImageCodec.decode(isrc.data)
    else { return nil }
    return CGImage(image: CIImage(raster: CIRaster(bitmap: bitmap)))
}
