"""Hand-computed checks of figures.py on tiny made-up ledgers (not the corpus ledger).

run: cd eval-sets/finely/tools && python3 -m unittest test_figures -v
"""
import datetime as dt
import io
import json
import os
import tempfile
import unittest
from contextlib import redirect_stdout

import figures as fg

D = dt.date


def tx(id, date, amount, category, merchant=None, account="checking", status="posted"):
    t = {"id": id, "date": date, "amount": amount, "label": (merchant or category).upper(),
         "category": category, "account": account, "status": status}
    if merchant:
        t["merchant"] = merchant
    return t


def ledger(transactions, today="2026-03-18", start_day=25, subscriptions=(), accounts=None):
    raw = {"today": today, "timeZone": "Europe/Paris", "currency": "EUR",
           "budgetMonthStartDay": start_day,
           "accounts": accounts or [{"id": "checking", "name": "Compte", "openingBalance": "1000.00"},
                                    {"id": "savings", "name": "Livret", "openingBalance": "500.00"}],
           "transactions": list(transactions), "subscriptions": list(subscriptions)}
    return raw


def L(*a, **k):
    return fg.Ledger(ledger(*a, **k))


# The seed case: Carrefour 40 and 35 last budget month, 500 this month, 1000 three years ago.
SEED = [
    tx("a1", "2023-03-21", "-1000.00", "shopping", "Carrefour"),
    tx("a2", "2026-02-03", "-40.00", "groceries", "Carrefour"),
    tx("a3", "2026-02-17", "-35.00", "groceries", "Carrefour"),
    tx("a4", "2026-03-07", "-500.00", "shopping", "Carrefour"),
    tx("a5", "2026-03-08", "15.00", "groceries", "Carrefour"),     # a refund at the shop
    tx("a6", "2026-02-10", "-12.00", "groceries", "Lidl"),
]

# A small month: T = 2026-03-18 (Wed), budget month from the 25th:
# current = [2026-02-25, 2026-03-25), previous = [2026-01-25, 2026-02-25).
B = [
    tx("b01", "2026-01-10", "-60.00", "groceries", "Lidl"),
    tx("b02", "2026-01-25", "2000.00", "income"),
    tx("b03", "2026-02-03", "-40.00", "groceries", "Carrefour"),
    tx("b04", "2026-02-10", "-80.00", "dining", "Chez Janou"),
    tx("b05", "2026-02-26", "-200.00", "transfer"),
    tx("b06", "2026-02-26", "200.00", "transfer", account="savings"),
    tx("b07", "2026-02-25", "2000.00", "income"),
    tx("b08", "2026-03-03", "-700.00", "housing", "Foncia"),
    tx("b09", "2026-03-05", "-50.00", "dining", "Chez Janou"),
    tx("b10", "2026-03-02", "-500.00", "shopping", "Carrefour"),
    tx("b11", "2026-03-10", "30.00", "shopping", "Zara"),
    tx("b12", "2026-03-12", "-50.00", "shopping", "Zara"),
    tx("b13", "2026-03-18", "-13.49", "subscriptions", "Netflix"),
    tx("b14", "2026-03-20", "-13.49", "subscriptions", "Netflix", status="scheduled"),
    tx("b15", "2026-03-26", "-200.00", "transfer", status="scheduled"),
    tx("b16", "2026-03-24", "100.00", "income", status="scheduled"),
    tx("b17", "2026-04-03", "-700.00", "housing", "Foncia", status="scheduled"),
]
B_SUBS = [
    {"name": "Netflix", "amount": "13.49", "cadence": "monthly", "nextDate": "2026-03-20", "category": "subscriptions"},
    {"name": "Amazon", "amount": "69.90", "cadence": "yearly", "nextDate": "2026-11-20", "category": "subscriptions"},
    {"name": "Gym", "amount": "30.00", "cadence": "quarterly", "nextDate": "2026-04-01", "category": "leisure"},
    {"name": "Paper", "amount": "5.00", "cadence": "weekly", "nextDate": "2026-03-23", "category": "subscriptions"},
]


