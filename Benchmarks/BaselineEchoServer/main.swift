// navd-baseline-echo: the "straightforward baseline" of the benchmark (see docs/benchmarks.md).
var server = EchoServer()
server.run()
