// The Go JSON-RPC server that Benchmarks/startup.py measures navd's start-up against: Sourcegraph's
// jsonrpc2 (Debian's golang-github-sourcegraph-jsonrpc2-dev) over stdin/stdout with the
// Content-Length framing navd speaks by default. It answers `initialize` with a server name,
// `shutdown` with null and every other request with null (the cheap-request figure), and exits on
// `exit`: the least a JSON-RPC server does, so its start-up is the floor a server can reach.
//
// Build (GOPATH mode, the library from Debian):
//
//	GO111MODULE=off GOPATH=/usr/share/gocode go build -o .build/go-jsonrpc-server ./Benchmarks/GoJSONRPCServer
package main

import (
	"context"
	"io"
	"os"

	"github.com/sourcegraph/jsonrpc2"
)

// stdio joins standard input and output into the one stream jsonrpc2 reads and writes.
type stdio struct{}

func (stdio) Read(p []byte) (int, error)  { return os.Stdin.Read(p) }
func (stdio) Write(p []byte) (int, error) { return os.Stdout.Write(p) }
func (stdio) Close() error                { return os.Stdin.Close() }

var _ io.ReadWriteCloser = stdio{}

type handler struct{}

type serverInfo struct {
	Name string `json:"name"`
}

type initializeResult struct {
	ServerInfo serverInfo `json:"serverInfo"`
}

func (handler) Handle(ctx context.Context, conn *jsonrpc2.Conn, request *jsonrpc2.Request) {
	switch request.Method {
	case "exit":
		os.Exit(0)
	case "initialize":
		_ = conn.Reply(ctx, request.ID, initializeResult{ServerInfo: serverInfo{Name: "go-jsonrpc2"}})
	default:
		if !request.Notif {
			_ = conn.Reply(ctx, request.ID, nil)
		}
	}
}

func main() {
	stream := jsonrpc2.NewBufferedStream(stdio{}, jsonrpc2.VSCodeObjectCodec{})
	conn := jsonrpc2.NewConn(context.Background(), stream, handler{})
	<-conn.DisconnectNotify()
}
