import Foundation

/// Which call site (and test case) first used each golden file in this process, so that two
/// call sites writing the same golden fail instead of overwriting each other's picture.
///
/// A golden may be used again from the same call site by the same test case (a loop, a repeated
/// test). It may not be used from another call site, nor by another test case from the same call
/// site (two arguments of a parameterized test that describe themselves alike).
final class GoldenClaims: @unchecked Sendable {
    /// The process's claims.
    static let shared = GoldenClaims()

    /// Who used a golden.
    struct Claim: Equatable {
        var callSite: SnapshotCallSite
        var caseKey: String
        var test: String
    }

    private let lock = NSLock()
    private var claims: [String: Claim] = [:]

    /// Claims `golden` for `claim`; returns the earlier claim it conflicts with, or nil when the
    /// golden was free or already this call site's and test case's.
    func claim(_ golden: URL, by claim: Claim) -> Claim? {
        let key = golden.standardizedFileURL.path
        lock.lock(); defer { lock.unlock() }
        if let earlier = claims[key] {
            return earlier.callSite == claim.callSite && earlier.caseKey == claim.caseKey ? nil : earlier
        }
        claims[key] = claim
        return nil
    }

    /// Forgets every claim (for tests of the claims themselves).
    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        claims.removeAll()
    }
}
