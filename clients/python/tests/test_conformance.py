"""The JavaScript client's conformance cases, each with its Python counterpart.

Every test title in clients/js/test/{client,examples,protocol,durable,redirect,mistakes}.test.js
must appear below, mapped to the Python test that runs the same case against
the same daemon, or to the reason it does not apply to Python. A case added
to the JavaScript suite fails this test until it is ported.
"""

from __future__ import annotations

import importlib
import re

import pytest

from .conftest import REPO_ROOT

NOT_APPLICABLE = "n/a: "

PORTED: dict[str, dict[str, str]] = {
    "client": {
        "the welcome is read": "test_client::test_the_welcome_is_read",
        "onEvent receives every timer set, fired and cleared, before execute resolves": "test_client::test_on_event_receives_every_timer_before_execute_returns",
        "onEvent gets only the members of their types from a misbehaving daemon": "test_hostile_daemon::test_on_event_gets_only_members_of_their_types",
        "many executions run concurrently on one connection": "test_client::test_many_executions_run_concurrently_on_one_connection",
        "logs arrive in order and done does not repeat them": "test_client::test_logs_arrive_in_order_and_done_does_not_repeat_them",
        "a thrown error carries its kind, message and stack; logs are kept": "test_client::test_a_thrown_error_carries_its_kind_message_and_stack",
        "a syntax error carries its line and column": "test_client::test_a_syntax_error_carries_its_line_and_column",
        "a timeout aborts the dispatch context of calls in flight": "test_client::test_a_timeout_cancels_the_calls_in_flight",
        "a normal return does not abort calls still in flight": "test_client::test_a_normal_return_does_not_cancel_calls_still_in_flight",
        "an abort signal cancels the execution": "test_client::test_cancelling_the_task_cancels_the_execution",
        "a dispatch that throws, rejects or returns a non-string does not break the client": "test_client::test_a_dispatch_that_raises_or_returns_a_non_string_does_not_break_the_client",
        "every binary type crosses both ways through the sandbox": "test_client::test_every_binary_type_crosses_both_ways_through_the_sandbox",
        "a tool calls back into the program with context.invoke": "test_client::test_a_tool_calls_back_into_the_program_with_context_invoke",
        "an invocation that throws rejects with the daemon's text; undefined resolves undefined": "test_client::test_an_invocation_that_throws_raises_the_daemons_text",
        "a handle returned from a tool reaches the program as its own function": "test_client::test_a_handle_returned_from_a_tool_reaches_the_program_as_its_own_function",
        "a timer's late tool call never reaches dispatch; invoke works until release": "test_client::test_a_timers_late_tool_call_never_reaches_dispatch_invoke_works_until_release",
        "ended resolves with why a limit ended it": "test_client::test_ended_resolves_with_why_a_limit_ended_it",
        "without retainHandles there is no retained key": "test_client::test_without_retain_handles_there_is_no_retained",
        "a fetch to an allowed host goes through allowHosts and the global fetch": "test_client::test_a_fetch_to_an_allowed_host_goes_through_allow_hosts",
        "a host off the list is refused": "test_client::test_a_host_off_the_list_is_refused",
        "a redirect to a host off the list is refused": "test_client::test_a_redirect_to_a_host_off_the_list_is_refused",
        "a body over the limit fails the fetch": "test_client::test_a_body_over_the_limit_fails_the_fetch",
        "without outbound the program has no network": "test_client::test_without_outbound_the_program_has_no_network",
        "an outbound function answers with a string body and its own headers": "test_client::test_an_outbound_function_answers_with_a_string_body_and_its_own_headers",
        "a fetch the program aborts aborts the outbound's signal": "test_client::test_a_fetch_the_program_aborts_cancels_the_outbound",
        "allowHosts matches exact hosts, ports and wildcards": "test_client::test_allow_hosts_matches_exact_hosts_ports_and_wildcards",
        "a wrong token is refused": "test_client::test_a_wrong_token_is_refused",
        "a missing token is refused": "test_client::test_a_missing_token_is_refused",
        "the right token connects": "test_client::test_the_right_token_connects",
        "a unix socket works the same": "test_client::test_a_unix_socket_works_the_same",
        "a lost connection ends live executions with the connection error": "test_client::test_a_lost_connection_ends_live_executions_with_the_connection_error",
        "close() ends live executions and retained ones": "test_client::test_close_ends_live_executions_and_retained_ones",
    },
    "examples": {
        "one request carries both": "test_tools_chapter::test_one_request_carries_both",
        "awaiting the provider yields the proxy and calls no tool": "test_tools_chapter::test_awaiting_the_provider_yields_the_proxy_and_calls_no_tool",
        "arguments spread into an array": "test_tools_chapter::test_arguments_spread_into_an_array",
        "positionalArgs: false sends one options object": "test_tools_chapter::test_positional_args_false_sends_one_options_object",
        "a Uint8Array returned from a tool reaches the program as a Uint8Array": "test_tools_chapter::test_bytes_returned_from_a_tool_reach_the_program_as_a_uint8array",
        "stringifyForDispatch": "test_tools_chapter::test_stringify_for_dispatch_tags_every_bytes_like_value",
        "a Buffer from a tool arrives as its type and data shape; asBytes gives bytes": "test_tools_chapter::test_every_bytes_like_value_from_a_tool_arrives_as_bytes",
        "routes the tools it grants": "test_tools_chapter::test_dispatch_routes_the_tools_it_grants",
        "turns down the rest with the pinned text": "test_tools_chapter::test_dispatch_turns_down_the_rest_with_the_pinned_text",
        "the latch answers a closed execution without calling the responder": "test_tools_chapter::test_the_latch_answers_a_closed_execution_without_calling_the_responder",
        "fireAndForget: the responder starts before execute resolves": "test_tools_chapter::test_fire_and_forget_the_responder_starts_before_execute_returns",
        "__dispatch takes the provider name as an argument": "test_tools_chapter::test_dunder_dispatch_takes_the_provider_name_as_an_argument",
        "ToolNotFoundError composes the declared text": "test_tools_chapter::test_tool_not_found_error_composes_the_declared_text",
        "the program catches the tool failure": "test_tools_chapter::test_the_program_catches_the_tool_failure",
        "an answer outside the envelope": "test_tools_chapter::test_an_answer_outside_the_envelope",
        "a request with no dispatch refuses every call": "test_tools_chapter::test_a_request_with_no_dispatch_refuses_every_call",
        "prelude hangs helpers on the namespace": "test_tools_chapter::test_prelude_hangs_helpers_on_the_namespace",
        "proxySource replaces the generated proxy": "test_tools_chapter::test_proxy_source_replaces_the_generated_proxy",
        "reserved": "test_tools_chapter::test_reserved",
        "not an identifier": "test_tools_chapter::test_not_an_identifier",
        "a refused word": "test_tools_chapter::test_a_refused_word",
        "declared twice": "test_tools_chapter::test_declared_twice",
        "a provider that shadows fetch breaks the program, silently": "test_tools_chapter::test_a_provider_that_shadows_fetch_breaks_the_program_silently",
    },
    "protocol": {
        "every typed array, ArrayBuffer and DataView round-trips with its type and bytes": "test_protocol::test_every_binary_type_round_trips_with_its_type_and_bytes",
        "binary values are tagged at any depth and rebuilt at any depth": "test_protocol::test_binary_values_are_tagged_and_rebuilt_at_any_depth",
        "a view sends only its own bytes": "test_protocol::test_a_view_sends_only_its_own_bytes",
        "rebuilt values own a fresh, exactly sized buffer": NOT_APPLICABLE
        + "Python's bytes are immutable and exactly sized; there is no shared pool to slice",
        "a Buffer does not cross as binary (it has toJSON), a Uint8Array does": "test_protocol::test_bytes_like_values_all_cross_as_uint8array_the_python_answer_to_the_buffer_trap",
        "member order does not matter, and a repeated member collapses (last wins)": "test_protocol::test_member_order_does_not_matter_and_a_repeated_member_collapses_last_wins",
        "an empty view round-trips": "test_protocol::test_an_empty_view_round_trips",
        "${name} stays an object": "test_protocol::test_a_near_miss_stays_an_object",
        "invalid JSON throws": "test_protocol::test_invalid_json_raises",
        "a handle envelope becomes a Handle, at any depth": "test_protocol::test_a_handle_envelope_becomes_a_handle_at_any_depth",
        "near misses stay objects": "test_protocol::test_handle_near_misses_stay_objects",
        "a Handle serialises back to its envelope": "test_protocol::test_a_handle_serialises_back_to_its_envelope",
        "always returns an array": "test_protocol::test_parse_dispatch_arguments_always_returns_a_list",
        "pinned texts": "test_protocol::test_pinned_texts",
        "resultEnvelope and errorEnvelope": "test_protocol::test_result_envelope_and_error_envelope",
        'serialises the responder\'s value into {"result": value}, binary included': "test_protocol::test_serialises_the_responders_value_binary_included",
        "a synchronous responder works too, and undefined answers {}": "test_protocol::test_a_plain_responder_works_too_and_none_answers_null",
        'turns a rejection or a throw into {"error": message}': "test_protocol::test_turns_a_raise_into_error_message",
        "a value that cannot be serialised is an error for the program": "test_protocol::test_a_value_that_cannot_be_serialised_is_an_error_for_the_program",
        "checks the latch before it calls the responder": "test_protocol::test_checks_the_latch_before_it_calls_the_responder",
        "a null state is always active": "test_protocol::test_a_none_state_is_always_active",
        "passes the dispatch context through to the responder": "test_protocol::test_passes_the_dispatch_context_to_a_responder_that_takes_one",
        "the responder starts synchronously": NOT_APPLICABLE
        + "a Python coroutine starts when awaited; what the property protects (the responder has started when"
        " execute returns) is test_tools_chapter::test_fire_and_forget_the_responder_starts_before_execute_returns",
        "RESERVED_PROVIDER_NAMES and REFUSED_WORDS equal the Go lists": "test_protocol::test_the_lists_equal_the_go_lists",
        "the four texts": "test_protocol::test_the_four_texts",
        "the rules in order": "test_protocol::test_the_rules_in_order",
    },
    "durable": {
        "a dispatch suspends; another daemon resumes; every call is dispatched once": "test_durable::test_a_dispatch_suspends_another_daemon_resumes_every_call_is_dispatched_once",
        "the streamed journal is the checkpoint; an edited program diverges": "test_durable::test_the_streamed_journal_is_the_checkpoint_an_edited_program_diverges",
        "a call without an answer is reported as ambiguous, never re-run": "test_durable::test_a_call_without_an_answer_is_reported_as_ambiguous_never_re_run",
        "the host can ask the execution to suspend": "test_durable::test_the_host_can_ask_the_execution_to_suspend",
        "a three-day sleep suspends at once with its wake time; resumed early it waits on, at the wake time it fires once": "test_durable::test_a_three_day_sleep_suspends_with_its_wake_time_and_fires_once_at_it",
        "maxWaitMs: a wait longer suspends, a shorter one is held": "test_durable::test_max_wait_ms_suspends_a_longer_wait",
        "examples/durable.mjs survives kill -9 mid-program": "test_durable::test_examples_durable_py_survives_kill_9_mid_program",
    },
    "mistakes": {
        "a promise left in the result names its path": "test_mistakes::test_a_promise_left_in_the_result_names_its_path",
        "an unhandled rejection is a warning line and counted": "test_mistakes::test_an_unhandled_rejection_is_a_warning_line_and_counted",
        "a clean run has exactly result and logs": "test_mistakes::test_a_clean_run_has_exactly_result_and_logs",
        "a rejection handled later is not reported": "test_mistakes::test_a_rejection_handled_later_is_not_reported",
        "errorKind is one of the ErrorKind constants": "test_mistakes::test_error_kind_is_one_of_the_generated_constants",
    },
    "redirect": {
        "follow is the default, and follows": "test_redirect::test_follow_is_the_default_and_follows",
        "follow still checks every hop against the list": "test_redirect::test_follow_still_checks_every_hop_against_the_list",
        "error fails the fetch at the first redirect": "test_redirect::test_error_fails_the_fetch_at_the_first_redirect",
        "manual answers with the 3xx itself": "test_redirect::test_manual_answers_with_the_3xx_itself",
    },
}

