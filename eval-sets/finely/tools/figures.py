#!/usr/bin/env python3
"""Independent reference implementation of the answer figures (docs/figures.md).

Computes the expected `expect.answer` figures of an evaluation corpus from its
ledger, independently of the Swift resolver. Standard library only.

usage:
  figures.py fill  [--set DIR]   write every figure named in every expect.answer
  figures.py check [--set DIR]   recompute and compare; exit 1 on any mismatch
  figures.py show --intent I [--merchant M] [--category C] [--period P]
                  [--comparison Q] [--limit N] [--set DIR]

DIR defaults to eval-sets/finely/v1 (relative to the repository root, found
from this script's location). As a module: load_ledger(path),
resolve_period(canonical, ledger) -> (start, end), figures(reading, ledger).

Arithmetic is decimal.Decimal throughout; where a figure divides it is rounded
half away from zero (ROUND_HALF_UP) at the quantize step: money and ratios to
2 decimals, deltaPercent to 1. Dates are datetime.date; month arithmetic clamps
to the month's last day. Intervals are half-open [start, end) on whole days.
"""
import argparse
import calendar
import datetime as dt
import json
import os
import re
import sys
import tempfile
from decimal import Decimal, InvalidOperation, ROUND_HALF_UP, localcontext

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DEFAULT_SET = os.path.join(ROOT, "eval-sets", "finely", "v1")

ZERO = Decimal("0")
CENT = Decimal("0.01")
TENTH = Decimal("0.1")

UNITS = ("day", "week", "month", "quarter", "year")


class FigureError(Exception):
    """A reading that cannot be computed (bad period, unknown intent, ...)."""


# ---------------------------------------------------------------------------
# Ledger

class Transaction:
    __slots__ = ("id", "date", "amount", "merchant", "category", "account", "status", "label")

    def __init__(self, raw):
        self.id = raw["id"]
        self.date = dt.date.fromisoformat(raw["date"])
        self.amount = Decimal(raw["amount"])
        m = raw.get("merchant")
        self.merchant = m if m else None  # absent -> no merchant (v1: never read from the label)
        self.category = raw["category"]
        self.account = raw["account"]
        self.status = raw["status"]
        self.label = raw.get("label", "")

    @property
    def is_payment(self):
        return self.status == "posted" and self.amount < 0 and self.category != "transfer"

    @property
    def is_refund(self):
        return self.status == "posted" and self.amount > 0 and self.category not in ("income", "transfer")

    @property
    def is_income(self):
        return self.status == "posted" and self.amount > 0 and self.category == "income"

    @property
    def is_scheduled_charge(self):
        return self.status == "scheduled" and self.amount < 0 and self.category != "transfer"

    @property
    def value(self):
        return abs(self.amount)


class Ledger:
    def __init__(self, raw):
        self.today = dt.date.fromisoformat(raw["today"])
        self.start_day = int(raw.get("budgetMonthStartDay", 1))
        if not 1 <= self.start_day <= 28:
            raise FigureError(f"budgetMonthStartDay {self.start_day} is not in 1...28")
        self.accounts = [(a["id"], Decimal(a["openingBalance"])) for a in raw["accounts"]]
        self.transactions = [Transaction(t) for t in raw["transactions"]]
        self.subscriptions = [dict(s) for s in raw.get("subscriptions", [])]
        self.first_date = min((t.date for t in self.transactions), default=self.today)


def load_ledger(path):
    with open(path, encoding="utf-8") as f:
        return Ledger(json.load(f))


# ---------------------------------------------------------------------------
# Dates and periods

def add_months(d, n):
    """d + n months; the day of month is kept, clamped to the month's last day."""
    m0 = d.year * 12 + (d.month - 1) + n
    y, m = divmod(m0, 12)
    m += 1
    return dt.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def add_years(d, n):
    return add_months(d, 12 * n)


def add_units(d, n, unit):
    if unit == "day":
        return d + dt.timedelta(days=n)
    if unit == "week":
        return d + dt.timedelta(weeks=n)
    if unit == "month":
        return add_months(d, n)
    if unit == "quarter":
        return add_months(d, 3 * n)
    if unit == "year":
        return add_years(d, n)
    raise FigureError(f"unknown unit {unit!r}")


