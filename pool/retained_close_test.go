package pool_test

import (
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/executortest"
	"github.com/codemode/codemode/pool"
)

// Closing the pool ends a retained execution in one of its workers.
func TestClosingEndsRetained(t *testing.T) {
	executortest.RunClosingEndsRetained(t, func(t *testing.T) codemode.Executor {
		return newPool(t, pool.Options{Workers: 1})
	}, executortest.Config{Grace: 3 * time.Second})
}
