package asyncrt

import (
	"fmt"

	"github.com/codemode/codemode/internal/sandbox"
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
	promise, reason sandbox.Value
}

// trackRejections installs the tracker on s's engine.
func (s *Sandbox) trackRejections() { s.e.TrackRejections() }

// TrackRejection is the engine's host promise-rejection tracker (the sandbox
// is its engine's sandbox.RejectionTracker). It only records: running
// JavaScript from inside the engine's promise machinery (to describe the
// reason) is left to the end of the run.
func (s *Sandbox) TrackRejection(e *sandbox.Engine, promise, reason sandbox.Value, handled bool) {
	if s.e != e || s.settled {
		return
	}
	if !handled {
		s.unhandledCount++
		if len(s.rejections) < maxTrackedRejections {
			s.rejections = append(s.rejections, rejection{promise: e.Dup(promise), reason: e.Dup(reason)})
		}
		return
	}
	for i := len(s.rejections) - 1; i >= 0; i-- {
		r := s.rejections[i]
		if r.promise.Fu == promise.Fu && r.promise.Ftag == promise.Ftag {
			e.Free(r.promise)
			e.Free(r.reason)
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
func (s *Sandbox) describeReason(v sandbox.Value) string {
	if sandbox.IsObject(v) {
		name, msg := s.stringProp(v, "name"), s.stringProp(v, "message")
		if name != "" || msg != "" {
			if name == "" {
				return msg
			}
			return name + ": " + msg
		}
	}
	if sandbox.IsString(v) {
		str, ok := s.e.ToString(v)
		if !ok {
			s.e.DropException()
		}
		return fmt.Sprintf("%q", str)
	}
	str, ok := s.e.ToString(v)
	if !ok {
		s.e.DropException()
		return "a value that cannot be shown"
	}
	return str
}

// releaseRejections frees the rejections kept.
func (s *Sandbox) releaseRejections() {
	for _, r := range s.rejections {
		s.e.Free(r.promise)
		s.e.Free(r.reason)
	}
	s.rejections = nil
}
