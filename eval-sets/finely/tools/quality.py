#!/usr/bin/env python3
"""How a set's turns are written, measured without running any reader.

usage:
  quality.py --set DIR [--files cases/a.jsonl,cases/b.jsonl] [--json]

Prints, over the selected case files (default: all of the manifest's):
- turns and conversations per language, and the English share;
- turns per tag and language;
- the *skeleton share*: a turn's skeleton is its text folded (case, accents,
  apostrophes, punctuation and emoji removed) with every slot masked — a shop
  name or alias, a category word, a month or weekday, a period word, a number
  (digits or words). Two turns share a skeleton when they differ only in slot
  values. `repeat share` is the share of turns whose skeleton an earlier turn
  of the selection already had (turns − distinct skeletons, over turns);
  `shared share` the share of turns whose skeleton any other selected turn
  has. Both are given for single turns and for whole conversations (the
  sequence of their turns' skeletons);
- phone realism: the share of turns holding an apostrophe that use a
  typographic one (’ ‘), turns with « » “ ”, with an emoji, all in lower case,
  and how turns end (no punctuation, '?', '.', '!', other).

Shop names come from the ledger and the built-in catalog
(Sources/FinanceAssistant/Language/MerchantCatalog+Shops.swift), category words
from CategoryLexicon.swift: every string literal of those files is a name or an
alias, so the masks follow the code's own lists. Standard library only.
"""
import argparse
import signal
import collections
import json
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
LANGUAGE = os.path.join(ROOT, "Sources", "FinanceAssistant", "Language")

PERIOD_WORDS = """
today yesterday tomorrow tonight week weeks weekend weekends month months year years day days quarter quarters
half fortnight last this next past previous coming since ago before after current so far to date ytd mtd
spring summer autumn fall winter christmas payday first second third fourth fifth final end start beginning
aujourd hui hier demain avant semaine semaines mois annee annees an ans jour jours trimestre trimestres semestre
quinzaine dernier derniere derniers dernieres prochain prochaine prochains passe passee precedent precedente ce
cette cet depuis debut fin printemps ete automne hiver noel paie il y a premier premiere deuxieme troisieme
quatrieme q1 q2 q3 q4 t1 t2 t3 t4 h1 h2 s1 s2
""".split()
MONTHS = """
january february march april may june july august september october november december jan feb mar apr jun jul aug
sep sept oct nov dec janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre janv fev
avr juil
""".split()
WEEKDAYS = """
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun lundi mardi
mercredi jeudi vendredi samedi dimanche
""".split()
# Function words next to a slot belong to it ("in March", "at Lidl", "chez Lidl", "le mois dernier").
SLOT_GLUE = set("""
in at on for the a an of from to by over during au aux a en chez le la les l de du des d sur pour dans my mon ma mes
""".split())
NUMBER_WORDS = """
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand dozen couple a few
un une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt trente quarante
cinquante soixante cent cents mille douzaine
""".split()

APOSTROPHES = "'’‘ʼ`´"
TYPOGRAPHIC_APOSTROPHES = "’‘ʼ"
TYPOGRAPHIC_QUOTES = "«»“”„"


def fold(text):
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.lower().replace("œ", "oe").replace("æ", "ae").replace("ß", "ss")
    out = []
    for ch in text:
        if ch.isalnum():
            out.append(ch)
        else:
            out.append(" ")
    return " ".join("".join(out).split())


def literals(path):
    with open(path, encoding="utf-8") as f:
        return re.findall(r'"((?:[^"\\]|\\.)*)"', f.read())


def slot_phrases(set_dir):
    shops = set()
    for s in literals(os.path.join(LANGUAGE, "MerchantCatalog+Shops.swift")):
        f = fold(s)
        if len(f) >= 2:
            shops.add(f)
    ledger_path = os.path.join(set_dir, "ledger.json")
    if os.path.exists(ledger_path):
        with open(ledger_path, encoding="utf-8") as f:
            ledger = json.load(f)
        for t in ledger.get("transactions", []):
            if t.get("merchant"):
                shops.add(fold(t["merchant"]))
        for s in ledger.get("subscriptions", []):
            shops.add(fold(s["name"]))
    categories = {fold(s) for s in literals(os.path.join(LANGUAGE, "CategoryLexicon.swift")) if len(fold(s)) >= 2}
    phrases = {}
    for p in shops:
        phrases[tuple(p.split())] = "<shop>"
    for p in categories:
        phrases.setdefault(tuple(p.split()), "<cat>")
    for w in PERIOD_WORDS:
        phrases.setdefault((w,), "<per>")
    for w in MONTHS:
        phrases.setdefault((w,), "<per>")
    for w in WEEKDAYS:
        phrases.setdefault((w,), "<per>")
    for w in NUMBER_WORDS:
        phrases.setdefault((w,), "<num>")
    return phrases


def skeleton(text, phrases, longest):
    words = fold(text).split()
    out = []
    i = 0
    while i < len(words):
        for n in range(min(longest, len(words) - i), 0, -1):
            mask = phrases.get(tuple(words[i : i + n]))
            if mask:
                if not out or out[-1] != mask:
                    out.append(mask)
                i += n
                break
        else:
            w = words[i]
            if any(c.isdigit() for c in w):
                if not out or out[-1] != "<num>":
                    out.append("<num>")
            else:
                out.append(w)
            i += 1
    # Absorb the function words around a slot, so "in March" and "last month" share a mask.
    glued = []
    for w in out:
        if w.startswith("<"):
            while glued and glued[-1] in SLOT_GLUE:
                glued.pop()
            if glued and glued[-1].startswith("<"):
                continue
            glued.append(w)
        elif w in SLOT_GLUE and glued and glued[-1].startswith("<"):
            continue
        else:
            glued.append(w)
    return " ".join(glued)


