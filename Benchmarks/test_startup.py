"""Checks of Benchmarks/startup.py's report (no timing assertions).

Run: python3 -m unittest discover -s Benchmarks -p 'test_*.py'
"""

import unittest

import startup


class StartupReportTests(unittest.TestCase):
    def test_ratios_are_static_over_the_other_server_and_n_a_when_missing(self):
        results = {
            "startup_ms": {"static": 3.0, "dynamic": 6.0, "go": 2.5},
            "msgs_per_s": {"static": 150_000.0, "dynamic": 100_000.0, "go": "n/a (no `go`)"},
            "mix_msgs_per_s": {"static": 40_000.0},
        }
        text = startup.report(results, ["static", "dynamic", "go"])
        self.assertIn("startup_ms static / go: 1.20×   (target ≤ 1.2×)", text)
        self.assertIn("startup_ms static / dynamic: 0.50×", text)
        self.assertIn("msgs_per_s static / dynamic: 1.50×   (target ≥ 1.0×)", text)
        self.assertIn("mix_msgs_per_s static / dynamic: n/a", text)
        self.assertIn("150,000", text)
        self.assertIn("n/a (no `go`)", text)

    def test_the_go_server_is_built_from_its_source_or_reported_missing(self):
        built = startup.build_go_server()
        if isinstance(built, str):
            self.assertTrue(built.startswith("n/a ("), built)
        else:
            self.assertTrue(built.exists())


if __name__ == "__main__":
    unittest.main()
