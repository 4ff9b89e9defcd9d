// easel-gallery: renders one of the seed articles' examples (compiled into Easel) to a PNG.
//
//     swift run easel-gallery alignment-across-views out.png [--scale 2] [--debug] [--assets DIR]
//     swift run easel-gallery --list
import Foundation
import Easel
import EaselGallery

func fail(_ message: String, usage: Bool = false) -> Never {
    FileHandle.standardError.write(Data(("easel-gallery: " + message + "\n").utf8))
    if usage {
        FileHandle.standardError.write(
            Data("usage: easel-gallery SCENE OUTPUT.png [--scale 1|2|3] [--debug] [--assets DIR]\n       easel-gallery --list\n".utf8))
    }
    exit(usage ? 64 : 1)
}

var positional: [String] = []
var scale: CGFloat = 2
var debug = false
var assets = "fixtures/images"
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--list":
        for s in Gallery.scenes { print(s.name.padding(toLength: 24, withPad: " ", startingAt: 0), s.summary) }
        exit(0)
    case "--scale":
        guard let v = args.popFirst(), let s = Double(v), [1.0, 2.0, 3.0].contains(s) else { fail("--scale takes 1, 2 or 3", usage: true) }
        scale = CGFloat(s)
    case "--debug": debug = true
    case "--assets":
        guard let v = args.popFirst() else { fail("--assets takes a folder", usage: true) }
        assets = v
    case "-h", "--help":
        print("usage: easel-gallery SCENE OUTPUT.png [--scale 1|2|3] [--debug] [--assets DIR]\n       easel-gallery --list")
        exit(0)
    default:
        if a.hasPrefix("-") { fail("unknown option '\(a)'", usage: true) }
        positional.append(a)
    }
}
guard positional.count == 2 else { fail("expected a scene name and an output file", usage: true) }
guard let scene = Gallery.scene(named: positional[0]) else {
    fail("no scene named '\(positional[0])' (see --list)")
}
var isDir: ObjCBool = false
guard FileManager.default.fileExists(atPath: assets, isDirectory: &isDir), isDir.boolValue else {
    fail("asset folder '\(assets)' not found (run from the repository root or pass --assets DIR)")
}
let renderer = ImageRenderer(content: scene.view)
renderer.scale = scale
renderer.proposedSize = scene.proposedSize
renderer.debug = debug || scene.debug
renderer.assets = FolderAssetProvider(folders: [URL(fileURLWithPath: assets)])
renderer.missingImagesAreErrors = true
do {
    try renderer.write(to: URL(fileURLWithPath: positional[1]))
    let l = try renderer.layout()
    print("\(positional[1]): \(Int((l.canvas.width * scale).rounded(.up))) x \(Int((l.canvas.height * scale).rounded(.up))) pixels")
} catch {
    fail("\(positional[1]): \(error)")
}
