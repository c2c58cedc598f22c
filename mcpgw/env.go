package mcpgw

import (
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

// commandEnv is the environment of the server's command.
func (u *upstream) commandEnv() []string {
	inherit := append(append([]string(nil), u.g.opts.InheritEnv...), u.cfg.InheritEnv...)
	return upstreamEnv(os.Environ(), inherit, u.cfg.Env)
}
