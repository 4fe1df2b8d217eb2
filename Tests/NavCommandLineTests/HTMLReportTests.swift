import Foundation
import NavDaemon
import NavJSON
import NavProtocol
import NavdTestKit
import Testing

@testable import NavCommandLine

/// The HTML reports' writer: escaping in one place, phones drawn from States (every modal kind,
/// deep stacks, unstamped and native entries, tabs), failing steps marked, and `navd test --html`,
/// `navd compare --html` end to end (the browser checks are Tests/python-html).
@Suite struct HTMLReportTests {
  @Test func textIsEscapedForElementsAndAttributes() {
    #expect(HTMLText.escape(#"<a href="x">&'y'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;y&#39;&lt;/a&gt;")
    #expect(HTMLText.escape("tab\tline\nbell\u{07}del\u{7F}") == "tab\tline\nbell\u{FFFD}del\u{FFFD}")
    #expect(HTMLText.escape("模态 ✓") == "模态 ✓")
  }

  @Test func theWriterEscapesTextAndAttributesAndLeavesOutNilAttributes() {
    var html = HTMLWriter()
    html.element("li", ["class": "card", "title": #"https://x.example/?a=1&b="<q>""#, "data-no": nil], text: "<b>&")
    #expect(
      html.html == #"<li class="card" title="https://x.example/?a=1&amp;b=&quot;&lt;q&gt;&quot;">&lt;b&gt;&amp;</li>"#)
  }

  @Test(arguments: [
    ("https://blog.example/posts/1?tab=2#top", "/posts/1?tab=2#top"),
    ("https://blog.example", "/"),
    ("https://blog.example?q=1", "/?q=1"),
    ("mailto:someone@example.com", "mailto:someone@example.com"),
    ("blog://post/42", "/42"),
  ])
  func aCardIsTitledWithTheURLsPath(url: String, path: String) {
    #expect(ScreenEntry.path(of: url) == path)
  }

  static func entry(_ path: String?, id: Int64, viewController: String = "web", visitable: Bool = true) -> JSONValue {
    .object(
      JSONObject([
        ("id", .integer(id)), ("viewController", .string(viewController)), ("visitable", .bool(visitable)),
        ("routedLocation", path.map { .string("https://blog.example" + $0) } ?? .null),
        ("currentURL", .string("https://blog.example" + (path ?? "/outside"))),
        ("pullToRefreshEnabled", .bool(true)),
      ]))
  }

  static func state(
    main: [JSONValue], modal: [JSONValue] = [], modalStyle: String? = nil, tabs: [String] = [],
    activeTab: String? = nil
  ) -> JSONValue {
    .object(
      JSONObject([
        ("main", .array(main)), ("modal", .array(modal)), ("presented", .bool(!modal.isEmpty)),
        ("modalStyle", modalStyle.map(JSONValue.string) ?? .null),
        ("activeStack", .string(modal.isEmpty ? "main" : "modal")),
        ("tabs", .array(tabs.map { .object(JSONObject([("id", .string($0)), ("title", .string($0.capitalized))])) })),
        ("activeTab", activeTab.map(JSONValue.string) ?? .null),
      ]))
  }

  static func drawn(_ state: JSONValue, platform: Platform = .ios, differing: Set<String> = []) -> String {
    var html = HTMLWriter()
    let screen = PhoneScreen(state: state, platform: ScreenPlatform(platform: platform, configuration: JSONObject()))
    PhoneDrawing(screen: screen, heading: nil, platform: platform.rawValue, differing: differing).write(to: &html)
    return html.html
  }

  /// Each kind of modal: its class, its words in the caption, the main stack still behind it.
  @Test(arguments: ModalKind.allCases)
  func everyModalKindIsDrawnOverTheMainStack(kind: ModalKind) {
    let android = kind == .bottomSheet || kind == .fullScreen
    let viewController =
      kind == .bottomSheet
      ? "hotwire://fragment/web/modal/sheet" : (android ? "hotwire://fragment/web/modal" : "web")
    let state = Self.state(
      main: [Self.entry("/posts", id: 1)], modal: [Self.entry("/posts/1/edit", id: 2, viewController: viewController)],
      modalStyle: android ? nil : kind.rawValue)
    let html = Self.drawn(state, platform: android ? .android : .ios)
    #expect(html.contains(#"<section class="modal \#(kind.cssClass)" aria-label="modal (\#(kind.label))">"#))
    #expect(html.contains(#"data-presented="true" data-modal="\#(kind.rawValue)""#))
    #expect(html.contains("<figcaption>main: /posts; modal (\(kind.label)): /posts/1/edit</figcaption>"))
    #expect(ReportStyle.css.description.contains("." + kind.cssClass + "{"))
  }

  @Test func theKindsAreRecognisablyDifferent() {
    #expect(Set(ModalKind.allCases.map(\.cssClass)).count == ModalKind.allCases.count)
    #expect(Set(ModalKind.allCases.map(\.label)).count == ModalKind.allCases.count)
    #expect(ModalKind(modalStyle: nil, topViewController: "x", dialogs: ["x"]) == .bottomSheet)
    #expect(ModalKind(modalStyle: nil, topViewController: "y", dialogs: ["x"]) == .fullScreen)
    #expect(ModalKind(modalStyle: "form_sheet", topViewController: "x", dialogs: ["x"]) == .formSheet)
  }

  @Test func withoutAModalNothingIsDrawnOverTheStack() {
    let html = Self.drawn(Self.state(main: [Self.entry("/", id: 1), Self.entry("/posts", id: 2)]))
    #expect(!html.contains("class=\"modal"))
    #expect(!html.contains("scrim"))
    #expect(html.contains(#"data-presented="false""#))
    #expect(html.contains("<figcaption>main: /, /posts</figcaption>"))
  }

  /// 50 entries: the bottom one, the middle as a count (its paths on hover), the top four.
  @Test func aDeepStackCollapsesItsMiddle() {
    let entries = (1...50).map { Self.entry("/posts/\($0)", id: Int64($0)) }
    let html = Self.drawn(Self.state(main: entries))
    let cards = html.components(separatedBy: "<li ").count - 1
    #expect(cards == 6)
    #expect(html.contains(#"<li class="gap" title="/posts/2&#10;"#) == false)
    #expect(html.contains(#"<li class="gap" title="/posts/2"#))
    #expect(html.contains(">… 45 more …</li>"))
    #expect(
      html.contains("<figcaption>main: /posts/1, … 45 more …, /posts/47, /posts/48, /posts/49, /posts/50</figcaption>"))
    #expect(StackWindow(count: 6) == StackWindow(count: 6))
    #expect(StackWindow(count: 6).hidden == 0)
    #expect(StackWindow(count: 7).hidden == 2)
  }

  @Test func unstampedAndNativeEntriesAndTheTabBarAreMarked() {
    let state = Self.state(
      main: [
        Self.entry(nil, id: 1), Self.entry("/settings", id: 2, viewController: "SettingsController", visitable: false),
      ],
      tabs: ["home", "search"], activeTab: "search")
    let html = Self.drawn(state)
    #expect(
      html.contains(
        #"<li class="card unstamped" title="https://blog.example/outside"><span class="t">unstamped</span>"#))
    #expect(html.contains(#"<span class="b vc">native SettingsController</span>"#))
    #expect(html.contains(#"<li class="on" aria-current="page">Search</li>"#))
    #expect(html.contains(#"<span class="b ptr">"#) && html.contains("pull to refresh</span>"))
    #expect(
      html.contains(
        "<figcaption>main: unstamped (/outside), /settings [native SettingsController]; tab: Search of Home, Search</figcaption>"
      ))
  }

  @Test func aHiddenTabBarAndALoadAreShownWhenTheStateReportsThem() {
    guard case .object(var object) = Self.state(main: [Self.entry("/", id: 1)], tabs: ["home"], activeTab: "home")
    else { return }
    object["tabBarVisible"] = .bool(false)
    let html = Self.drawn(.object(object))
    #expect(html.contains(#"<ul class="tabs hidden" aria-label="tab bar (hidden)">"#))
    #expect(html.contains("tab: Home of Home (tab bar hidden)"))
    let visit: JSONValue = [
      "url": "https://blog.example/posts", "action": "restore", "reason": "reveal", "load": "snapshot",
      "session": "main",
    ]
    #expect(ReportLabel.visit(visit).text == "visit restore /posts · reveal · snapshot · session main")
  }

  @Test func differingFieldsAreOutlinedAndSaidInWords() {
    let state = Self.state(main: [Self.entry("/posts", id: 1)])
    let html = Self.drawn(state, differing: ["main", "presented"])
    #expect(html.contains(#"<ol class="stack s-main diff" aria-label="main stack">"#))
    #expect(html.contains(#"<p class="dn">main differs</p>"#))
    #expect(html.contains(#"<p class="nomodal diff">no modal (differs)</p>"#))
  }

  static let failing = """
    {"name": "a <b>modal</b> & \\"quotes\\"", "configuration": \(ScenarioSamples.blogConfiguration),
     "steps": [{"route": "/posts?q=<x>&y=\\"1\\""}, {"route": "/posts/new", "expect": {"presented": false}}, {"method": "pop"}]}
    """

  @Test func aFailingStepIsMarkedWithItsExpectationAndTheRestIsNotRun() throws {
    let scratch = try ScratchDirectory(prefix: "navd-html")
    defer { scratch.remove() }
    let report = scratch.directory.appendingPathComponent("report.html").path
    let run = try CommandRun.test(Self.failing, in: scratch, options: ["--html", report])
    #expect(run.status == 1)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
    #expect(html.contains("<title>navd test: 0 passed, 1 failed</title>"))
    #expect(html.contains("<h2>a &lt;b&gt;modal&lt;/b&gt; &amp; &quot;quotes&quot;</h2>"))
    #expect(!html.contains("<b>modal"))
    #expect(html.contains("<h4>step 0: route /posts?q=&lt;x&gt;&amp;y=&quot;1&quot;</h4>"))
    #expect(html.contains(#"<li class="step failed" data-step="1">"#))
    #expect(
      html.contains(
        #"<div class="fail" data-expectation="presented"><p><strong>✗ FAILED</strong> at <code>expect.presented</code></p>"#
      ))
    #expect(html.contains("<dt>expected</dt><dd><code>false</code></dd><dt>found</dt><dd><code>true</code></dd>"))
    #expect(html.contains(#"<li class="step notrun" data-step="2">"#))
    #expect(html.contains("not run: the scenario stopped at step 1"))
    #expect(html.components(separatedBy: "<figure class=\"phone\"").count - 1 == 2)
    #expect(!html.contains("<script") && !html.contains("http-equiv") && !html.contains("<link"))
  }

