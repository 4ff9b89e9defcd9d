import Foundation
import ArgumentParser
import EaselScript

/// `easel resolve`: fetches the remote Swift packages a project's `Package.resolved` pins, at
/// their pinned revisions, into Easel's checkout folder, where `easel render` reads the modules
/// the project's files import (a design system, a Redux library). Xcode does the same before it
/// builds the app; on Linux nothing else does it for an Xcode project.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Fetch the Swift packages a project depends on, for renders to read.",
        discussion: """
            Reads the project's Package.resolved files (Xcode's, inside the .xcodeproj or .xcworkspace, or SwiftPM's beside \
            Package.swift, in the folder and the folders above it, three folders below a folder given, and those of the \
            project's local packages) and fetches each pinned package with git into checkouts/<package>/<revision> of \
            Easel's cache ($EASEL_CACHE, else $XDG_CACHE_HOME/easel, else ~/.cache/easel). `easel render` reads the \
            modules a project imports from there. A package already there is not fetched again. The exit status is 1 when \
            a package could not be fetched or a path has no Package.resolved.
            """)

    @Argument(help: ArgumentHelp("Projects: a folder, or a file in one (default: the current folder).", valueName: "path"))
    var paths: [String] = []
    @Flag(help: "List the pinned packages and whether each is in the cache, without fetching.") var list = false

    func run() throws {
        let folder = PackageCheckouts.defaultFolder
        var problems: [String] = []
        // Each package at each revision once, with every location that pins it (a project may
        // pin one package by its URL and by a folder on its author's Mac): the first that
        // fetches serves.
        var pins: [[PackagePin]] = []
        for path in paths.isEmpty ? ["."] : paths {
            do {
                for file in try Self.files(for: path) {
                    for pin in try PackagePins.read(file) {
                        if let i = pins.firstIndex(where: { $0[0].identity == pin.identity && $0[0].revision == pin.revision }) {
                            if !pins[i].contains(where: { $0.location == pin.location }) { pins[i].append(pin) }
                        } else {
                            pins.append([pin])
                        }
                    }
                }
            } catch {
                problems.append("\(error)")
            }
        }
        var fetched = 0
        for locations in pins {
            let pin = locations[0]
            let name = "\(pin.identity) \(pin.label)"
            if list {
                print("\(PackageCheckouts.has(pin, in: folder) ? "have   " : "missing") \(name)  \(locations.map(\.location).joined(separator: " or "))")
                continue
            }
            var failures: [String] = []
            for pin in locations {
                do {
                    if try GitCheckout.fetch(pin, into: folder) {
                        fetched += 1
                        print("fetched \(name)")
                    }
                    failures = []
                    break
                } catch {
                    failures.append("\(error)")
                }
            }
            problems += failures
        }
        if !list {
            print("\(pins.count) package\(pins.count == 1 ? "" : "s") pinned, \(fetched) fetched, in \(folder.path)")
        }
        for p in problems { printError("easel resolve: \(p)") }
        if !problems.isEmpty { throw ExitCode(1) }
    }

    /// A path that names no project.
    struct NoPins: Error, CustomStringConvertible {
        let description: String
    }

    /// The `Package.resolved` files for `path`: those of the project around it (as a render
    /// finds them), and for a folder those below it too.
    static func files(for path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw NoPins(description: "no such file or folder: \(path)") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let start = isFolder.boolValue ? url.path : url.deletingLastPathComponent().path
        let local = XcodeProject.nearest(above: start)?.localPackages ?? []
        var files = PackagePins.files(forProject: start, packages: local)
        if isFolder.boolValue {
            for file in PackagePins.files(below: start) where !files.contains(file) { files.append(file) }
        }
        guard !files.isEmpty else {
            throw NoPins(
                description:
                    "\(path): no Package.resolved in it, above it or below it (Xcode writes one into App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/ when it resolves the packages; SwiftPM beside Package.swift)"
            )
        }
        return files
    }
}
