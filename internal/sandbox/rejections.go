package sandbox

import (
	"fmt"

	lib "github.com/codemode/codemode/internal/libquickjs"
	"modernc.org/libc"
)

// Unhandled rejections. The engine tells its host promise-rejection tracker
// when a promise rejects with no handler (handled false), and again when a
// handler is attached to such a promise later (handled true). The sandbox
// keeps the ones still unhandled; when the program completes, each becomes a
// warning line in the logs and is counted in Result.UnhandledRejections. A
// run that failed reports only its failure.

// maxTrackedRejections bounds the rejections kept with their reasons; past it
// they are still counted.
const maxTrackedRejections = 100

// rejection is a promise that rejected with no handler, and its reason (both
// owned).
type rejection struct {
	promise, reason value
}

var rejectionTrackerFP uintptr

func init() { rejectionTrackerFP = funcPointer(rejectionTracker) }

// trackRejections installs the tracker on s's engine.
func (s *Sandbox) trackRejections() {
	lib.XJS_SetHostPromiseRejectionTracker(s.e.tls, s.e.rt, rejectionTrackerFP, 0)
}

// rejectionTracker is the engine's host promise-rejection tracker. It only
// records: running JavaScript from inside the engine's promise machinery
// (to describe the reason) is left to the end of the run.
func rejectionTracker(tls *libc.TLS, ctx uintptr, promise, reason value, handled int32, opaque uintptr) {
	e, ok := engineOf(tls, ctx)
	if !ok {
		return
	}
	s, ok := e.host.(*Sandbox)
	if !ok || s.e != e || s.settled {
		return
	}
	if handled == 0 {
		s.unhandledCount++
		if len(s.rejections) < maxTrackedRejections {
			s.rejections = append(s.rejections, rejection{promise: e.dup(promise), reason: e.dup(reason)})
		}
		return
	}
	for i := len(s.rejections) - 1; i >= 0; i-- {
		r := s.rejections[i]
		if r.promise.Fu == promise.Fu && r.promise.Ftag == promise.Ftag {
			e.free(r.promise)
			e.free(r.reason)
			s.rejections = append(s.rejections[:i], s.rejections[i+1:]...)
			s.unhandledCount--
			return
		}
	}
	// A handled promise past the kept ones: it was counted.
	if s.unhandledCount > len(s.rejections) {
		s.unhandledCount--
	}
}

// reportRejections writes a warning line for every rejection still unhandled
// and returns how many there were.
func (s *Sandbox) reportRejections() int {
	n := s.unhandledCount
	for _, r := range s.rejections {
		s.log("warn", "Unhandled promise rejection: "+s.describeReason(r.reason))
	}
	if extra := n - len(s.rejections); extra > 0 {
		s.log("warn", fmt.Sprintf("Unhandled promise rejection: %d more not shown", extra))
	}
	s.releaseRejections()
	return n
}

// describeReason renders a rejection's reason the way a thrown value is
// described: "Name: message" for an Error-like object, the value's text
// otherwise.
func (s *Sandbox) describeReason(v value) string {
	if isObject(v) {
		name, msg := s.stringProp(v, "name"), s.stringProp(v, "message")
		if name != "" || msg != "" {
			if name == "" {
				return msg
			}
			return name + ": " + msg
		}
	}
	if isString(v) {
		str, ok := s.e.toString(v)
		if !ok {
			s.e.dropException()
		}
		return fmt.Sprintf("%q", str)
	}
	str, ok := s.e.toString(v)
	if !ok {
		s.e.dropException()
		return "a value that cannot be shown"
	}
	return str
}

// releaseRejections frees the rejections kept.
func (s *Sandbox) releaseRejections() {
	for _, r := range s.rejections {
		s.e.free(r.promise)
		s.e.free(r.reason)
	}
	s.rejections = nil
}
