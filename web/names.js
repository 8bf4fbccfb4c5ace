// What a screen reader says for a square: its name and its piece, from the
// piece's attributes (the EPIN record the WebAssembly module gives) and the
// usual English name of its letter in the game of its side's style.

/** Piece names by style letter (upper case), then piece letter. */
const NAMES = {
  C: { K: "king", Q: "queen", R: "rook", B: "bishop", N: "knight", P: "pawn" },
  S: {
    K: "king", R: "rook", B: "bishop", G: "gold general", S: "silver general",
    N: "knight", L: "lance", P: "pawn",
  },
  X: { G: "general", A: "advisor", E: "elephant", H: "horse", R: "chariot", C: "cannon", P: "soldier" },
  M: { K: "king", M: "met", S: "khon", N: "knight", R: "rook", P: "pawn" },
};

/**
 * Words for the piece of `record` (an EPIN record: `letter`, `side`,
 * `state`, `terminal`, `derived`) whose side plays `style` (a style
 * letter): "first player's terminal king, enhanced".
 */
export function pieceWords(record, style) {
  const name = NAMES[style?.toUpperCase()]?.[record.letter] ?? `piece ${record.letter}`;
  let words = `${record.side} player's ${record.terminal ? "terminal " : ""}${name}`;
  if (record.state !== "normal") words += `, ${record.state}`;
  if (record.derived) words += ", derived";
  return words;
}

/** The style letter of `side` ("first" or "second") in a FEEN record. */
export function styleOf(position, side) {
  return side === position.active_side ? position.active_style : position.inactive_style;
}
