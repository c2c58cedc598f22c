package codemode_test

import (
	"go/build"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// supportedPlatforms are the platforms the engine is built for: the ccgo
// files third_party/libquickjs.sh keeps. Go's android satisfies the linux
// build tag and ios the darwin one, so the engine's files apply to them too
// (neither is tested).
var supportedPlatforms = []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64",
	"android/amd64", "android/arm64", "ios/amd64", "ios/arm64"}

// On every platform Go knows (go tool dist list), the engine's package is
// either the engine, or unsupported.go alone, whose one undefined name is
// the message a build elsewhere fails with:
//
//	internal/libquickjs/unsupported.go:8:9: undefined: codemode_supports_linux_darwin_and_windows_on_amd64_and_arm64_only
//
// rather than a screen of undefined engine names.
func TestUnsupportedPlatformsFailWithOneMessage(t *testing.T) {
	out, err := exec.Command("go", "tool", "dist", "list").Output()
	if err != nil {
		t.Fatal(err)
	}
	platforms := strings.Fields(string(out))
	if len(platforms) < 20 {
		t.Fatalf("go tool dist list printed %d platforms: %q", len(platforms), out)
	}
	unsupported := 0
	for _, p := range platforms {
		goos, goarch, _ := strings.Cut(p, "/")
		ctx := build.Default
		ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = goos, goarch, false
		pkg, err := ctx.ImportDir("internal/libquickjs", 0)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		hasEngine := slices.ContainsFunc(pkg.GoFiles, func(f string) bool { return strings.HasPrefix(f, "ccgo_") })
		if slices.Contains(supportedPlatforms, p) {
			if !hasEngine || slices.Contains(pkg.GoFiles, "unsupported.go") {
				t.Errorf("%s is supported, but its build of the engine is %v", p, pkg.GoFiles)
			}
			continue
		}
		unsupported++
		if !slices.Equal(pkg.GoFiles, []string{"unsupported.go"}) {
			t.Errorf("%s is not supported, but its build of the engine is %v, not unsupported.go alone", p, pkg.GoFiles)
		}
	}
	if unsupported == 0 {
		t.Fatal("no unsupported platform was checked")
	}
	t.Logf("%d platforms, %d of them unsupported", len(platforms), unsupported)
}
