package mcpgw

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strings"
)

// defaultInheritedEnv names the variables a stdio upstream inherits from
// the gateway without being asked: the set the official MCP SDKs pass
// (inspired by sudo's env_keep), enough for a shell, npx, uvx or docker to
// find themselves, and nothing that usually holds a secret.
func defaultInheritedEnv() []string {
	if runtime.GOOS == "windows" {
		return []string{"APPDATA", "HOMEDRIVE", "HOMEPATH", "LOCALAPPDATA", "PATH", "PROCESSOR_ARCHITECTURE",
			"SYSTEMDRIVE", "SYSTEMROOT", "TEMP", "USERNAME", "USERPROFILE", "PROGRAMFILES"}
	}
	return []string{"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"}
}

// upstreamEnv builds the environment of a stdio upstream from the gateway's
// environment (environ, KEY=VALUE entries): the default set, the names
// inherit lists (Options.InheritEnv and the server's inheritEnv: exact
// names, NAME_* prefixes, or "*" for everything), then the server's env on
// top. Values that start with "()" (exported shell functions) are never
// inherited. The result is sorted, so that it can be compared and logged.
func upstreamEnv(environ []string, inherit []string, env map[string]string) []string {
	exact := map[string]bool{}
	var prefixes []string
	all := false
	for _, n := range defaultInheritedEnv() {
		exact[n] = true
	}
	for _, n := range inherit {
		switch {
		case n == "*":
			all = true
		case strings.HasSuffix(n, "*"):
			prefixes = append(prefixes, strings.TrimSuffix(n, "*"))
		case n != "":
			exact[n] = true
		}
	}
	keep := func(name string) bool {
		if all || exact[name] || (runtime.GOOS == "windows" && exact[strings.ToUpper(name)]) {
			return true
		}
		for _, p := range prefixes {
			if strings.HasPrefix(name, p) {
				return true
			}
		}
		return false
	}
	out := map[string]string{}
	for _, kv := range environ {
		name, value, ok := strings.Cut(kv, "=")
		if !ok || name == "" || !keep(name) || strings.HasPrefix(value, "()") {
			continue
		}
		out[name] = value
	}
	for k, v := range env {
		out[k] = v
	}
	list := make([]string, 0, len(out))
	for k, v := range out {
		list = append(list, k+"="+v)
	}
	sort.Strings(list)
	return list
}

// commandEnv is the environment of the server's command, GatewayEnv
// included (set last: a server's env cannot hide the chain).
func (u *upstream) commandEnv() []string {
	inherit := append(append([]string(nil), u.g.opts.InheritEnv...), u.cfg.InheritEnv...)
	env := map[string]string{}
	for k, v := range u.cfg.Env {
		env[k] = v
	}
	env[GatewayEnv] = u.g.childChain(u.name)
	return upstreamEnv(os.Environ(), inherit, env)
}

// GatewayEnv is the variable the gateway sets in the environment of every
// stdio server it starts: a JSON array with one [config, server] pair per
// gateway on the way, config the first 16 hex digits of the SHA-256 of its
// Config's JSON and server the name of the server that started the next.
// A gateway whose config is already on the chain was started, through that
// server, by a gateway with its own config, which would go on without end:
// New refuses it (see textRecursion), and refuses a chain of
// MaxGatewayDepth gateways whatever their configs (textTooDeep).
const GatewayEnv = "CODEMODE_MCP_GATEWAY"

// MaxGatewayDepth is how many gateways may start one another through
// their configs' servers before New refuses to be the next.
const MaxGatewayDepth = 4

// gatewayLink is one gateway of the chain: its config's fingerprint and
// the server of it that started the next gateway.
type gatewayLink [2]string

// configFingerprint identifies a config on the chain.
func configFingerprint(cfg Config) string {
	b, err := json.Marshal(cfg)
	if err != nil {
		b = fmt.Appendf(nil, "%#v", cfg)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// gatewayChain reads the chain of gateways that started this one from the
// environment's value; a value that is not such a chain counts as one
// gateway of an unknown config.
func gatewayChain(value string) []gatewayLink {
	if value == "" {
		return nil
	}
	var chain []gatewayLink
	if json.Unmarshal([]byte(value), &chain) != nil {
		return []gatewayLink{{"", ""}}
	}
	return chain
}

// ErrGatewayLoop is what New's error wraps when it refuses to start a
// gateway that a gateway with the same config started (see GatewayEnv).
var ErrGatewayLoop = errors.New("the config starts the gateway again")

// loopError is a refusal of GatewayEnv's check: its text, and
// ErrGatewayLoop for errors.Is.
type loopError struct{ text string }

func (e *loopError) Error() string        { return e.text }
func (e *loopError) Is(target error) bool { return target == ErrGatewayLoop }

// checkChain refuses to start a gateway with the config fingerprinted fp
// after chain.
func checkChain(chain []gatewayLink, fp string) error {
	for _, l := range chain {
		if l[0] == fp {
			return &loopError{textRecursion(l[1])}
		}
	}
	if len(chain) >= MaxGatewayDepth {
		return &loopError{textTooDeep(len(chain))}
	}
	return nil
}

// childChain is the value of GatewayEnv for the servers of this gateway:
// its chain, then this gateway's link through the server named server.
func (g *Gateway) childChain(server string) string {
	chain := append(append([]gatewayLink(nil), g.chain...), gatewayLink{g.fingerprint, server})
	b, _ := json.Marshal(chain)
	return string(b)
}
