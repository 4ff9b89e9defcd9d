import Foundation
import Easel
import EaselScript

/// The `easel` command as a library: a package can build its own command that also knows its
/// design system's views, modifiers and values (see docs/Extending.md).
///
/// ```swift
/// // Sources/my-easel/main.swift
/// import EaselCLI
/// import EaselScript
/// var team = ScriptExtensions()
/// team.addView("Badge") { args in Badge(try args.string() ?? "") }
/// EaselCLI.main(extensions: team)
/// ```
public enum EaselCLI {
    /// Parses the process's arguments and runs the command; exits the process.
    public static func main(extensions: ScriptExtensions = ScriptExtensions()) -> Never {
        // One render after another in this process: keep freed heap for the next (ProcessHeap).
        ProcessHeap.keepFreedMemory()
        do { try Script.register(extensions) } catch {
            printError("easel: \(error)")
            exit(1)
        }
        EaselCommand.main()
        exit(0)
    }
}
