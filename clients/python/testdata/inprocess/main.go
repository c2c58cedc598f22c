// Command inprocess runs one durable execution in the in-process Go executor
// (package codemode), for the Python client's checkpoint interchange tests: a
// checkpoint made through the daemon by the Python client resumes here, and a
// checkpoint made here resumes through the daemon.
//
// It reads a JSON request from stdin,
//
//	{"code": "...", "providers": ["store"], "checkpoint": "...", "answers": [{"call": 2, "envelope": "..."}]}
//
// (code and providers to start an execution, checkpoint and answers to resume
// one), runs it with a dispatch that suspends every call to a tool named
// "approve" and answers any other call with {"result":"go:<tool>:<args>"},
// and writes the outcome to stdout as JSON: value, kind, message, checkpoint,
// pending and the calls it dispatched.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sync"

	"github.com/codemode/codemode"
)

type request struct {
	Code       string   `json:"code"`
	Providers  []string `json:"providers"`
	Checkpoint string   `json:"checkpoint"`
	Answers    []struct {
		Call       int    `json:"call"`
		Envelope   string `json:"envelope"`
		Redispatch bool   `json:"redispatch"`
	} `json:"answers"`
}

type outcome struct {
	Value      json.RawMessage        `json:"value,omitempty"`
	Kind       string                 `json:"kind,omitempty"`
	Message    string                 `json:"message,omitempty"`
	Checkpoint string                 `json:"checkpoint,omitempty"`
	Pending    []codemode.PendingCall `json:"pending,omitempty"`
	Dispatched []string               `json:"dispatched"`
}

func main() {
	var in request
	if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil {
		fmt.Fprintln(os.Stderr, "inprocess: reading the request:", err)
		os.Exit(2)
	}
	var mu sync.Mutex
	out := outcome{Dispatched: []string{}}
	req := codemode.Request{
		Code:    in.Code,
		Durable: &codemode.Durable{},
		Dispatch: func(ctx context.Context, provider, tool, args string) (string, error) {
			mu.Lock()
			out.Dispatched = append(out.Dispatched, provider+"."+tool+args)
			mu.Unlock()
			if tool == "approve" {
				return "", codemode.Suspend("waiting for approve")
			}
			b, err := json.Marshal(map[string]string{"result": "go:" + tool + ":" + args})
			return string(b), err
		},
	}
	for _, name := range in.Providers {
		req.Providers = append(req.Providers, codemode.Provider{Name: name})
	}
	if in.Checkpoint != "" {
		r := &codemode.Resume{Checkpoint: []byte(in.Checkpoint)}
		req.Durable.Resume = r
		for _, a := range in.Answers {
			r.Answers = append(r.Answers, codemode.Answer{Call: a.Call, Envelope: a.Envelope, Redispatch: a.Redispatch})
		}
	}
	x := codemode.New(codemode.Options{})
	r := x.Execute(context.Background(), req)
	out.Value = r.Value
	if r.Error != nil {
		out.Kind, out.Message = string(r.Error.Kind), r.Error.Message
	}
	if r.Suspended != nil {
		out.Checkpoint, out.Pending = string(r.Suspended.Checkpoint), r.Suspended.Pending
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		os.Exit(2)
	}
}
