# Tally — build, test, evaluate and gate.
#
#   make eval    run finely v1 through the rules backend, write reports/finely-v1/rules-v1, print the headline
#   make test    unit, integration and CLI tests; the corpus validator; the independent figures check
#   make gate    re-run the rules backend and gate it against the committed report and gates/finely-v1.json
#   make bench   benchmarks (release build): parser, pipeline, resolver, runner, 100k-turn set
#   make lint    swift format lint --strict

SWIFT   ?= swift
PYTHON  ?= python3
SET     ?= eval-sets/finely/v1
REPORT  ?= reports/finely-v1/rules-v1
POLICY  ?= gates/finely-v1.json
TALLY   := .build/debug/tally
GATEDIR := .build/gate

.PHONY: all build test eval gate bench lint format clean

all: build

build:
	$(SWIFT) build

$(TALLY): $(shell find Sources -name '*.swift') Package.swift
	$(SWIFT) build --product tally

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(PYTHON) -m unittest discover -s eval-sets/finely/tools -p 'test_*.py'
	$(PYTHON) eval-sets/finely/tools/figures.py check --set $(SET)
	$(TALLY) validate $(SET)

eval: $(TALLY)
	$(TALLY) run --set $(SET) --backend rules --out $(REPORT)

gate: $(TALLY)
	@rm -rf $(GATEDIR)
	$(TALLY) run --set $(SET) --backend rules --out $(GATEDIR)/rules-v1 --quiet
	$(TALLY) gate --candidate $(GATEDIR)/rules-v1 --baseline $(REPORT) --policy $(POLICY) --fresh

bench:
	$(SWIFT) build -c release --product tally-bench
	.build/release/tally-bench

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build
