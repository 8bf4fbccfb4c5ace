// The FEN family on the page: a FEN, SFEN or UCCI FEN typed in the input is
// read as the game it looks like, and a position shows its FEN beside its
// FEEN when a dialect can express it. The npm package's API does the work
// and names the dialects.

/**
 * `text` read as the FEN of the game it looks like: `{readAs, record}`,
 * where `readAs` is the dialect's name ("chess FEN", "SFEN" …) and
 * `record` the FEEN record of the position (its `input` the text typed)
 * or the FEN's error with its `offset`; null when `text` does not look
 * like a FEN.
 */
export function readFen(sashite, text) {
  const game = sashite.detectFen(text);
  if (game === null) return null;
  const readAs = sashite.fenDialect(game);
  try {
    const feen = sashite.fromFen(game, text);
    return { readAs, record: { ...sashite.inspect("feen", feen), input: text } };
  } catch (error) {
    return {
      readAs,
      record: { input: text, valid: false, error: error.message, offset: error.offset, kind: error.kind },
    };
  }
}

/** Shows in `line` the FEN of the position `feen` (null: none) and its dialect. */
export function showFen(sashite, line, feen) {
  const found = feen === null ? null : sashite.fenOf(feen);
  line.hidden = found === null;
  line.querySelector("#fen-dialect").textContent = found?.dialect ?? "";
  line.querySelector("#fen").textContent = found?.fen ?? "";
  line.dataset.game = found?.game ?? "";
}