def is_emoji(ch):
    cp = ord(ch)
    return (
        0x1F300 <= cp <= 0x1FAFF or 0x2600 <= cp <= 0x27BF or 0x1F1E6 <= cp <= 0x1F1FF or cp in (0x2764, 0x263A)
    )


def ending(text):
    t = text.rstrip()
    while t and (is_emoji(t[-1]) or t[-1] in "\ufe0f\u200d"):
        t = t[:-1].rstrip()
    if not t:
        return "other"
    c = t[-1]
    if c == "?":
        return "?"
    if c == ".":
        return "."
    if c == "!":
        return "!"
    if c.isalnum():
        return "none"
    return "other"


def load(set_dir, files):
    with open(os.path.join(set_dir, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    chosen = files or manifest["cases"]
    conversations = []
    for rel in chosen:
        with open(os.path.join(set_dir, rel), encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    conversations.append(json.loads(line))
    return conversations


def share(keys):
    if not keys:
        return 0.0, 0.0
    counts = collections.Counter(keys)
    repeat = (len(keys) - len(counts)) / len(keys)
    shared = sum(c for c in counts.values() if c > 1) / len(keys)
    return repeat, shared


def measure(set_dir, files):
    conversations = load(set_dir, files)
    phrases = slot_phrases(set_dir)
    longest = max(len(p) for p in phrases)
    turns = collections.Counter()
    convs = collections.Counter()
    tags = collections.defaultdict(collections.Counter)
    turn_skeletons = []
    conv_skeletons = []
    with_apostrophe = typographic = quotes = emoji = lower = 0
    endings = collections.Counter()
    total = 0
    for c in conversations:
        loc = c["locale"]
        convs[loc] += 1
        sk = []
        for t in c["turns"]:
            text = t["text"]
            total += 1
            turns[loc] += 1
            for tag in set(c.get("tags", [])):
                tags[tag][loc] += 1
            s = skeleton(text, phrases, longest)
            sk.append(s)
            turn_skeletons.append((loc, s))
            if any(ch in APOSTROPHES for ch in text):
                with_apostrophe += 1
                if any(ch in TYPOGRAPHIC_APOSTROPHES for ch in text):
                    typographic += 1
            if any(ch in TYPOGRAPHIC_QUOTES for ch in text):
                quotes += 1
            if any(is_emoji(ch) for ch in text):
                emoji += 1
            letters = [ch for ch in text if ch.isalpha()]
            if letters and all(not ch.isupper() for ch in letters):
                lower += 1
            endings[ending(text)] += 1
        for s in sk[1:]:
            conv_skeletons.append((loc, s))
    turn_repeat, turn_shared = share(turn_skeletons)
    conv_repeat, conv_shared = share(conv_skeletons)
    return {
        "turns": dict(turns),
        "conversations": dict(convs),
        "englishShare": turns["en"] / total if total else 0.0,
        "tags": {k: dict(v) for k, v in sorted(tags.items())},
        "skeleton": {
            "turnRepeatShare": turn_repeat,
            "turnSharedShare": turn_shared,
            "followUpRepeatShare": conv_repeat,
            "followUpSharedShare": conv_shared,
            "followUpTurns": len(conv_skeletons),
        },
        "phone": {
            "turnsWithApostrophe": with_apostrophe,
            "typographicApostropheShare": typographic / with_apostrophe if with_apostrophe else 0.0,
            "typographicQuoteTurns": quotes,
            "emojiShare": emoji / total if total else 0.0,
            "lowercaseShare": lower / total if total else 0.0,
            "endings": {k: v / total for k, v in sorted(endings.items())},
        },
        "total": total,
    }


def pct(x):
    return f"{x * 100:.1f} %"


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", required=True)
    ap.add_argument("--files", help="comma-separated case files (relative to the set); default: the manifest's")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    files = args.files.split(",") if args.files else None
    m = measure(args.set, files)
    if args.json:
        print(json.dumps(m, indent=2, sort_keys=True, ensure_ascii=False))
        return
    t = m["turns"]
    print(f"turns {m['total']} (en {t.get('en', 0)} · fr {t.get('fr', 0)}; English {pct(m['englishShare'])})")
    c = m["conversations"]
    print(f"conversations en {c.get('en', 0)} · fr {c.get('fr', 0)}")
    s = m["skeleton"]
    print(f"skeleton, turns: repeat {pct(s['turnRepeatShare'])}, shared {pct(s['turnSharedShare'])}")
    print(
        f"skeleton, follow-up turns ({s['followUpTurns']}): "
        f"repeat {pct(s['followUpRepeatShare'])}, shared {pct(s['followUpSharedShare'])}"
    )
    p = m["phone"]
    print(
        f"typographic apostrophe {pct(p['typographicApostropheShare'])} of {p['turnsWithApostrophe']} turns with one; "
        f"« » “ ” in {p['typographicQuoteTurns']} turns; emoji {pct(p['emojiShare'])}; all lower case {pct(p['lowercaseShare'])}"
    )
    print("endings " + ", ".join(f"{k} {pct(v)}" for k, v in p["endings"].items()))
    print("tags:")
    for tag, by in m["tags"].items():
        print(f"  {tag:<18} en {by.get('en', 0):>5}  fr {by.get('fr', 0):>5}")


if __name__ == "__main__":
    sys.exit(main())
