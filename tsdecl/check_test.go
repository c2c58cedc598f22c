package tsdecl

import (
	"fmt"
	"strings"
)

// checkSyntax is a cheap stand-in for tsc in tests: outside string literals
// and comments, brackets must balance, no line may end in spaces, and the
// text must end with the declaration's "};".
func checkSyntax(src string) error {
	var stack []byte
	closing := map[byte]byte{')': '(', ']': '[', '}': '{', '>': '<'}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return fmt.Errorf("unterminated comment at %d", i)
			}
			i += end + 3
		case c == '"':
			j := i + 1
			for ; j < len(src) && src[j] != '"'; j++ {
				if src[j] == '\\' {
					j++
				} else if src[j] == '\n' {
					return fmt.Errorf("newline in string at %d", j)
				}
			}
			if j >= len(src) {
				return fmt.Errorf("unterminated string at %d", i)
			}
			i = j
		case c == '(' || c == '[' || c == '{' || c == '<':
			stack = append(stack, c)
		case closing[c] != 0:
			if len(stack) == 0 || stack[len(stack)-1] != closing[c] {
				return fmt.Errorf("unbalanced %q at %d", c, i)
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) > 0 {
		return fmt.Errorf("unclosed %q", stack)
	}
	for n, l := range strings.Split(src, "\n") {
		if strings.TrimRight(l, " \t") != l {
			return fmt.Errorf("line %d ends in spaces: %q", n+1, l)
		}
	}
	if !strings.HasSuffix(src, "};\n") {
		return fmt.Errorf("does not end with the declaration")
	}
	return nil
}
