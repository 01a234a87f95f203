#!/usr/bin/env bash
# Builds src/web/engine/jpeg-codec/jpeg-codec.wasm, libjpeg-turbo in WebAssembly
# (scaled decoding, resizing, encoding) for engines without ImageDecoder (WebKit) and the fallback's
# helper worker. Sources: Debian's orig tarball of libjpeg-turbo 2.1.5, checked by its SHA-256 from
# the Debian source package; compiler: Debian's emscripten (3.1.6) with node-acorn. Built for
# WebAssembly SIMD (every current browser has it; decision 1117): LLVM vectorizes the colour
# conversion, the resizing and the encoder's loops, and the pixels come out the same.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
VERSION=2.1.5
SHA256=254f3642b04e309fee775123133c6464181addc150499561020312ec61c1bf7c
WORK=${TMPDIR:-/tmp}/vetrina-jpeg-codec
OUT="$ROOT/src/web/engine/jpeg-codec/jpeg-codec.wasm"
NOTICE="$ROOT/src/web/engine/jpeg-codec/LICENSE-libjpeg-turbo.txt"

command -v emcc >/dev/null || { echo "build.sh: installing emscripten node-acorn" >&2; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq emscripten node-acorn >&2; }
mkdir -p "$WORK"
TARBALL="$WORK/libjpeg-turbo_$VERSION.orig.tar.gz"
[ -f "$TARBALL" ] || curl -fsSL -o "$TARBALL" "http://deb.debian.org/debian/pool/main/libj/libjpeg-turbo/libjpeg-turbo_$VERSION.orig.tar.gz"
echo "$SHA256  $TARBALL" | sha256sum -c --quiet
# A fresh build folder: CMake would otherwise keep the flags of an earlier configuration.
rm -rf "$WORK/src" "$WORK/build" && mkdir -p "$WORK/src" && tar -xzf "$TARBALL" -C "$WORK/src" --strip-components=1
mkdir -p "$WORK/build" && cd "$WORK/build"
emcmake cmake "$WORK/src" -DWITH_SIMD=0 -DENABLE_SHARED=0 -DWITH_TURBOJPEG=0 -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-msimd128 >/dev/null
# CMake's size checks fail under emscripten: wasm32 has 4-byte size_t.
sed -i 's/#define SIZEOF_SIZE_T .*/#define SIZEOF_SIZE_T  4/' jconfigint.h
# WebAssembly has 64-bit integers, though pointers are 32 bits: give the Huffman coders the 64-bit
# bit buffer libjpeg-turbo keeps for x32 (the same ABI shape), not the 32-bit one of 32-bit CPUs.
sed -i 's/defined(__x86_64__) \&\& defined(__ILP32__)/(defined(__x86_64__) \&\& defined(__ILP32__)) || defined(__wasm__)/' \
  "$WORK/src/jdhuff.h" "$WORK/src/jdhuff.c" "$WORK/src/jchuff.c"
[ "$(cat "$WORK/src/jdhuff.h" "$WORK/src/jdhuff.c" "$WORK/src/jchuff.c" | grep -c __wasm__)" = 4 ] || { echo "build.sh: the bit-buffer patch did not apply" >&2; exit 1; }
emmake make -j2 jpeg-static >/dev/null
emcc -O3 -msimd128 -I"$WORK/src" -I"$WORK/build" "$ROOT/src/web/engine/jpeg-codec/jpeg-codec.c" "$WORK/build/libjpeg.a" -o "$OUT" \
  --no-entry -s STANDALONE_WASM -s ALLOW_MEMORY_GROWTH=1 -s ERROR_ON_UNDEFINED_SYMBOLS=0 \
  -s EXPORTED_FUNCTIONS=_decode,_encode,_resize,_orient,_width,_height,_malloc,_free
# The licences travel with the binary (IJG and BSD-3 ask for them): the app serves them at /licenses/.
{ cat "$WORK/src/LICENSE.md"; echo; cat "$WORK/src/README.ijg"; } > "$NOTICE"
echo "built $OUT ($(stat -c %s "$OUT") bytes)"
