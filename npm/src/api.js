// The package's functions: the WebAssembly module's, with their arguments
// checked and their failures thrown as `SashiteError`s. Both entry points
// (node.js, browser.js) load the module first, then re-export these.

import * as raw from "../dist/pkg/sashite_wasm.js";

/**
 * A failed call: `kind` says what went wrong in one word, `offset` is the
 * byte offset (in the input's UTF-8) of the first bad byte, or null.
 */
export class SashiteError extends Error {
  constructor(message, kind, offset = null) {
    super(message);
    this.name = "SashiteError";
    this.kind = kind;
    this.offset = offset;
  }
}

/** Throws a `bad_argument` error unless every argument has its type. */
function check(name, values, types) {
  for (let i = 0; i < types.length; i++) {
    const type = typeof values[i];
    if (type !== types[i]) {
      throw new SashiteError(
        `${name}: argument ${i + 1} must be a ${types[i]}, found ${values[i] === null ? "null" : type}`,
        "bad_argument",
      );
    }
  }
}

/** Calls a binding; its failures (Errors with a `kind`) become SashiteErrors. */
function call(fn, args) {
  try {
    return fn(...args);
  } catch (error) {
    if (error instanceof Error && typeof error.kind === "string") {
      throw new SashiteError(error.message, error.kind, error.offset ?? null);
    }
    throw error;
  }
}

/** A binding of `types` arguments, checked (any further ones passed on). */
function binding(name, fn, types) {
  return (...args) => {
    check(name, args, types);
    return call(fn, args);
  };
}

const S = "string";

export const inspect = binding("inspect", raw.inspect, [S, S]);
export const validate = binding("validate", raw.validate, [S, S]);
export const isValid = binding("isValid", raw.isValid, [S, S]);
const rawDetect = binding("detect", raw.detect, [S]);
export const detect = (input) => rawDetect(input) ?? null;
export const closest = binding("closest", raw.closest, [S]);
export const normalize = binding("normalize", raw.normalize, [S]);
export const repair = binding("repair", raw.repair, [S]);
export const renderSvg = binding("renderSvg", raw.renderSvg, [S]);
const rawPieceAt = binding("pieceAt", raw.pieceAt, [S, S]);
export const pieceAt = (feen, address) => rawPieceAt(feen, address) ?? null;
export const place = binding("place", raw.place, [S, S, S]);
export const remove = binding("remove", raw.remove, [S, S]);
export const movePiece = binding("movePiece", raw.movePiece, [S, S, S]);
export const dropFromHand = binding("dropFromHand", raw.dropFromHand, [S, S, S, S]);
export const addToHand = binding("addToHand", raw.addToHand, [S, S, S]);
export const takeFromHand = binding("takeFromHand", raw.takeFromHand, [S, S, S]);
export const toggleTurn = binding("toggleTurn", raw.toggleTurn, [S]);
export const pieceToken = binding("pieceToken", raw.pieceToken, [S, S, S, "boolean", "boolean"]);
export const pieceWords = binding("pieceWords", raw.pieceWords, [S, S]);

// The FEN family (chess, Chess960, shogi SFEN, xiangqi, makruk) and FEEN.
export const fromFen = binding("fromFen", raw.fromFen, [S, S]);
const rawToFen = binding("toFen", raw.toFen, [S, S]);
export const toFen = (game, feen, options) => {
  if (options !== undefined && (options === null || typeof options !== "object")) {
    throw new SashiteError("toFen: argument 3 must be an object of options", "bad_argument");
  }
  return rawToFen(game, feen, options);
};
const rawDetectFen = binding("detectFen", raw.detectFen, [S]);
export const detectFen = (input) => rawDetectFen(input) ?? null;
export const fenOf = binding("fenOf", raw.fenOf, [S]);
export const fenDialect = binding("fenDialect", raw.fenDialect, [S]);
