#!/usr/bin/env python3
"""Generates eval-sets/finely/v1/ledger.json: one French user, March 2023 to March 2026.

Seeded and deterministic: running it twice gives the same file. The ledger of a
released set is frozen; this script documents how it was made and is only re-run
to build the ledger of a *new* set version.

Traps built in on purpose (see GUIDE.md, "The ledger"):
- Carrefour: two payments in the previous budget month, a large one this budget
  month, one three years ago; labels "CARREFOUR MARKET" / "CARREFOUR CITY".
- Netflix rose from 10.99 to 13.49 (Oct 2025); Navigo rose every January.
- Scheduled charges after today (rent, subscriptions, savings transfer, salary).
- Refunds: positive amounts at Amazon, Zara and from the CPAM (health).
- Lidl: no payment in the previous budget month (merchant fallback).
- Free and Orange (telecoms), Action and Boulanger (shops): names that are words.

usage: make_ledger.py > ../v1/ledger.json
"""
import datetime as dt
import json
import random
import sys

TODAY = dt.date(2026, 3, 18)
START = dt.date(2023, 3, 1)
END_SCHEDULED = dt.date(2026, 5, 1)
BUDGET_START_DAY = 25
rng = random.Random(20260318)

tx = []


def add(date, amount, label, merchant, category, account="checking", status=None):
    if date < START or date >= END_SCHEDULED:
        return
    if status is None:
        status = "posted" if date <= TODAY else "scheduled"
    tx.append({"date": date.isoformat(), "amount": f"{amount:.2f}", "label": label,
               "merchant": merchant, "category": category, "account": account,
               "status": status})


def months(start, end):
    y, m = start.year, start.month
    while dt.date(y, m, 1) < end:
        yield y, m
        m += 1
        if m == 13:
            y, m = y + 1, 1


def day(y, m, d):
    while True:
        try:
            return dt.date(y, m, d)
        except ValueError:
            d -= 1


def card(date, merchant_label, city="PARIS"):
    return f"CB {merchant_label} {date.strftime('%d/%m')} {city}".strip()


# --- fixed monthly flows -------------------------------------------------------
for y, m in months(START, END_SCHEDULED):
    first = dt.date(y, m, 1)
    salary = 2850 if first < dt.date(2024, 9, 1) else 2975
    add(dt.date(y, m, 25), salary, f"VIR SEPA RECU /DE ATELIER LUMEN SAS /MOTIF SALAIRE {m:02d}/{y}",
        None, "income")
    rent = 890 if first < dt.date(2025, 1, 1) else 915
    add(dt.date(y, m, 3), -rent, f"PRLV SEPA FONCIA PARIS LOYER {m:02d}/{y}", "Foncia", "housing")
    add(dt.date(y, m, 6), -round(rng.uniform(52, 84), 2), "PRLV SEPA EDF CLIENTS PARTICULIERS", "EDF", "utilities")
    add(dt.date(y, m, 9), -29.99, "PRLV SEPA FREE TELECOM FREEBOX", "Free", "utilities")
    add(dt.date(y, m, 12), -20.99, "PRLV SEPA ORANGE SA MOBILE", "Orange", "utilities")
    add(dt.date(y, m, 15), -18.20, "PRLV SEPA MAIF ASSURANCE HABITATION", "MAIF", "insurance")
    navigo = 84.10 if y < 2025 else (86.40 if y == 2025 else 88.80)
    add(dt.date(y, m, 2), -navigo, "PRLV SEPA NAVIGO ANNUEL COMUTITRES", "Navigo", "transport")
    netflix = 10.99 if first < dt.date(2025, 10, 1) else 13.49
    add(dt.date(y, m, 24), -netflix, "PRLV SEPA NETFLIX.COM", "Netflix", "subscriptions")
    add(dt.date(y, m, 14), -10.99 if y < 2025 else -11.12, "PRLV SEPA SPOTIFY AB", "Spotify", "subscriptions")
    if first < dt.date(2025, 6, 1):
        add(dt.date(y, m, 19), -8.99, "PRLV SEPA DISNEY PLUS", "Disney+", "subscriptions")
    add(dt.date(y, m, 8), -2.99, "APPLE.COM/BILL ICLOUD", "Apple", "subscriptions")
    add(dt.date(y, m, 5), -29.99, "PRLV SEPA BASIC FIT FRANCE", "Basic-Fit", "leisure")
    # savings: a transfer out of checking and into the Livret A
    add(dt.date(y, m, 26), -200, "VIR PERMANENT VERS LIVRET A", None, "transfer")
    add(dt.date(y, m, 26), 200, "VIR PERMANENT DEPUIS COMPTE COURANT", None, "transfer", account="savings")

for y in (2023, 2024, 2025, 2026):
    add(dt.date(y, 11, 20), -69.90, "AMAZON PRIME FR ABONNEMENT ANNUEL", "Amazon", "subscriptions")
    add(dt.date(y, 1, 10), -45.00, "COTISATION CARTE VISA PREMIER", None, "fees")
    add(dt.date(y, 12, 31), round(rng.uniform(40, 60), 2), "INTERETS LIVRET A", None, "income", account="savings")

