# The bot, as a small container: a static binary on distroless, non-root.
#   docker build -t sudokubot .
#   docker run --rm -e TELEGRAM_BOT_TOKEN=123456:ABC-DEF sudokubot
# The token is given at run time, never built into the image.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/sudokubot ./cmd/sudokubot \
 && CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/sudoku ./cmd/sudoku

# distroless/static has the CA certificates HTTPS to Telegram needs.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/sudokubot /out/sudoku /usr/local/bin/
USER nonroot:nonroot
# Optional: HTTP_ADDR=:8080 serves /healthz and /metrics.
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/sudokubot"]
