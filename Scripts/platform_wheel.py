#!/usr/bin/env python3
"""Makes the navd-client platform wheel from the pure one: the same files, plus the navd binary as
the wheel's `navd` script, tagged for the C library the binary needs (none, for the static
executable `Scripts/release` makes).

The binary goes where ruff's wheel puts its own (`<name>-<version>.data/scripts/`): installing the
wheel puts it in the environment's `bin` as `navd`, the command itself rather than a Python
wrapper, and the client's locator finds it from the distribution's RECORD
(`navd_client.locate.packaged_navd`). The tag is `py3-none-manylinux_2_<N>_x86_64`, N the newest
`GLIBC_2.N` symbol version the binary needs (`objdump -T`), so pip installs it on any x86_64 Linux
with that glibc or newer (PEP 600) and nowhere else; a static executable (no dynamic section) needs
no glibc of the system's, so it gets the oldest tag pip installs everywhere, `manylinux_2_17`.

Usage: Scripts/platform_wheel.py PURE.whl NAVD OUTDIR   (prints the new wheel's path)
Standard library only.
"""

from __future__ import annotations

import base64
import hashlib
import re
import subprocess
import sys
import zipfile
from pathlib import Path


#: The tag of a binary that needs no shared library: manylinux2014's, the oldest PEP 600 names.
STATIC_TAG = "manylinux_2_17_x86_64"


def glibc_tag(binary: Path) -> str:
    """`manylinux_2_N_x86_64` for the newest glibc symbol version `binary` needs (``STATIC_TAG`` for a
    static executable)."""
    headers = subprocess.run(["objdump", "-p", str(binary)], check=True, capture_output=True, text=True).stdout
    if "Dynamic Section:" not in headers:
        return STATIC_TAG
    symbols = subprocess.run(["objdump", "-T", str(binary)], check=True, capture_output=True, text=True).stdout
    minors = [int(minor) for minor in re.findall(r"GLIBC_2\.(\d+)", symbols)]
    if not minors:
        raise SystemExit(f"{binary}: no GLIBC_2.N symbol versions (not a dynamically linked glibc binary?)")
    return f"manylinux_2_{max(minors)}_x86_64"


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def platform_wheel(pure: Path, binary: Path, outdir: Path) -> Path:
    match = re.fullmatch(r"(?P<name>[^-]+)-(?P<version>[^-]+)-py3-none-any\.whl", pure.name)
    if not match:
        raise SystemExit(f"{pure.name}: not a pure py3-none-any wheel")
    name, version = match["name"], match["version"]
    platform = glibc_tag(binary)
    dist_info, data = f"{name}-{version}.dist-info", f"{name}-{version}.data"
    target = outdir / f"{name}-{version}-py3-none-{platform}.whl"
    entries: list[tuple[zipfile.ZipInfo, bytes]] = []
    with zipfile.ZipFile(pure) as source:
        for info in source.infolist():
            if info.filename in (f"{dist_info}/RECORD",):
                continue
            content = source.read(info)
            if info.filename == f"{dist_info}/WHEEL":
                text = content.decode()
                text = text.replace("Root-Is-Purelib: true", "Root-Is-Purelib: false")
                text = text.replace("Tag: py3-none-any", f"Tag: py3-none-{platform}")
                content = text.encode()
            entries.append((info, content))
    script = zipfile.ZipInfo(f"{data}/scripts/navd", date_time=(2020, 1, 1, 0, 0, 0))
    script.external_attr = 0o100755 << 16  # a regular file, executable: pip keeps the mode
    script.compress_type = zipfile.ZIP_DEFLATED
    entries.append((script, binary.read_bytes()))
    records = [record_line(info.filename, content) for info, content in entries]
    records.append(f"{dist_info}/RECORD,,")
    record = zipfile.ZipInfo(f"{dist_info}/RECORD", date_time=(2020, 1, 1, 0, 0, 0))
    record.compress_type = zipfile.ZIP_DEFLATED
    entries.append((record, ("\n".join(records) + "\n").encode()))
    outdir.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as wheel:
        for info, content in entries:
            wheel.writestr(info, content)
    return target


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    print(platform_wheel(Path(argv[0]), Path(argv[1]), Path(argv[2])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
