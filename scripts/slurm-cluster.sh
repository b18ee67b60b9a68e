# slurm-cluster.sh NAME: sourced by the Slurm demo scripts. Makes a
# temporary folder $tmp (named after NAME), builds epubuild into it,
# starts a one-node cluster there (scripts/slurm.sh) with SLURM_CONF
# exported, and stops and removes both on exit. Sets $root, the
# repository.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/epubuild-$1.XXXXXX")
chmod 755 "$tmp"
trap '"$root/scripts/slurm.sh" stop "$tmp/cluster" 2>/dev/null || true; rm -rf "$tmp"' EXIT
export PATH="$PATH:/usr/sbin"

go build -o "$tmp/epubuild" "$root/cmd/epubuild"
export SLURM_CONF
SLURM_CONF=$("$root/scripts/slurm.sh" start "$tmp/cluster")
