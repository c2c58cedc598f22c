# The codemode daemon in an image that holds nothing but its static binary: no
# shell, no libc, no package manager. Built from a clone, nothing else needed:
#
#   docker build -t codemode:0.1.0 .
#   docker build --build-arg VERSION=0.1.0 -t codemode:0.1.0 .   # a release: the version stamped in
#   docker run --rm -e CODEMODE_TOKEN=s3cret -p 7411:7411 codemode:0.1.0
#
# (buildah and podman build it the same way.) The binary is built with
# CGO_ENABLED=0: the engine is pure Go, and a binary linked against the build
# stage's libc could not start in an image without one.

# The build stage: any image with Go 1.26 and a POSIX shell.
ARG GO_IMAGE=golang:1.26-bookworm
FROM ${GO_IMAGE} AS build
WORKDIR /src
ENV CGO_ENABLED=0 GOTOOLCHAIN=local GOFLAGS=-buildvcs=false
# A module proxy of your own, if the default cannot be reached ("off": only
# modules already in the build's module cache).
ARG GOPROXY
# The modules first, so that a change of source reuses their layer.
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# VERSION, if given, is stamped into the binary (codemode --version, the
# daemon's welcome); otherwise the binary reports internal/version.Base.
ARG VERSION=
RUN go build -trimpath \
      -ldflags="-s -w${VERSION:+ -X github.com/codemode/codemode/internal/version.stamped=${VERSION}}" \
      -o /out/codemode ./cmd/codemode \
 && /out/codemode --version

FROM scratch
COPY --from=build /out/codemode /codemode
# The worker processes are the same binary, started by the daemon through
# /proc/self/exe. The daemon needs no file system, no CA certificates (it
# makes no outbound requests: fetches are done by the client) and no root: it
# runs as the conventional "nonroot" id, which needs no name in the image.
USER 65532:65532
EXPOSE 7411
ENTRYPOINT ["/codemode"]
# Off loopback a token is required: pass CODEMODE_TOKEN in the environment.
CMD ["serve", "--listen", "0.0.0.0:7411", "--log-format", "json"]
