# Tally — build, test, evaluate and gate.
#
#   make eval    run every finely version through the rules backend (reports/finely-vN/rules-v1) and the perfect
#                reader that shows what the pipeline alone loses (reports/finely-vN/oracle-labels); print the headlines
#   make test    unit, integration and CLI tests (the Foundation Models backend on the 26.5 surface); the corpus validator;
#                the independent figures check
#   make gate    re-run the rules backend on every version and gate it against its committed report and gates/finely-vN.json;
#                re-run the perfect reader and require its committed report byte for byte
#   make bench   benchmarks (release build): parser, pipeline, resolver, runner, 100k-turn set, plugin round trip
#   make bench-compare REF=<commit>  today beside an old commit, built in release under .build/bench-ref, one run
#   make test-time  the suite's wall time: swift test --skip-build RUNS times (default 3), median and spread
#   make lint    swift format lint --strict
#   make fuzz    libFuzzer on every reader of user input (FUZZ_SECONDS per target, default 600)
#   make tsan    the whole v2 set with --jobs 8 under ThreadSanitizer (rules and a plugin pool)
#   make html-check  the HTML pages in headless Chromium (installed when missing); screenshots in .build/html-check
#   make replay-check  replay every committed recording (recordings/) and require its committed report byte for byte
#   make e2e-llm  opt-in, not in CI: a real model (SmolLM2-135M) through llama-cpp-python's server and llama-server
#   make release  .build/dist/tally-<version>-<os>-<arch>.tar.gz: a release build that runs with no toolchain, checked so
#   make fm-sdks  the Foundation Models backend and its tests against the Xcode 27 beta's and the 27.1 SDK's surface
#   make no-processes-check  TallyKit and TallyRecorder as iOS builds them (-DTALLY_NO_PROCESSES), on Linux: no spawn, no socket

SWIFT    ?= swift
PYTHON   ?= python3
VERSIONS ?= v1 v2 v3
SET      ?= eval-sets/finely/v3
TALLY    := .build/debug/tally
GATEDIR  := .build/gate

FUZZ_TARGETS := period caseline ledger predictions policy record shard
FUZZ_SECONDS ?= 600
FUZZ_DIR     := .build/fuzz
FUZZ_BIN     := $(FUZZ_DIR)/release/tally-fuzz

.PHONY: all build test test-time eval gate bench bench-compare lint format clean fuzz fuzz-ci fuzz-build tsan html-check replay-check e2e-llm \
	no-processes-check fm-sdks release

all: build

build:
	$(SWIFT) build

$(TALLY): $(shell find Sources -name '*.swift') Package.swift
	$(SWIFT) build --product tally

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(PYTHON) -m unittest discover -s eval-sets/finely/tools -p 'test_*.py'
	@for v in $(VERSIONS); do \
		$(PYTHON) eval-sets/finely/tools/figures.py check --set eval-sets/finely/$$v || exit 1; \
		$(TALLY) validate eval-sets/finely/$$v || exit 1; \
	done

# A figure to compare commits on one machine, not a test: nothing passes or fails on time.
RUNS ?= 3
test-time:
	$(SWIFT) build --build-tests
	$(PYTHON) tools/test_time.py --runs $(RUNS) --swift $(SWIFT)

eval: $(TALLY)
	@for v in $(VERSIONS); do \
		$(TALLY) run --set eval-sets/finely/$$v --backend rules --out reports/finely-$$v/rules-v1 || exit 1; \
		$(TALLY) run --set eval-sets/finely/$$v --backend oracle --out reports/finely-$$v/oracle-labels --quiet || exit 1; \
	done

