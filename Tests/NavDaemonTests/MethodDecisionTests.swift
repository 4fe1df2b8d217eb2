import Foundation
import NavProtocol
import NavdTestKit
import Testing

@testable import NavDaemon

@Suite struct MethodDecisionTests {
  @Test func routerDecideAdoptsNothing() throws {
    let h = try MethodHarness()
    #expect(h.call("router/decide", ["url": "https://app.example/"]) == ["decision": "cancel", "handler": "safari"])
    #expect(
      h.call("router/decide", ["url": "mailto:a@b.example"]) == ["decision": "cancel", "handler": "system-navigation"])
    h.call("route", ["url": "https://app.example/"])
    #expect(
      h.call("router/decide", ["url": "https://APP.example/x"]) == [
        "decision": "navigate", "handler": "app-navigation",
      ])
    h.expectFailure("router/decide", ["url": ""], code: -32602, field: "url")
  }

  @Test func decidePolicyRoutesANewWindowLink() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    let policy = h.call(
      "webView/decidePolicy", ["url": "https://app.example/a", "navigationType": "linkActivated", "targetFrame": nil])
    #expect(policy["decision"] == "cancel")
    #expect(policy["handler"] == "new-window")
    #expect(policy["route"]?["operations"] == [["op": "push", "stack": "main", "entry": 2, "animated": true]])
    #expect(policy["route"]?["state"]?["main"]?.entryIDs == [1, 2])
    #expect(policy["reload"] == nil)
  }

  @Test func decidePolicyReloadAndAllow() throws {
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    let reload = h.call("webView/decidePolicy", ["navigationType": "reload", "targetFrame": "main", "state": false])
    #expect(reload["handler"] == "reload")
    #expect(
      reload["reload"] == [
        "visits": [
          [
            "stack": "main", "entry": 1, "url": "https://app.example/", "action": "advance", "reason": "reload",
            "session": "main", "load": "network",
          ]
        ]
      ])
    let allow = h.call("webView/decidePolicy", ["navigationType": "formSubmitted", "targetFrame": "main"])
    #expect(allow == ["decision": "allow", "handler": nil])
    h.expectFailure("webView/decidePolicy", ["navigationType": "click"], code: -32602, field: "navigationType")
    h.expectFailure("webView/decidePolicy", ["targetFrame": "main"], code: -32602, field: "navigationType")
    h.expectFailure(
      "webView/decidePolicy", ["navigationType": "other", "targetFrame": "top"], code: -32602, field: "targetFrame")
  }

  @Test func pathConfigurationLoadAppliesTheLastValidSource() throws {
    let scratch = try ScratchDirectory(prefix: "navd-methods")
    defer { scratch.remove() }
    let file = try scratch.file(
      "paths.json", #"{"settings": {"v": 2}, "rules": [{"patterns": ["/a$", "(bad"], "properties": {"x": 1}}]}"#)
    let h = try MethodHarness()
    h.call("route", ["url": "https://app.example/"])
    let loaded = h.call(
      "pathConfiguration/load",
      [
        "sources": [
          ["json": ["rules": [["patterns": ["/b$"], "properties": ["y": 1]]]]],
          ["json": ["rules": "none"]],
          ["file": .string(file)],
          ["file": .string(scratch.path("missing.json"))],
        ]
      ])
    #expect(loaded["rules"] == 1)
    #expect(loaded["settings"] == ["v": 2])
    let problems = loaded["problems"]?.arrayValue ?? []
    #expect(problems.count == 2)
    #expect(problems.first?["source"] == 1)
    #expect(problems.first?["path"] == "rules")
    #expect(problems.last?["source"] == 3)
    #expect(loaded["warnings"]?[0]["source"] == 2)
    #expect(loaded["warnings"]?[0]["code"] == "invalidPattern")
    #expect(loaded["warnings"]?[0]["pattern"] == "(bad")
    #expect(
      h.call("pathConfiguration/properties", ["url": "https://app.example/a"]) == [
        "properties": ["x": 1], "matchedRules": [0],
      ])
    #expect(
      h.call("pathConfiguration/properties", ["url": "https://app.example/recede_historical_location"])["matchedRules"]
        == [1])
    // The loaded configuration is part of the export.
    #expect(h.call("state/export")["state"]?["configuration"]?["pathConfiguration"]?["settings"] == ["v": 2])
    h.expectFailure("pathConfiguration/load", ["sources": [["yaml": "x"]]], code: -32602, field: "sources[0].yaml")
    h.expectFailure("pathConfiguration/load", [:], code: -32602, field: "sources")
  }

  @Test func routesResolvePrintCoverage() throws {
    let h = try MethodHarness(initialize: [
      "configuration": [
        "routes": [
          ["name": "viewAlbum", "patterns": ["kkbox://album/{albumID:digits}"]],
          ["name": "search", "patterns": ["kkbox://search?q={q}"]],
        ]
      ]
    ])
    #expect(
      h.call("routes/resolve", ["url": "kkbox://album/0042?src=push"]) == [
        "name": "viewAlbum", "params": ["albumID": "0042"], "query": ["src": "push"],
        "canonicalURL": "kkbox://album/0042",
      ])
    #expect(h.call("routes/resolve", ["url": ""]) == ["name": "unknown", "reason": "unsupportedSource"])
    #expect(h.call("routes/print", ["name": "viewAlbum", "params": ["albumID": "7"]]) == ["url": "kkbox://album/7"])
    h.expectFailure("routes/print", ["name": "nope", "params": [:]], code: -32602, field: "name")
    h.expectFailure("routes/print", ["name": "viewAlbum", "params": [:]], code: -32602, field: "params.albumID")
    h.expectFailure("routes/resolve", ["url": 1], code: -32602, field: "url")
    let routed = h.call("route", ["url": "kkbox://album/9"])
    #expect(routed["route"] == ["name": "viewAlbum", "params": ["albumID": "9"]])
    #expect(routed["handler"] == "system-navigation")
    #expect(
      h.call("routes/coverage") == [
        "routes": [["name": "viewAlbum", "hits": 2], ["name": "search", "hits": 0]], "unused": ["search"],
      ])
  }
}
