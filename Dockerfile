# The codemode daemon in an image that holds nothing but its static binary: no
# base image to pull, no shell, no libc. Build the binary first, then the image:
#
#   CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o codemode ./cmd/codemode
#   docker build -t codemode:0.1.0 .
#
# The worker processes are the same binary, started by the daemon through
# /proc/self/exe. The daemon needs no file system, no CA certificates (it makes
# no outbound requests: fetches are done by the client) and no root.
FROM scratch
COPY codemode /codemode
# A non-root user (the conventional "nonroot" id); nothing in the image needs a
# name for it.
USER 65532:65532
EXPOSE 7411
ENTRYPOINT ["/codemode"]
# Off loopback a token is required: pass CODEMODE_TOKEN in the environment.
CMD ["serve", "--listen", "0.0.0.0:7411", "--log-format", "json"]