class SeedCase(unittest.TestCase):
    def setUp(self):
        self.l = L(SEED)

    def f(self, **r):
        return fg.figures(dict(intent="merchantSpend", **r), self.l)

    def test_last_month(self):
        self.assertEqual(self.f(merchant="Carrefour", period="previous:month"),
                         {"total": "75.00", "count": 2, "average": "37.50", "refunds": "0.00"})

    def test_this_month_single_payment_has_no_average(self):
        self.assertEqual(self.f(merchant="Carrefour", period="current:month"),
                         {"total": "500.00", "count": 1, "refunds": "15.00"})

    def test_default_is_all(self):
        # 1000 + 40 + 35 + 500 = 1575; / 4 = 393.75
        self.assertEqual(self.f(merchant="Carrefour"),
                         {"total": "1575.00", "count": 4, "average": "393.75", "refunds": "15.00"})

    def test_fallback_to_whole_history(self):
        F, notes, (s, e) = fg.compute({"intent": "merchantSpend", "merchant": "Carrefour",
                                       "period": "previous:year"}, self.l)
        self.assertIn("usedWholeHistory", notes)
        self.assertEqual(F["total"], "1575.00")
        self.assertEqual(s, D(2023, 3, 21))

    def test_unknown_shop_and_no_shop(self):
        self.assertEqual(self.f(merchant="H&M", period="current:month"),
                         {"total": "0.00", "count": 0, "refunds": "0.00"})
        self.assertEqual(self.f(period="current:month"), {})

    def test_compare_at_the_shop(self):
        self.assertEqual(fg.figures({"intent": "comparePeriods", "merchant": "Carrefour"}, self.l),
                         {"current": "500.00", "previous": "75.00", "delta": "425.00", "deltaPercent": "566.7"})

    def test_via_load_ledger(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "ledger.json")
            with open(p, "w") as f:
                json.dump(ledger(SEED), f)
            l = fg.load_ledger(p)
            self.assertEqual(fg.figures({"intent": "merchantSpend", "merchant": "Carrefour",
                                         "period": "previous:month"}, l)["total"], "75.00")


class Leftover(unittest.TestCase):
    def setUp(self):
        self.l = L([
            tx("c1", "2026-02-25", "2000.00", "income"),
            tx("c2", "2026-03-03", "-500.00", "housing", "Foncia"),
            tx("c3", "2026-03-05", "-100.00", "groceries", "Lidl"),
            tx("c4", "2026-03-10", "-20.00", "dining", "Paul"),
            tx("c5", "2026-02-26", "-200.00", "transfer"),                      # not spending
            tx("c6", "2026-03-20", "-15.00", "subscriptions", "Netflix", status="scheduled"),
            tx("c7", "2026-02-24", "-50.00", "groceries", "Lidl"),             # previous month
            tx("c8", "2026-02-20", "10.00", "shopping", "Zara"),               # previous month refund
        ])

    def test_leftover_this_month(self):
        self.assertEqual(fg.figures({"intent": "leftover", "period": "current:month"}, self.l),
                         {"income": "2000.00", "spending": "620.00", "refunds": "0.00",
                          "leftover": "1380.00", "spendingRatio": "0.31"})

    def test_default_period_is_current_month(self):
        self.assertEqual(fg.figures({"intent": "leftover"}, self.l)["leftover"], "1380.00")
        self.assertEqual(fg.figures({"intent": "leftover", "period": "unspecified"}, self.l)["leftover"],
                         "1380.00")

    def test_no_income_no_ratio(self):
        self.assertEqual(fg.figures({"intent": "leftover", "period": "previous:month"}, self.l),
                         {"income": "0.00", "spending": "50.00", "refunds": "10.00", "leftover": "-40.00"})


