package asyncrt

import (
	_ "embed"
	"fmt"
	"sync"

	"github.com/codemode/codemode/internal/sandbox"
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

//go:embed console.js
var consoleJS string

var consoleChunk = &chunk{src: &consoleJS, name: "<console>"}

// bytecode compiles the chunk the first time it is asked for.
func (c *chunk) bytecode() ([]byte, error) {
	c.once.Do(func() {
		e, err := sandbox.NewEngine()
		if err != nil {
			c.err = err
			return
		}
		defer e.Close()
		e.SetMemoryLimit(-1)
		c.code, c.err = e.Compile(*c.src, c.name)
	})
	return c.code, c.err
}

// evalCompiled evaluates a chunk in e and returns its value (the chunk's
// factory function), owned by the caller.
func evalCompiled(e *sandbox.Engine, c *chunk) sandbox.Value {
	code, err := c.bytecode()
	if err != nil {
		return e.ThrowTypeError(fmt.Sprintf("%s could not be loaded: %v", c.name, err))
	}
	return e.EvalBytecode(code)
}
