package codemode_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/codemode/codemode"
)

// A failure's kind is the target of errors.Is, whichever executor ran the
// program (in process, a worker pool, a daemon): the host tells a timeout
// from a program's own error without reading the text.
func ExampleErrorKind() {
	executor := codemode.New(codemode.Options{})
	defer executor.Close()

	res := executor.Execute(context.Background(), codemode.Request{
		Code:   `async () => { for (;;) {} }`,
		Limits: codemode.Limits{Timeout: 100 * time.Millisecond},
	})
	err := res.Err()
	fmt.Println(errors.Is(err, codemode.ErrTimeout), errors.Is(err, codemode.ErrThrown))
	var e *codemode.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, e.Message)
	}
	// Output:
	// true false
	// timeout Execution timed out after 100ms.
}
