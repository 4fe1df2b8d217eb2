"""Checks of the benchmark harness and the baseline echo server (no timing assertions).

Run: python3 -m unittest discover -s Benchmarks -p 'test_*.py'
The server tests need `swift build -c release` (they are skipped otherwise).
"""

import subprocess
import unittest
from pathlib import Path

import bench

BASELINE = bench.ROOT / ".build" / "release" / "navd-baseline-echo"


class ReportTests(unittest.TestCase):
    def test_percentile_picks_nearest_rank(self):
        values = list(range(1, 101))
        self.assertEqual(bench.percentile(values, 50), 51)
        self.assertEqual(bench.percentile(values, 99), 99)
        self.assertEqual(bench.percentile([7], 99), 7)

    def test_targets_are_judged_against_navd_and_baseline(self):
        results = {
            "msgs_per_s": {"navd": 120_000.0, "baseline": 40_000.0},
            "mix_msgs_per_s": {"navd": 40_000.0, "baseline": 25_000.0},
            "rtt_pinned_p99_us": {"navd": 80.0, "baseline": 70.0},
            "startup_ms": {"navd": "n/a (method not implemented: initialize)", "baseline": 8.0},
            "depth10_wall_us": {"navd": 2.0},
            "depth1000_wall_us": {"navd": 2.9},
            "depth10000_wall_us": {"navd": 3.1},
        }
        text, statuses = bench.report(results)
        self.assertEqual(statuses["msgs_per_s"], "MET")
        self.assertEqual(statuses["mix_msgs_per_s"], "MISSED")
        self.assertEqual(statuses["rtt_pinned_p99_us"], "MISSED")
        self.assertEqual(statuses["startup_ms"], "n/a")
        self.assertEqual(statuses["depth1000_wall_us"], "MET")
        self.assertEqual(statuses["depth10000_wall_us"], "MISSED")
        self.assertIn("3.00×", text)
        self.assertIn("[1] n/a (method not implemented: initialize)", text)


    def test_library_memory_rows_are_shown_but_not_judged(self):
        results = {
            "entry_bytes": {"navd": 273.0},
            "microbench_entry_bytes": {"navd": 230.0},
            "microbench_client_bytes": {"navd": 401.0},
            "microbench_speedup": {"navd": 9.0},
        }
        text, statuses = bench.report(results)
        self.assertEqual(statuses, {"entry_bytes": "MET", "microbench_speedup": "MISSED"})
        self.assertIn("per entry, library only (navd-microbench)", text)
        self.assertIn("401", text)


class FakeServer:
    """Enough of bench.Server to build request bytes without a process."""

    framing = "ndjson"
    next_id = 1
    frame = bench.Server.frame
    request = bench.Server.request


class WorkloadTests(unittest.TestCase):
    def test_mix_is_whole_cycles_over_every_client(self):
        messages = bench.mix_requests(FakeServer(), clients=3, n=20)
        self.assertEqual(len(messages), 36)  # rounded up to 2 cycles of 6 steps × 3 clients
        self.assertIn(b'"method":"state"', messages[12])
        self.assertIn(b'"client":"m2"', messages[2])

    def test_route_table_urls_name_their_route_shape(self):
        table = bench.route_table(8)
        self.assertEqual(table[1]["patterns"], ["kkbox://album/{albumID:digits}/v1"])
        self.assertEqual(bench.route_url(1, 42), "kkbox://album/42/v1")
        self.assertEqual(bench.route_url(3, 5), "https://app.example/p3/slug5/a/b")


@unittest.skipUnless(BASELINE.exists(), "run `swift build -c release` first")
class BaselineServerTests(unittest.TestCase):
    def spawn(self, framing):
        return bench.Server(bench.ServerSpec("baseline", BASELINE), framing)

    def test_echoes_method_and_params_in_both_framings(self):
        for framing in ("lsp", "ndjson"):
            with self.subTest(framing=framing):
                server = self.spawn(framing)
                try:
                    info = server.initialize()
                    self.assertEqual(info["capabilities"]["framing"], framing)
                    params = {"url": "https://app.example/é", "n": 3, "x": 1.5, "a": [True, None]}
                    self.assertEqual(server.call("route", params), {"method": "route", "params": params})
                    self.assertEqual(server.call("pop"), {"method": "pop", "params": {}})
                finally:
                    server.close()
                self.assertEqual(server.proc.returncode, 0)

    def test_counts_pipelined_responses_and_reports_errors(self):
        server = self.spawn("lsp")
        try:
            server.initialize()
            blob = b"".join(bench.cheap_requests(server, 500))
            result = bench.pipelined(server, blob, 500)
            self.assertGreater(result["msgs_per_s"], 0)
            server.write(server.frame(b"{not json"))
            with self.assertRaises(bench.Unavailable) as caught:
                server.call("state")
            self.assertIn("-32700", str(caught.exception))
        finally:
            server.close()

    def test_exit_without_shutdown_is_status_1(self):
        server = self.spawn("ndjson")
        server.initialize()
        server.write(server.notification("exit"))
        self.assertEqual(server.proc.wait(timeout=5), 1)
        server.proc.stdout.close()


if __name__ == "__main__":
    unittest.main()