gate: $(TALLY)
	@rm -rf $(GATEDIR)
	@for v in $(VERSIONS); do \
		$(TALLY) run --set eval-sets/finely/$$v --backend rules --out $(GATEDIR)/finely-$$v/rules-v1 --quiet > /dev/null || exit 1; \
		$(TALLY) gate --candidate $(GATEDIR)/finely-$$v/rules-v1 --baseline reports/finely-$$v/rules-v1 \
			--policy gates/finely-$$v.json --fresh || exit 1; \
		$(TALLY) run --set eval-sets/finely/$$v --backend oracle --out $(GATEDIR)/finely-$$v/oracle-labels --quiet > /dev/null || exit 1; \
		for f in summary.json cases.jsonl; do \
			cmp -s $(GATEDIR)/finely-$$v/oracle-labels/$$f reports/finely-$$v/oracle-labels/$$f || { \
				echo "gate: reports/finely-$$v/oracle-labels/$$f is stale: $$($(TALLY) diff reports/finely-$$v/oracle-labels $(GATEDIR)/finely-$$v/oracle-labels | sed -n 5p); regenerate it with make eval and commit it with the change"; \
				exit 1; }; \
		done; \
		echo "gate: reports/finely-$$v/oracle-labels is fresh (what the pipeline costs a perfect reader)"; \
	done

# A real browser on every kind of page: report.html of v1 and v2 (written twice, byte-identical), a diff
# of the rules against the naive-Bayes plugin and their matrix, loaded from disk by headless Chromium
# (the Debian package, installed here when missing). Screenshots at 1280x800 in $(HTMLCHECK).
HTMLCHECK := .build/html-check
html-check: $(TALLY)
	@command -v chromium > /dev/null 2>&1 || command -v chromium-browser > /dev/null 2>&1 || { \
		echo "html-check: installing the Debian package chromium"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium > /dev/null; \
	}
	@rm -rf $(HTMLCHECK) && mkdir -p $(HTMLCHECK)
	@for v in $(VERSIONS); do \
		$(TALLY) run --set eval-sets/finely/$$v --out $(HTMLCHECK)/reports/finely-$$v/rules-v1 --quiet > /dev/null || exit 1; \
	done
	@$(TALLY) run --set eval-sets/finely/v1 --jobs 4 --out $(HTMLCHECK)/again --quiet > /dev/null
	@cmp $(HTMLCHECK)/reports/finely-v1/rules-v1/report.html $(HTMLCHECK)/again/report.html \
		&& echo "html-check: v1 report.html is byte-identical across two runs (--jobs 1 and 4), $$(wc -c < $(HTMLCHECK)/again/report.html) bytes"
	@$(TALLY) run --set eval-sets/finely/v1 --backend process --command "$(PYTHON) examples/naive-bayes/classifier.py" \
		--jobs 2 --out $(HTMLCHECK)/reports/finely-v1/nb --quiet > /dev/null
	@$(TALLY) diff $(HTMLCHECK)/reports/finely-v1/rules-v1 $(HTMLCHECK)/reports/finely-v1/nb \
		--html $(HTMLCHECK)/diff.html --json > $(HTMLCHECK)/diff.json
	@$(TALLY) matrix $(HTMLCHECK)/reports/finely-v1 --html $(HTMLCHECK)/matrix.html --json > $(HTMLCHECK)/matrix.json
	$(PYTHON) tools/html_check.py $(HTMLCHECK) \
		$(foreach v,$(VERSIONS),--report $(v)=$(HTMLCHECK)/reports/finely-$(v)/rules-v1) \
		--report nb-v1=$(HTMLCHECK)/reports/finely-v1/nb \
		--diff diff=$(HTMLCHECK)/diff.html:$(HTMLCHECK)/diff.json \
		--matrix matrix=$(HTMLCHECK)/matrix.html:$(HTMLCHECK)/matrix.json

# A model's committed report is a golden file: a pipeline change that moves it regenerates it in the same commit.
replay-check: $(TALLY)
	$(PYTHON) tools/replay_check.py --tally $(TALLY)

# Installs from PyPI and compiles llama.cpp into .build/e2e-llm (reused); writes recordings/ and reports/.
e2e-llm: $(TALLY)
	TALLY=$(TALLY) PYTHON=$(PYTHON) tools/e2e_llm.sh

