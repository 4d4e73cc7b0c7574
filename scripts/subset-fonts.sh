#!/usr/bin/env bash
# Regenerates app/fonts/*.woff2 from the @fontsource-variable packages: the weights the site uses
# and the Latin characters it prints, with only the layout features it needs. The output is
# committed, so neither builds nor CI need this; it needs Debian's python3-fonttools and
# python3-brotli (apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
UNICODES="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DC,U+2010-2027,U+2030-203A,U+20AC,U+20B9,U+2122,U+2190-2193,U+2212,U+2713-2714"
FEATURES="kern,liga,calt,tnum,case,ccmp,locl,mark,mkmk"
tmp=$(mktemp -d)
subset() { # package file output weight-range
  local src="node_modules/@fontsource-variable/$1/files/$2.woff2"
  /usr/bin/python3 -m fontTools.varLib.instancer "$src" "wght=$4" -o "$tmp/$3.ttf" -q
  /usr/bin/python3 -m fontTools.subset "$tmp/$3.ttf" --unicodes="$UNICODES" --layout-features="$FEATURES" \
    --flavor=woff2 --no-hinting --desubroutinize --output-file="app/fonts/$3.woff2"
  echo "app/fonts/$3.woff2: $(stat -c %s "app/fonts/$3.woff2") bytes (from $(stat -c %s "$src"))"
}
subset inter inter-latin-wght-normal inter 400:700
subset space-grotesk space-grotesk-latin-wght-normal space-grotesk 500:700
subset jetbrains-mono jetbrains-mono-latin-wght-normal jetbrains-mono 400:700
rm -rf "$tmp"
