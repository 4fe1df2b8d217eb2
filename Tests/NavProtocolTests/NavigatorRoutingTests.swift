import Foundation
import NavJSON
import NavProtocol
import Testing

/// The route decision before everything, start-location adoption, and proposals.
@Suite struct NavigatorRoutingTests {
  @Test func anotherHostOpensInTheInAppBrowserAndChangesNothing() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let url = Fixture.absolute("https://other.example/x")
    let outcome = try navigator.route(RouteRequest(url: url))
    #expect(outcome.decision == .cancel)
    #expect(outcome.handler == "safari")
    #expect(outcome.external == ExternalNavigation(kind: .safari, url: url))
    #expect(outcome.proposalResult == nil)
    #expect(outcome.proposal.url == url)
    #expect(outcome.operations.isEmpty)
    #expect(outcome.visits.isEmpty)
    #expect(navigator.mainStack.paths == ["/a"])
  }

  @Test func otherSchemesGoToTheSystem() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let outcome = try navigator.route(RouteRequest(url: Fixture.absolute("mailto:hi@app.example")))
    #expect(outcome.handler == "system-navigation")
    #expect(outcome.external?.kind == .system)
  }

  @Test func noMatchingHandlerCancelsWithoutAHandler() throws {
    let navigator = Navigator(
      configuration: NavigatorConfiguration(startLocation: Fixture.url("/"), routeDecisionHandlers: []))
    let outcome = try navigator.route(Fixture.request("/a"))
    #expect(outcome.decision == .cancel)
    #expect(outcome.handler == nil)
    #expect(outcome.external == nil)
    #expect(navigator.mainStack.isEmpty)
  }

  @Test func theFirstHTTPRouteAdoptsItsOrigin() throws {
    let navigator = Fixture.navigator(startLocation: false)
    let outcome = try navigator.route(RouteRequest(url: Fixture.absolute("https://App.Example:8443/a/b?c=1#d")))
    #expect(navigator.startLocation == Fixture.absolute("https://app.example:8443/"))
    #expect(navigator.configuration.startLocation == Fixture.absolute("https://app.example:8443/"))
    #expect(outcome.handler == "app-navigation")
    #expect(outcome.operations == [.push(stack: .main, entry: 1, animated: true)])
    let other = try navigator.route(RouteRequest(url: Fixture.absolute("https://other.example/")))
    #expect(other.handler == "safari")
    #expect(navigator.startLocation == Fixture.absolute("https://app.example:8443/"))
  }

  @Test func nonWebRoutesAdoptNothing() throws {
    let navigator = Fixture.navigator(startLocation: false)
    let outcome = try navigator.route(RouteRequest(url: Fixture.absolute("mailto:a@b.example")))
    #expect(outcome.handler == "system-navigation")
    #expect(navigator.startLocation == nil)
  }

  @Test func adoptionHappensEvenWhenTheRouteIsRejected() throws {
    let navigator = Fixture.navigator(startLocation: false)
    let outcome = try navigator.route(RouteRequest(url: Fixture.url("/a"), proposalResult: .reject))
    #expect(outcome.proposalResult == .reject)
    #expect(navigator.startLocation == Fixture.url("/"))
  }

  @Test func decideRouteAdoptsNothing() {
    let navigator = Fixture.navigator(startLocation: false)
    let result = navigator.decideRoute(for: Fixture.url("/a"))
    #expect(result.decision == .cancel)
    #expect(result.handler == "safari")
    #expect(navigator.startLocation == nil)
    #expect(Fixture.navigator().decideRoute(for: Fixture.url("/a")).handler == "app-navigation")
  }

  @Test func requestPropertiesWinOverPathConfiguration() throws {
    let pathConfiguration = try PathConfiguration(
      json: ["rules": [["patterns": ["/new$"], "properties": ["context": "modal", "title": "New"]]]])
    let navigator = Navigator(
      configuration: NavigatorConfiguration(startLocation: Fixture.url("/"), pathConfiguration: pathConfiguration))
    let outcome = try navigator.route(
      RouteRequest(
        url: Fixture.url("/posts/new"), parameters: JSONObject([("draft", 7)]),
        properties: JSONObject([("context", "default"), ("animated", false)])))
    #expect(outcome.proposal.properties == JSONObject([("context", "default"), ("title", "New"), ("animated", false)]))
    #expect(outcome.proposal.context == .default)
    #expect(outcome.proposal.parameters == JSONObject([("draft", 7)]))
    #expect(outcome.operations == [.push(stack: .main, entry: 1, animated: false)])

    let fromPath = try navigator.route(RouteRequest(url: Fixture.url("/posts/new")))
    #expect(fromPath.proposal.context == .modal)
    #expect(fromPath.operations.first == .setStack(stack: .modal, entries: [2], animated: true))
  }

  @Test func routingAProposalKeepsItsProperties() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let proposal = VisitProposal(
      url: Fixture.url("/b"), options: VisitOptions(action: .replace), properties: JSONObject([("animated", false)]))
    let outcome = try navigator.route(proposal, proposalResult: .accept)
    #expect(outcome.proposal == proposal)
    #expect(outcome.operations == [.replace(stack: .main, entry: 2, replaced: 1)])
  }

  @Test func visitOptionsCarryTheResponse() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let response = VisitResponse(statusCode: 422, redirected: true, responseHTML: "<p>bad</p>")
    let outcome = try navigator.route(
      RouteRequest(url: Fixture.url("/a"), options: VisitOptions(action: .replace, response: response)))
    #expect(outcome.proposal.options.response == response)
    #expect(outcome.visits.map(\.action) == [.replace])
  }

  @Test func theNavigatorIsWhatHandlersSee() throws {
    let navigator = try Fixture.navigator(main: ["/a"])
    let recorder = RecordingNavigator(navigator)
    recorder.route(Fixture.url("/b"))
    recorder.reload()
    recorder.pop(animated: false)
    recorder.clearAll(animated: false)
    #expect(recorder.routeOutcomes.map(\.operations) == [[.push(stack: .main, entry: 2, animated: true)]])
    #expect(recorder.reloadOutcomes.map(\.visits.count) == [1])
    #expect(recorder.otherOutcomes.count == 2)
    #expect(recorder.mainStack.paths == ["/a"])
    #expect(recorder.error == nil)
  }
}
