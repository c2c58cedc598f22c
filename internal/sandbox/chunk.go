package sandbox

import (
	_ "embed"
	"fmt"
	"sync"
)

// A chunk is a piece of the executor's JavaScript, compiled to bytecode once
// per process (without source text or debug information) and evaluated in a
// sandbox when it is needed.
type chunk struct {
	src  *string
	name string
	once sync.Once
	code []byte
	err  error
}

// bytecode compiles the chunk the first time it is asked for.
func (c *chunk) bytecode() ([]byte, error) {
	c.once.Do(func() {
		e, err := newEngine()
		if err != nil {
			c.err = err
			return
		}
		defer e.close()
		e.setMemoryLimit(-1)
		c.code, c.err = e.compile(*c.src, c.name)
	})
	return c.code, c.err
}

// evalCompiled evaluates a chunk in e and returns its value (the chunk's
// factory function), owned by the caller.
func evalCompiled(e *engine, c *chunk) value {
	code, err := c.bytecode()
	if err != nil {
		return e.throwTypeError(fmt.Sprintf("%s could not be loaded: %v", c.name, err))
	}
	return e.evalBytecode(code)
}
