# The `vela-raw` test of TechEmpower's toolset. Build context: this
# folder (frameworks/PHP/vela/) with Vela's source tree in vela/ (README.md:
# Submitting). Debian bookworm, the packages installed by Vela's own
# scripts/install-deps, then Vela built and installed (make install: vela.so
# enabled for PHP's CLI, vgen in /usr/local/bin).
FROM debian:bookworm-slim

ENV DEBIAN_FRONTEND=noninteractive
COPY vela/ /src/vela/
RUN /src/vela/scripts/install-deps \
    && cd /src/vela && scripts/build && make install \
    && rm -rf /var/lib/apt/lists/*

COPY app/ /tfb/app/
COPY raw/ /tfb/raw/
COPY serve /tfb/serve
WORKDIR /tfb
# the raw variant has nothing to compile

EXPOSE 8080
STOPSIGNAL SIGTERM
CMD ["/tfb/serve", "--host", "0.0.0.0", "--port", "8080", "--variant", "raw", \
     "--pg", "postgresql://benchmarkdbuser:benchmarkdbpass@tfb-database:5432/hello_world"]
