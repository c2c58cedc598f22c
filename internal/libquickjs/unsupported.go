// Made by third_party/libquickjs.sh; do not edit.

//go:build !((linux || darwin || windows) && (amd64 || arm64))

package libquickjs

// The engine is built for linux, darwin and windows on amd64 and arm64.
var _ = codemode_supports_linux_darwin_and_windows_on_amd64_and_arm64_only
