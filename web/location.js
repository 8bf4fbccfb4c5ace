// The position in the address: `#feen=` and the percent-encoded FEEN, so
// that a link shares a position.

const PREFIX = "#feen=";

/**
 * The position in the address: null without `#feen=`, else `{ feen }`, or
 * `{ unreadable }` (the text after `#feen=`, as it is) when its
 * percent-encoding is broken.
 */
export function readFeen() {
  const hash = window.location.hash;
  if (!hash.startsWith(PREFIX)) return null;
  const text = hash.slice(PREFIX.length);
  try {
    return { feen: decodeURIComponent(text) };
  } catch {
    return { unreadable: text };
  }
}

/** Puts `feen` in the address without adding a history entry. */
export function writeFeen(feen) {
  const hash = PREFIX + encodeURIComponent(feen);
  if (window.location.hash !== hash) {
    history.replaceState(null, "", hash);
  }
}

/** Takes any position out of the address. */
export function clearFeen() {
  if (window.location.hash.startsWith(PREFIX)) {
    history.replaceState(null, "", window.location.pathname + window.location.search);
  }
}
