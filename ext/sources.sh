#!/bin/sh
# Prints the extension's own C sources, one per line, relative to ext/: every
# .c file one folder down in src/ (the engine, a folder per subsystem) and
# php/ (the binding, a folder per area). The folders are the list: config.m4
# builds these, and the top-level Makefile re-runs ext/'s configure when the
# list changes. llhttp's build units (src/http/llhttp/) are not ours and are
# built apart, without our warning flags.
cd "$(dirname "$0")" && ls src/*/*.c php/*/*.c | LC_ALL=C sort