class Periods(unittest.TestCase):
    def check(self, l, table):
        for p, (s, e) in table.items():
            with self.subTest(period=p, today=l.today, S=l.start_day):
                self.assertEqual(fg.resolve_period(p, l), (s, e))

    def test_start_day_25(self):
        l = L([tx("x", "2024-05-06", "-1.00", "cash"), tx("y", "2023-01-02", "-1.00", "cash")])
        self.check(l, {
            "current:day": (D(2026, 3, 18), D(2026, 3, 19)),
            "previous:day": (D(2026, 3, 17), D(2026, 3, 18)),
            "current:week": (D(2026, 3, 16), D(2026, 3, 23)),
            "previous:week": (D(2026, 3, 9), D(2026, 3, 16)),
            "next:week": (D(2026, 3, 23), D(2026, 3, 30)),
            "current:month": (D(2026, 2, 25), D(2026, 3, 25)),
            "previous:month": (D(2026, 1, 25), D(2026, 2, 25)),
            "next:month": (D(2026, 3, 25), D(2026, 4, 25)),
            "current:quarter": (D(2026, 1, 1), D(2026, 4, 1)),
            "previous:quarter": (D(2025, 10, 1), D(2026, 1, 1)),
            "current:year": (D(2026, 1, 1), D(2027, 1, 1)),
            "previous:year": (D(2025, 1, 1), D(2026, 1, 1)),
            "trailing:1:month": (D(2026, 2, 18), D(2026, 3, 19)),
            "trailing:8:month": (D(2025, 7, 18), D(2026, 3, 19)),
            "trailing:30:day": (D(2026, 2, 16), D(2026, 3, 19)),
            "trailing:1:year": (D(2025, 3, 18), D(2026, 3, 19)),
            "trailing:12:month": (D(2025, 3, 18), D(2026, 3, 19)),
            "trailing:1:week": (D(2026, 3, 11), D(2026, 3, 19)),
            "month:2026-03": (D(2026, 3, 1), D(2026, 4, 1)),
            "month:2025-12": (D(2025, 12, 1), D(2026, 1, 1)),
            "month:2024-02": (D(2024, 2, 1), D(2024, 3, 1)),
            "year:2024": (D(2024, 1, 1), D(2025, 1, 1)),
            "since:2025-06-01": (D(2025, 6, 1), D(2026, 3, 19)),
            "since:2026-03-16": (D(2026, 3, 16), D(2026, 3, 19)),
            "range:2026-01-01..2026-03-31": (D(2026, 1, 1), D(2026, 4, 1)),
            "range:2026-03-14..2026-03-15": (D(2026, 3, 14), D(2026, 3, 16)),
            "coming:10:day": (D(2026, 3, 18), D(2026, 3, 28)),
            "coming:2:week": (D(2026, 3, 18), D(2026, 4, 1)),
            "coming:1:month": (D(2026, 3, 18), D(2026, 4, 18)),
            "all": (D(2023, 1, 2), D(2026, 3, 19)),  # the earliest date, not the first in the list
        })

    def test_start_day_1(self):
        l = L([], start_day=1)
        self.check(l, {
            "current:month": (D(2026, 3, 1), D(2026, 4, 1)),
            "previous:month": (D(2026, 2, 1), D(2026, 3, 1)),
            "next:month": (D(2026, 4, 1), D(2026, 5, 1)),
            "current:week": (D(2026, 3, 16), D(2026, 3, 23)),
        })

    def test_budget_month_edges(self):
        # on the start day itself, and before it across a year boundary
        self.check(L([], today="2026-03-25"), {"current:month": (D(2026, 3, 25), D(2026, 4, 25))})
        self.check(L([], today="2026-01-10"), {
            "current:month": (D(2025, 12, 25), D(2026, 1, 25)),
            "previous:month": (D(2025, 11, 25), D(2025, 12, 25)),
            "next:month": (D(2026, 1, 25), D(2026, 2, 25)),
        })
        self.check(L([], today="2026-01-10", start_day=1),
                   {"previous:month": (D(2025, 12, 1), D(2026, 1, 1))})
        # a Monday and a Sunday
        self.check(L([], today="2026-03-16"), {"current:week": (D(2026, 3, 16), D(2026, 3, 23))})
        self.check(L([], today="2026-03-22"), {"current:week": (D(2026, 3, 16), D(2026, 3, 23))})

    def test_month_clamping(self):
        # May 31 − 3 months = Feb 28 (2026 is not a leap year)
        self.check(L([], today="2026-05-31"), {
            "trailing:3:month": (D(2026, 2, 28), D(2026, 6, 1)),
            "trailing:1:month": (D(2026, 4, 30), D(2026, 6, 1)),
            "coming:1:month": (D(2026, 5, 31), D(2026, 6, 30)),
            "current:quarter": (D(2026, 4, 1), D(2026, 7, 1)),
        })
        self.check(L([], today="2026-01-31"), {"coming:1:month": (D(2026, 1, 31), D(2026, 2, 28))})
        self.assertEqual(fg.add_months(D(2026, 5, 31), -3), D(2026, 2, 28))

    def test_leap_years(self):
        self.check(L([], today="2024-02-29", start_day=1), {
            "trailing:1:year": (D(2023, 2, 28), D(2024, 3, 1)),
            "trailing:4:year": (D(2020, 2, 29), D(2024, 3, 1)),
            "coming:1:year": (D(2024, 2, 29), D(2025, 2, 28)),
            "trailing:30:day": (D(2024, 1, 30), D(2024, 3, 1)),
            "previous:day": (D(2024, 2, 28), D(2024, 2, 29)),
            "current:week": (D(2024, 2, 26), D(2024, 3, 4)),
            "current:month": (D(2024, 2, 1), D(2024, 3, 1)),
            "month:2024-02": (D(2024, 2, 1), D(2024, 3, 1)),
        })
        self.check(L([], today="2024-03-31"), {"trailing:1:month": (D(2024, 2, 29), D(2024, 4, 1))})
        self.check(L([], today="2024-05-31"), {"trailing:3:month": (D(2024, 2, 29), D(2024, 6, 1))})

    def test_v2_forms(self):
        # today 2026-03-18 (a Wednesday), budget month from the 25th
        self.check(L([], today="2026-03-18", start_day=25), {
            "day:2026-02-03": (D(2026, 2, 3), D(2026, 2, 4)),
            "quarter:2025-Q4": (D(2025, 10, 1), D(2026, 1, 1)),
            "quarter:2026-Q1": (D(2026, 1, 1), D(2026, 4, 1)),
            "half:2025-H2": (D(2025, 7, 1), D(2026, 1, 1)),
            "half:2026-H1": (D(2026, 1, 1), D(2026, 7, 1)),
            "next:day": (D(2026, 3, 19), D(2026, 3, 20)),
            "next:quarter": (D(2026, 4, 1), D(2026, 7, 1)),
            "next:year": (D(2027, 1, 1), D(2028, 1, 1)),
        })

    def test_bad_periods(self):
        l = L([])
        for p in ("unspecified", "next:fortnight", "trailing:0:day", "month:2026-13", "tomorrow",
                  "range:2026-03-02..2026-03-01", "since:2026-02-30", "day:2026-02-30", "quarter:2026-Q5",
                  "quarter:2026-Q0", "half:2026-H3", "half:26-H1"):
            with self.subTest(p=p):
                self.assertRaises(fg.FigureError, fg.resolve_period, p, l)