# --- variable spending ----------------------------------------------------------
GROCERS = [("Carrefour", ["CARREFOUR MARKET", "CARREFOUR CITY"], 0.0, (18, 75)),
           ("Lidl", ["LIDL"], 0.30, (15, 60)),
           ("Monoprix", ["MONOPRIX"], 0.25, (12, 55)),
           ("Picard", ["PICARD SURGELES"], 0.10, (14, 40)),
           ("Franprix", ["FRANPRIX"], 0.20, (6, 28)),
           ("Biocoop", ["BIOCOOP"], 0.08, (20, 65))]
DINING = [("McDonald's", "MCDONALDS", (8, 19)), ("Burger King", "BURGER KING", (9, 17)),
          ("Starbucks", "STARBUCKS", (4.5, 9)), ("Uber Eats", "UBER *EATS", (17, 38)),
          ("Deliveroo", "DELIVEROO", (16, 35)), ("Paul", "PAUL BOULANGERIE", (3.2, 11)),
          ("Le Petit Cler", "LE PETIT CLER", (22, 48)), ("Chez Janou", "CHEZ JANOU", (28, 64)),
          ("Bouillon Pigalle", "BOUILLON PIGALLE", (18, 36))]
SHOPS = [("Amazon", "AMAZON PAYMENTS", "shopping", (9, 89)), ("Fnac", "FNAC", "shopping", (12, 120)),
         ("Decathlon", "DECATHLON", "shopping", (15, 95)), ("Zara", "ZARA", "shopping", (19, 79)),
         ("Ikea", "IKEA", "shopping", (25, 180)), ("Action", "ACTION", "shopping", (5, 30)),
         ("Boulanger", "BOULANGER", "shopping", (39, 299)), ("Sephora", "SEPHORA", "shopping", (18, 65)),
         ("UGC", "UGC CINE CITE", "leisure", (9, 24)), ("Pathé", "PATHE", "leisure", (10, 26))]

day0 = START
while day0 <= TODAY:
    d = day0
    dow = d.weekday()
    # groceries: Monday / Thursday / Saturday, with a chain drawn per trip
    if dow in (0, 3, 5):
        r = rng.random()
        acc = 0.0
        chosen = GROCERS[0]
        for g in GROCERS[1:]:
            acc += g[2]
            if r < acc:
                chosen = g
                break
        name, labels, _, (lo, hi) = chosen
        # Carrefour payments are placed by hand below (the seed's pattern).
        if name != "Carrefour" and not (name == "Lidl" and dt.date(2026, 1, 25) <= d < dt.date(2026, 2, 25)):
            add(d, -round(rng.uniform(lo, hi), 2), card(d, rng.choice(labels)), name, "groceries")
    if rng.random() < 0.33:
        name, label, (lo, hi) = rng.choice(DINING)
        add(d, -round(rng.uniform(lo, hi), 2), card(d, label), name, "dining")
    if rng.random() < 0.06:
        name, label, cat, (lo, hi) = rng.choice(SHOPS)
        add(d, -round(rng.uniform(lo, hi), 2), card(d, label), name, cat)
    if rng.random() < 0.05:
        add(d, -round(rng.uniform(11, 32), 2), f"UBER *TRIP {d.strftime('%d/%m')} HELP.UBER.COM", "Uber", "transport")
    if rng.random() < 0.04:
        add(d, -round(rng.uniform(8, 42), 2), card(d, "PHARMACIE DES ARTS"), "Pharmacie des Arts", "health")
    if dow == 4 and rng.random() < 0.3:
        add(d, -float(rng.choice([20, 40, 50, 60])), f"RETRAIT DAB {d.strftime('%d/%m')} BNP PARIBAS", None, "cash")
    day0 += dt.timedelta(days=1)

# Carrefour: a steady habit until 2025, then the seed's pattern for the last months.
cur = START + dt.timedelta(days=1)
while cur < dt.date(2025, 12, 1):
    if cur.weekday() == 1 and rng.random() < 0.5:
        add(cur, -round(rng.uniform(18, 75), 2), card(cur, rng.choice(["CARREFOUR MARKET", "CARREFOUR CITY"])),
            "Carrefour", "groceries")
    cur += dt.timedelta(days=1)
add(dt.date(2023, 3, 21), -1000.00, "CB CARREFOUR 21/03 MASSY ELECTROMENAGER", "Carrefour", "shopping")
add(dt.date(2026, 2, 3), -40.00, "CARTE 03/02 CARREFOUR MARKET PARIS 11", "Carrefour", "groceries")
add(dt.date(2026, 2, 17), -35.00, "CARTE 17/02 CARREFOUR CITY PARIS 10", "Carrefour", "groceries")
add(dt.date(2026, 3, 7), -500.00, "CARTE 07/03 CARREFOUR MASSY TV SAMSUNG", "Carrefour", "shopping")

# Doctor visits and the CPAM / mutuelle refunds that follow them.
for y, m in months(START, TODAY):
    if rng.random() < 0.35:
        d = day(y, m, rng.randint(2, 26))
        add(d, -30.00, "CB DR LAURENT MEDECIN GENERALISTE", None, "health")
        add(d + dt.timedelta(days=6), 21.00, "VIR CPAM PARIS REMBOURSEMENT SOINS", None, "health")

