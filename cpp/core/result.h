// A value or a human-readable error: how every fallible core function reports bad input.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudoku {

struct Error {
    std::string message;
    std::vector<int> cells;  // cells the message is about (row-major indices), for highlighting
};

// The pieces of a message joined: one out-of-line function instead of a chain of `+` at every message, which
// -O3 expands inline (with its exception clean-ups) into several hundred bytes of WebAssembly each.
std::string joined(std::initializer_list<std::string_view> pieces);

template <class T>
class Result {
public:
    Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design, like std::expected
    Result(Error error) : error_(std::move(error)) {}  // NOLINT
    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const { return *value_; }
    T& value() { return *value_; }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    const Error& error() const { return error_; }

private:
    std::optional<T> value_;
    Error error_;
};

}  // namespace sudoku
