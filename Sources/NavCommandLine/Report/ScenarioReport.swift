import NavJSON

/// `navd test --html FILE`: the recorded runs as one self-contained page (docs/scenarios.md): the
/// count at the top, then per scenario and platform a row per step with what the step did, the
/// phone after it and its operations and visits; a failing step says which expectation failed.
enum ScenarioReport {
  /// The page for `results`, recorded runs grouped by scenario in the order they ran.
  static func document(_ results: [ScenarioRunResult]) -> String {
    let groups = grouped(results)
    let failed = results.count { !$0.passed }
    let total = "\(results.count - failed) passed, \(failed) failed"
    return ReportPage.document(title: "navd test: " + total) { html in
      html.element("header") { html in
        html.element("h1", text: "navd test")
        html.element("p", ["class": "total"]) { html in
          html.element("span", ["class": failed == 0 ? "ok" : nil], text: "\(results.count - failed) passed")
          html.text(", ")
          html.element("span", ["class": failed > 0 ? "bad" : nil], text: "\(failed) failed")
        }
        writeContents(groups, to: &html)
      }
      html.newline()
      html.element("main") { html in
        for (position, group) in groups.enumerated() { writeScenario(group, anchor: "s\(position + 1)", to: &html) }
      }
    }
  }

  /// One scenario's runs, one per platform.
  private typealias Group = (file: String, name: String, runs: [ScenarioRunResult])

  private static func grouped(_ results: [ScenarioRunResult]) -> [Group] {
    var groups: [Group] = []
    var positions: [String: Int] = [:]
    for result in results {
      let key = result.file + "\u{0}" + result.name
      if let position = positions[key] {
        groups[position].runs.append(result)
      } else {
        positions[key] = groups.count
        groups.append((result.file, result.name, [result]))
      }
    }
    return groups
  }

  private static func summary(_ runs: [ScenarioRunResult]) -> String {
    runs.map { run in
      guard let failure = run.failure else { return run.platform.rawValue + " passed" }
      guard let step = failure.step else { return run.platform.rawValue + " failed before its first step" }
      return run.platform.rawValue + " failed at step \(step)"
    }.joined(separator: ", ")
  }

  private static func writeContents(_ groups: [Group], to html: inout HTMLWriter) {
    html.element("nav", ["aria-label": "scenarios"]) { html in
      html.element("ol") { html in
        for (position, group) in groups.enumerated() {
          let passed = group.runs.allSatisfy(\.passed)
          html.element("li") { html in
            html.element("a", ["href": "#s\(position + 1)"], text: group.name)
            html.text(" — ")
            html.element("span", ["class": passed ? "ok" : "bad"], text: summary(group.runs))
          }
        }
      }
    }
  }

  private static func writeScenario(_ group: Group, anchor: String, to html: inout HTMLWriter) {
    html.element("section", ["class": "scenario", "id": anchor, "data-scenario": group.name]) { html in
      html.element("h2", text: group.name)
      html.element("p", ["class": "file"], text: group.file)
      let passed = group.runs.allSatisfy(\.passed)
      html.element("p", ["class": "sum " + (passed ? "ok" : "bad")], text: summary(group.runs))
      for run in group.runs { writeRun(run, to: &html) }
    }
    html.newline()
  }

  private static func writeRun(_ run: ScenarioRunResult, to html: inout HTMLWriter) {
    html.element(
      "section", ["class": "run", "data-platform": run.platform.rawValue, "data-passed": run.passed ? "true" : "false"]
    ) { html in
      html.element("h3") { html in
        html.text(run.caseName + " — ")
        html.element("span", ["class": run.passed ? "ok" : "bad"], text: run.passed ? "passed" : "FAILED")
      }
      if let failure = run.failure, failure.step == nil {
        writeFailure(failure, to: &html)
        return
      }
      let platform =
        run.screenPlatform ?? ScreenPlatform(platform: run.platform, configuration: JSONObject())
      html.element("ol", ["class": "steps"]) { html in
        for recorded in run.recorded {
          let failure = run.failure?.step == recorded.index ? run.failure : nil
          writeStep(recorded, platform: platform, failure: failure, to: &html)
        }
        let stoppedAt = run.recorded.last?.index ?? -1
        for index in run.calls.indices where index > stoppedAt {
          html.element("li", ["class": "step notrun", "data-step": String(index)]) { html in
            html.element("div", ["class": "did"]) { html in
              html.element(
                "h4", text: "step \(index): " + (run.calls[index].map(\.method) ?? "(checks the screen)"))
              html.element("p", text: "not run: the scenario stopped at step \(stoppedAt)")
            }
          }
        }
      }
    }
  }

  private static func writeStep(
    _ recorded: RecordedStep, platform: ScreenPlatform, failure: ScenarioFailure?, to html: inout HTMLWriter
  ) {
    html.element(
      "li", ["class": failure == nil ? "step" : "step failed", "data-step": String(recorded.index)]
    ) { html in
      html.element("div", ["class": "did"]) { html in
        ReportPage.description(StepDescription(recorded), index: recorded.index, to: &html)
      }
      let screen = PhoneScreen(state: recorded.outcome.state, platform: platform)
      PhoneDrawing(screen: screen, heading: nil, platform: platform.platform.rawValue).write(to: &html)
      html.element("div", ["class": "what"]) { html in
        // A step that only expects shows the previous step's screen; it did nothing itself.
        if recorded.step != nil {
          ReportPage.labels(ReportLabel.labels(of: recorded.outcome), name: "operations and visits", to: &html)
        }
      }
      if let failure { writeFailure(failure, to: &html) }
    }
    html.newline()
  }

  /// The failure box: `FAILED`, the expectation's path, expected and found, and the whole message.
  static func writeFailure(_ failure: ScenarioFailure, to html: inout HTMLWriter) {
    html.element("div", ["class": "fail", "data-expectation": failure.expectation]) { html in
      html.element("p") { html in
        html.element("strong", text: "✗ FAILED")
        if let expectation = failure.expectation {
          html.text(" at ")
          html.element("code", text: "expect." + expectation)
        }
      }
      if failure.expectation != nil {
        html.element("dl") { html in
          html.element("dt", text: "expected")
          html.element("dd") { html in html.element("code", text: ScenarioFailure.render(failure.expected)) }
          html.element("dt", text: "found")
          html.element("dd") { html in html.element("code", text: ScenarioFailure.render(failure.found)) }
        }
      }
      html.element("p", ["class": "msg"]) { html in html.element("code", text: failure.message) }
    }
  }
}
