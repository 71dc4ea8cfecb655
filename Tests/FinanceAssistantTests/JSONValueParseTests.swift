import Testing

@testable import FinanceAssistant

@Suite("JSONValue.parse: a strict JSON reader with columns")
struct JSONValueParseTests {
    @Test(
        "valid documents",
        arguments: [
            (
                #"{"a": 1, "b": [true, false, null], "c": "x"}"#,
                JSONValue.object(["a": .number(1), "b": .array([.bool(true), .bool(false), .null]), "c": .string("x")])
            ),
            (#"  [ -0.5e2 , 12 ]  "#, .array([.number(-50), .number(12)])),
            (#""caf\u00e9 \"q\" \\ \/ \n""#, .string("café \"q\" \\ / \n")),
            (#""\ud83d\udcb8 💸""#, .string("💸 💸")),
            (#"{}"#, .object([:])),
        ])
    func valid(text: String, value: JSONValue) throws {
        #expect(try JSONValue.parse(text) == value)
    }

    @Test(
        "invalid documents name the problem and its column",
        arguments: [
            (#"{"a": 1,}"#, "trailing comma at column 9"),
            (#"{"a": 1, "a": 2}"#, "duplicate key \"a\" at column 10"),
            (#"[01]"#, "leading zero at column 2"),
            (#"{"a": 1"#, "unexpected end of text in an object at column 8"),
            (#"{"a" 1}"#, "expected ':' after \"a\" at column 6"),
            ("\"tab\there\"", "control character in a string at column 5"),
            (#"{"a": tru}"#, "unknown word at column 7"),
            (#"[1] x"#, "unexpected text after the value at column 5"),
            (#""\ud83d""#, "unpaired surrogate at column 7"),
        ])
    func invalid(text: String, message: String) {
        #expect { try JSONValue.parse(text) } throws: { "\($0)" == message }
    }
}