# test('title', ...) with the title in single quotes (escapes allowed) or backticks.
_TITLE = re.compile(r"""^\s*test\((?:'((?:[^'\\]|\\.)*)'|`([^`]*)`),""", re.M)


def js_titles(suite: str) -> list[str]:
    source = (REPO_ROOT / "clients" / "js" / "test" / f"{suite}.test.js").read_text()
    return [re.sub(r"\\(.)", r"\1", quoted) if quoted else templated for quoted, templated in _TITLE.findall(source)]


@pytest.mark.parametrize("suite", sorted(PORTED))
def test_every_javascript_case_has_a_python_counterpart(suite: str) -> None:
    titles = js_titles(suite)
    assert len(titles) >= 4, f"no test titles read from {suite}.test.js"
    assert sorted(set(titles) - set(PORTED[suite])) == [], f"cases of {suite}.test.js with no Python counterpart"
    assert sorted(set(PORTED[suite]) - set(titles)) == [], f"cases mapped here that {suite}.test.js no longer has"


def test_every_counterpart_exists() -> None:
    for suite in PORTED.values():
        for target in suite.values():
            if target.startswith(NOT_APPLICABLE):
                continue
            module, name = target.split("::")
            assert callable(getattr(importlib.import_module(f"tests.{module}"), name, None)), target
