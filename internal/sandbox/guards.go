package sandbox

import (
	_ "embed"
	"fmt"
	"sync"
)

//go:embed guards.js
var guardsJS string

// guardsCode is guards.js compiled, once per process, by an engine that has
// the standard library but not the guards themselves.
var guardsCode = sync.OnceValues(func() ([]byte, error) {
	e, err := newEngineWith(func(e *engine) error { return e.installLibrary(true) })
	if err != nil {
		return nil, err
	}
	defer e.close()
	e.setMemoryLimit(-1)
	return e.compile(guardsJS, "<executor>")
})

// installGuards runs guards.js in e: the built-ins whose native loops the
// engine cannot stop are replaced by ones it can (see guards.js).
func (e *engine) installGuards() error {
	code, err := guardsCode()
	if err != nil {
		return fmt.Errorf("sandbox: compiling the guards: %w", err)
	}
	if err := e.defineFastGuardMaker("__codemodeGuardFast"); err != nil {
		return err
	}
	v := e.evalBytecode(code)
	if isException(v) {
		return fmt.Errorf("sandbox: installing the guards: %w", e.takeException())
	}
	e.free(v)
	return nil
}
