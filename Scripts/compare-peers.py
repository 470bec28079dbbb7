#!/usr/bin/env python3
"""Times `stylec apply` against peer tools on the same workloads, in the same run, and checks
that stylec resolves the same values as css-inline on a sample of nodes.

Usage (from the repository root; PEERS is a virtual environment outside the repository with
css-inline, lxml, tinycss2 and cssselect2 installed, see ../shared/bench/README.md):

    python3 Scripts/compare-peers.py --peers "$PEERS" [--workloads 1000x100,10000x1000,100000x1000,100000x10000]
                                     [--work /tmp/stylec-workloads] [--runs 3] [--sample 2000]

For each workload (nodes x rules) it writes the workload with ../shared/bench/gen.py (once), runs
`stylec apply --precedence specificity` (the peers' cascade; the default, indented output, and
`--compact` beside it) and `peers.py css-inline`,
each `--runs` times, and prints a Markdown table of median seconds, peak memory and ratios, then
whether the sampled nodes' values agree (after normalising `12px` vs `12`, case and spaces).
css-inline writes what each element's rules declare: the properties stylec's schema marks
inherited (`stylec schema --format json`) are passed from parent to child over its values, as
stylec's sheet dialect inherits them, before comparing.
"""
import argparse, json, os, random, resource, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "bench")


def run_timed(command):
    """Runs a command; returns (seconds, peak RSS in MB of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, max(after, before) / 1024.0


def peak_rss(command):
    """Peak RSS (MB) of one run, measured with /usr/bin/time when present."""
    if not os.path.exists("/usr/bin/time"):
        return None
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, check=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024.0


def normalise(value):
    """Lower case, single spaces, `12px` as `12`, numbers in one form (`0.80` is `0.8`)."""
    words = []
    for word in " ".join(str(value).lower().split()).split(" "):
        if word.endswith("px") and word[:-2].replace(".", "", 1).lstrip("-").isdigit():
            word = word[:-2]
        try:
            number = float(word)
            word = ("%.6f" % number).rstrip("0").rstrip(".")
        except ValueError:
            pass
        words.append(word)
    return " ".join(words)


def stylec_styles(path):
    """Each node's style, in preorder, from stylec's JSON output."""
    with open(path, encoding="utf-8") as f:
        root = json.load(f)
    result, stack = [], [root]
    while stack:
        node = stack.pop()
        result.append({k: normalise(v if not isinstance(v, bool) else str(v).lower()) for k, v in node["style"].items()})
        stack.extend(reversed(node.get("children", [])))
    return result


def peer_styles(path):
    result = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            style = {}
            for part in line.rstrip("\n").split("; "):
                if ":" in part:
                    key, value = part.split(":", 1)
                    style[key] = normalise(value)
            result.append(style)
    return result


def inherited_properties(stylec):
    """The property names the built-in schema marks inherited."""
    printed = subprocess.run([stylec, "schema", "--format", "json"], check=True, capture_output=True,
                             text=True).stdout
    names = set()
    for info in json.loads(printed)["types"].values():
        for name, kind in info.get("properties", {}).items():
            if isinstance(kind, dict) and kind.get("inherited"):
                names.add(name)
    return names


def with_inheritance(styles, tree_path, inherited):
    """The peer's styles (in preorder) with each inherited property a node lacks taken from its
    parent's, as the cascade inherits them."""
    with open(tree_path, encoding="utf-8") as f:
        root = json.load(f)
    result = []
    stack = [(root, {})]
    while stack:
        node, parent = stack.pop()
        style = dict(styles[len(result)]) if len(result) < len(styles) else {}
        for name in inherited:
            if name not in style and name in parent:
                style[name] = parent[name]
        result.append(style)
        stack.extend((child, style) for child in reversed(node.get("children", [])))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--peers", required=True, help="virtual environment with the peers installed")
    parser.add_argument("--workloads", default="1000x100,10000x1000,100000x1000,100000x10000")
    parser.add_argument("--work", default="/tmp/stylec-workloads")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sample", type=int, default=2000)
    args = parser.parse_args()
    python = os.path.join(args.peers, "bin", "python3")
    subprocess.run(["swift", "build", "-c", "release", "--product", "stylec"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    stylec = os.path.join(ROOT, ".build", "release", "stylec")
    inherited = inherited_properties(stylec)
    rows, agreements = [], []
    for spec in args.workloads.split(","):
        nodes, rules = spec.split("x")
        work = os.path.join(args.work, "n%s_r%s" % (nodes, rules))
        if not os.path.exists(os.path.join(work, "meta.json")):
            subprocess.run([sys.executable, os.path.join(SHARED, "gen.py"), "--nodes", nodes, "--rules", rules,
                            "--out", work], check=True, stdout=subprocess.DEVNULL)
        out = os.path.join(work, "stylec-out.json")
        # The default (indented) output, as users run it, and --compact, side by side.
        command = [stylec, "apply", "--precedence", "specificity", "-o", out,
                   os.path.join(work, "sheet.css"), os.path.join(work, "tree.json")]
        compact_command = command[:2] + ["--compact"] + command[2:]
        stylec_times, compact_times = [], []
        for _ in range(args.runs):
            # Each run writes a new file, as the first does: replacing the last run's output
            # would add the freeing of its blocks, which is not styling work.
            for timed, times in ((compact_command, compact_times), (command, stylec_times)):
                if os.path.exists(out):
                    os.remove(out)
                times.append(run_timed(timed)[0])
        stylec_rss = peak_rss(command)
        peer_times, peer_rss = [], 0.0
        dump = os.path.join(work, "css-inline-dump.txt")
        for run in range(args.runs):
            extra = ["--dump", dump] if run == 0 else []
            line = subprocess.run([python, os.path.join(SHARED, "peers.py"), "css-inline", work] + extra,
                                  check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
            report = json.loads(line)
            peer_times.append(report["seconds"])
            peer_rss = max(peer_rss, report["peak_rss_mb"])
        ours, theirs = statistics.median(stylec_times), statistics.median(peer_times)
        compact = statistics.median(compact_times)
        rows.append((spec, ours, compact, theirs, theirs / ours, stylec_rss, peer_rss))
        mine = stylec_styles(out)
        peer = with_inheritance(peer_styles(dump), os.path.join(work, "tree.json"), inherited)
        sample = random.Random(1).sample(range(len(mine)), min(args.sample, len(mine)))
        same = sum(1 for i in sample if i < len(peer) and mine[i] == peer[i])
        agreements.append((spec, same, len(sample), len(mine) == len(peer)))
    print("| workload (nodes×rules) | stylec apply | stylec --compact | default ÷ compact | css-inline | "
          "css-inline ÷ stylec | stylec peak MB | css-inline peak MB |")
    print("|---|---|---|---|---|---|---|---|")
    for spec, ours, compact, theirs, ratio, ours_rss, theirs_rss in rows:
        print("| %s | %.3f s | %.3f s | %.2f× | %.3f s | %.1f× | %s | %.0f |" % (
            spec.replace("x", "×"), ours, compact, ours / compact, theirs, ratio,
            "%.0f" % ours_rss if ours_rss else "?", theirs_rss))
    print()
    for spec, same, total, counts in agreements:
        print("%s: %d of %d sampled nodes resolve the same values as css-inline%s" % (
            spec, same, total, "" if counts else " (node counts differ!)"))
    if any(same != total or not counts for _, same, total, counts in agreements):
        sys.exit(1)


if __name__ == "__main__":
    main()
