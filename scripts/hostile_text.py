"""Text that HTML, XML and Markdown writers must escape: the payload table of the escaping test
(scripts/escaping_check.py), the hostile browser test and the fuzzer's grapheme family.

Standard library only, so the fuzzer can import it without the test virtualenv.
"""

# The characters HTML gives a meaning, each with attacks for the places it can appear.
ATTACKS = {
    "<": ["<img src=x onerror=alert(1)>", "</title><script>alert(1)</script>", "<!--", "</script>",
          "<svg onload=alert(1)>"],
    ">": ["--><img src=x onerror=alert(1)>", "]]>"],
    '"': ['" onmouseover="alert(1)', '"><img src=x onerror=alert(1)>'],
    "'": ["' autofocus onfocus='alert(1)"],
    "&": ["&lt;img src=x onerror=alert(1)&gt;", "&#60;"],
}
# Scalars that join the character BEFORE them into one grapheme cluster (Grapheme_Cluster_Break=Prepend).
BEFORE = ["\u0600", "\u0d4e", "\U000110bd", "\u0605"]
# Scalars that join the character AFTER which they stand: combining marks of several blocks, enclosing
# marks, variation selectors, ZWJ, spacing marks, an emoji modifier and Hangul jamo.
AFTER = ["\u0301", "\u0338", "\u20d2", "\u1dc0", "\ufe20", "\u20dd", "\u20de", "\ufe0f", "\U000e0100",
         "\u200d", "\u0903", "\u093e", "\U0001f3fb", "\u1160", "\u11a8"]
BIDI = "\u202e"
# Text that changes the structure of a Markdown report (`--format markdown`) when written as it is:
# a link re-pointed, table cells made up, a raw tag.
MARKDOWN_ATTACKS = ["x](https://evil.example/) [y", "a | fake | cells |", "`<img src=x onerror=alert(1)>`",
                    "\\| escaped pipe", "[z]: https://evil.example/"]


def make_payloads() -> list[str]:
    """Every special character with every joining scalar on its side, each in one of its attacks."""
    payloads = []
    for special, attacks in ATTACKS.items():
        joined = [(j + special) for j in BEFORE] + [(special + j) for j in AFTER]
        for k, glued in enumerate(joined):
            attack = attacks[k % len(attacks)]
            text = attack.replace(special, glued)
            if len(payloads) % 7 == 0:
                text = BIDI + text
            payloads.append(text)
    return payloads + MARKDOWN_ATTACKS