def unit_interval(unit, offset, ledger):
    """The unit containing today (offset 0), the one before (-1), after (+1), ..."""
    t = ledger.today
    if unit == "day":
        s = t
    elif unit == "week":
        s = t - dt.timedelta(days=t.weekday())
    elif unit == "month":  # the budget month
        s = dt.date(t.year, t.month, ledger.start_day)
        if t.day < ledger.start_day:
            s = add_months(s, -1)
    elif unit == "quarter":
        s = dt.date(t.year, 3 * ((t.month - 1) // 3) + 1, 1)
    elif unit == "year":
        s = dt.date(t.year, 1, 1)
    else:
        raise FigureError(f"unknown unit {unit!r}")
    start = add_units(s, offset, unit)
    return start, add_units(s, offset + 1, unit)


DATE_RE = r"(\d{4}-\d{2}-\d{2})"


def parse_date(s):
    try:
        return dt.date.fromisoformat(s)
    except ValueError:
        raise FigureError(f"bad date {s!r}")


def parse_period(canonical):
    """Parse a canonical period string into a tuple; raise FigureError if invalid."""
    if not isinstance(canonical, str):
        raise FigureError(f"bad period {canonical!r}")
    p = canonical
    if p in ("unspecified", "all"):
        return (p,)
    m = re.fullmatch(r"(current|previous):(day|week|month|quarter|year)", p)
    if m:
        return (m.group(1), m.group(2))
    m = re.fullmatch(r"next:(day|week|month|quarter|year)", p)
    if m:
        return ("next", m.group(1))
    m = re.fullmatch(r"day:" + DATE_RE, p)
    if m:
        return ("day", parse_date(m.group(1)))
    m = re.fullmatch(r"quarter:(\d{4})-Q([1-4])", p)
    if m:
        return ("quarter", int(m.group(1)), int(m.group(2)))
    m = re.fullmatch(r"half:(\d{4})-H([12])", p)
    if m:
        return ("half", int(m.group(1)), int(m.group(2)))
    m = re.fullmatch(r"(trailing|coming):([1-9]\d*):(day|week|month|year)", p)
    if m:
        return (m.group(1), int(m.group(2)), m.group(3))
    m = re.fullmatch(r"month:(\d{4})-(\d{2})", p)
    if m:
        y, mo = int(m.group(1)), int(m.group(2))
        if not 1 <= mo <= 12:
            raise FigureError(f"bad period {p!r}")
        return ("month", y, mo)
    m = re.fullmatch(r"year:(\d{4})", p)
    if m:
        return ("year", int(m.group(1)))
    m = re.fullmatch(r"since:" + DATE_RE, p)
    if m:
        return ("since", parse_date(m.group(1)))
    m = re.fullmatch(r"range:" + DATE_RE + r"\.\." + DATE_RE, p)
    if m:
        a, b = parse_date(m.group(1)), parse_date(m.group(2))
        if b < a:
            raise FigureError(f"bad period {p!r}: end before start")
        return ("range", a, b)
    raise FigureError(f"unknown period {p!r}")


def interval_of(parsed, ledger):
    t = ledger.today
    kind = parsed[0]
    if kind == "all":
        return ledger.first_date, t + dt.timedelta(days=1)
    if kind in ("current", "previous", "next"):
        return unit_interval(parsed[1], {"current": 0, "previous": -1, "next": 1}[kind], ledger)
    if kind == "trailing":
        _, n, u = parsed
        return add_units(t, -n, u), t + dt.timedelta(days=1)
    if kind == "coming":
        _, n, u = parsed
        return t, add_units(t, n, u)
    if kind == "month":
        s = dt.date(parsed[1], parsed[2], 1)
        return s, add_months(s, 1)
    if kind == "year":
        return dt.date(parsed[1], 1, 1), dt.date(parsed[1] + 1, 1, 1)
    if kind == "since":
        return parsed[1], t + dt.timedelta(days=1)
    if kind == "day":
        return parsed[1], parsed[1] + dt.timedelta(days=1)
    if kind == "quarter":
        s = dt.date(parsed[1], 3 * (parsed[2] - 1) + 1, 1)
        return s, add_months(s, 3)
    if kind == "half":
        s = dt.date(parsed[1], 6 * (parsed[2] - 1) + 1, 1)
        return s, add_months(s, 6)
    if kind == "range":
        return parsed[1], parsed[2] + dt.timedelta(days=1)
    raise FigureError("the period 'unspecified' has no interval")


def resolve_period(canonical, ledger):
    """(start, end) of a canonical period string: [start, end) in whole days."""
    return interval_of(parse_period(canonical), ledger)


def comparison_of(parsed, ledger):
    """The default comparison interval for a period (docs/figures.md, comparePeriods)."""
    kind = parsed[0]
    if kind == "current":
        return unit_interval(parsed[1], -1, ledger)
    if kind == "previous":
        return unit_interval(parsed[1], -2, ledger)
    if kind == "month":
        s = add_months(dt.date(parsed[1], parsed[2], 1), -1)
        return s, add_months(s, 1)
    if kind == "year":
        return dt.date(parsed[1] - 1, 1, 1), dt.date(parsed[1], 1, 1)
    if kind in ("quarter", "half"):
        s, _ = interval_of(parsed, ledger)
        months = 3 if kind == "quarter" else 6
        return add_months(s, -months), s
    s, e = interval_of(parsed, ledger)
    return s - (e - s), s


# ---------------------------------------------------------------------------
# Rounding and formatting

def div_round(a, b, places):
    """a / b rounded half away from zero to `places` decimals."""
    with localcontext() as ctx:
        ctx.prec = 80
        q = Decimal(a) / Decimal(b)
    return q.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def money(d):
    return format(Decimal(d).quantize(CENT, rounding=ROUND_HALF_UP), "f")


def one_dp(d):
    return format(Decimal(d).quantize(TENTH, rounding=ROUND_HALF_UP), "f")


def iso(d):
    return d.isoformat()


# ---------------------------------------------------------------------------
# Selections

def within(txs, start, end):
    return [t for t in txs if start <= t.date < end]


def payments(ledger, start, end):
    return [t for t in within(ledger.transactions, start, end) if t.is_payment]


def scoped(txs, merchant, category):
    """Payments at the shop when one is read, else in the category when one is read."""
    if merchant:
        return [t for t in txs if t.merchant == merchant]
    if category:
        return [t for t in txs if t.category == category]
    return txs


def total(txs):
    return sum((t.value for t in txs), ZERO)


def flows(ledger, start, end):
    txs = within(ledger.transactions, start, end)
    income = sum((t.amount for t in txs if t.is_income), ZERO)
    spending = sum((t.value for t in txs if t.is_payment), ZERO)
    refunds = sum((t.amount for t in txs if t.is_refund), ZERO)
    return income, spending, refunds


def balances(ledger, as_of):
    out = []
    for acc, opening in ledger.accounts:
        b = opening + sum((t.amount for t in ledger.transactions
                           if t.account == acc and t.status == "posted" and t.date <= as_of), ZERO)
        out.append((acc, b))
    return out


def ranked_sums(txs, key):
    sums = {}
    for t in txs:
        k = key(t)
        sums[k] = sums.get(k, ZERO) + t.value
    return sorted(sums.items(), key=lambda kv: (-kv[1], kv[0]))


# ---------------------------------------------------------------------------
# Intents

DEFAULT_PERIOD = {
    "spendingTotal": "current:month",
    "incomeTotal": "current:month",
    "leftover": "current:month",
    "periodSummary": "current:month",
    "dailyAllowance": None,
    "balance": None,
    "merchantSpend": "all",
    "categorySpend": "current:month",
    "comparePeriods": "current:month",
    "topCategories": "current:month",
    "topMerchants": "current:month",
    "largestExpenses": "current:month",
    "lastPurchase": "all",
    "subscriptions": None,
    "upcomingCharges": "coming:30:day",
    "projection": None,
    "savingsIdeas": "trailing:3:month",
    "averageSpending": "trailing:6:month",
}

RISE_CATEGORIES = ("groceries", "dining", "shopping", "leisure", "travel", "transport")
TRIM_CATEGORIES = ("dining", "shopping", "leisure")
RISE_THRESHOLD = Decimal("30.00")


def _period(reading):
    p = reading.get("period")
    return "unspecified" if p in (None, "") else p


def _interval(reading, ledger, intent):
    p = _period(reading)
    if p == "unspecified":
        p = DEFAULT_PERIOD[intent]
    parsed = parse_period(p)
    return parsed, interval_of(parsed, ledger)


def average_units(parsed, start, end, ledger):
    t = ledger.today
    kind = parsed[0]
    if kind == "trailing":
        _, n, u = parsed
        return ("month", 12 * n) if u == "year" else (u, n)
    if kind in ("current", "previous", "next"):
        u = parsed[1]
        if u == "day":
            return "day", 1
        if u == "week":
            return "week", 1
        if u == "month":
            return "month", 1
        if u == "quarter":
            if kind == "current":
                return "month", t.month - (3 * ((t.month - 1) // 3) + 1) + 1
            return "month", 3
        if u == "year":
            return "month", (t.month if kind == "current" else 12)
    if kind == "day":
        return "day", 1
    if kind == "month":
        return "month", 1
    if kind == "year":
        return "month", (t.month if parsed[1] == t.year else 12)
    last = min(end - dt.timedelta(days=1), t)
    # A window that starts after today still divides by one month.
    return "month", max(1, (last.year * 12 + last.month) - (start.year * 12 + start.month) + 1)


def compute(reading, ledger):
    """Figures, notes and the interval used for one reading.

    Returns (figures, notes, interval) where figures maps names to JSON-ready
    values (money as 2-decimal strings, counts as ints, dates as ISO strings).
    """
    intent = reading.get("intent")
    if intent not in DEFAULT_PERIOD:
        raise FigureError(f"intent {intent!r} has no figures")
    merchant = reading.get("merchant") or None
    category = reading.get("category") or None
    limit = reading.get("limit")
    if limit is None:
        limit = 3
    elif isinstance(limit, bool) or not isinstance(limit, int):
        raise FigureError(f"bad limit {limit!r}")
    T = ledger.today
    tomorrow = T + dt.timedelta(days=1)
    F, notes = {}, []

    if intent == "spendingTotal":
        _, (s, e) = _interval(reading, ledger, intent)
        pays = payments(ledger, s, e)
        _, _, refunds = flows(ledger, s, e)
        F["total"] = money(total(pays))
        F["count"] = len(pays)
        F["refunds"] = money(refunds)
        return F, notes, (s, e)

    if intent == "incomeTotal":
        _, (s, e) = _interval(reading, ledger, intent)
        inc = [t for t in within(ledger.transactions, s, e) if t.is_income]
        F["total"] = money(sum((t.amount for t in inc), ZERO))
        F["count"] = len(inc)
        return F, notes, (s, e)

    if intent in ("leftover", "periodSummary"):
        _, (s, e) = _interval(reading, ledger, intent)
        income, spending, refunds = flows(ledger, s, e)
        F["income"] = money(income)
        F["spending"] = money(spending)
        F["refunds"] = money(refunds)
        if intent == "leftover":
            F["leftover"] = money(income + refunds - spending)
            if income != 0:
                F["spendingRatio"] = format(div_round(spending, income, 2), "f")
        else:
            F["net"] = money(income + refunds - spending)
            ranked = ranked_sums(payments(ledger, s, e), lambda t: t.category)
            if ranked:
                F["topCategory"] = ranked[0][0]
                F["topCategoryTotal"] = money(ranked[0][1])
        return F, notes, (s, e)

    if intent == "dailyAllowance":
        ms, me = unit_interval("month", 0, ledger)
        scheduled = total([t for t in within(ledger.transactions, T, me) if t.is_scheduled_charge])
        income, spending, refunds = flows(ledger, ms, tomorrow)
        available = income + refunds - spending - scheduled
        days_left = (me - T).days
        F["scheduled"] = money(scheduled)
        F["available"] = money(available)
        F["daysLeft"] = days_left
        F["perDay"] = money(div_round(max(available, ZERO), days_left, 2))
        return F, notes, (ms, me)

    if intent == "balance":
        p = _period(reading)
        as_of, interval = T, None
        if p != "unspecified":
            s, e = resolve_period(p, ledger)
            interval = (s, e)
            last = e - dt.timedelta(days=1)
            if last < T:
                as_of = last
        bal = balances(ledger, as_of)
        F["balance"] = money(sum((b for _, b in bal), ZERO))
        for acc, b in bal:
            F["balance." + acc] = money(b)
        notes.append("asOf:" + iso(as_of))
        return F, notes, interval

    if intent == "merchantSpend":
        parsed, (s, e) = _interval(reading, ledger, intent)
        if not merchant:
            return F, notes, (s, e)
        pays = [t for t in payments(ledger, s, e) if t.merchant == merchant]
        if not pays and parsed[0] != "all":
            notes.append("usedWholeHistory")
            s, e = interval_of(("all",), ledger)
            pays = [t for t in payments(ledger, s, e) if t.merchant == merchant]
        refunds = sum((t.amount for t in within(ledger.transactions, s, e)
                       if t.is_refund and t.merchant == merchant), ZERO)
        tot = total(pays)
        F["total"] = money(tot)
        F["count"] = len(pays)
        if len(pays) >= 2:
            F["average"] = money(div_round(tot, len(pays), 2))
        F["refunds"] = money(refunds)
        return F, notes, (s, e)

    if intent == "categorySpend":
        _, (s, e) = _interval(reading, ledger, intent)
        if not category:
            return F, notes, (s, e)
        pays = [t for t in payments(ledger, s, e) if t.category == category]
        refunds = sum((t.amount for t in within(ledger.transactions, s, e)
                       if t.is_refund and t.category == category), ZERO)
        F["total"] = money(total(pays))
        F["count"] = len(pays)
        F["refunds"] = money(refunds)
        return F, notes, (s, e)

    if intent == "comparePeriods":
        p = _period(reading)
        c = reading.get("comparison") or None
        if c == "unspecified":
            c = None
        if p == "unspecified":
            if c is None:
                p = "current:month"
            else:
                cp = parse_period(c)
                if cp[0] in ("current", "previous", "next"):
                    p = "current:" + cp[1]
                elif cp[0] == "year":
                    p = "current:year"
                elif cp[0] == "quarter":
                    p = "current:quarter"
                elif cp[0] == "day":
                    p = "current:day"
                else:
                    p = "current:month"
        parsed = parse_period(p)
        cur = interval_of(parsed, ledger)
        prev = comparison_of(parsed, ledger) if c is None else interval_of(parse_period(c), ledger)
        if merchant:
            sel = lambda t: t.merchant == merchant
        elif category:
            sel = lambda t: t.category == category
        else:
            sel = lambda t: True
        a = total([t for t in payments(ledger, *cur) if sel(t)])
        b = total([t for t in payments(ledger, *prev) if sel(t)])
        F["current"] = money(a)
        F["previous"] = money(b)
        F["delta"] = money(a - b)
        if b != 0:
            F["deltaPercent"] = one_dp(div_round((a - b) * 100, b, 1))
        notes.append("comparison:%s..%s" % (iso(prev[0]), iso(prev[1])))
        return F, notes, cur

    if intent in ("topCategories", "topMerchants"):
        _, (s, e) = _interval(reading, ledger, intent)
        pays = payments(ledger, s, e)
        if intent == "topCategories":
            ranked = ranked_sums(pays, lambda t: t.category)
        else:
            if category:
                pays = [t for t in pays if t.category == category]
            ranked = ranked_sums([t for t in pays if t.merchant], lambda t: t.merchant)
        ranked = ranked[:max(limit, 0)]
        F["count"] = len(ranked)
        for i, (name, tot) in enumerate(ranked, 1):
            F[f"name{i}"] = name
            F[f"total{i}"] = money(tot)
        return F, notes, (s, e)

    if intent == "largestExpenses":
        _, (s, e) = _interval(reading, ledger, intent)
        pays = scoped(payments(ledger, s, e), merchant, category)
        pays = sorted(pays, key=lambda t: (t.value, t.date, t.id), reverse=True)
        pays = pays[:max(limit, 0)]
        F["count"] = len(pays)
        for i, t in enumerate(pays, 1):
            F[f"amount{i}"] = money(t.value)
            F[f"date{i}"] = iso(t.date)
        return F, notes, (s, e)

    if intent == "lastPurchase":
        _, (s, e) = _interval(reading, ledger, intent)
        pays = payments(ledger, s, e)
        if merchant:
            pays = [t for t in pays if t.merchant == merchant]
        elif category:
            pays = [t for t in pays if t.category == category]
        if not pays:
            notes.append("noMatch")
            return F, notes, (s, e)
        last = max(pays, key=lambda t: (t.date, t.id))
        F["date"] = iso(last.date)
        F["amount"] = money(last.value)
        F["daysAgo"] = (T - last.date).days
        return F, notes, (s, e)

    if intent == "subscriptions":
        subs = ledger.subscriptions
        named = [x for x in subs if merchant and x["name"] == merchant]
        if named:
            F["amount"] = money(Decimal(named[0]["amount"]))
            F["nextDate"] = named[0]["nextDate"]
            return F, notes, None
        # Σ monthly equivalents with a single division, so it is rounded once:
        # monthly = 12/12, yearly = 1/12, quarterly = 4/12, weekly = 52/12.
        factor = {"monthly": 12, "yearly": 1, "quarterly": 4, "weekly": 52}
        num = ZERO
        for x in subs:
            if x["cadence"] not in factor:
                raise FigureError(f"unknown cadence {x['cadence']!r}")
            num += Decimal(x["amount"]) * factor[x["cadence"]]
        F["count"] = len(subs)
        F["monthlyTotal"] = money(div_round(num, 12, 2))
        return F, notes, None

    if intent == "upcomingCharges":
        _, (s, e) = _interval(reading, ledger, intent)
        ch = [t for t in within(ledger.transactions, s, e) if t.is_scheduled_charge]
        if merchant:
            ch = [t for t in ch if t.merchant == merchant]
        elif category:
            ch = [t for t in ch if t.category == category]
        F["count"] = len(ch)
        F["total"] = money(total(ch))
        return F, notes, (s, e)

    if intent == "projection":
        ms, me = unit_interval("month", 0, ledger)
        bal = sum((b for _, b in balances(ledger, T)), ZERO)
        sched = sum((t.amount for t in within(ledger.transactions, T, me)
                     if t.status == "scheduled"), ZERO)
        F["balance"] = money(bal)
        F["scheduled"] = money(sched)
        F["projected"] = money(bal + sched)
        return F, notes, (ms, me)

    if intent == "savingsIdeas":
        _, (ps, pe) = _interval(reading, ledger, intent)
        ws = ps - (pe - ps)
        now_p, before_p = payments(ledger, ps, pe), payments(ledger, ws, ps)
        ideas = []
        for cat in RISE_CATEGORIES:
            rise = (total([t for t in now_p if t.category == cat])
                    - total([t for t in before_p if t.category == cat]))
            if rise >= RISE_THRESHOLD:
                ideas.append(("categoryRise:" + cat, rise))
        ys, ye = resolve_period("trailing:12:month", ledger)
        year_p = payments(ledger, ys, ye)
        for sub in ledger.subscriptions:
            sp = sorted((t for t in year_p if t.merchant == sub["name"] and t.category == sub.get("category", t.category)), key=lambda t: (t.date, t.id))
            if len(sp) >= 2 and sp[-1].value > sp[0].value:
                ideas.append(("priceRise:" + sub["name"], sp[-1].value - sp[0].value))
        trims = sorted(((total([t for t in now_p if t.category == cat]), cat) for cat in TRIM_CATEGORIES),
                       key=lambda x: (-x[0], x[1]))
        if trims and trims[0][0] > 0:
            ideas.append(("trim:" + trims[0][1], (trims[0][0] * TENTH).quantize(CENT, rounding=ROUND_HALF_UP)))
        ideas = [(i, a.quantize(CENT, rounding=ROUND_HALF_UP)) for i, a in ideas]
        ideas.sort(key=lambda x: (-x[1], x[0]))
        if reading.get("limit") is not None:
            ideas = ideas[:max(limit, 0)]
        F["count"] = len(ideas)
        for k, (idea, amount) in enumerate(ideas, 1):
            F[f"idea{k}"] = idea
            F[f"amount{k}"] = money(amount)
        return F, notes, (ps, pe)

    if intent == "averageSpending":
        parsed, (s, e) = _interval(reading, ledger, intent)
        tot = total(scoped(payments(ledger, s, e), merchant, category))
        unit, units = average_units(parsed, s, e, ledger)
        F["total"] = money(tot)
        F["unit"] = unit
        F["units"] = units
        if units > 0:
            F["average"] = money(div_round(tot, units, 2))
        return F, notes, (s, e)

    raise FigureError(f"intent {intent!r} has no figures")  # pragma: no cover


def figures(reading, ledger):
    """All figures for one reading: {name: JSON-ready value}."""
    return compute(reading, ledger)[0]


# ---------------------------------------------------------------------------
# Corpus

READING_KEYS = ("intent", "merchant", "category", "period", "comparison", "limit")


def reading_of(expect):
    return {k: expect[k] for k in READING_KEYS if k in expect and expect[k] is not None}


def load_set(set_dir):
    """(ledger path, [case file paths]) for a set directory."""
    manifest = os.path.join(set_dir, "manifest.json")
    if os.path.exists(manifest):
        with open(manifest, encoding="utf-8") as f:
            m = json.load(f)
        ledger = os.path.join(set_dir, m.get("ledger", "ledger.json"))
        cases = [os.path.join(set_dir, c) for c in m.get("cases", [])]
    else:
        ledger = os.path.join(set_dir, "ledger.json")
        cdir = os.path.join(set_dir, "cases")
        cases = sorted(os.path.join(cdir, n) for n in os.listdir(cdir)
                       if n.endswith(".jsonl")) if os.path.isdir(cdir) else []
    return ledger, cases


def display(path):
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return path if rel.startswith(".." + os.sep + "..") else rel


def same_value(expected, computed):
    """Decimal strings as Decimals, integers exactly, other strings exactly."""
    if isinstance(expected, bool) or isinstance(computed, bool):
        return expected is computed
    if isinstance(computed, int):
        return isinstance(expected, int) and expected == computed
    if isinstance(computed, str) and isinstance(expected, str):
        if expected == computed:
            return True
        try:
            return Decimal(expected) == Decimal(computed)
        except InvalidOperation:
            return False
    return False


def show_value(v):
    return json.dumps(v, ensure_ascii=False, default=str)


def _jsonable(o):
    if isinstance(o, Decimal):  # a non-integer JSON number in a case line (not expected)
        return float(o) if o != o.to_integral_value() else int(o)
    if isinstance(o, dict):
        return {k: _jsonable(v) for k, v in o.items()}
    if isinstance(o, list):
        return [_jsonable(v) for v in o]
    return o


def iter_lines(path):
    with open(path, "rb") as f:
        data = f.read()
    return data.splitlines(keepends=True)


def process(set_dir, mode):
    ledger_path, case_files = load_set(set_dir)
    ledger = load_ledger(ledger_path)
    problems = []
    turns_checked = figures_checked = lines_changed = 0
    for path in case_files:
        lines = iter_lines(path)
        out = []
        changed_file = False
        for lineno, raw in enumerate(lines, 1):
            text = raw.decode("utf-8")
            body = text.rstrip("\r\n")
            if not body.strip():
                out.append(raw)
                continue
            where = f"{display(path)}:{lineno}"
            try:
                obj = json.loads(body, parse_float=Decimal)
            except json.JSONDecodeError as err:
                problems.append(f"{where}: not JSON ({err})")
                out.append(raw)
                continue
            cid = obj.get("id", "?") if isinstance(obj, dict) else "?"
            line_changed = line_blocked = False
            turns = obj.get("turns", []) if isinstance(obj, dict) else []
            for ti, turn in enumerate(turns, 1):
                expect = turn.get("expect") if isinstance(turn, dict) else None
                if not isinstance(expect, dict) or not isinstance(expect.get("answer"), dict):
                    continue
                answer = expect["answer"]
                turns_checked += 1
                try:
                    computed = figures(reading_of(expect), ledger)
                except FigureError as err:
                    problems.append(f"{where}: {cid} turn {ti}: {err}")
                    line_blocked = True
                    continue
                for name in list(answer):
                    figures_checked += 1
                    if name not in computed:
                        if mode == "check":
                            problems.append(f"{where}: {cid} turn {ti}: figure {name} expected "
                                            f"{show_value(answer[name])}, computed (not defined for this question)")
                        else:
                            problems.append(f"{where}: figure {name} is not defined for this question "
                                            f"({cid} turn {ti})")
                            line_blocked = True
                        continue
                    if mode == "check":
                        if not same_value(answer[name], computed[name]):
                            problems.append(f"{where}: {cid} turn {ti}: figure {name} expected "
                                            f"{show_value(answer[name])}, computed {show_value(computed[name])}")
                    else:
                        old = answer[name]
                        if not (type(old) is type(computed[name]) and old == computed[name]):
                            answer[name] = computed[name]
                            line_changed = True
            if mode == "fill" and line_changed and not line_blocked:
                ending = raw[len(body.encode("utf-8")):]
                new = json.dumps(_jsonable(obj), ensure_ascii=False, separators=(", ", ": "))
                out.append(new.encode("utf-8") + ending)
                changed_file = True
                lines_changed += 1
            else:
                out.append(raw)
        if mode == "fill" and changed_file:
            d = os.path.dirname(os.path.abspath(path))
            fd, tmp = tempfile.mkstemp(dir=d, prefix=".figures-", suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(b"".join(out))
                os.chmod(tmp, os.stat(path).st_mode & 0o777)
                os.replace(tmp, path)
            except BaseException:
                if os.path.exists(tmp):
                    os.unlink(tmp)
                raise
    return problems, turns_checked, figures_checked, lines_changed, len(case_files)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("fill", "check"):
        sp = sub.add_parser(name)
        sp.add_argument("--set", default=DEFAULT_SET)
    sp = sub.add_parser("show")
    sp.add_argument("--set", default=DEFAULT_SET)
    sp.add_argument("--intent", required=True)
    sp.add_argument("--merchant")
    sp.add_argument("--category")
    sp.add_argument("--period")
    sp.add_argument("--comparison")
    sp.add_argument("--limit", type=int)
    args = ap.parse_args(argv)

    if args.cmd == "show":
        ledger_path, _ = load_set(args.set)
        ledger = load_ledger(ledger_path)
        reading = {k: getattr(args, k) for k in READING_KEYS if getattr(args, k) is not None}
        try:
            F, notes, interval = compute(reading, ledger)
        except FigureError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        out = {"reading": reading,
               "interval": [iso(interval[0]), iso(interval[1])] if interval else None,
               "notes": notes, "figures": F}
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0

    problems, turns, figs, changed, nfiles = process(args.set, args.cmd)
    for p in problems:
        print(p)
    if args.cmd == "check":
        if problems:
            print(f"{len(problems)} problem(s) in {turns} turns, {figs} figures", file=sys.stderr)
            return 1
        print(f"ok: {turns} turns checked, {figs} figures checked, {nfiles} case files")
        return 0
    print(f"fill: {changed} line(s) updated, {turns} turns, {figs} figures, {len(problems)} error(s)",
          file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
