#!/usr/bin/env python3
"""A bot for parchis selfplay --bots cmd:PROGRAM (parchis(6), EXTERNAL
BOTS): reads the record of the game on standard input and prints one of
the legal plays of the pending roll, at random, on standard output.

    parchis selfplay --games 100 \\
        --bots "cmd:python3 examples/bot-random.py,strong,strong,strong"

The legal plays are under status: legal: in the record, one flow
sequence of steps each ("[[1+3], [3+3], [2+4, 2+20]]", which may run
over several lines); a bot of your own would choose among them better,
or work out its play from the turns. The choice is seeded from the
record, so the same game gives the same play. Only the standard library:
no YAML parser is needed for this much."""
import random
import re
import sys


def legal_plays(record):
    """The plays under status: legal:, each a list of steps."""
    found = re.search(r"^  legal: (.*?)(?=^\S|^  [a-z_]+:|\Z)", record,
                      re.M | re.S)
    if not found:
        return []
    text = found.group(1).replace("\n", " ")
    return [[step.strip() for step in play.split(",")]
            for play in re.findall(r"\[([^\[\]]*)\]", text)]


def main():
    record = sys.stdin.read()
    plays = legal_plays(record)
    if not plays:
        sys.exit("bot-random.py: no legal plays in the record")
    choice = random.Random(record).choice(plays)
    print(" ".join(choice))


if __name__ == "__main__":
    main()
