# frozen_string_literal: true

# A stand-in for navd that speaks LSP-framed JSON-RPC, for testing the client alone.
#
# Usage: ruby fake_navd.rb MODE, where MODE picks a behaviour:
#   normal          answers initialize/shutdown/exit and a small navigator
#                   (route pushes onto main, state, pop, client/list)
#   crash-on-route  writes a reason to stderr and exits 3 on route
#   hang-on-state   never answers state (keeps answering the rest)
#   slow-state      answers state after 0.4 s
#   bad-header      answers state with a non-numeric Content-Length
#   bad-json        answers state with a well-framed body that is not JSON
#   garbage         answers state with a plain text line
#   not-jsonrpc     answers state with a JSON body that is not JSON-RPC 2.0
#   null-id         answers state with an error whose id is null
#   die-at-start    writes to stderr and exits 7 before reading anything
#   stderr-flood    writes 120 numbered lines to stderr on initialize, then crashes on route
#   ignore-exit     like normal, but ignores exit, TERM and end of input (must be killed)
#   notify          like normal, and when notifications were asked for sends window/logMessage
#                   and navigator/didChange before each route answer and a late
#                   window/logMessage after it, before the next answer
#   explain         like normal, and answers route with explain: true with an explanation
#   extra-headers   like normal, with a Content-Type header after Content-Length
require "json"

MODE = ARGV.fetch(0, "normal")
$stdout.binmode
$stdin.binmode

def log(text)
  $stderr.write("#{text}\n")
  $stderr.flush
end

def write_body(body)
  header = +"Content-Length: #{body.bytesize}\r\n"
  header << "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" if MODE == "extra-headers"
  $stdout.write("#{header}\r\n#{body}")
  $stdout.flush
end

def send_message(message) = write_body(JSON.generate(message))

def read_message
  length = nil
  loop do
    line = $stdin.gets("\r\n")
    return nil if line.nil?
    break if line == "\r\n"

    name, value = line.split(":", 2)
    length = Integer(value.strip) if name.strip.casecmp?("content-length")
  end
  JSON.parse($stdin.read(length))
end

EXPLANATION = {
  "platform" => "ios",
  "subject" => "/posts/new",
  "matches" => [{ "rule" => 0, "pattern" => ".*" }, { "rule" => 1, "pattern" => "/new$" }],
  "properties" => { "context" => { "value" => "modal", "from" => "rules[1]" },
                    "modal_style" => { "value" => "large", "from" => "default" } },
  "router" => [{ "handler" => "app-navigation", "matched" => true, "reason" => "same host" }],
  "rule" => { "presentation" => "default", "context" => "modal", "presented" => false,
              "row" => "default/modal/not presented", "mode" => nil },
  "comparisons" => [],
  "routes" => [{ "name" => "new_post", "pattern" => "https://blog.example/posts/new", "result" => "matched",
                 "reason" => "every segment matched" }]
}.freeze

# The fake's navigator: one main stack.
class World
  attr_accessor :notifications, :shutdown

  def initialize
    @main = []
    @next_id = 1
    @notifications = false
    @shutdown = false
  end

  def push(url)
    entry = { "id" => @next_id, "viewController" => "web", "visitable" => true, "routedLocation" => url,
              "currentURL" => url, "pullToRefreshEnabled" => true, "modalDismissGestureEnabled" => true }
    @next_id += 1
    @main << entry
    entry
  end

  def pop = @main.size > 1 ? @main.pop : nil

  def state
    { "client" => "default", "startLocation" => "https://app.example/", "activeTab" => nil, "tabs" => [],
      "main" => @main.dup, "modal" => [], "presented" => false, "modalStyle" => nil, "activeStack" => "main",
      "currentVisitableURL" => @main.last&.fetch("currentURL"),
      "webSessions" => [{ "name" => "main", "renderedURL" => @main.last&.fetch("currentURL"), "snapshots" => [] },
                        { "name" => "modal", "renderedURL" => nil, "snapshots" => [] }] }
  end
end

def route_result(world, params, entry)
  operations = [{ "op" => "push", "stack" => "main", "entry" => entry["id"], "animated" => true }]
  result = {
    "decision" => "navigate", "handler" => "app-navigation", "external" => nil,
    "proposal" => { "url" => entry["routedLocation"], "options" => params["options"] || { "action" => "advance" },
                    "properties" => params["properties"] || {}, "context" => "default",
                    "presentation" => "default", "viewController" => "web", "parameters" => params["parameters"] },
    "proposalResult" => "accept", "operations" => operations,
    "visits" => [{ "stack" => "main", "entry" => entry["id"], "url" => entry["routedLocation"],
                   "action" => "advance", "reason" => "route", "session" => "main", "load" => "network" }],
    "route" => nil, "warnings" => []
  }
  result["state"] = world.state unless params["state"] == false
  result["explanation"] = EXPLANATION if MODE == "explain" && params["explain"] == true
  result
