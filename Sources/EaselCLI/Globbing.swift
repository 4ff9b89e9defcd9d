import Foundation
#if canImport(Glibc)
    import Glibc
#endif

func expand(_ patterns: [String]) -> [String] {
    var out: [String] = []
    for p in patterns {
        if p.contains("*") || p.contains("?") || p.contains("[") {
            var g = glob_t()
            defer { globfree(&g) }
            if glob(p, 0, nil, &g) == 0 {
                for i in 0..<Int(g.gl_pathc) { if let s = g.gl_pathv[i] { out.append(String(cString: s)) } }
                continue
            }
        }
        out.append(p)
    }
    return out
}
