import Foundation

/// libFuzzer's entry point: one input per call (see `FuzzTargets`).
@_cdecl("LLVMFuzzerTestOneInput")
public func easelFuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzTargets.run(Data(bytes: bytes, count: count))
    return 0
}

#if EASEL_FUZZING
    import CLibFuzzer

    /// Built with libFuzzer: hand the command line to libFuzzer's driver.
    @main
    struct FuzzDriver {
        static func main() {
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(
                LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    guard let data else { return 0 }
                    return easelFuzzOneInput(data, size)
                })
        }
    }
#else
    /// Without libFuzzer (an ordinary `swift build`) the target replays inputs given as files or
    /// folders: `easel-fuzz CORPUS...`, so crashes found by a fuzzing run can be reproduced anywhere.
    @main
    struct FuzzReplay {
        static func main() {
            var files: [URL] = []
            for arg in CommandLine.arguments.dropFirst() {
                let url = URL(fileURLWithPath: arg)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: arg, isDirectory: &isDir) else { continue }
                if isDir.boolValue {
                    let items = (try? FileManager.default.contentsOfDirectory(atPath: arg)) ?? []
                    files += items.sorted().map { url.appendingPathComponent($0) }
                } else {
                    files.append(url)
                }
            }
            for f in files {
                guard let data = try? Data(contentsOf: f) else { continue }
                FuzzTargets.run(data)
            }
            print("easel-fuzz: replayed \(files.count) input\(files.count == 1 ? "" : "s") (\(FuzzTargets.kind)) without a crash")
        }
    }
#endif
