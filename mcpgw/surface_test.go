package mcpgw_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// maxSurfaceShare is the most the gateway's default surface may be of the
// native definitions on the report config.
const maxSurfaceShare = 0.15

// reportRows parses a --report table: label → bytes.
func reportRows(t *testing.T, report string) map[string]int {
	t.Helper()
	rows := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^(native: \S+|gateway: \S+(?:, search first)?)\s+(\d+)\s+(\d+)\s+\d+$`).FindAllStringSubmatch(report, -1) {
		n, _ := strconv.Atoi(m[3])
		rows[m[1]] = n
	}
	return rows
}

// The report counts every tool the gateway serves, and its total is the
// bytes of the tools/list the official TypeScript client receives from
// `codemode mcp` on the report config (testdata/npm/measure-surface.mjs),
// tool by tool; the default surface, search, execute, run_code and all, is
// at most 15% of the native definitions.
func TestReportIsTheMeasuredToolsList(t *testing.T) {
	t.Parallel()
	fixtures(t)
	root, _ := filepath.Abs("..")
	bin := codemodeBinary(t)
	xdg := t.TempDir() // no user configuration: CodeAct and recipes on, as by default
	env := append(os.Environ(), "XDG_CONFIG_HOME="+xdg)

	cmd := exec.Command(bin, "mcp", "--config", "mcpgw/testdata/report-config.json", "--report")
	cmd.Dir, cmd.Env = root, env
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	report := string(out)
	rows := reportRows(t, report)

	node := exec.Command(nodeBin(t), filepath.Join("mcpgw", "testdata", "npm", "measure-surface.mjs"), bin, "mcpgw/testdata/report-config.json")
	node.Dir, node.Env = root, env
	out, err = node.Output()
	if err != nil {
		t.Fatalf("measure-surface.mjs: %v: %s", err, out)
	}
	var measured struct {
		Tools map[string]int `json:"tools"`
		Total int            `json:"total"`
	}
	if err := json.Unmarshal(out, &measured); err != nil {
		t.Fatalf("%v: %s", err, out)
	}

	var served []string
	for name := range measured.Tools {
		served = append(served, name)
	}
	slices.Sort(served)
	if !slices.Equal(served, []string{"execute", "run_code", "search"}) {
		t.Fatalf("tools/list has %v", served)
	}
	for name, n := range measured.Tools {
		if rows["gateway: "+name] != n {
			t.Errorf("%s: the report says %d bytes, tools/list has %d", name, rows["gateway: "+name], n)
		}
	}
	counted := 0
	for label := range rows {
		if strings.HasPrefix(label, "gateway: ") && label != "gateway: total" {
			counted++
		}
	}
	if counted != len(measured.Tools) || rows["gateway: total"] != measured.Total {
		t.Errorf("the report counts %d tools, %d bytes; tools/list has %d, %d bytes", counted, rows["gateway: total"], len(measured.Tools), measured.Total)
	}
	native := rows["native: total"]
	if native == 0 || float64(measured.Total) > maxSurfaceShare*float64(native) {
		t.Errorf("the surface is %d bytes, over %.0f%% of the native %d", measured.Total, 100*maxSurfaceShare, native)
	}
	if t.Failed() {
		t.Logf("report:\n%s\nmeasured: %+v", report, measured)
	}
}

// manyToolsServer serves n tools named prefix_record_<i>, each with a description and an input
// schema the size of a typical real one (the report config's average is
// 840 bytes a tool).
func manyToolsServer(t *testing.T, prefix string, n int) string {
	s := mcp.NewServer(&mcp.Implementation{Name: "many", Version: "1"}, nil)
	for i := range n {
		schema := json.RawMessage(fmt.Sprintf(`{"type":"object","properties":{"id":{"type":"string","description":"The id of record %d to read."},`+
			`"fields":{"type":"array","items":{"type":"string"},"description":"Which fields of the record to return; all when absent."},`+
			`"limit":{"type":"integer","description":"How many related records to include at most."}},"required":["id"]}`, i))
		s.AddTool(&mcp.Tool{Name: fmt.Sprintf("%s_record_%d", prefix, i),
			Description: fmt.Sprintf("Read one record of collection %d by its id, with the fields asked for and up to limit related records; fails when the id is unknown.", i),
			InputSchema: schema}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})
	}
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	t.Cleanup(srv.Close)
	return srv.URL
}

// The default surface grows slower than the tool count: from 4 to 256
// tools (two servers, CodeAct on), the native definitions grow with the
// tools and the gateway's surface by at most 5% (the tool counts in its
// server list; run_code's note once CodeAct's catalog is over its bound),
// each time measured through a real client's tools/list and equal to the
// report.
func TestSurfaceGrowsSlowerThanTheTools(t *testing.T) {
	t.Parallel()
	var first mcpgw.Report
	for _, n := range []int{2, 8, 32, 128} {
		project := t.TempDir()
		gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
			"records": {URL: manyToolsServer(t, "read", n)},
			"archive": {URL: manyToolsServer(t, "fetch", n)},
		}}, mcpgw.Options{Workspace: mcpgw.WorkspaceOptions{Project: project, GlobalConfig: filepath.Join(project, "none.toml")}})
		r := gw.Report()
		cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)
		res, err := cs.ListTools(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		listed := 0
		for _, tl := range res.Tools {
			b, _ := json.Marshal(tl)
			var v any
			json.Unmarshal(b, &v)
			listed += len(compactJSON(t, v))
		}
		if r.Error != "" || r.Gateway.Tools != len(res.Tools) || r.Gateway.Bytes != listed || r.Native.Tools != 2*n {
			t.Fatalf("%d tools: report %+v; tools/list %d tools, %d bytes", n, r, len(res.Tools), listed)
		}
		if n == 2 {
			first = r
			continue
		}
		toolGrowth := float64(r.Native.Tools) / float64(first.Native.Tools)
		surfaceGrowth := float64(r.Gateway.Bytes) / float64(first.Gateway.Bytes)
		if surfaceGrowth >= toolGrowth || surfaceGrowth > 1.05 {
			t.Errorf("%d tools a server: the surface grew %.3f× (%d → %d bytes) while the tools grew %.0f×",
				n, surfaceGrowth, first.Gateway.Bytes, r.Gateway.Bytes, toolGrowth)
		}
		t.Logf("%3d tools: native %6d bytes, gateway %d bytes (%.1f%%)", r.Native.Tools, r.Native.Bytes, r.Gateway.Bytes, 100*float64(r.Gateway.Bytes)/float64(r.Native.Bytes))
	}
}

// compactJSON is v as compact JSON without HTML escaping, as JSON.stringify
// writes it.
func compactJSON(t *testing.T, v any) []byte {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return []byte(strings.TrimSuffix(b.String(), "\n"))
}
