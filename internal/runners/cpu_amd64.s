//go:build !(386 || arm)

#include "textflag.h"

// func hasRDTSCP() bool
TEXT ·hasRDTSCP(SB), NOSPLIT, $0-1
	MOVL $0x80000000, AX
	XORL CX, CX
	CPUID
	CMPL AX, $0x80000001
	JB   none
	MOVL $0x80000001, AX
	XORL CX, CX
	CPUID
	SHRL $27, DX
	ANDL $1, DX
	MOVB DX, ret+0(FP)
	RET

none:
	MOVB $0, ret+0(FP)
	RET

// func tscAux() uint32
TEXT ·tscAux(SB), NOSPLIT, $0-4
	RDTSCP
	MOVL CX, ret+0(FP)
	RET

// func hasRDPID() bool
TEXT ·hasRDPID(SB), NOSPLIT, $0-1
	XORL AX, AX
	XORL CX, CX
	CPUID
	CMPL AX, $7
	JB   nordpid
	MOVL $7, AX
	XORL CX, CX
	CPUID
	SHRL $22, CX
	ANDL $1, CX
	MOVB CX, ret+0(FP)
	RET

nordpid:
	MOVB $0, ret+0(FP)
	RET

// func pid() uint32
TEXT ·pid(SB), NOSPLIT, $0-4
	// RDPID RAX
	BYTE $0xF3; BYTE $0x0F; BYTE $0xC7; BYTE $0xF8
	MOVL AX, ret+0(FP)
	RET
