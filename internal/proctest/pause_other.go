//go:build !unix

package proctest

import "errors"

// pause cannot stop a process here: there is no SIGSTOP.
func pause(int, bool) error {
	return errors.New("proctest: stopping a process needs SIGSTOP, which this system does not have")
}
