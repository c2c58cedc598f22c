package remote_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// docs/protocol.md quotes every refusal text of the daemon as it is sent, with
// <n> and <address> for the parts filled in.
func TestProtocolDocQuotesTheRefusalTexts(t *testing.T) {
	b, err := os.ReadFile("../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Join(strings.Fields(string(b)), " ") // a quote may wrap
	for _, want := range []string{
		fmt.Sprintf(remote.TextTooManyConnections, 0),
		fmt.Sprintf(remote.TextTooManyFromAddress, "<address>", 0),
		fmt.Sprintf(remote.TextHelloTimeout, 10*time.Second),
		fmt.Sprintf(remote.TextBufferFull, 0),
		fmt.Sprintf(executor.TextQueueFull, 0),
		fmt.Sprintf(remote.TextConnectionShare, 0),
		fmt.Sprintf(remote.TextConnectionExecutions, 0),
		fmt.Sprintf(remote.TextRetainedConnection, 0),
		fmt.Sprintf(remote.TextRetainedDaemon, 0),
		fmt.Sprintf(pool.TextRetainedFull, 0),
	} {
		want = strings.ReplaceAll(want, " 0 ", " <n> ")
		if !strings.Contains(doc, want) {
			t.Errorf("docs/protocol.md does not quote %q", want)
		}
	}
	if !strings.Contains(doc, `"code":"`+remote.CodeHelloTimeout+`"`) {
		t.Errorf("docs/protocol.md does not show the %s code", remote.CodeHelloTimeout)
	}
}
