#!/usr/bin/env python3
"""Packs a built touchcheck binary and the Python engine kit into a wheel (Scripts/build-wheel.sh calls this).

Usage: make-wheel.py BINARY OUTDIR

The wheel installs the binary as the `touchcheck` command (a script of the wheel's .data folder, so pip puts it on the
environment's PATH), the documented corpus where the command finds it (PREFIX/share/touchcheck/documented) and the
kit as the `touchcheck` package. Its platform tag is read off the binary: the machine
(x86_64 or aarch64) and the newest glibc symbol version it needs (manylinux_2_N). The binary must not need the Swift
runtime's shared libraries (build it with --static-swift-stdlib). The archive is reproducible: fixed timestamps and
file order.
"""
import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MACHINES = {62: "x86_64", 183: "aarch64"}
SUMMARY = "Property-based conformance tests for UIKit-style touch engines: the touchcheck command and an engine kit"


def fail(message):
    sys.exit("make-wheel: " + message)


def machine(data):
    """The ELF machine of the binary, as a wheel's platform names it."""
    if data[:4] != b"\x7fELF":
        fail("not an ELF binary (the wheel is for Linux)")
    code = int.from_bytes(data[18:20], "little")
    if code not in MACHINES:
        fail("unknown ELF machine %d" % code)
    return MACHINES[code]


def glibc_minor(binary, data):
    """The newest glibc version (2.N) the binary's symbols ask for: from its dynamic symbol table (objdump -T), else
    from the version names in its bytes."""
    try:
        table = subprocess.run(["objdump", "-T", binary], capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        table = data
    versions = [int(m) for m in re.findall(rb"GLIBC_2\.(\d+)", table)]
    if not versions:
        fail("no glibc symbol version found in the binary")
    return max(versions)


def check_static(binary):
    """Refuses a binary that needs the Swift runtime's shared libraries: without Swift installed it would not start."""
    try:
        dynamic = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return
    needed = re.findall(r"\(NEEDED\).*\[(.*)\]", dynamic)
    swift = [lib for lib in needed if lib.startswith(("libswift", "libFoundation", "libdispatch", "libBlocksRuntime"))]
    if swift:
        fail("the binary needs %s: build it with --static-swift-stdlib" % ", ".join(swift))
    return needed


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def main():
    if len(sys.argv) != 3:
        fail("usage: make-wheel.py BINARY OUTDIR")
    binary, outdir = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as work:
        stripped = os.path.join(work, "touchcheck")
        shutil.copyfile(binary, stripped)
        os.chmod(stripped, 0o755)
        if shutil.which("strip"):
            subprocess.run(["strip", stripped], check=True)
        needed = check_static(stripped)
        version_text = subprocess.run([stripped, "--version"], capture_output=True, text=True, check=True).stdout.split()
        if len(version_text) != 2 or version_text[0] != "touchcheck":
            fail("unexpected --version output: %r" % " ".join(version_text))
        version = version_text[1]
        data = open(stripped, "rb").read()
        tag = "py3-none-manylinux_2_%d_%s" % (glibc_minor(stripped, data), machine(data))
    dist = "touchcheck-%s" % version
    kit = os.path.join(ROOT, "Python", "touchcheck")
    files = [("touchcheck/" + name, open(os.path.join(kit, name), "rb").read(), 0o644)
             for name in sorted(os.listdir(kit)) if name.endswith(".py")]
    files.append(("%s.data/scripts/touchcheck" % dist, data, 0o755))
    # The documented corpus, where the command looks for it beside itself (PREFIX/share/touchcheck/documented), so a
    # campaign holds the engine to it with no checkout.
    corpus = os.path.join(ROOT, "Corpus", "documented")
    for folder, subfolders, names in sorted(os.walk(corpus)):
        subfolders.sort()
        for name in sorted(names):
            relative = os.path.relpath(os.path.join(folder, name), corpus).replace(os.sep, "/")
            files.append(("%s.data/data/share/touchcheck/documented/%s" % (dist, relative),
                          open(os.path.join(folder, name), "rb").read(), 0o644))
    metadata = ("Metadata-Version: 2.1\nName: touchcheck\nVersion: %s\nSummary: %s\nRequires-Python: >=3.8\n"
                "Platform: linux\n" % (version, SUMMARY)).encode()
    wheel = ("Wheel-Version: 1.0\nGenerator: touchcheck Scripts/make-wheel.py\nRoot-Is-Purelib: false\nTag: %s\n" % tag).encode()
    files += [("%s.dist-info/METADATA" % dist, metadata, 0o644), ("%s.dist-info/WHEEL" % dist, wheel, 0o644),
              ("%s.dist-info/top_level.txt" % dist, b"touchcheck\n", 0o644)]
    record = "".join(record_line(name, content) + "\n" for name, content, _ in files) + "%s.dist-info/RECORD,,\n" % dist
    files.append(("%s.dist-info/RECORD" % dist, record.encode(), 0o644))
    os.makedirs(outdir, exist_ok=True)
    path = os.path.join(outdir, "%s-%s.whl" % (dist, tag))
    partial = path + ".partial"
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content, mode in files:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, content)
    os.replace(partial, path)
    print("wrote %s (%.1f MB; the binary %.1f MB stripped; needs %s)" % (
        path, os.path.getsize(path) / 1e6, len(data) / 1e6, ", ".join(needed or ["?"])))


if __name__ == "__main__":
    main()