# Travel: summer and winter trips.
TRIPS = [(dt.date(2023, 7, 14), "Airbnb", "AIRBNB * HMQ4XZ", -612.00), (dt.date(2023, 7, 10), "SNCF", "SNCF CONNECT BILLET", -148.60),
         (dt.date(2023, 12, 22), "SNCF", "SNCF CONNECT BILLET", -96.40),
         (dt.date(2024, 4, 18), "Air France", "AIR FRANCE 0572149", -286.35), (dt.date(2024, 4, 19), "Booking.com", "BOOKING.COM HOTEL", -389.00),
         (dt.date(2024, 8, 3), "Airbnb", "AIRBNB * HMP8LK", -845.50), (dt.date(2024, 8, 2), "SNCF", "SNCF CONNECT BILLET", -172.00),
         (dt.date(2024, 12, 20), "SNCF", "SNCF CONNECT BILLET", -118.20),
         (dt.date(2025, 5, 29), "easyJet", "EASYJET 0NWX2Q", -164.98), (dt.date(2025, 5, 30), "Booking.com", "BOOKING.COM HOTEL", -455.00),
         (dt.date(2025, 7, 25), "Airbnb", "AIRBNB * HMZ2TT", -930.00), (dt.date(2025, 7, 24), "SNCF", "SNCF CONNECT BILLET", -186.40),
         (dt.date(2025, 12, 19), "SNCF", "SNCF CONNECT BILLET", -124.80),
         (dt.date(2026, 2, 13), "Airbnb", "AIRBNB * HMK7RW", -318.00), (dt.date(2026, 2, 12), "SNCF", "SNCF CONNECT BILLET", -92.30)]
for d, merchant, label, amount in TRIPS:
    add(d, amount, label, merchant, "travel" if merchant != "SNCF" else "transport")

# Refunds at shops (positive amounts with a spending category).
add(dt.date(2025, 11, 28), 34.99, "REMBOURSEMENT AMAZON PAYMENTS", "Amazon", "shopping")
add(dt.date(2026, 3, 2), 39.95, "AVOIR ZARA FRANCE", "Zara", "shopping")
add(dt.date(2026, 3, 10), 59.99, "REMBOURSEMENT AMAZON PAYMENTS", "Amazon", "shopping")
add(dt.date(2026, 3, 9), -59.99, "CB AMAZON PAYMENTS 09/03 LUXEMBOURG", "Amazon", "shopping")
# Occasional extra income.
add(dt.date(2025, 12, 19), 400.00, "VIR SEPA RECU /DE ATELIER LUMEN SAS /MOTIF PRIME FIN ANNEE", None, "income")
add(dt.date(2026, 3, 11), 120.00, "VIR INSTANTANE RECU DE CAMILLE ROUX REMBOURSEMENT", None, "income")
# Annual tax on the savings side: none (Livret A is tax free); one income tax adjustment.
add(dt.date(2025, 9, 15), -212.00, "PRLV SEPA DGFIP IMPOT 2024 SOLDE", None, "taxes")

tx.sort(key=lambda t: (t["date"], t["account"], t["label"], t["amount"]))
for i, t in enumerate(tx, 1):
    t["id"] = f"t{i:05d}"

ledger = {
    "today": TODAY.isoformat(),
    "timeZone": "Europe/Paris",
    "currency": "EUR",
    "budgetMonthStartDay": BUDGET_START_DAY,
    "accounts": [{"id": "checking", "name": "Compte courant", "openingBalance": "1520.40"},
                 {"id": "savings", "name": "Livret A", "openingBalance": "4200.00"}],
    "transactions": [{k: t[k] for k in ("id", "date", "amount", "label", "merchant", "category", "account", "status")
                      if t[k] is not None} for t in tx],
    "subscriptions": [
        {"name": "Netflix", "amount": "13.49", "cadence": "monthly", "nextDate": "2026-03-24", "category": "subscriptions"},
        {"name": "Spotify", "amount": "11.12", "cadence": "monthly", "nextDate": "2026-04-14", "category": "subscriptions"},
        {"name": "Apple", "amount": "2.99", "cadence": "monthly", "nextDate": "2026-04-08", "category": "subscriptions"},
        {"name": "Basic-Fit", "amount": "29.99", "cadence": "monthly", "nextDate": "2026-04-05", "category": "leisure"},
        {"name": "Navigo", "amount": "88.80", "cadence": "monthly", "nextDate": "2026-04-02", "category": "transport"},
        {"name": "Amazon", "amount": "69.90", "cadence": "yearly", "nextDate": "2026-11-20", "category": "subscriptions"},
        {"name": "Free", "amount": "29.99", "cadence": "monthly", "nextDate": "2026-04-09", "category": "utilities"},
        {"name": "Orange", "amount": "20.99", "cadence": "monthly", "nextDate": "2026-04-12", "category": "utilities"},
    ],
}
json.dump(ledger, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
