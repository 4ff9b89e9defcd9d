import Foundation

/// The command line a compiled scene's program runs for one input of `easel <command> …`: the
/// command and its options as given, without the inputs and the options that concern the whole
/// run (`-o`, `--out-dir`, `--jobs`, `--shard`, `--manifest`, `--costs`, `--engine`), then the
/// one input and `extra`.
enum OneFileArguments {
    static let runOptions: Set<String> = ["-o", "--output", "--out-dir", "--jobs", "--shard", "--manifest", "--costs", "--engine"]

    static func arguments(_ given: [String], inputs: [String], path: String, extra: [String] = []) -> [String] {
        var out: [String] = []
        var i = 0
        let inputs = Set(inputs)
        while i < given.count {
            let a = given[i]
            if runOptions.contains(a) {
                i += 2
                continue
            }
            if let eq = a.firstIndex(of: "="), a.hasPrefix("--"), runOptions.contains(String(a[..<eq])) {
                i += 1
                continue
            }
            if inputs.contains(a) {
                i += 1
                continue
            }
            out.append(a)
            i += 1
        }
        return out + [path] + extra
    }
}