end

def answer_state(world, reply)
  case MODE
  when "hang-on-state" then log("fake_navd: ignoring state on purpose")
  when "slow-state"
    sleep 0.4
    reply.call(world.state)
  when "bad-header"
    $stdout.write("Content-Length: twelve\r\n\r\n{}")
    $stdout.flush
  when "bad-json" then write_body("{this is not json")
  when "garbage"
    $stdout.write("hello from a stray puts\n")
    $stdout.flush
  when "not-jsonrpc" then write_body('{"hello":"world"}')
  when "null-id"
    send_message({ "jsonrpc" => "2.0", "id" => nil, "error" => { "code" => -32_700, "message" => "Parse error" } })
  else reply.call(world.state)
  end
end

def handle(world, message)
  method_name = message["method"]
  id = message["id"]
  params = message["params"] || {}
  reply = ->(result) { send_message({ "jsonrpc" => "2.0", "id" => id, "result" => result }) if message.key?("id") }
  error = lambda do |code, text, data = nil|
    body = { "code" => code, "message" => text }
    body["data"] = data if data
    send_message({ "jsonrpc" => "2.0", "id" => id, "error" => body })
  end

  case method_name
  when "initialize"
    world.notifications = params.dig("capabilities", "notifications") == true
    log("fake_navd: initialize")
    120.times { |n| log("fake_navd: line #{n + 1}") } if MODE == "stderr-flood"
    reply.call({ "serverInfo" => { "name" => "navd", "version" => "0.0.0-fake" }, "protocolVersion" => 1,
                 "capabilities" => { "methods" => %w[initialize route state pop], "framing" => "lsp",
                                     "batches" => true } })
  when "initialized" then nil
  when "shutdown"
    world.shutdown = true
    reply.call(nil)
  when "exit"
    exit(world.shutdown ? 0 : 1) unless MODE == "ignore-exit"
  when "route"
    if %w[crash-on-route stderr-flood].include?(MODE)
      log("fatal: fake_navd crashed while routing #{params['url']}")
      exit 3
    end
    url = params["url"]
    unless url.is_a?(String) && url.start_with?("https://")
      return error.call(-32_602, "Invalid params: url: not an absolute URL", { "field" => "url", "reason" => "notAbsolute" })
    end

    entry = world.push(url)
    notifying = world.notifications && MODE == "notify"
    if notifying
      send_message({ "jsonrpc" => "2.0", "method" => "window/logMessage",
                     "params" => { "type" => 2, "message" => "hello", "client" => "default", "code" => "demo" } })
      send_message({ "jsonrpc" => "2.0", "method" => "navigator/didChange",
                     "params" => { "client" => "default", "tab" => nil,
                                   "operations" => [{ "op" => "push", "stack" => "main", "entry" => entry["id"],
                                                      "animated" => true }],
                                   "state" => world.state } })
    end
    reply.call(route_result(world, params, entry))
    if notifying
      send_message({ "jsonrpc" => "2.0", "method" => "window/logMessage",
                     "params" => { "type" => 2, "message" => "after #{url}", "client" => "default", "code" => "late" } })
    end
  when "pop"
    gone = world.pop
    operations = gone ? [{ "op" => "pop", "stack" => "main", "entry" => gone["id"], "animated" => params.fetch("animated", true) }] : []
    reply.call({ "operations" => operations, "visits" => [], "state" => world.state })
  when "state" then answer_state(world, reply)
  when "client/list" then reply.call({ "clients" => ["default"] })
  when "limit/demo" then error.call(-32_012, "Limit reached", { "limit" => "max-clients", "value" => 10 })
  else
    error.call(-32_601, "Method not found: #{method_name}", { "method" => method_name }) if message.key?("id")
  end
end

if MODE == "die-at-start"
  log("fatal: fake_navd cannot start (bad flag --frobnicate)")
  exit 7
end
if MODE == "ignore-exit"
  Signal.trap("TERM", "IGNORE")
end

world = World.new
while (message = read_message)
  handle(world, message)
end
sleep if MODE == "ignore-exit"
exit(world.shutdown ? 0 : 1)