  @Test func anUnwritableReportIsExitTwo() throws {
    let scratch = try ScratchDirectory(prefix: "navd-html")
    defer { scratch.remove() }
    let report = scratch.directory.appendingPathComponent("missing/report.html").path
    let run = try CommandRun.test(
      ScenarioSamples.scenario(steps: #"[{"route": "/posts"}]"#), in: scratch, options: ["--html", report])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("navd test: cannot write \(report): "))
  }

  @Test func theCompareReportPutsBothPhonesSideBySide() throws {
    let scratch = try ScratchDirectory(prefix: "navd-html")
    defer { scratch.remove() }
    let scenario = try scratch.file(
      "s.json",
      ScenarioSamples.scenario(
        steps: #"[{"route": "/posts"}, {"route": "/posts/new"}, {"method": "ui/back"}]"#))
    let report = scratch.directory.appendingPathComponent("compare.html").path
    let run = CommandRun {
      CompareCommand.run(arguments: ["--html", report, scenario], standardOutput: $0, standardError: $1)
    }
    #expect(run.status == 1)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    // Without path-configuration properties, pull-to-refresh differs at every step (docs/android.md).
    #expect(html.contains("<p class=\"total bad\">3 of 3 steps diverge</p>"))
    #expect(html.contains(#"<span class="b noptr diff">no pull to refresh</span>"#))
    #expect(html.components(separatedBy: "<figure class=\"phone\"").count - 1 == 6)
    #expect(html.contains(#"<li class="step diverges" data-step="2">"#))
    #expect(html.contains(#"<th scope="row">visits</th>"#))
    #expect(
      html.contains(
        #"<li class="visit diff" title="https://blog.example/posts">visit restore /posts · reveal · snapshot · session main (differs)</li>"#
      ))
    #expect(html.contains(#"<p class="ph">ios</p>"#) && html.contains(#"<p class="ph">android</p>"#))
  }
}
