//go:build unix

package boundedfile

import "syscall"

// openFlags make opening a named pipe return at once instead of waiting for
// a writer, and keep a terminal from becoming the controlling terminal.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOCTTY
