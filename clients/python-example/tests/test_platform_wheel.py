"""Scripts/platform_wheel.py: the platform wheel is the pure wheel plus the binary as the `navd`
script, tagged for the glibc the binary needs, with a RECORD that matches every file."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[3] / "Scripts" / "platform_wheel.py"
spec = importlib.util.spec_from_file_location("platform_wheel", SCRIPT)
platform_wheel = importlib.util.module_from_spec(spec)
spec.loader.exec_module(platform_wheel)

pytestmark = pytest.mark.skipif(shutil.which("objdump") is None, reason="needs objdump (binutils)")


def pure_wheel(directory: Path) -> Path:
    path = directory / "navd_client-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as wheel:
        wheel.writestr("navd_client/__init__.py", '__version__ = "0.1.0"\n')
        wheel.writestr("navd_client-0.1.0.dist-info/METADATA", "Name: navd-client\nVersion: 0.1.0\n")
        wheel.writestr(
            "navd_client-0.1.0.dist-info/WHEEL",
            "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        )
        wheel.writestr("navd_client-0.1.0.dist-info/RECORD", "stale\n")
    return path


def glibc_minor(binary: str) -> int:
    symbols = subprocess.run(["objdump", "-T", binary], check=True, capture_output=True, text=True).stdout
    return max(int(m) for m in re.findall(r"GLIBC_2\.(\d+)", symbols))


def test_the_platform_wheel_carries_the_binary_as_its_navd_script(tmp_path):
    binary = shutil.which("true")
    made = platform_wheel.platform_wheel(pure_wheel(tmp_path), Path(binary), tmp_path / "out")
    tag = f"manylinux_2_{glibc_minor(binary)}_x86_64"
    assert made.name == f"navd_client-0.1.0-py3-none-{tag}.whl"
    with zipfile.ZipFile(made) as wheel:
        names = wheel.namelist()
        assert names[-1] == "navd_client-0.1.0.dist-info/RECORD"
        script = wheel.getinfo("navd_client-0.1.0.data/scripts/navd")
        assert script.external_attr >> 16 == 0o100755
        assert wheel.read(script) == Path(binary).read_bytes()
        metadata = wheel.read("navd_client-0.1.0.dist-info/WHEEL").decode()
        assert "Root-Is-Purelib: false" in metadata and f"Tag: py3-none-{tag}" in metadata
        assert "py3-none-any" not in metadata
        record = wheel.read("navd_client-0.1.0.dist-info/RECORD").decode().splitlines()
        assert sorted(line.split(",")[0] for line in record) == sorted(names)
        for line in record[:-1]:
            name, digest, size = line.split(",")
            data = wheel.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert (digest, int(size)) == (f"sha256={expected}", len(data))
        assert record[-1] == "navd_client-0.1.0.dist-info/RECORD,,"


def test_only_a_pure_wheel_is_taken(tmp_path):
    other = tmp_path / "navd_client-0.1.0-cp311-cp311-linux_x86_64.whl"
    other.write_bytes(b"")
    with pytest.raises(SystemExit, match="not a pure py3-none-any wheel"):
        platform_wheel.platform_wheel(other, Path(shutil.which("true")), tmp_path)


def test_a_static_executable_gets_the_oldest_tag(tmp_path):
    """`Scripts/release` ships a static executable: no dynamic section, no glibc of the system's."""
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler to make a static executable with")
    source = tmp_path / "main.c"
    source.write_text("int main(void) { return 0; }\n")
    binary = tmp_path / "static"
    subprocess.run([compiler, "-static", "-o", str(binary), str(source)], check=True)
    assert platform_wheel.glibc_tag(binary) == "manylinux_2_17_x86_64"
    assert platform_wheel.glibc_tag(Path(shutil.which("true"))) == f"manylinux_2_{glibc_minor(shutil.which('true'))}_x86_64"
