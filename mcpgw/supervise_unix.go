//go:build unix

package mcpgw

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strings"
	"syscall"
	"time"
)

// A stdio server runs under a supervisor: the gateway's own executable,
// started again in supervisor mode (superviseArg as its first argument and
// superviseEnv set), which starts the server in a process group of its own
// and ends that group when the server exits, when the gateway asks, and
// when the gateway dies (the supervisor's end of a pipe, its descriptor 3,
// reads EOF once no gateway holds the other end; the kernel closes it
// however the gateway ends, SIGKILL included). See RATIONALE.md, "An
// upstream's processes end with the gateway".
//
// The supervisor is the server's parent and the gateway's child: the
// server's standard input, output and error are the supervisor's own,
// passed through, and its exit status is the server's (a server killed by
// a signal makes the supervisor die of the same signal).
const (
	superviseArg = "codemode-mcpgw-supervise"
	superviseEnv = "CODEMODE_MCPGW_SUPERVISE"
)

// groupGrace is how long a group gets between SIGTERM and SIGKILL when
// the supervisor ends it on its own (its server exited, or the gateway
// died).
const groupGrace = 2 * time.Second

// The supervisor takes over an executable started in supervisor mode
// before anything else of it runs, as a re-executing program must (a
// binary that embeds the gateway gets this from importing the package).
func init() {
	if len(os.Args) >= 3 && os.Args[1] == superviseArg && os.Getenv(superviseEnv) == "1" {
		os.Exit(supervise(os.Args[2], os.Args[3:]))
	}
}

// supervise runs the server path with args until it exits and returns the
// exit status to give the gateway.
func supervise(path string, args []string) int {
	// Pdeathsig (Linux) follows the thread that started the server; this
	// goroutine keeps that thread until the supervisor exits.
	runtime.LockOSThread()
	life := os.NewFile(3, "life")
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)

	cmd := exec.Command(path, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = withoutVar(os.Environ(), superviseEnv)
	cmd.SysProcAttr = serverProcAttr()
	if err := cmd.Start(); err != nil {
		fmt.Fprintf(os.Stderr, "%v\n", err)
		return 127
	}
	pgid := cmd.Process.Pid
	// The server holds its standard input and output now; the
	// supervisor's copies would keep its output open after it exits.
	os.Stdin.Close()
	os.Stdout.Close()

	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	ended := make(chan bool, 1) // true: the gateway asked for SIGKILL
	go func() {
		var b [1]byte
		n, _ := io.ReadFull(life, b[:])
		ended <- n == 1 && b[0] == lifeKill
	}()
	for {
		select {
		case err := <-exited:
			// What is left of the server's group ends with it.
			endGroup(pgid, groupGrace)
			return mirror(err)
		case s := <-sigs:
			syscall.Kill(-pgid, s.(syscall.Signal))
		case now := <-ended:
			if now {
				syscall.Kill(-pgid, syscall.SIGKILL)
			} else {
				endGroup(pgid, groupGrace)
			}
			select {
			case err := <-exited:
				return mirror(err)
			case <-time.After(groupGrace):
				return 1
			}
		}
	}
}

// endGroup ends the process group pgid: SIGTERM, then SIGKILL once grace
// has passed with a process of it still there. A member that already
// exited and waits to be reaped counts as there, so such a group gets the
// SIGKILL after grace, which does it no harm.
func endGroup(pgid int, grace time.Duration) {
	if syscall.Kill(-pgid, syscall.SIGTERM) != nil {
		return // no process is left in the group
	}
	deadline := time.Now().Add(grace)
	for time.Now().Before(deadline) {
		if syscall.Kill(-pgid, 0) != nil {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	syscall.Kill(-pgid, syscall.SIGKILL)
}

// mirror turns the server's end into the supervisor's: its exit code, or
// death by the signal that killed it.
func mirror(err error) int {
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		if err != nil {
			return 1
		}
		return 0
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		sig := ws.Signal()
		signal.Reset(sig)
		syscall.Kill(os.Getpid(), sig)
		time.Sleep(time.Second) // the signal is on its way
		return 128 + int(sig)
	}
	return ee.ExitCode()
}

// withoutVar is environ without the variable name.
func withoutVar(environ []string, name string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		if !strings.HasPrefix(kv, name+"=") {
			out = append(out, kv)
		}
	}
	return out
}

// supervised returns the command that runs path with args under a
// supervisor, and the gateway's end of the supervisor's life pipe, which
// the caller keeps open as long as the server should live (and the read
// end to close once the command has started). Without the gateway's own
// executable it returns the command itself, in a process group of its own
// (then the group still ends with the gateway's Close, but not with the
// gateway's death).
func supervised(path string, args []string) (cmd *exec.Cmd, life, lifeChild *os.File) {
	self, err := os.Executable()
	if err == nil {
		r, w, perr := os.Pipe()
		if perr == nil {
			cmd = exec.Command(self, append([]string{superviseArg, path}, args...)...)
			cmd.ExtraFiles = []*os.File{r}
			cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
			return cmd, w, r
		}
	}
	// Not Pdeathsig here: it would follow whichever of the gateway's
	// threads started the server, and the runtime may end that thread.
	cmd = exec.Command(path, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd, nil, nil
}

// supervisorEnv is the environment a supervised command is started with:
// the server's, and the variable that puts the executable in supervisor
// mode (the supervisor takes it out again).
func supervisorEnv(env []string, life *os.File) []string {
	if life == nil {
		return env
	}
	return append(env, superviseEnv+"=1")
}

// signalGroup sends sig to the process group of a command started by
// supervised without a supervisor (its pid is the group's id), or to the
// supervisor, which passes SIGTERM on to the server's group.
func signalGroup(p *os.Process, supervisor bool, sig syscall.Signal) error {
	if supervisor {
		return p.Signal(sig)
	}
	return syscall.Kill(-p.Pid, sig)
}
