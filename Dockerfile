# Build: docker build -t sudoku .
# Run:   echo 800000000003600000070090200050007000000045700000100030001000068008500010090000400 | docker run -i --rm sudoku solve
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/sudoku ./cmd/sudoku

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/sudoku /usr/local/bin/sudoku
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/sudoku"]
