/// `navd compare --html FILE`: per scenario and step, the two platforms' phones side by side,
/// the parts that show a differing View field outlined, and the differences as a table.
enum CompareReport {
  /// The page for `scenarios`.
  static func document(_ scenarios: [ComparedScenario]) -> String {
    let steps = scenarios.reduce(0) { $0 + $1.steps.count }
    let divergent = scenarios.reduce(0) { $0 + $1.steps.count { !$0.differing.isEmpty } }
    let total = "\(divergent) of \(steps) \(steps == 1 ? "step" : "steps") \(divergent == 1 ? "diverges" : "diverge")"
    return ReportPage.document(title: "navd compare: " + total) { html in
      html.element("header") { html in
        html.element("h1", text: "navd compare")
        html.element("p", ["class": "total " + (divergent == 0 ? "ok" : "bad")], text: total)
      }
      html.newline()
      html.element("main", ["class": "cmp"]) { html in
        for (position, scenario) in scenarios.enumerated() {
          writeScenario(scenario, anchor: "s\(position + 1)", to: &html)
        }
      }
    }
  }

  private static func writeScenario(_ scenario: ComparedScenario, anchor: String, to html: inout HTMLWriter) {
    html.element("section", ["class": "scenario", "id": anchor, "data-scenario": scenario.name]) { html in
      html.element("h2", text: scenario.name)
      html.element("p", ["class": "file"], text: scenario.file)
      let divergent = scenario.steps.count { !$0.differing.isEmpty }
      let count = scenario.steps.count
      html.element(
        "p", ["class": "sum " + (divergent == 0 ? "ok" : "bad")],
        text: "\(divergent) of \(count) \(count == 1 ? "step" : "steps") \(divergent == 1 ? "diverges" : "diverge")")
      html.element("ol", ["class": "steps"]) { html in
        for step in scenario.steps { writeStep(step, sides: scenario.sides, to: &html) }
      }
    }
    html.newline()
  }

  private static func writeStep(
    _ step: ComparedScenario.ComparedStep, sides: [ScreenPlatform], to html: inout HTMLWriter
  ) {
    let differing = Set(step.differing)
    html.element(
      "li",
      ["class": differing.isEmpty ? "step" : "step diverges", "data-step": String(step.index)]
    ) { html in
      html.element("div", ["class": "did"]) { html in
        if let first = step.outcomes.first {
          let recorded = RecordedStep(index: step.index, step: step.step, outcome: first)
          ReportPage.description(StepDescription(recorded), index: step.index, to: &html)
        }
      }
      for (side, outcome) in zip(sides, step.outcomes) {
        html.element("div", ["class": "side"]) { html in
          let name = side.platform.rawValue
          PhoneDrawing(
            screen: PhoneScreen(state: outcome.state, platform: side), heading: name, platform: name,
            differing: differing
          ).write(to: &html)
          ReportPage.labels(
            ReportLabel.labels(of: outcome) + ReportLabel.facts(of: outcome.view), name: name + ": what the step did",
            differing: differing, to: &html)
        }
      }
      writeDifferences(step, sides: sides, to: &html)
    }
    html.newline()
  }

  private static func writeDifferences(
    _ step: ComparedScenario.ComparedStep, sides: [ScreenPlatform], to html: inout HTMLWriter
  ) {
    guard !step.differing.isEmpty else {
      html.element("p", ["class": "same ok"], text: "the same on both")
      return
    }
    html.element("table", ["class": "diffs"]) { html in
      html.element("caption", text: "differences")
      html.element("thead") { html in
        html.element("tr") { html in
          html.element("th", ["scope": "col"], text: "field")
          for side in sides { html.element("th", ["scope": "col"], text: side.platform.rawValue) }
        }
      }
      html.element("tbody") { html in
        for field in step.differing {
          html.element("tr") { html in
            html.element("th", ["scope": "row"], text: field)
            for outcome in step.outcomes {
              html.element("td") { html in html.element("code", text: outcome.view.field(field).jsonText) }
            }
          }
        }
      }
    }
  }
}
