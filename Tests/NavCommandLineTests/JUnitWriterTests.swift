import NavJSON
import NavdTestKit
import Testing

@testable import NavCommandLine

/// The JUnit report (docs/protocol.md §13): one testsuite per file, one testcase per scenario ×
/// platform with its time, messages escaped so any XML reader takes them.
@Suite struct JUnitWriterTests {
  @Test(arguments: [
    ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
    (#"expected "x", found 'y'"#, "expected &quot;x&quot;, found &apos;y&apos;"),
    ("première étape → 模态", "première étape → 模态"),
    ("line\nbreak\ttab\r", "line&#10;break&#9;tab&#13;"),
    ("bell\u{7} nul\u{0} \u{FFFE}", "bell\u{FFFD} nul\u{FFFD} \u{FFFD}"),
    ("emoji 🧭", "emoji 🧭"),
  ])
  func escaping(_ text: String, _ escaped: String) {
    #expect(JUnitWriter.escape(text) == escaped)
  }

  @Test func secondsHaveMillisecondPrecision() {
    #expect(JUnitWriter.seconds(0) == "0.000")
    #expect(JUnitWriter.seconds(0.0044) == "0.004")
    #expect(JUnitWriter.seconds(1.5) == "1.500")
    #expect(JUnitWriter.seconds(12.0456) == "12.046")
  }

  @Test func oneSuitePerFileOneCasePerRunAndTheFailureText() throws {
    let failure = ScenarioFailure.mismatch(
      step: 2, expectation: "main[0]", expected: "/posts?a=1&b=<2>", found: "https://blog.example/послы")
    let results = [
      ScenarioRunResult(file: "a.json", name: "modal \"new\"", platform: .ios, failure: nil, seconds: 0.0123),
      ScenarioRunResult(file: "a.json", name: "modal \"new\"", platform: .android, failure: failure, seconds: 0.002),
      ScenarioRunResult(file: "b & c.json", name: "tabs", platform: .ios, failure: nil, seconds: 0),
    ]
    let xml = JUnitWriter.document(results)
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="navd test" tests="3" failures="1" errors="0" time="0.014">
          <testsuite name="a.json" tests="2" failures="1" errors="0" skipped="0" time="0.014">
            <testcase name="modal &quot;new&quot; [ios]" classname="a.json" time="0.012"/>
            <testcase name="modal &quot;new&quot; [android]" classname="a.json" time="0.002">
              <failure message="steps[2].expect.main[0]: expected &quot;/posts?a=1&amp;b=&lt;2&gt;&quot;, found &quot;https://blog.example/послы&quot;" type="failure">FAIL modal &quot;new&quot; [android]: steps[2].expect.main[0]: expected &quot;/posts?a=1&amp;b=&lt;2&gt;&quot;, found &quot;https://blog.example/послы&quot;</failure>
            </testcase>
          </testsuite>
          <testsuite name="b &amp; c.json" tests="1" failures="0" errors="0" skipped="0" time="0.000">
            <testcase name="tabs [ios]" classname="b &amp; c.json" time="0.000"/>
          </testsuite>
        </testsuites>

        """)
  }
}