class Intents(unittest.TestCase):
    def setUp(self):
        self.l = L(B, subscriptions=B_SUBS)

    def f(self, intent, **r):
        return fg.figures(dict(intent=intent, **r), self.l)

    def test_spending_and_income(self):
        # 700 + 50 + 500 + 50 + 13.49 (transfers and scheduled charges are not spending)
        self.assertEqual(self.f("spendingTotal"), {"total": "1313.49", "count": 5, "refunds": "30.00"})
        self.assertEqual(self.f("spendingTotal", period="previous:month"),
                         {"total": "120.00", "count": 2, "refunds": "0.00"})
        self.assertEqual(self.f("incomeTotal"), {"total": "2000.00", "count": 1})
        self.assertEqual(self.f("incomeTotal", period="all"), {"total": "4000.00", "count": 2})

    def test_period_summary(self):
        self.assertEqual(self.f("periodSummary"),
                         {"income": "2000.00", "spending": "1313.49", "refunds": "30.00", "net": "716.51",
                          "topCategory": "housing", "topCategoryTotal": "700.00"})
        self.assertEqual(self.f("periodSummary", period="previous:month")["topCategory"], "dining")
        self.assertEqual(self.f("periodSummary", period="current:day")["topCategory"], "subscriptions")
        self.assertEqual(self.f("periodSummary", period="month:2025-06"),
                         {"income": "0.00", "spending": "0.00", "refunds": "0.00", "net": "0.00"})

    def test_category_spend(self):
        self.assertEqual(self.f("categorySpend", category="shopping"),
                         {"total": "550.00", "count": 2, "refunds": "30.00"})
        self.assertEqual(self.f("categorySpend"), {})

    def test_daily_allowance(self):
        # 2000 + 30 − 1313.49 − 13.49 (Netflix on the 20th) = 703.02; 7 days (18..24); 100.43
        want = {"scheduled": "13.49", "available": "703.02", "daysLeft": 7, "perDay": "100.43"}
        self.assertEqual(self.f("dailyAllowance"), want)
        self.assertEqual(self.f("dailyAllowance", period="previous:year"), want)

    def test_balance(self):
        self.assertEqual(self.f("balance"),
                         {"balance": "4036.51", "balance.checking": "3336.51", "balance.savings": "700.00"})
        # last month ends 2026-02-24: 1000 − 60 + 2000 − 40 − 80
        self.assertEqual(self.f("balance", period="previous:month"),
                         {"balance": "3320.00", "balance.checking": "2820.00", "balance.savings": "500.00"})
        self.assertEqual(self.f("balance", period="current:month")["balance"], "4036.51")
        self.assertEqual(self.f("balance", period="next:month")["balance"], "4036.51")

    def test_projection(self):
        # scheduled in [03-18, 03-25): −13.49 + 100.00 (income counts, signed)
        self.assertEqual(self.f("projection"),
                         {"balance": "4036.51", "scheduled": "86.51", "projected": "4123.02"})

    def test_upcoming(self):
        self.assertEqual(self.f("upcomingCharges"), {"count": 2, "total": "713.49"})
        self.assertEqual(self.f("upcomingCharges", merchant="Foncia"), {"count": 1, "total": "700.00"})
        self.assertEqual(self.f("upcomingCharges", category="subscriptions"), {"count": 1, "total": "13.49"})
        self.assertEqual(self.f("upcomingCharges", period="coming:2:day"), {"count": 0, "total": "0.00"})

    def test_compare(self):
        # 1193.49 / 120 × 100 = 994.575 → 994.6
        self.assertEqual(self.f("comparePeriods"),
                         {"current": "1313.49", "previous": "120.00", "delta": "1193.49", "deltaPercent": "994.6"})
        self.assertEqual(self.f("comparePeriods", comparison="previous:month"), self.f("comparePeriods"))
        self.assertEqual(self.f("comparePeriods", category="dining"),
                         {"current": "50.00", "previous": "80.00", "delta": "-30.00", "deltaPercent": "-37.5"})
        self.assertEqual(self.f("comparePeriods", merchant="Lidl"),
                         {"current": "0.00", "previous": "0.00", "delta": "0.00"})
        # previous:month compared with the budget month before it: [12-25, 01-25)
        self.assertEqual(self.f("comparePeriods", period="previous:month"),
                         {"current": "120.00", "previous": "60.00", "delta": "60.00", "deltaPercent": "100.0"})
        self.assertEqual(self.f("comparePeriods", period="month:2026-03")["previous"], "120.00")
        # trailing:7:day = [03-11, 03-19): 63.49; the 8 days before [03-03, 03-11): 750
        self.assertEqual(self.f("comparePeriods", period="trailing:7:day"),
                         {"current": "63.49", "previous": "750.00", "delta": "-686.51", "deltaPercent": "-91.5"})
        # only the comparison: previous:year → current:year
        self.assertEqual(self.f("comparePeriods", comparison="previous:year"),
                         {"current": "1493.49", "previous": "0.00", "delta": "1493.49"})

    def test_top(self):
        self.assertEqual(self.f("topCategories"),
                         {"count": 3, "name1": "housing", "total1": "700.00", "name2": "shopping", "total2": "550.00",
                          "name3": "dining", "total3": "50.00"})
        self.assertEqual(self.f("topCategories", limit=1), {"count": 1, "name1": "housing", "total1": "700.00"})
        # a tie (50 / 50): the smaller id / name first
        self.assertEqual(self.f("topCategories", period="range:2026-03-05..2026-03-12"),
                         {"count": 2, "name1": "dining", "total1": "50.00", "name2": "shopping", "total2": "50.00"})
        self.assertEqual(self.f("topMerchants", period="range:2026-03-05..2026-03-12"),
                         {"count": 2, "name1": "Chez Janou", "total1": "50.00", "name2": "Zara", "total2": "50.00"})
        self.assertEqual(self.f("topMerchants", limit=2),
                         {"count": 2, "name1": "Foncia", "total1": "700.00", "name2": "Carrefour", "total2": "500.00"})

    def test_largest(self):
        self.assertEqual(self.f("largestExpenses"),
                         {"count": 3, "amount1": "700.00", "date1": "2026-03-03", "amount2": "500.00",
                          "date2": "2026-03-02", "amount3": "50.00", "date3": "2026-03-12"})
        self.assertEqual(self.f("largestExpenses", limit=10)["count"], 5)
        self.assertEqual(self.f("largestExpenses", limit=10)["date4"], "2026-03-05")

    def test_last_purchase(self):
        self.assertEqual(self.f("lastPurchase", merchant="Chez Janou"),
                         {"date": "2026-03-05", "amount": "50.00", "daysAgo": 13})
        self.assertEqual(self.f("lastPurchase", category="groceries"),
                         {"date": "2026-02-03", "amount": "40.00", "daysAgo": 43})
        self.assertEqual(self.f("lastPurchase"), {"date": "2026-03-18", "amount": "13.49", "daysAgo": 0})
        F, notes, _ = fg.compute({"intent": "lastPurchase", "merchant": "Lidl", "period": "current:month"}, self.l)
        self.assertEqual((F, notes), ({}, ["noMatch"]))

    def test_last_purchase_tie_higher_id(self):
        l = L([tx("d1", "2026-03-10", "-10.00", "dining", "Paul"), tx("d2", "2026-03-10", "-20.00", "dining", "Paul")])
        self.assertEqual(fg.figures({"intent": "lastPurchase"}, l)["amount"], "20.00")

    def test_top_merchants_skip_merchantless(self):
        l = L([tx("e1", "2026-03-10", "-100.00", "cash"), tx("e2", "2026-03-11", "-20.00", "dining", "Paul")])
        self.assertEqual(fg.figures({"intent": "topMerchants"}, l), {"count": 1, "name1": "Paul", "total1": "20.00"})
        self.assertEqual(fg.figures({"intent": "topCategories"}, l)["name1"], "cash")

    def test_subscriptions(self):
        # 13.49 + 69.90/12 + 30/3 + 5×52/12 = 50.98166… → 50.98 (rounding each would give 50.99)
        self.assertEqual(self.f("subscriptions"), {"count": 4, "monthlyTotal": "50.98"})
        self.assertEqual(self.f("subscriptions", merchant="Netflix"), {"amount": "13.49", "nextDate": "2026-03-20"})
        self.assertEqual(self.f("subscriptions", merchant="Lidl"), {"count": 4, "monthlyTotal": "50.98"})

    def test_average_spending(self):
        # all payments 60 + 40 + 80 + 1313.49 = 1493.49; / 6 = 248.915 → 248.92
        self.assertEqual(self.f("averageSpending"),
                         {"total": "1493.49", "unit": "month", "units": 6, "average": "248.92"})
        self.assertEqual(self.f("averageSpending", period="current:year"),
                         {"total": "1493.49", "unit": "month", "units": 3, "average": "497.83"})
        cases = {"current:quarter": ("month", 3), "previous:quarter": ("month", 3), "previous:year": ("month", 12),
                 "year:2026": ("month", 3), "year:2024": ("month", 12), "trailing:2:year": ("month", 24),
                 "trailing:4:week": ("week", 4), "trailing:10:day": ("day", 10), "current:week": ("week", 1),
                 "previous:day": ("day", 1), "next:month": ("month", 1), "month:2025-02": ("month", 1),
                 "since:2026-01-01": ("month", 3), "range:2025-12-01..2026-01-31": ("month", 2),
                 "all": ("month", 3), "coming:10:day": ("month", 1), "range:2025-11-20..2026-12-31": ("month", 5)}
        for p, (u, n) in cases.items():
            with self.subTest(p=p):
                F = self.f("averageSpending", period=p)
                self.assertEqual((F["unit"], F["units"]), (u, n))
        self.assertEqual(self.f("averageSpending", period="current:quarter")["average"], "497.83")

    def test_unknown_intent(self):
        self.assertRaises(fg.FigureError, fg.figures, {"intent": "offTopic"}, self.l)


