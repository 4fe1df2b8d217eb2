import Testing
@testable import NavDaemon
@Test func moduleLinks() { #expect(NavDaemonModule.self == NavDaemonModule.self) }
