#!/usr/bin/env python3
"""Runs the GitHub Actions recipe of Docs/CI.md, as written, on the bundled Python example engine (issue 33, item 2).

Usage: Scripts/readme-ci-recipe.py TOUCHCHECK_BINARY [--cases N]

The recipe is read from Docs/CI.md (the yaml block with a shard matrix) and each job is run here the way a GitHub
runner runs it: every `run` step in `bash -eo pipefail` from a fresh checkout of the "engine's repository" (a folder
holding the example as `my_engine.py`), the shard matrix expanded, artifacts uploaded and downloaded between jobs as
actions/upload-artifact and actions/download-artifact do. Two things differ, and only these: the "Build TouchCheck"
step links the binary under test where the recipe builds it (and the engine kit, Python/, where its clone holds it), and the campaign's `--cases` is cut to N (default 2000)
so the check takes seconds.

Two runs: the example as it is (it conforms) must pass every step of both jobs; with its deviation
(TOUCHCHECK_EXAMPLE_DEVIATE=1) the fuzz steps still pass and the merge job's verify step must fail with exit 1.
"""
import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    sys.exit("readme-ci-recipe: PyYAML is needed (python3 -m pip install pyyaml)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Where the recipe is written (it was in README.md until issue 34 moved the manual into Docs/).
RECIPE = os.path.join("Docs", "CI.md")


def recipe():
    text = open(os.path.join(ROOT, RECIPE), encoding="utf-8").read()
    for block in re.findall(r"```yaml\n(.*?)```", text, re.S):
        document = yaml.safe_load(block)
        if isinstance(document, dict) and "jobs" in document and "fuzz" in document["jobs"]:
            return document
    sys.exit(f"readme-ci-recipe: {RECIPE} has no yaml block with a fuzz job")


def expand(text, variables):
    return re.sub(r"\$\{\{\s*([\w.]+)\s*\}\}", lambda m: str(variables[m.group(1)]), text)


def run_job(name, job, variables, env, binary, cases, artifacts, work, deviate):
    """Runs one job (one matrix entry); returns the exit status of each run step, by step label."""
    runner = tempfile.mkdtemp(prefix=f"{name}-", dir=work)
    statuses = []
    for index, step in enumerate(job["steps"]):
        uses = step.get("uses", "")
        label = step.get("name") or (uses or step.get("run", ""))[:60]
        label = expand(label, variables)
        if uses.startswith("actions/checkout"):
            shutil.copy(os.path.join(ROOT, "Examples/python/engine.py"), os.path.join(runner, "my_engine.py"))
            continue
        if uses.startswith("actions/upload-artifact"):
            with_ = {k: expand(str(v), variables) for k, v in step["with"].items()}
            source = os.path.join(runner, with_["path"])
            if os.path.exists(source):
                shutil.copytree(source, os.path.join(artifacts, with_["name"]), dirs_exist_ok=True)
            elif with_.get("if-no-files-found", "warn") == "error":
                statuses.append((label, 1))
            continue
        if uses.startswith("actions/download-artifact"):
            with_ = {k: expand(str(v), variables) for k, v in step["with"].items()}
            for artifact in sorted(os.listdir(artifacts)):
                if fnmatch.fnmatch(artifact, with_.get("pattern", "*")):
                    shutil.copytree(os.path.join(artifacts, artifact), os.path.join(runner, with_["path"], artifact))
            continue
        if uses:
            sys.exit(f"readme-ci-recipe: step {label!r} uses {uses}, which this check does not know")
        command = expand(step["run"], variables)
        if step.get("name") == "Build TouchCheck":
            # The binary under test stands where the recipe builds it, and the engine kit where its clone holds it.
            target = os.path.join(runner, env["TOUCHCHECK"])
            os.makedirs(os.path.dirname(target), exist_ok=True)
            os.symlink(binary, target)
            os.symlink(os.path.join(ROOT, "Python"), os.path.join(runner, env["TOUCHCHECK"].split("/")[0], "Python"))
            continue
        command = re.sub(r"--cases \d+", f"--cases {cases}", command)
        step_env = dict(os.environ, **env)
        if deviate:
            step_env["TOUCHCHECK_EXAMPLE_DEVIATE"] = "1"
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", command], cwd=runner, env=step_env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        print(f"  {name}: {label}: exit {result.returncode}")
        if result.returncode != 0:
            print("\n".join("    | " + line for line in result.stdout.splitlines()[-25:]))
        statuses.append((label, result.returncode))
    return statuses


def run_recipe(binary, cases, deviate):
    document = recipe()
    env = {k: str(v) for k, v in document.get("env", {}).items()}
    work = tempfile.mkdtemp(prefix="readme-ci-")
    artifacts = os.path.join(work, "artifacts")
    os.makedirs(artifacts)
    results = {}
    try:
        for name, job in document["jobs"].items():  # in file order: fuzz, then merge (needs: fuzz)
            matrix = job.get("strategy", {}).get("matrix", {})
            entries = [{}]
            for key, values in matrix.items():
                entries = [dict(e, **{key: v}) for e in entries for v in values]
            for entry in entries:
                variables = {f"matrix.{k}": v for k, v in entry.items()}
                variables["github.run_number"] = 1
                label = name + "".join(f"[{v}]" for v in entry.values())
                results[label] = run_job(label, job, variables, env, binary, cases, artifacts, work, deviate)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return results


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    cases = int(sys.argv[sys.argv.index("--cases") + 1]) if "--cases" in sys.argv else 2000
    print(f"The CI recipe of {RECIPE} on the example engine, which conforms:")
    failed = [(job, step, status) for job, steps in run_recipe(binary, cases, False).items() for step, status in steps if status != 0]
    if failed:
        sys.exit(f"readme-ci-recipe: a conforming engine's job fails: {failed}")
    print(f"The CI recipe of {RECIPE} on the example engine with its deviation:")
    results = run_recipe(binary, cases, True)
    fuzz_failed = [(job, step, s) for job, steps in results.items() if job.startswith("fuzz") for step, s in steps if s != 0]
    merge = results.get("merge", [])
    if fuzz_failed or not merge or merge[-1][1] != 1:
        sys.exit(f"readme-ci-recipe: with a deviation, the fuzz steps must pass and the last merge step exit 1: {results}")
    print("readme-ci-recipe: a conforming engine passes every step; a deviating one fails the merge job's verify step")


if __name__ == "__main__":
    main()