class SavingsIdeas(unittest.TestCase):
    # period trailing:3:month = [2025-12-18, 2026-03-19) (91 days); before: [2025-09-18, 2025-12-18)
    def setUp(self):
        self.l = L([
            tx("s01", "2026-01-05", "-120.00", "dining", "Paul"),
            tx("s02", "2025-10-05", "-80.00", "dining", "Paul"),          # dining +40.00
            tx("s03", "2026-01-06", "-129.99", "groceries", "Lidl"),
            tx("s04", "2025-10-06", "-100.00", "groceries", "Lidl"),      # groceries +29.99: no idea
            tx("s05", "2026-02-01", "-30.00", "travel", "SNCF"),          # travel +30.00: just enough
            tx("s06", "2026-02-02", "-300.00", "shopping", "Zara"),
            tx("s07", "2025-11-02", "-300.00", "shopping", "Zara"),       # no rise; trim 30.00
            tx("s08", "2026-03-01", "-10.00", "leisure", "UGC"),
            tx("s09", "2025-09-17", "-500.00", "travel", "SNCF"),         # before both windows
            tx("n0", "2025-03-10", "-8.99", "subscriptions", "Netflix"),   # outside trailing:12:month
            tx("n1", "2025-04-24", "-10.99", "subscriptions", "Netflix"),
            tx("n2", "2025-10-24", "-13.49", "subscriptions", "Netflix"),
            tx("n3", "2026-02-24", "-13.49", "subscriptions", "Netflix"),  # +2.50
            tx("n4", "2026-03-24", "-20.00", "subscriptions", "Netflix", status="scheduled"),
            tx("g1", "2025-06-01", "-35.00", "leisure", "Gym"),
            tx("g2", "2025-09-01", "-30.00", "leisure", "Gym"),            # cheaper: no idea
            tx("p1", "2025-06-01", "-9.99", "subscriptions", "Spotify"),   # one payment: no idea
        ], subscriptions=[
            {"name": "Netflix", "amount": "13.49", "cadence": "monthly", "nextDate": "2026-03-24"},
            {"name": "Gym", "amount": "30.00", "cadence": "quarterly", "nextDate": "2026-03-30"},
            {"name": "Spotify", "amount": "9.99", "cadence": "monthly", "nextDate": "2026-03-30"},
        ])

    def test_ideas(self):
        self.assertEqual(fg.figures({"intent": "savingsIdeas"}, self.l), {
            "count": 4,
            "idea1": "categoryRise:dining", "amount1": "40.00",
            "idea2": "categoryRise:travel", "amount2": "30.00",   # ties with trim: smaller idea id first
            "idea3": "trim:shopping", "amount3": "30.00",
            "idea4": "priceRise:Netflix", "amount4": "2.50"})

    def test_trim_rounds_half_up(self):
        l = L([tx("t1", "2026-03-01", "-100.05", "leisure", "UGC")])
        # leisure rose 100.05 (nothing before); trim 10 % of 100.05 = 10.005 → 10.01
        self.assertEqual(fg.figures({"intent": "savingsIdeas"}, l),
                         {"count": 2, "idea1": "categoryRise:leisure", "amount1": "100.05",
                          "idea2": "trim:leisure", "amount2": "10.01"})