bench:
	$(SWIFT) build -c release --product tally
	$(SWIFT) build -c release --product tally-bench
	.build/release/tally-bench

# REF checked out (detached) as a git worktree in .build/bench-ref/<short sha>, built in release there; its
# tally-bench is today's Sources/Benchmarks/Micro.swift with tools/bench_ref_main.swift, so both sides measure
# with the same code. Then both are benched in one run, alternating (Sources/Benchmarks/Compare.swift).
BENCH_REF_DIR := .build/bench-ref
bench-compare:
	@test -n "$(REF)" || { echo "bench-compare: name the old commit, e.g. make bench-compare REF=2fa7210"; exit 2; }
	@sha=$$(git rev-parse --verify --quiet --short "$(REF)^{commit}") || { \
		echo "bench-compare: '$(REF)' is not a commit of this repository; name one, e.g. REF=2fa7210"; exit 2; }; \
	dir=$(BENCH_REF_DIR)/$$sha; \
	if [ ! -d "$$dir" ]; then git worktree add --detach "$$dir" "$$sha" > /dev/null || exit 1; fi; \
	rm -rf "$$dir/Sources/Benchmarks" && mkdir -p "$$dir/Sources/Benchmarks" \
		&& cp Sources/Benchmarks/Micro.swift "$$dir/Sources/Benchmarks/Micro.swift" \
		&& cp tools/bench_ref_main.swift "$$dir/Sources/Benchmarks/main.swift" \
		&& $(SWIFT) build -c release --package-path "$$dir" --product tally \
		&& $(SWIFT) build -c release --package-path "$$dir" --product tally-bench \
		&& $(SWIFT) build -c release --product tally && $(SWIFT) build -c release --product tally-bench \
		&& TALLY_BENCH=compare TALLY_BENCH_REF="$$dir" TALLY_BENCH_REF_NAME="$(REF)" .build/release/tally-bench

# libFuzzer needs its own build folder: --sanitize=fuzzer builds every target as a library.
fuzz-build:
	$(SWIFT) build -c release --product tally-fuzz --scratch-path $(FUZZ_DIR) --sanitize=fuzzer \
		-Xswiftc -sanitize=fuzzer,address

