import Foundation
import Testing

@testable import FinanceAssistant

@Suite("Day: civil dates")
struct DayTests {
    @Test(
        "Valid YYYY-MM-DD strings parse and print back",
        arguments: [
            "2026-03-18", "2024-02-29", "2000-02-29", "1970-01-01", "2025-12-31", "2026-01-01", "0999-01-05",
        ])
    func valid(_ text: String) {
        #expect(Day(text)?.description == text)
    }

    @Test(
        "Invalid dates are rejected",
        arguments: [
            "2023-02-29", "1900-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10", "2026-03-00",
            "2026-3-18", "2026/03/18", "18-03-2026", "", "2026-03-18T00:00", " 2026-03-18", "2026-03-1a", "20260318",
        ])
    func invalid(_ text: String) {
        #expect(Day(text) == nil)
    }

    @Test(
        "Weekday: 1 = Monday … 7 = Sunday",
        arguments: [
            ("2026-03-18", 3), ("2026-03-16", 1), ("2026-03-22", 7), ("2024-02-29", 4), ("1970-01-01", 4),
            ("2000-01-01", 6), ("2026-01-01", 4), ("2026-01-05", 1), ("2025-12-28", 7),
        ])
    func weekday(_ text: String, _ expected: Int) {
        #expect(day(text).weekday == expected)
    }

    @Test(
        "Adding months keeps the day, clamped to the month's last day",
        arguments: [
            ("2026-05-31", -3, "2026-02-28"), ("2024-05-31", -3, "2024-02-29"), ("2026-01-31", 1, "2026-02-28"),
            ("2026-12-15", 1, "2027-01-15"), ("2026-01-15", -1, "2025-12-15"), ("2024-02-29", -12, "2023-02-28"),
            ("2024-02-29", 48, "2028-02-29"), ("2026-03-31", -1, "2026-02-28"), ("2026-03-18", -36, "2023-03-18"),
            ("2025-08-31", 1, "2025-09-30"),
        ])
    func addingMonths(_ start: String, _ months: Int, _ expected: String) {
        #expect(day(start).adding(months: months) == day(expected))
    }

    @Test(
        "Adding years from 29 February",
        arguments: [
            ("2024-02-29", -1, "2023-02-28"), ("2024-02-29", 1, "2025-02-28"), ("2024-02-29", 4, "2028-02-29"),
        ])
    func addingYears(_ start: String, _ years: Int, _ expected: String) {
        #expect(day(start).adding(years: years) == day(expected))
    }

    @Test(
        "Adding days across month, year and leap-day boundaries",
        arguments: [
            ("2026-02-28", 1, "2026-03-01"), ("2024-02-28", 1, "2024-02-29"), ("2025-12-31", 1, "2026-01-01"),
            ("2026-03-01", -1, "2026-02-28"), ("2026-03-18", -365, "2025-03-18"), ("2024-03-01", -1, "2024-02-29"),
            ("2026-03-18", 7, "2026-03-25"),
        ])
    func addingDays(_ start: String, _ days: Int, _ expected: String) {
        #expect(day(start).adding(days: days) == day(expected))
    }

    @Test(
        "Days between two days",
        arguments: [
            ("2026-03-18", "2026-03-25", 7), ("2024-01-01", "2025-01-01", 366), ("2025-01-01", "2026-01-01", 365),
            ("2026-03-18", "2026-03-16", -2), ("2026-03-18", "2026-03-18", 0),
        ])
    func daysBetween(_ a: String, _ b: String, _ expected: Int) {
        #expect(day(a).days(to: day(b)) == expected)
    }

    @Test("Day numbers count from 1970-01-01 and round-trip")
    func dayNumbers() {
        #expect(day("1970-01-01").dayNumber == 0)
        #expect(day("2000-01-01").dayNumber == 10957)
        #expect(Day(dayNumber: 20530) == day("2026-03-18"))
        var d = day("2023-12-25")
        for _ in 0..<1200 {
            #expect(Day(dayNumber: d.dayNumber) == d)
            d = d.adding(days: 1)
        }
        #expect(d == day("2027-04-08"))
    }

    @Test("Days order chronologically")
    func ordering() {
        #expect(day("2025-12-31") < day("2026-01-01"))
        #expect(day("2026-02-28") < day("2026-03-01"))
        #expect(!(day("2026-03-18") < day("2026-03-18")))
    }

    @Test("Decoding a bad date says what to write")
    func decodingError() throws {
        let data = Data("[\"2026-02-30\"]".utf8)
        do {
            _ = try JSONDecoder().decode([Day].self, from: data)
            Issue.record("2026-02-30 decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("2026-02-30"))
            #expect(context.debugDescription.contains("YYYY-MM-DD"))
        }
    }

    @Test("Days encode as YYYY-MM-DD")
    func encoding() throws {
        let data = try JSONEncoder().encode([day("2026-03-05")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-03-05\"]")
    }
}