class Corpus(unittest.TestCase):
    """fill and check on a temporary set."""

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        d = self.dir.name
        os.mkdir(os.path.join(d, "cases"))
        with open(os.path.join(d, "ledger.json"), "w") as f:
            json.dump(ledger(SEED), f)
        self.lines = [
            '{"id": "m-en-0001", "turns": [{"text": "Carrefour last month?", "expect": {"intent": "merchantSpend", '
            '"merchant": "Carrefour", "period": "previous:month", "answer": {"total": null, "count": null}}}]}\n',
            '{"id":"m-en-0002","turns":[{"text":"hello","expect":{"intent":"offTopic"}}]}\n',
            '{"id": "m-en-0003", "turns": [{"text": "x", "expect": {"intent": "merchantSpend", "merchant": "Carrefour",'
            ' "period": "current:month", "answer": {"total": null, "average": null}}}]}\n',
            '{"id": "m-en-0004", "turns": [{"text": "x", "expect": {"intent": "merchantSpend", "merchant": "Carrefour",'
            ' "period": "previous:month", "answer": {"total": "75", "count": 2}}}]}\n',
        ]
        self.path = os.path.join(d, "cases", "merchant.jsonl")
        with open(self.path, "w", encoding="utf-8") as f:
            f.writelines(self.lines)

    def tearDown(self):
        self.dir.cleanup()

    def run_main(self, *args):
        out = io.StringIO()
        with redirect_stdout(out):
            rc = fg.main(list(args) + ["--set", self.dir.name])
        return rc, out.getvalue()

    def test_fill_then_check(self):
        rc, out = self.run_main("fill")
        self.assertEqual(rc, 1)  # the undefined `average` is an error
        self.assertIn("merchant.jsonl:3: figure average is not defined for this question", out)
        with open(self.path, encoding="utf-8") as f:
            new = f.readlines()
        self.assertEqual(new[0], '{"id": "m-en-0001", "turns": [{"text": "Carrefour last month?", "expect": '
                                 '{"intent": "merchantSpend", "merchant": "Carrefour", "period": "previous:month", '
                                 '"answer": {"total": "75.00", "count": 2}}}]}\n')
        self.assertEqual(new[1:3], self.lines[1:3])          # untouched, byte for byte
        self.assertIn('"total": "75.00"', new[3])            # normalised by fill
        rc, out = self.run_main("check")
        self.assertEqual(rc, 1)
        self.assertIn("m-en-0003 turn 1: figure total expected null, computed \"500.00\"", out)
        self.assertIn("m-en-0003 turn 1: figure average expected null, computed (not defined", out)

    def test_check_compares_decimals(self):
        with open(self.path, "w", encoding="utf-8") as f:
            f.writelines([self.lines[1], self.lines[3]])
        rc, out = self.run_main("check")
        self.assertEqual(rc, 0, out)
        self.assertIn("1 turns checked, 2 figures checked", out)

    def test_manifest_lists_cases(self):
        with open(os.path.join(self.dir.name, "manifest.json"), "w") as f:
            json.dump({"id": "t", "ledger": "ledger.json", "cases": []}, f)
        rc, out = self.run_main("check")
        self.assertEqual(rc, 0)
        self.assertIn("0 turns checked", out)


if __name__ == "__main__":
    unittest.main()