$(FUZZ_DIR)/seeds: $(TALLY)
	@rm -rf $(FUZZ_DIR)/seeds $(FUZZ_DIR)/seed-run $(FUZZ_DIR)/seed-predictions.jsonl $(FUZZ_DIR)/seed-shard-* \
		$(FUZZ_DIR)/seed-record-*.json
	$(TALLY) run --set $(SET) --filter id=period-en-00* --filter id=followup-fr-00* --quiet \
		--out $(FUZZ_DIR)/seed-run --record $(FUZZ_DIR)/seed-predictions.jsonl > /dev/null
	@for s in 1/1 1/2 2/2; do \
		$(TALLY) run --set $(SET) --filter id=period-en-000* --filter id=followup-fr-000* --quiet --shard $$s \
			--out $(FUZZ_DIR)/seed-shard-$$(echo $$s | tr / -) > /dev/null || exit 1; \
	done
	@for g in gates/*.json; do \
		$(TALLY) gate --candidate $(FUZZ_DIR)/seed-run --policy $$g --no-power \
			--record-release $(FUZZ_DIR)/seed-record-$$(basename $$g) > /dev/null 2>&1; \
		test -f $(FUZZ_DIR)/seed-record-$$(basename $$g) || exit 1; \
	done
	$(PYTHON) tools/fuzz_seeds.py $(FUZZ_DIR)/seeds $(FUZZ_DIR)/seed-predictions.jsonl \
		--records $(FUZZ_DIR)/seed-record-*.json --shards $(FUZZ_DIR)/seed-shard-*

# Each target: FUZZ_SECONDS of libFuzzer (FUZZ_ARGS to override), growing $(FUZZ_DIR)/corpus/<target>;
# a crash leaves its input in $(FUZZ_DIR)/crashes/ and fails the target.
fuzz: fuzz-build $(FUZZ_DIR)/seeds
	@mkdir -p $(FUZZ_DIR)/crashes
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_DIR)/corpus/$$t; \
		echo "fuzz $$t: $(or $(FUZZ_ARGS),-max_total_time=$(FUZZ_SECONDS))"; \
		TALLY_FUZZ_TARGET=$$t SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BIN) \
			$(FUZZ_DIR)/corpus/$$t $(FUZZ_DIR)/seeds/$$t -artifact_prefix=$(FUZZ_DIR)/crashes/$$t- \
			-max_len=65536 -timeout=10 -print_final_stats=1 $(or $(FUZZ_ARGS),-max_total_time=$(FUZZ_SECONDS)) \
			2>&1 | grep -E "^(stat::number_of_executed_units|stat::average_exec_per_sec|==[0-9]+==ERROR|SUMMARY)|Done [0-9]+ runs" \
			|| exit 1; \
		test -z "$$(ls $(FUZZ_DIR)/crashes | grep "^$$t-")" || { echo "fuzz $$t: crash in $(FUZZ_DIR)/crashes"; exit 1; }; \
	done

# The short pass CI runs: a fixed number of executions per target.
fuzz-ci:
	$(MAKE) fuzz FUZZ_ARGS=-runs=4000

TSAN_DIR := .build/tsan
tsan:
	$(SWIFT) build --product tally --scratch-path $(TSAN_DIR) --sanitize=thread -Xswiftc -DTALLY_TSAN
	@rm -rf $(TSAN_DIR)/reports
	TSAN_OPTIONS=halt_on_error=1 $(TSAN_DIR)/debug/tally run --set $(SET) --jobs 8 --quiet --out $(TSAN_DIR)/reports/rules
	TSAN_OPTIONS=halt_on_error=1 $(TSAN_DIR)/debug/tally run --set $(SET) --jobs 8 --quiet --out $(TSAN_DIR)/reports/nb \
		--backend process --command "$(PYTHON) examples/naive-bayes/classifier.py"

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build

# TallyKit and TallyRecorder as iOS (and the other device platforms) build them: no process spawning,
# plugins or watchdog. Built on Linux with the compilation condition Package.swift sets there; the harness's
# objects (TallyModel, TallyReports, TallyKit) must not reference posix_spawn, waitpid or mkfifo, and
# TallyRecorder's no socket call either
# (TallyKit's plain-socket HTTP client is Linux-only, kept out of iOS by canImport(FoundationNetworking)).
NOPROC_DIR := .build/no-processes
no-processes-check:
	$(SWIFT) build --target TallyRecorder --scratch-path $(NOPROC_DIR) -Xswiftc -DTALLY_NO_PROCESSES
	@found=$$(for f in $(foreach t,TallyModel TallyReports TallyKit TallyRecorder,$(NOPROC_DIR)/debug/$(t).build/*.o); do nm -u "$$f"; done \
		| grep -oE '\b(posix_spawn[a-z_]*|waitpid|mkfifo)\b' | sort -u); \
		sockets=$$(for f in $(NOPROC_DIR)/debug/TallyRecorder.build/*.o; do nm -u "$$f"; done | grep -oE '\b(socket|connect|getaddrinfo)\b' | sort -u); \
		if [ -n "$$found$$sockets" ]; then echo "no-processes-check: still referenced: $$found $$sockets"; exit 1; fi; \
		echo "no-processes-check: TallyModel, TallyReports, TallyKit and TallyRecorder build without processes; no posix_spawn, waitpid, mkfifo, and no socket call in TallyRecorder"

# The Foundation Models backend against the other SDK surfaces the Linux stand-in declares (the default
# build has the 26.5 SDK's): the Xcode 27 beta (2.0.62.1.402) and the 27.1 SDK (2.0.68.1.101, with
# SystemLanguageModel.variant). Each builds only what the backend needs, in a folder of its own.
FM_SDKS := 27 27.1
fm-sdks:
	@for sdk in $(FM_SDKS); do \
		echo "fm-sdks: the $$sdk surface"; \
		TALLY_FM_SDK=$$sdk $(SWIFT) build --build-tests --scratch-path .build/fm-$$sdk || exit 1; \
		TALLY_FM_SDK=$$sdk $(SWIFT) test --skip-build --scratch-path .build/fm-$$sdk \
			--filter FoundationModelsBackendTests 2>&1 | tail -1 | grep -q ' passed' || { \
			TALLY_FM_SDK=$$sdk $(SWIFT) test --skip-build --scratch-path .build/fm-$$sdk --filter FoundationModelsBackendTests; exit 1; }; \
		echo "fm-sdks: the $$sdk surface type-checks and its tests pass"; \
	done

# A release binary for machines without a Swift toolchain: .build/dist/tally-<version>-<os>-<arch>.tar.gz.
# Linux: the Swift standard library and Foundation linked statically; what remains are system libraries
# (libc, libstdc++, and libcurl for FoundationNetworking, found through a link-time symlink when its -dev
# package is absent). macOS: the Swift runtime ships with the OS. The check unpacks the tarball into a new
# folder and runs its tally --version there with an empty environment (no PATH, no toolchain).
VERSION   := $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/TallyModel/Common/Tally.swift)
OS_NAME   := $(shell uname -s | tr A-Z a-z | sed 's/darwin/macos/')
ARCH_NAME := $(shell uname -m)
RELEASE_NAME := tally-$(VERSION)-$(OS_NAME)-$(ARCH_NAME)
RELEASE_BUILD := .build/release-static
release:
	@test -n "$(VERSION)" || { echo "release: no version in Sources/TallyModel/Common/Tally.swift"; exit 1; }
	@if [ "$(OS_NAME)" = linux ]; then \
		mkdir -p .build/release-libs; \
		curl=$$(ls /usr/lib/*/libcurl.so.4 /usr/lib64/libcurl.so.4 2>/dev/null | head -1); \
		test -n "$$curl" || { echo "release: libcurl.so.4 not found (install libcurl4)"; exit 1; }; \
		ln -sf "$$curl" .build/release-libs/libcurl.so; \
		$(SWIFT) build -c release --product tally --static-swift-stdlib --scratch-path $(RELEASE_BUILD) \
			-Xlinker -L$(CURDIR)/.build/release-libs || exit 1; \
	else \
		$(SWIFT) build -c release --product tally --scratch-path $(RELEASE_BUILD) || exit 1; \
	fi
	@rm -rf .build/dist/$(RELEASE_NAME) && mkdir -p .build/dist/$(RELEASE_NAME)
	@cp $(RELEASE_BUILD)/release/tally .build/dist/$(RELEASE_NAME)/tally
	@strip .build/dist/$(RELEASE_NAME)/tally
	@cp README.md .build/dist/$(RELEASE_NAME)/README.md
	@tar -C .build/dist -czf .build/dist/$(RELEASE_NAME).tar.gz $(RELEASE_NAME)
	@check=$$(mktemp -d) && tar -C "$$check" -xzf .build/dist/$(RELEASE_NAME).tar.gz && \
		printed=$$(cd / && env -i PATH= "$$check/$(RELEASE_NAME)/tally" --version) && rm -rf "$$check" && \
		test "$$printed" = "tally $(VERSION)" || { echo "release: the unpacked tally --version printed '$$printed'"; exit 1; }; \
		echo "release: .build/dist/$(RELEASE_NAME).tar.gz ($$(wc -c < .build/dist/$(RELEASE_NAME).tar.gz) bytes); unpacked elsewhere, with an empty environment, tally --version prints '$$printed'"
	@if [ "$(OS_NAME)" = linux ] && ldd .build/dist/$(RELEASE_NAME)/tally | grep -qiE 'libswift|libFoundation|/swift/'; then \
		echo "release: the binary still needs the Swift toolchain:"; ldd .build/dist/$(RELEASE_NAME)/tally; exit 1; fi
