import Foundation
import EaselScript

struct Failed: Error {}

func errorMessage(_ error: Error, file: String) -> String {
    if let s = error as? ScriptError { return s.description }
    return "\(file): error: \(error)"
}

func printError(_ s: String) {
    FileHandle.standardError.write((s + "\n").data(using: .utf8)!)
}
