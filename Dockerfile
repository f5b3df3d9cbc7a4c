# The bot, as a small container: a static binary on distroless, non-root.
#   docker build -t sudokubot .
#   docker run --rm -v sudokubot-data:/data -e TELEGRAM_BOT_TOKEN=123456:ABC-DEF sudokubot
# The token is given at run time, never built into the image. /data holds the
# durable queue and the chats' memory: keep it on a volume, one per replica.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/sudokubot ./cmd/sudokubot \
 && CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/sudoku ./cmd/sudoku \
 && mkdir -p /out/data

# distroless/static has the CA certificates HTTPS to Telegram needs.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/sudokubot /out/sudoku /usr/local/bin/
COPY --from=build --chown=nonroot:nonroot /out/data /data
USER nonroot:nonroot
ENV DATA_DIR=/data
VOLUME /data
# Optional: HTTP_ADDR=:8080 serves /healthz and /metrics; webhook mode
# (TELEGRAM_WEBHOOK_URL) serves WEBHOOK_ADDR, :8443 by default, behind a
# proxy that terminates TLS.
EXPOSE 8080 8443
ENTRYPOINT ["/usr/local/bin/sudokubot"]
